import { sql, type Kysely } from 'kysely';

// A device holds the pickup products of active, pickup-enabled stores only (docs/decisions/039).
// When a store opens or closes for pickup, its pickup products must travel again (as documents or
// as tombstones): touching them gives each its own new place in the change stream, in the same
// transaction as the store's change, so no pull can see one without the other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION pickup_products_follow_store() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE pickup_products SET updated_at = now() WHERE store_id = NEW.id;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER stores_move_pickup_products AFTER UPDATE OF is_active, pickup_enabled, deleted_at ON stores
      FOR EACH ROW
      WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
        OR OLD.pickup_enabled IS DISTINCT FROM NEW.pickup_enabled
        OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
      EXECUTE FUNCTION pickup_products_follow_store();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER stores_move_pickup_products ON stores;
    DROP FUNCTION pickup_products_follow_store();
  `.execute(db);
}
