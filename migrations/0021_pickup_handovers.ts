import { sql, type Kysely } from 'kysely';
import { SYNC_COLUMNS, syncedTable } from './sync-columns';

// The counter tablet (issue 13, docs/decisions/042):
// - `pickup_handovers`: every hand-over a tablet pushed, kept whatever happened to it (the id is made
//   on the device, so the same hand-over pushed twice is one row). `outcome` says what it did:
//   `collected` (it made the order collected), `duplicate` (the order was already collected by another
//   hand-over: "collected twice"), `not_ready` (the order was not ready for pickup when it arrived).
// - `pickup_counter_docs`: the tablet's replicated projection of its stores' pickup orders, one row
//   per pickup order once paid, rewritten by triggers in the same transaction as any change to the
//   order or a new hand-over (so no writer of orders, here or in other screens, can forget it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pickup_handovers (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      store_id text NOT NULL REFERENCES stores (id),
      code text NOT NULL,
      staff_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      staff_name text NOT NULL,
      device_id text NOT NULL,
      handed_over_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      outcome text NOT NULL CHECK (outcome IN ('collected', 'duplicate', 'not_ready')),
      status_on_arrival text NOT NULL
    );
    CREATE INDEX pickup_handovers_order ON pickup_handovers (order_id);

    CREATE TABLE pickup_counter_docs (
      order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      store_id text NOT NULL,
      order_number text NOT NULL,
      code text NOT NULL,
      status text NOT NULL,
      customer_name text NOT NULL,
      items jsonb NOT NULL,
      collected_at timestamptz,
      collected_by_name text,
      flag text,
      handovers jsonb NOT NULL,
      ${SYNC_COLUMNS}
    );
    ${syncedTable('pickup_counter_docs', { forbidHardDelete: false })}
    CREATE INDEX pickup_counter_docs_store ON pickup_counter_docs (store_id, sync_xid, sync_seq);

    CREATE FUNCTION refresh_pickup_counter_doc(p_order_id text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO pickup_counter_docs AS d (order_id, store_id, order_number, code, status, customer_name, items, collected_at, collected_by_name, flag, handovers)
      SELECT o.id, o.pickup_store_id, o.order_number, o.pickup_code, o.status,
        coalesce(nullif(o.contact_name, ''), u.name, o.email, ''),
        coalesce((SELECT jsonb_agg(jsonb_build_object('name', l.product_name, 'size', l.variant_name, 'quantity', l.quantity) ORDER BY l.product_name, l.variant_name)
                  FROM order_lines l WHERE l.order_id = o.id), '[]'::jsonb),
        o.collected_at, c.name,
        CASE
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'duplicate') THEN 'collected_twice'
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'not_ready') THEN 'not_ready'
        END,
        coalesce((SELECT jsonb_agg(jsonb_build_object('id', h.id, 'staffName', h.staff_name, 'deviceId', h.device_id, 'handedOverAt', h.handed_over_at, 'outcome', h.outcome) ORDER BY h.handed_over_at, h.id)
                  FROM pickup_handovers h WHERE h.order_id = o.id), '[]'::jsonb)
      FROM orders o
      LEFT JOIN "user" u ON u.id = o.user_id
      LEFT JOIN "user" c ON c.id = o.collected_by
      WHERE o.id = p_order_id AND o.delivery_method = 'pickup' AND o.pickup_store_id IS NOT NULL
        AND o.pickup_code IS NOT NULL AND o.status <> 'pending_payment'
      ON CONFLICT (order_id) DO UPDATE SET
        store_id = EXCLUDED.store_id, order_number = EXCLUDED.order_number, code = EXCLUDED.code, status = EXCLUDED.status,
        customer_name = EXCLUDED.customer_name, items = EXCLUDED.items, collected_at = EXCLUDED.collected_at,
        collected_by_name = EXCLUDED.collected_by_name, flag = EXCLUDED.flag, handovers = EXCLUDED.handovers;
    END;
    $$;

    CREATE FUNCTION orders_refresh_pickup_counter_doc() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_pickup_counter_doc(NEW.id);
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER orders_pickup_counter_doc AFTER INSERT OR UPDATE ON orders
      FOR EACH ROW WHEN (NEW.delivery_method = 'pickup' AND NEW.status <> 'pending_payment')
      EXECUTE FUNCTION orders_refresh_pickup_counter_doc();

    CREATE FUNCTION handovers_refresh_pickup_counter_doc() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_pickup_counter_doc(NEW.order_id);
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER pickup_handovers_counter_doc AFTER INSERT OR UPDATE ON pickup_handovers
      FOR EACH ROW EXECUTE FUNCTION handovers_refresh_pickup_counter_doc();

    -- Pickup orders already paid when this lands.
    SELECT refresh_pickup_counter_doc(id) FROM orders
      WHERE delivery_method = 'pickup' AND status <> 'pending_payment';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER pickup_handovers_counter_doc ON pickup_handovers;
    DROP FUNCTION handovers_refresh_pickup_counter_doc();
    DROP TRIGGER orders_pickup_counter_doc ON orders;
    DROP FUNCTION orders_refresh_pickup_counter_doc();
    DROP FUNCTION refresh_pickup_counter_doc(text);
    DROP TABLE pickup_counter_docs, pickup_handovers;
  `.execute(db);
}
