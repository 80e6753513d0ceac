import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { listenOnPostgres, type ListenEvents, type Unlisten } from './postgres-listener';
import type { Logger } from '../logging/logger';

// pg returns int8/numeric as strings; PGlite returns numbers. Parse once so both paths agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

// A statement whose text starts with `/* prepared: <name> */` is parsed and planned once per
// connection and then only bound and executed (PostgreSQL's prepared statements): for the hot
// checkout statements, whose SQL text never changes, planning cost as much as running them. The
// name must be unique to its text (pg refuses a name reused for another text).
const PREPARED_NAME = /^\/\* prepared: ([\w-]+) \*\//;

/** pg's Client, preparing the statements that ask for it (above); everything else is unchanged. */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that dies while checked out of the pool (a query in flight when the database
    // goes away) emits 'error' with no listener of the pool's: unhandled, it ended the process. The
    // query itself rejects to its caller, and the pool drops the broken client when it comes back.
    this.on('error', () => undefined);
  }

  // pg's query() has many overloads; this one only ever adds a name to a text-and-values call.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' && !(typeof values === 'function') ? PREPARED_NAME.exec(text)?.[1] : undefined;
    const call = super.query as unknown as (...rest: unknown[]) => never;
    if (name) return call.call(this, { name, text, values }, callback);
    return call.apply(this, args);
  }
}

export interface DatabaseTarget {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (`memory://` for an in-memory database). */
  dataDir?: string;
  /** PGlite only: starts from a dumped data directory (a tar from `dumpDataDir`, or its bytes) instead of an empty one. */
  pgliteFrom?: Blob | Uint8Array;
  /** Where an idle connection's error is reported (a real server's pool only). */
  log?: Logger;
}

export type { ListenEvents, Unlisten } from './postgres-listener';

export interface OpenPool {
  pool: pg.Pool;
  kind: 'postgres' | 'pglite';
  /**
   * Subscribes to a NOTIFY channel on this database. On PostgreSQL a lost connection is replaced
   * (with back-off) and reported through `events`; PGlite runs in this process and never loses it.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<Unlisten>;
  /** PGlite only: the whole data directory as a tar, to start another PGlite from (`pgliteFrom`). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * One code path for both databases: a pg.Pool over a real server, or over PGlite
 * through its node-postgres adapter (a pool of one connection that queues callers).
 */
export async function openPool(target: DatabaseTarget): Promise<OpenPool> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl, target.log);
  return openPglite(target.dataDir ?? './.data/pglite', target.pgliteFrom);
}

function openPostgres(connectionString: string, log: Logger | undefined): OpenPool {
  // 8, not more: on a 2-core machine more concurrent statements only thrash (the checkout bench's
  // p95 was lower at 8 than at 20 with 50 concurrent shoppers); callers queue for a connection.
  const pool = new pg.Pool({ connectionString, max: 8, Client: PreparingClient });
  // Without a logger (a script's short-lived pool), the error still must not crash the process.
  pool.on('error', (error) => log?.error({ error: String(error) }, 'idle database client error'));
  return {
    pool,
    kind: 'postgres',
    listen: (channel, onPayload, events) => listenOnPostgres(connectionString, channel, onPayload, events),
    close: () => pool.end(),
  };
}

/**
 * A tar's bytes as PGlite's `loadDataDir` reads them (`arrayBuffer()`), handed over as one copy at
 * once: a Node Blob answers `arrayBuffer()` by streaming and joining 64 KB pieces, a quarter of a
 * second for the tests' 44 MB template on each of their hundred PGlite starts (issue 28).
 */
class TarBytes extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.tar.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tar.slice().buffer);
  }
}

async function openPglite(dataDir: string, given: Blob | Uint8Array | undefined): Promise<OpenPool> {
  const from = given instanceof Uint8Array ? new TarBytes(given) : given;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // pg_trgm: trigram indexes behind the back office's name search (migration 0013); real PostgreSQL has it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  const pool = new pg.Pool({ ...(createPgConfig(pglite) as unknown as pg.PoolConfig), Client: PreparingClient });
  return {
    pool,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => unlisten();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      // Kysely's destroy has ended the pool once it ran a query, and a second end() rejects: PGlite
      // must be closed all the same, or its directory is left as after a crash (postmaster.pid stays).
      if (!pool.ending) await pool.end();
      await pglite.close();
    },
  };
}
