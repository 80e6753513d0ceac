import type { AdminScreen } from '../roles';

// What the back office follows live (issue 25, docs/decisions/098): the tables whose changes reach open
// back-office pages through GET /api/admin/dashboard/changes, and the screens whose lists each one
// changes. Records open in a form are never refetched under their user's typing.

/** Table → the screens whose lists and figures show its rows. */
export const LIVE_SCREENS_BY_TABLE: Readonly<Record<string, readonly AdminScreen[]>> = {
  orders: ['orders', 'order-approvals', 'dashboard', 'customers', 'analytics'],
  pickup_handovers: ['orders', 'dashboard', 'pickup-verification'],
  inventory: ['inventory', 'products', 'dashboard'],
  products: ['products', 'inventory', 'dashboard'],
  product_variants: ['products', 'inventory'],
  pickup_products: ['pickup-products'],
  discounts: ['discounts'],
  email_logs: ['email-logs'],
  till_sync_runs: ['epos-sync'],
};

/** The tables the back office's change stream passes on. */
export const LIVE_TABLES: readonly string[] = Object.keys(LIVE_SCREENS_BY_TABLE);

/** Tables whose changes move the attention badge. */
export const ATTENTION_TABLES: readonly string[] = ['orders', 'pickup_handovers', 'email_logs', 'till_sync_runs'];

/** One event of the back office's change stream. */
export interface AdminChangeEvent {
  tables: string[];
}
