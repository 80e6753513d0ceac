import { sql, type Kysely } from 'kysely';

// Pickup flags in the back office (issue 23 §8, docs/decisions/071): a kept hand-over whose outcome is
// `duplicate` ("collected twice") or `not_ready` is a flag, open until a manager marks it dealt with
// (who, when, their note). The tablet's projection shows only open flags from now on: the flag of
// refresh_pickup_counter_doc (migration 0021) skips the hand-overs dealt with; the rest is unchanged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pickup_handovers
      ADD COLUMN dealt_with_at timestamptz,
      ADD COLUMN dealt_with_by text REFERENCES "user" (id) ON DELETE SET NULL,
      ADD COLUMN dealt_with_by_name text,
      ADD COLUMN dealt_with_note text;
    CREATE INDEX pickup_handovers_open_flags ON pickup_handovers (order_id) WHERE outcome <> 'collected' AND dealt_with_at IS NULL;
  `.execute(db);
  await refreshFunction(db, sql`AND h.dealt_with_at IS NULL`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await refreshFunction(db, sql``);
  await sql`
    DROP INDEX pickup_handovers_open_flags;
    ALTER TABLE pickup_handovers DROP COLUMN dealt_with_at, DROP COLUMN dealt_with_by, DROP COLUMN dealt_with_by_name, DROP COLUMN dealt_with_note;
  `.execute(db);
}

/** Migration 0021's function, with `open` added to the flag's conditions. */
async function refreshFunction(db: Kysely<unknown>, open: ReturnType<typeof sql>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION refresh_pickup_counter_doc(p_order_id text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO pickup_counter_docs AS d (order_id, store_id, order_number, code, status, customer_name, items, collected_at, collected_by_name, flag, handovers)
      SELECT o.id, o.pickup_store_id, o.order_number, o.pickup_code, o.status,
        coalesce(nullif(o.contact_name, ''), u.name, o.email, ''),
        coalesce((SELECT jsonb_agg(jsonb_build_object('name', l.product_name, 'size', l.variant_name, 'quantity', l.quantity) ORDER BY l.product_name, l.variant_name)
                  FROM order_lines l WHERE l.order_id = o.id), '[]'::jsonb),
        o.collected_at, c.name,
        CASE
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'duplicate' ${open}) THEN 'collected_twice'
          WHEN EXISTS (SELECT 1 FROM pickup_handovers h WHERE h.order_id = o.id AND h.outcome = 'not_ready' ${open}) THEN 'not_ready'
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
  `.execute(db);
}
