import { sql, type Kysely } from 'kysely';

// The back office follows the change feed (issue 25, docs/decisions/098): orders, pickup hand-overs,
// emails, till sync runs and the records edited on record pages that did not yet (discounts, tax rates,
// blog posts, jobs, support articles) announce their changes on the feed's channel (migration 0001's
// notify_sync_change, once per statement), so an open orders list, the attention badge and the
// dashboard change on every instance without a reload. The storefront's stream carries only
// collections (server/sync/stream.routes.ts): these tables feed none, so shoppers hear nothing of them.
const TABLES = ['orders', 'pickup_handovers', 'email_logs', 'till_sync_runs', 'discounts', 'tax_rates', 'blog_posts', 'jobs', 'support_articles'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The attention badge counts failed emails nobody has sent again yet, on every change of email_logs.
  await sql`CREATE INDEX email_logs_failed_unresent ON email_logs (created_at) WHERE status = 'failed' AND resent_at IS NULL`.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_notify_sync`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_sync_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.raw(`${table}_notify_sync`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP INDEX email_logs_failed_unresent`.execute(db);
}
