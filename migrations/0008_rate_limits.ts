import { sql, type Kysely } from 'kysely';

// Request counters for the abuse limits (docs/decisions/023-abuse-limits.md): one row per limit and
// subject (a hashed client address or email), counting within a fixed window that ends at resets_at.
// Every server instance counts in this one table, so two instances enforce one limit. Rows whose
// window has ended are swept by the limiter itself (resets_at is indexed for that).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_counters (
      limit_name text NOT NULL,
      subject text NOT NULL,
      hits integer NOT NULL CHECK (hits >= 0),
      resets_at timestamptz NOT NULL,
      PRIMARY KEY (limit_name, subject)
    );
    CREATE INDEX rate_limit_counters_resets_at_idx ON rate_limit_counters (resets_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_counters`.execute(db);
}
