import { sql, type Kysely } from 'kysely';

// Orders in the back office (issue 12, docs/decisions/043):
// - refunds: each refund of a capture is a row with its own status. It is reserved `pending` (with
//   its PayPal-Request-Id and the shop's request key, unique per order, so a double click or a retry
//   is the same refund) before PayPal is called, and settled `completed` or `failed` after. Pending
//   and completed refunds count against what is left of the capture;
// - the lines and quantities a refund chose, and which of them went back to stock, are kept on it;
// - a shipped order's carrier and tracking number; internal notes on an order;
// - indexes for the orders list (filters by status, country, delivery, newest first).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN carrier text, ADD COLUMN tracking_number text, ADD COLUMN shipped_at timestamptz;

    CREATE TABLE refunds (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL CHECK (currency IN ('USD', 'GBP')),
      reason text NOT NULL,
      lines jsonb NOT NULL DEFAULT '[]'::jsonb,
      status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
      closes_with text CHECK (closes_with IN ('cancel', 'reject')),
      request_key text NOT NULL,
      paypal_request_id text NOT NULL UNIQUE,
      paypal_refund_id text UNIQUE,
      failure_reason text,
      requested_by text REFERENCES "user" (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      UNIQUE (order_id, request_key)
    );
    CREATE INDEX refunds_order ON refunds (order_id, created_at);

    CREATE TABLE order_notes (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      author_id text REFERENCES "user" (id) ON DELETE SET NULL,
      author_label text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_notes_order ON order_notes (order_id, created_at);

    CREATE INDEX orders_created ON orders (created_at DESC, id);
    CREATE INDEX orders_country_created ON orders (country, created_at DESC);
    CREATE INDEX orders_delivery_created ON orders (delivery_method, created_at DESC);
    CREATE INDEX orders_status_delivery_created ON orders (status, delivery_method, created_at DESC);
    CREATE INDEX orders_email_lower ON orders (lower(email));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX orders_email_lower;
    DROP INDEX orders_status_delivery_created;
    DROP INDEX orders_delivery_created;
    DROP INDEX orders_country_created;
    DROP INDEX orders_created;
    DROP TABLE order_notes;
    DROP TABLE refunds;
    ALTER TABLE orders DROP COLUMN shipped_at, DROP COLUMN tracking_number, DROP COLUMN carrier;
  `.execute(db);
}
