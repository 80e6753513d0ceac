
// What the back office follows live (issue 25, docs/decisions/098): the tables whose changes reach open
// back-office pages through GET /api/admin/dashboard/changes, and the screens whose lists each one
// changes. Records open in a form are never refetched under their user's typing.

/** Table → the screens (and resources, as their queries are keyed) whose lists and figures show its rows. */
export const LIVE_SCREENS_BY_TABLE: Readonly<Record<string, readonly string[]>> = {
  orders: ['orders', 'order-approvals', 'dashboard', 'customers', 'analytics'],
  pickup_handovers: ['orders', 'dashboard', 'pickup-verification'],
  inventory: ['inventory', 'products', 'dashboard'],
  products: ['products', 'inventory', 'dashboard'],
  product_variants: ['products', 'inventory'],
  pickup_products: ['pickup-products'],
  discounts: ['discounts'],
  email_logs: ['email-logs'],
  till_sync_runs: ['epos-sync'],
  // Records edited on a record page: their lists and histories (an open form says who changed it).
  categories: ['categories'],
  brands: ['brands'],
  hero_slides: ['hero-slides'],
  stores: ['stores'],
  shipping_rates: ['shipping-rates'],
  tax_rates: ['tax-rates'],
  blog_posts: ['blog-posts'],
  jobs: ['jobs'],
  support_articles: ['robo-support/articles'],
};

/** The tables the back office's change stream passes on. */
export const LIVE_TABLES: readonly string[] = Object.keys(LIVE_SCREENS_BY_TABLE);

/** Tables whose changes move the attention badge. */
export const ATTENTION_TABLES: readonly string[] = ['orders', 'pickup_handovers', 'email_logs', 'till_sync_runs'];

/** One event of the back office's change stream. */
export interface AdminChangeEvent {
  tables: string[];
}

/** What an open record page says when someone else changed the record (client/features/admin/kit/record-page.tsx). */
export const RECORD_TEXTS = {
  changedBy: (name: string) => `Changed by ${name} just now — reload to see it`,
  reload: 'Reload',
  someoneElse: 'someone else',
} as const;
