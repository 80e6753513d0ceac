import { Kysely, PostgresDialect } from 'kysely';
import { openPool, type OpenPool, type DatabaseTarget, type ListenEvents, type Unlisten } from './pool';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface OpenDatabase {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The pool under `db` (PGlite: one connection that queues callers), for a library that speaks SQL itself (the job queue). */
  pool: OpenPool['pool'];
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<Unlisten>;
  /** PGlite only: the data directory as a tar (see DatabaseTarget.pgliteFrom). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Opens Kysely over real PostgreSQL (DATABASE_URL) or embedded PGlite: one code path for both. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  const opened = await openPool(target);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: opened.pool }) });
  return {
    db,
    kind: opened.kind,
    pool: opened.pool,
    listen: opened.listen,
    ...(opened.dumpDataDir ? { dumpDataDir: opened.dumpDataDir } : {}),
    // Kysely's destroy ends the pool; PGlite itself is closed after.
    close: async () => {
      await db.destroy().catch(() => undefined);
      await opened.close().catch(() => undefined);
    },
  };
}
