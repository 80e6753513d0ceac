import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

// Listing every table of DB here (the type fails to check when a table is added and not
// listed) makes sure a reset never leaves rows behind that point at truncated ones.
const SHOP_TABLES: Record<Exclude<keyof DB, 'user' | 'session'>, true> = {
  categories: true, brands: true, products: true, product_variants: true, inventory: true,
  hero_slides: true, shipping_rates: true, tax_rates: true, discounts: true, user_roles: true,
  cart_items: true, favorites: true, saved_addresses: true, newsletter_subscribers: true,
  stores: true, staff_stores: true, pickup_products: true, orders: true, order_lines: true,
  order_status_history: true, payments: true, email_logs: true, email_bounces: true, email_retries: true, email_campaigns: true, email_campaign_recipients: true, blog_posts: true, jobs: true,
  job_applications: true, job_application_cvs: true, job_application_notes: true, job_email_templates: true,
  support_articles: true, support_unanswered_questions: true, support_conversations: true,
  support_messages: true, contact_messages: true, partnership_enquiries: true, do_not_sell_requests: true, settings: true,
  audit_log: true, saved_views: true, till_sync_runs: true, till_connection: true, till_inventory_changes: true, till_webhook_events: true, rate_limit_counters: true, media: true, media_renditions: true,
  pickup_reminders: true,
  refunds: true, order_notes: true,
  pickup_handovers: true, pickup_counter_docs: true,
  analytics_events: true, analytics_stale: true, analytics_sales_days: true, analytics_product_days: true,
};

/** better-auth's tables: the seed's accounts live there, so a reset clears them too. */
const AUTH_TABLES = ['user', 'session', 'account', 'verification'];

/**
 * Empties the shop and its accounts (TRUNCATE, which the no-hard-delete triggers do not
 * see), leaving the schema and the migration history in place. For --reset only.
 */
export async function resetShopData(db: Database): Promise<void> {
  const tables = [...Object.keys(SHOP_TABLES), ...AUTH_TABLES].map((table) => sql.id(table));
  await sql`TRUNCATE ${sql.join(tables)} RESTART IDENTITY CASCADE`.execute(db);
}
