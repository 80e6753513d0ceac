import { sql } from 'kysely';
import type { Database } from '../../server/db/database';

/**
 * Waits until every transaction that began before now has ended, cluster-wide. A pull only hands
 * out rows older than the oldest running transaction (pg_snapshot_xmin, server/sync/pull.repo.ts),
 * and on a shared PostgreSQL server that may be another test file's transaction (or a benchmark's):
 * a test that has just written waits for this before it pulls, instead of reading a stale page.
 */
export async function untilVisibleToPulls(db: Database, timeoutMs = 30_000): Promise<void> {
  const { rows: [mark] } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(db);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows: [now] } = await sql<{ passed: boolean }>`SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${mark!.xid}::xid8 AS passed`.execute(db);
    if (now!.passed) return;
    if (Date.now() > deadline) throw new Error(`a transaction older than ${mark!.xid} was still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
