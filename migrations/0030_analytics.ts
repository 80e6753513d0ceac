import { sql, type Kysely } from 'kysely';

// Analytics (issue 15, docs/decisions/056):
// - analytics_events: the storefront's own first-party funnel events. No personal data: no user id,
//   no IP, no email; a random per-tab session id (not stored anywhere else) and the shop's country.
//   One row per session and step (the first time it was reached): the funnel counts rows, not distinct ids.
// - an index for the sales figures: a date range of one country's orders that got past payment, with
//   the columns the figures read (an index-only scan for the totals).
// - completed refunds by the day they completed;
// - an order's lines with what the figures read (units, top products): an index-only scan.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE analytics_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      session_id text NOT NULL CHECK (session_id ~ '^[A-Za-z0-9_-]{16,64}$'),
      kind text NOT NULL CHECK (kind IN ('visit', 'product_view', 'add_to_bag', 'checkout_started')),
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, kind)
    );
    CREATE INDEX analytics_events_country_created ON analytics_events (country, created_at) INCLUDE (kind, session_id);

    CREATE INDEX orders_analytics ON orders (country, created_at)
      INCLUDE (id, status, delivery_method, total, discount_total, needs_approval)
      WHERE status <> 'pending_payment';
    CREATE INDEX refunds_completed ON refunds (completed_at) INCLUDE (order_id, amount, currency) WHERE status = 'completed';
    CREATE INDEX order_lines_order_figures ON order_lines (order_id) INCLUDE (product_id, quantity, line_total);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX order_lines_order_figures;
    DROP INDEX refunds_completed;
    DROP INDEX orders_analytics;
    DROP TABLE analytics_events;
  `.execute(db);
}
