import { sql, type Kysely } from 'kysely';

// Discounts, tax rates and settings in the back office (docs/decisions/045):
// - discounts and tax_rates get the back-office record columns (soft delete, and a version that a
//   trigger raises on every write, the same sync_seq the kit's versioned writes compare). Neither
//   table is replicated to devices: no change notification, no cursor index.
// - tax rates can be switched off without being deleted (is_active).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE discounts
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('sync_seq');
    CREATE TRIGGER discounts_touch_sync BEFORE INSERT OR UPDATE ON discounts
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();

    ALTER TABLE tax_rates
      ADD COLUMN is_active boolean NOT NULL DEFAULT true,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('sync_seq');
    CREATE TRIGGER tax_rates_touch_sync BEFORE INSERT OR UPDATE ON tax_rates
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();

    CREATE INDEX orders_discount ON orders (discount_id) WHERE discount_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX orders_discount;
    DROP TRIGGER tax_rates_touch_sync ON tax_rates;
    ALTER TABLE tax_rates DROP COLUMN sync_seq, DROP COLUMN sync_xid, DROP COLUMN deleted_at, DROP COLUMN is_active;
    DROP TRIGGER discounts_touch_sync ON discounts;
    ALTER TABLE discounts DROP COLUMN sync_seq, DROP COLUMN sync_xid, DROP COLUMN deleted_at;
  `.execute(db);
}
