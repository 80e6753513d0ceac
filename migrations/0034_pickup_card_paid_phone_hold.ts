import { sql, type Kysely, type RawBuilder } from 'kysely';

// The counter's pickup card shows what was paid, the shopper's phone and the hold deadline (issue 23
// §9, docs/decisions/075). The tablet's projection gains the order's total, currency and contact phone
// and `ready_at`, when the order was last marked ready (its timeline's latest move to ready_for_pickup);
// the pull adds the `pickup_hold_days` setting to it (server/admin/pickup-verification/pickup-counter.repo.ts).
// - The timeline's row of a move to ready_for_pickup is written after the order's own update
//   (server/orders/order-transition.ts), so it refreshes the document too.
// - A change of `pickup_hold_days` moves every ready document in the change stream, so tablets pull the
//   new deadline.
// - Documents tablets still pull (open, or closed within the pull's 30 days) are moved in the change
//   stream, so tablets that hold them get the new fields; the rest are filled in place without moving
//   (moving them would make every pickup ever closed pullable again for 30 days).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pickup_counter_docs
      ADD COLUMN total integer,
      ADD COLUMN currency text,
      ADD COLUMN contact_phone text,
      ADD COLUMN ready_at timestamptz;

    ALTER TABLE pickup_counter_docs DISABLE TRIGGER pickup_counter_docs_touch_sync;
    UPDATE pickup_counter_docs d SET total = o.total, currency = o.currency, contact_phone = nullif(o.contact_phone, ''), ready_at = ${readyAt(sql`o.id`)}
      FROM orders o WHERE o.id = d.order_id;
    ALTER TABLE pickup_counter_docs ENABLE TRIGGER pickup_counter_docs_touch_sync;
    ALTER TABLE pickup_counter_docs ALTER COLUMN total SET NOT NULL, ALTER COLUMN currency SET NOT NULL;
  `.execute(db);
  await refreshFunction(db, true);
  await sql`
    CREATE FUNCTION status_history_refresh_pickup_counter_doc() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_pickup_counter_doc(NEW.order_id);
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER order_status_history_pickup_counter_doc AFTER INSERT ON order_status_history
      FOR EACH ROW WHEN (NEW.to_status = 'ready_for_pickup')
      EXECUTE FUNCTION status_history_refresh_pickup_counter_doc();

    CREATE FUNCTION settings_touch_ready_pickup_counter_docs() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE pickup_counter_docs SET updated_at = now() WHERE status = 'ready_for_pickup';
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER settings_pickup_hold_days AFTER INSERT OR UPDATE ON settings
      FOR EACH ROW WHEN (NEW.key = 'pickup_hold_days')
      EXECUTE FUNCTION settings_touch_ready_pickup_counter_docs();

    UPDATE pickup_counter_docs SET updated_at = now()
      WHERE status NOT IN ('collected', 'cancelled', 'refunded') OR updated_at > now() - interval '30 days';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER settings_pickup_hold_days ON settings;
    DROP FUNCTION settings_touch_ready_pickup_counter_docs();
    DROP TRIGGER order_status_history_pickup_counter_doc ON order_status_history;
    DROP FUNCTION status_history_refresh_pickup_counter_doc();
  `.execute(db);
  await refreshFunction(db, false);
  await sql`ALTER TABLE pickup_counter_docs DROP COLUMN total, DROP COLUMN currency, DROP COLUMN contact_phone, DROP COLUMN ready_at`.execute(db);
}

/** When the order was last marked ready, as server/pickup/pickup-details.ts `readyAtOf` reads it. */
function readyAt(orderId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(SELECT max(s.created_at) FROM order_status_history s WHERE s.order_id = ${orderId} AND s.to_status = 'ready_for_pickup')`;
}

/** Migration 0033's function, with the card's columns when `card`. */
async function refreshFunction(db: Kysely<unknown>, card: boolean): Promise<void> {
  const columns = card ? sql`, total, currency, contact_phone, ready_at` : sql``;
  const values = card ? sql`, o.total, o.currency, nullif(o.contact_phone, ''), ${readyAt(sql`o.id`)}` : sql``;
  const updates = card ? sql`, total = EXCLUDED.total, currency = EXCLUDED.currency, contact_phone = EXCLUDED.contact_phone, ready_at = EXCLUDED.ready_at` : sql``;
  await sql`
    CREATE OR REPLACE FUNCTION refresh_pickup_counter_doc(p_order_id text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO pickup_counter_docs AS d (order_id, store_id, order_number, code, status, customer_name, items, collected_at, collected_by_name, flag, handovers ${columns})
      SELECT o.id, o.pickup_store_id, o.order_number, o.pickup_code, o.status,
        coalesce(nullif(o.contact_name, ''), u.name, o.email, ''),
        coalesce((SELECT jsonb_agg(jsonb_build_object('name', l.product_name, 'size', l.variant_name, 'quantity', l.quantity) ORDER BY l.product_name, l.variant_name)
                  FROM order_lines l WHERE l.order_id = o.id), '[]'::jsonb),
        o.collected_at, c.name,
        CASE
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'duplicate' AND h.dealt_with_at IS NULL) THEN 'collected_twice'
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'not_ready' AND h.dealt_with_at IS NULL) THEN 'not_ready'
        END,
        coalesce((SELECT jsonb_agg(jsonb_build_object('id', h.id, 'staffName', h.staff_name, 'deviceId', h.device_id, 'handedOverAt', h.handed_over_at, 'outcome', h.outcome) ORDER BY h.handed_over_at, h.id)
                  FROM pickup_handovers h WHERE h.order_id = o.id), '[]'::jsonb)
        ${values}
      FROM orders o
      LEFT JOIN "user" u ON u.id = o.user_id
      LEFT JOIN "user" c ON c.id = o.collected_by
      WHERE o.id = p_order_id AND o.delivery_method = 'pickup' AND o.pickup_store_id IS NOT NULL
        AND o.pickup_code IS NOT NULL AND o.status <> 'pending_payment'
      ON CONFLICT (order_id) DO UPDATE SET
        store_id = EXCLUDED.store_id, order_number = EXCLUDED.order_number, code = EXCLUDED.code, status = EXCLUDED.status,
        customer_name = EXCLUDED.customer_name, items = EXCLUDED.items, collected_at = EXCLUDED.collected_at,
        collected_by_name = EXCLUDED.collected_by_name, flag = EXCLUDED.flag, handovers = EXCLUDED.handovers ${updates};
    END;
    $$;
  `.execute(db);
}
