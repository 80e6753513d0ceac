import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE orders (
      id text PRIMARY KEY,
      order_number text NOT NULL UNIQUE,
      user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      guest_id text,
      email text,
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      currency text NOT NULL CHECK (currency IN ('USD', 'GBP')),
      status text NOT NULL CHECK (status IN (
        'pending_payment', 'paid', 'awaiting_approval', 'processing', 'shipped', 'delivered',
        'ready_for_pickup', 'collected', 'cancelled', 'refunded')),
      delivery_method text NOT NULL DEFAULT 'shipping' CHECK (delivery_method IN ('shipping', 'pickup')),
      pickup_store_id text REFERENCES stores (id),
      pickup_code text UNIQUE,
      collected_at timestamptz,
      collected_by text REFERENCES "user" (id) ON DELETE SET NULL,
      shipping_address jsonb,
      subtotal integer NOT NULL CHECK (subtotal >= 0),
      discount_total integer NOT NULL DEFAULT 0 CHECK (discount_total >= 0 AND discount_total <= subtotal),
      shipping_total integer NOT NULL DEFAULT 0 CHECK (shipping_total >= 0),
      tax_total integer NOT NULL DEFAULT 0 CHECK (tax_total >= 0),
      vat_included integer NOT NULL DEFAULT 0 CHECK (vat_included >= 0),
      total integer NOT NULL CHECK (total >= 0),
      discount_id text REFERENCES discounts (id),
      discount_code text,
      needs_approval boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL),
      CHECK (total = subtotal - discount_total + shipping_total + tax_total),
      CHECK (delivery_method <> 'pickup' OR pickup_store_id IS NOT NULL),
      CHECK ((currency = 'USD') = (country = 'US'))
    );
    CREATE INDEX orders_user ON orders (user_id, created_at DESC);
    CREATE INDEX orders_guest ON orders (guest_id, created_at DESC);
    CREATE INDEX orders_status ON orders (status, created_at DESC);
    CREATE INDEX orders_pickup_store ON orders (pickup_store_id, status) WHERE delivery_method = 'pickup';

    CREATE TABLE order_lines (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_id text NOT NULL REFERENCES products (id),
      variant_id text REFERENCES product_variants (id),
      product_name text NOT NULL,
      variant_name text,
      unit_price integer NOT NULL CHECK (unit_price >= 0),
      quantity integer NOT NULL CHECK (quantity > 0),
      line_total integer NOT NULL,
      CHECK (line_total = unit_price * quantity)
    );
    CREATE INDEX order_lines_order ON order_lines (order_id);

    CREATE TABLE order_status_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      from_status text,
      to_status text NOT NULL,
      changed_by text REFERENCES "user" (id) ON DELETE SET NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

    CREATE TABLE payments (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      provider text NOT NULL DEFAULT 'paypal' CHECK (provider IN ('paypal')),
      provider_order_id text NOT NULL UNIQUE,
      create_request_id text NOT NULL,
      capture_request_id text,
      capture_id text UNIQUE,
      refund_id text UNIQUE,
      status text NOT NULL CHECK (status IN ('created', 'approved', 'capturing', 'captured', 'declined', 'failed', 'refunded')),
      amount integer NOT NULL CHECK (amount >= 0),
      currency text NOT NULL CHECK (currency IN ('USD', 'GBP')),
      failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_order ON payments (order_id);

    CREATE TABLE email_logs (
      id text PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      template text NOT NULL,
      body_text text NOT NULL,
      body_html text,
      status text NOT NULL CHECK (status IN ('sent', 'failed', 'logged')),
      error text,
      related_order_id text REFERENCES orders (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_logs_created ON email_logs (created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_logs, payments, order_status_history, order_lines, orders;`.execute(db);
}
