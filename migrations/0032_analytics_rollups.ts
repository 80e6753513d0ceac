import { sql, type Kysely } from 'kysely';

// Analytics rollups (issue 15, docs/decisions/066): the sales figures of each country's shop day, and
// each product's units and sales that day, kept as rows so that a range's report reads a row per day
// and a row per product sold that day instead of every order and line.
// - analytics_stale: an order whose figures may have changed (its country and when it was placed),
//   appended by triggers in the transaction that changed it. Append-only with no unique key, so two
//   checkouts never wait on each other's mark. The report's refresh takes the marks and recomputes
//   their days (server/analytics/analytics-rollup.repo.ts); the shop day is worked out there, from the
//   shop's time zones, not here.
// - An order is marked when it is placed past payment, when a figure-bearing column changes while it
//   is (or was) past payment, and when it is deleted; its lines, approval decisions and completed
//   refunds mark it too. An order still pending payment is not a sale: its lines mark nothing, so a
//   checkout writes no mark until the payment is captured.
// - Every order already there is marked: the first report builds the rollups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE analytics_stale (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      country text NOT NULL,
      at timestamptz NOT NULL
    );

    CREATE TABLE analytics_sales_days (
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      day date NOT NULL,
      gross_sales bigint NOT NULL,
      orders integer NOT NULL,
      units bigint NOT NULL,
      discount_cost bigint NOT NULL,
      approved integer NOT NULL,
      rejected integer NOT NULL,
      refunded_orders integer NOT NULL,
      shipping_orders integer NOT NULL,
      shipping_sales bigint NOT NULL,
      pickup_orders integer NOT NULL,
      pickup_sales bigint NOT NULL,
      PRIMARY KEY (country, day)
    );

    CREATE TABLE analytics_product_days (
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      day date NOT NULL,
      product_id text NOT NULL,
      units bigint NOT NULL,
      sales bigint NOT NULL,
      PRIMARY KEY (country, day, product_id) INCLUDE (units, sales)
    );

    CREATE FUNCTION analytics_mark_order() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.status <> 'pending_payment' THEN
        INSERT INTO analytics_stale (country, at) VALUES (OLD.country, OLD.created_at);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.status <> 'pending_payment' AND (
        TG_OP = 'INSERT' OR OLD.status = 'pending_payment' OR OLD.country IS DISTINCT FROM NEW.country OR OLD.created_at IS DISTINCT FROM NEW.created_at
      ) THEN
        INSERT INTO analytics_stale (country, at) VALUES (NEW.country, NEW.created_at);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_mark_order_written AFTER INSERT OR DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION analytics_mark_order();
    CREATE TRIGGER analytics_mark_order_changed AFTER UPDATE ON orders
      FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total
        OR OLD.discount_total IS DISTINCT FROM NEW.discount_total OR OLD.delivery_method IS DISTINCT FROM NEW.delivery_method
        OR OLD.needs_approval IS DISTINCT FROM NEW.needs_approval OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
      ) EXECUTE FUNCTION analytics_mark_order();

    -- An order's lines, approval decisions and completed refunds: the order they belong to, when it is past payment.
    CREATE FUNCTION analytics_mark_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO analytics_stale (country, at)
          SELECT o.country, o.created_at FROM orders o WHERE o.id = OLD.order_id AND o.status <> 'pending_payment';
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO analytics_stale (country, at)
          SELECT o.country, o.created_at FROM orders o WHERE o.id = NEW.order_id AND o.status <> 'pending_payment';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER analytics_mark_line AFTER INSERT OR UPDATE OR DELETE ON order_lines
      FOR EACH ROW EXECUTE FUNCTION analytics_mark_owner();
    CREATE TRIGGER analytics_mark_decision AFTER INSERT ON order_status_history
      FOR EACH ROW WHEN (NEW.from_status = 'awaiting_approval') EXECUTE FUNCTION analytics_mark_owner();
    CREATE TRIGGER analytics_mark_refund_written AFTER INSERT OR DELETE ON refunds
      FOR EACH ROW EXECUTE FUNCTION analytics_mark_owner();
    CREATE TRIGGER analytics_mark_refund_changed AFTER UPDATE ON refunds
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.order_id IS DISTINCT FROM NEW.order_id)
      EXECUTE FUNCTION analytics_mark_owner();

    INSERT INTO analytics_stale (country, at)
      SELECT DISTINCT country, created_at FROM orders WHERE status <> 'pending_payment';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER analytics_mark_refund_changed ON refunds;
    DROP TRIGGER analytics_mark_refund_written ON refunds;
    DROP TRIGGER analytics_mark_decision ON order_status_history;
    DROP TRIGGER analytics_mark_line ON order_lines;
    DROP FUNCTION analytics_mark_owner();
    DROP TRIGGER analytics_mark_order_changed ON orders;
    DROP TRIGGER analytics_mark_order_written ON orders;
    DROP FUNCTION analytics_mark_order();
    DROP TABLE analytics_product_days;
    DROP TABLE analytics_sales_days;
    DROP TABLE analytics_stale;
  `.execute(db);
}
