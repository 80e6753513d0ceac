import type { OpenDatabase } from './database';

// One key for every start-up step that must happen once per database (docs/decisions/080).
const START_UP_LOCK = `SELECT pg_advisory_lock(hashtextextended('toy-shop:start-up', 0))`;
const START_UP_UNLOCK = `SELECT pg_advisory_unlock(hashtextextended('toy-shop:start-up', 0))`;

/**
 * Runs `work` (migrating, seeding an empty database) while this process holds the shop's start-up
 * lock: instances started at the same moment on one database take turns, so the first does the work
 * and the others, once they hold the lock, find it done. A PostgreSQL session advisory lock on a
 * connection of its own, so it ends with that connection if the process dies holding it. PGlite is one
 * process (its data directory cannot be opened twice): the work simply runs.
 */
export async function withStartUpLock<T>(database: Pick<OpenDatabase, 'kind' | 'pool'>, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const connection = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query(START_UP_LOCK);
    try {
      return await work();
    } finally {
      await connection.query(START_UP_UNLOCK).catch((error: unknown) => {
        // The connection is unusable: destroying it ends the session, and the lock with it.
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    connection.release(broken);
  }
}
