import { sql, type Kysely } from 'kysely';

// The request an audit row was written in (docs/decisions/061): the id in that request's log lines and
// its x-request-id header, so an admin change can be traced to its log. Null for rows written by a
// background job or before this migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log ADD COLUMN request_id text CHECK (char_length(request_id) <= 128)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log DROP COLUMN request_id`.execute(db);
}
