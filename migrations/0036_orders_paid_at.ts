import { sql, type Kysely } from 'kysely';

// One day for a sale (issue 26, docs/decisions/087; the rule in shared/orders/sale-day.ts): a sale
// happens when its payment is taken, and the dashboard and analytics both count it on that day.
// - orders.paid_at: when the order left pending_payment other than by being cancelled. Set by the
//   database (a BEFORE trigger), whichever code moves the status, so there is one place that records
//   it: an update leaving pending_payment takes the transaction's time (the time its status history
//   row gets); an order written already past payment (imports, fixtures) takes its created_at. Once
//   set it is never cleared: a paid order cancelled or refunded later was still paid that day.
// - Existing orders get it from their status history (the row leaving pending_payment), else created_at.
// - The analytics marks (migration 0032) now carry paid_at, and the rollups are rebuilt on it: every
//   day is recomputed by the next report.
// - An index for the figures by paid day, as 0030's was by created_at (kept: the orders list uses created_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN paid_at timestamptz;

    UPDATE orders o SET paid_at = coalesce(
      (SELECT min(h.created_at) FROM order_status_history h
        WHERE h.order_id = o.id AND h.from_status = 'pending_payment' AND h.to_status <> 'cancelled'),
      o.created_at)
    WHERE o.status NOT IN ('pending_payment', 'cancelled')
      OR (o.status = 'cancelled' AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('captured', 'refunded')));

    CREATE FUNCTION orders_record_paid_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.paid_at IS NULL AND NEW.status NOT IN ('pending_payment', 'cancelled') THEN
        NEW.paid_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER orders_record_paid_at BEFORE INSERT OR UPDATE OF status ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_record_paid_at();

    CREATE OR REPLACE FUNCTION analytics_mark_order() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL THEN
        INSERT INTO analytics_stale (country, at) VALUES (OLD.country, OLD.paid_at);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL AND (
        TG_OP = 'INSERT' OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.country IS DISTINCT FROM NEW.country
      ) THEN
        INSERT INTO analytics_stale (country, at) VALUES (NEW.country, NEW.paid_at);
      END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER analytics_mark_order_changed ON orders;
    CREATE TRIGGER analytics_mark_order_changed AFTER UPDATE ON orders
      FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total
        OR OLD.discount_total IS DISTINCT FROM NEW.discount_total OR OLD.delivery_method IS DISTINCT FROM NEW.delivery_method
        OR OLD.needs_approval IS DISTINCT FROM NEW.needs_approval OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
      ) EXECUTE FUNCTION analytics_mark_order();

    CREATE OR REPLACE FUNCTION analytics_mark_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO analytics_stale (country, at)
          SELECT o.country, o.paid_at FROM orders o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO analytics_stale (country, at)
          SELECT o.country, o.paid_at FROM orders o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL;
      END IF;
      RETURN NULL;
    END $$;

    CREATE INDEX orders_sale_day ON orders (country, paid_at)
      INCLUDE (id, status, delivery_method, total, discount_total, needs_approval)
      WHERE paid_at IS NOT NULL;

    DELETE FROM analytics_stale;
    DELETE FROM analytics_sales_days;
    DELETE FROM analytics_product_days;
    INSERT INTO analytics_stale (country, at) SELECT DISTINCT country, paid_at FROM orders WHERE paid_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX orders_sale_day;
    CREATE OR REPLACE FUNCTION analytics_mark_owner() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DROP TRIGGER analytics_mark_order_changed ON orders;
    CREATE TRIGGER analytics_mark_order_changed AFTER UPDATE ON orders
      FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total
        OR OLD.discount_total IS DISTINCT FROM NEW.discount_total OR OLD.delivery_method IS DISTINCT FROM NEW.delivery_method
        OR OLD.needs_approval IS DISTINCT FROM NEW.needs_approval OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
      ) EXECUTE FUNCTION analytics_mark_order();
    CREATE OR REPLACE FUNCTION analytics_mark_order() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DROP TRIGGER orders_record_paid_at ON orders;
    DROP FUNCTION orders_record_paid_at();
    ALTER TABLE orders DROP COLUMN paid_at;
    DELETE FROM analytics_sales_days;
    DELETE FROM analytics_product_days;
    INSERT INTO analytics_stale (country, at) SELECT DISTINCT country, created_at FROM orders WHERE status <> 'pending_payment';
  `.execute(db);
}
