import { sql, type Kysely } from 'kysely';

// A store keeps its own IANA time zone, edited on /admin/stores (docs/decisions/041). Null means "not
// set yet": readers derive one from the address (docs/decisions/039). Stores that exist now get the
// zone of their country, or for the US of their longitude band, so the screen starts with real values.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE stores ADD COLUMN time_zone text CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);
    UPDATE stores SET time_zone = CASE
      WHEN country = 'UK' THEN 'Europe/London'
      WHEN longitude >= -87.5 THEN 'America/New_York'
      WHEN longitude >= -101 THEN 'America/Chicago'
      WHEN longitude >= -115 THEN 'America/Denver'
      WHEN longitude >= -140 THEN 'America/Los_Angeles'
      ELSE 'Pacific/Honolulu'
    END;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stores DROP COLUMN time_zone;`.execute(db);
}
