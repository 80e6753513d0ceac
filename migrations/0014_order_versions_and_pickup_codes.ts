import { sql, type Kysely } from 'kysely';

// Orders in the back office and at the pickup counter (docs/decisions/038):
// - every change to an order gives it a new version (a trigger, so no writer can forget): a staff
//   change made on an older version is refused with 409 and the order as it now is;
// - a pickup code is unique among its store's OPEN pickups (DECISIONS.md), not across every order
//   ever: a code may come back once its order is collected or cancelled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1;
    CREATE FUNCTION orders_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.version := OLD.version + 1;
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER orders_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_next_version();

    ALTER TABLE orders DROP CONSTRAINT orders_pickup_code_key;
    CREATE UNIQUE INDEX orders_open_pickup_code ON orders (pickup_store_id, pickup_code)
      WHERE pickup_code IS NOT NULL AND status IN ('paid', 'awaiting_approval', 'processing', 'ready_for_pickup');
    CREATE INDEX orders_pickup_code ON orders (pickup_code) WHERE pickup_code IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX orders_pickup_code;
    DROP INDEX orders_open_pickup_code;
    ALTER TABLE orders ADD CONSTRAINT orders_pickup_code_key UNIQUE (pickup_code);
    DROP TRIGGER orders_version ON orders;
    DROP FUNCTION orders_next_version();
    ALTER TABLE orders DROP COLUMN version;
  `.execute(db);
}
