import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { POSTGRES_ADMIN_URL, testDatabaseKind } from '../support/test-app';

// Contract test (docs/decisions/091): server/db/pool.ts gives pg's Pool a subclass of pg's Client
// whose query() turns a text-and-values call whose text starts with `/* prepared: <name> */` into a
// named (prepared) statement. It relies on pg and pg-pool internals no type states: that the pool
// builds its clients from the `Client` option and sends pool.query() through client.query(text,
// values, callback); that Kysely's driver calls client.query(text, values) on a checked-out client;
// that super.query() still takes the callback where the values go. pg is pinned to one version in
// package.json (pg-pool is a range of pg's own). Checked on PGlite (its node-postgres connection)
// and on PostgreSQL: whether a statement was prepared is PostgreSQL's pg_prepared_statements of the
// connection. Only reads; on PostgreSQL the server's own database.

let database: OpenDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await openDatabase(testDatabaseKind() === 'postgres' ? { databaseUrl: POSTGRES_ADMIN_URL } : { dataDir: 'memory://' });
  pool = database.pool;
});
afterAll(async () => {
  await database?.close();
});

/** The statements prepared on one connection of the pool: the one a query just gave back (the pool hands out the last idle one first). */
async function preparedOnTheLastConnection(): Promise<string[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ name: string }>({ text: "SELECT name FROM pg_prepared_statements WHERE name LIKE 'contract-%' ORDER BY name" });
    return rows.map((row) => row.name);
  } finally {
    client.release();
  }
}

describe('pg’s Client.query, as server/db/pool.ts overrides it', () => {
  // Guards against a pg or pg-pool upgrade after which pool.query() no longer goes through the
  // pool's Client class's own query() with (text, values, callback), or after which super.query()
  // no longer reads a callback given where the values go: the hot checkout statements would be
  // planned on every call again (docs/benchmarks.md), or pool.query() would never answer.
  it('prepares a marked statement sent through pool.query(text, values), and answers it', async () => {
    const { rows } = await pool.query<{ n: number }>('/* prepared: contract-pool */ SELECT $1::int + 1 AS n', [41]);
    expect(rows).toEqual([{ n: 42 }]);
    expect(await preparedOnTheLastConnection()).toContain('contract-pool');
  });

  // Guards against a Kysely or pg upgrade that sends the shop's own statements some other way than
  // client.query(text, values) (a config object, a Submittable): capture.repo.ts and checkout.repo.ts
  // mark theirs in Kysely's sql template.
  it('prepares a marked statement that Kysely runs on a checked-out client', async () => {
    const { rows } = await sql<{ n: number }>`/* prepared: contract-kysely */ SELECT ${7}::int * 6 AS n`.execute(database.db);
    expect(rows).toEqual([{ n: 42 }]);
    expect(await preparedOnTheLastConnection()).toContain('contract-kysely');
  });

  // Guards against an upgrade that changes what the override leaves alone: a config object, a text
  // with a callback and no values, and unmarked text are sent as they came, unnamed.
  it('leaves every other shape of call as it was', async () => {
    const client = await pool.connect();
    try {
      const viaConfig = await client.query<{ n: number }>({ text: '/* prepared: contract-config */ SELECT $1::int AS n', values: [1] });
      const viaCallback = await new Promise<pg.QueryResult<{ n: number }>>((resolve, reject) => {
        (client.query as unknown as (text: string, callback: (error: Error | null, result: pg.QueryResult<{ n: number }>) => void) => void)(
          '/* prepared: contract-callback */ SELECT 2 AS n',
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
      const plain = await client.query<{ n: number }>('SELECT $1::int AS n', [3]);
      expect([viaConfig.rows, viaCallback.rows, plain.rows]).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    } finally {
      client.release();
    }
    const prepared = await preparedOnTheLastConnection();
    expect(prepared).not.toContain('contract-config');
    expect(prepared).not.toContain('contract-callback');
  });

  // Guards against an upgrade after which pg no longer refuses a name already prepared for another
  // text on that connection (pool.ts counts on it): it would run the first statement with the
  // second one's values, without a word.
  it('refuses a marked name already prepared on the connection for another text', async () => {
    const client = await pool.connect();
    try {
      await client.query('/* prepared: contract-unique */ SELECT $1::int AS n', [1]);
      await expect(client.query('/* prepared: contract-unique */ SELECT $1::int + 1 AS n', [1])).rejects.toThrow(/Prepared statements must be unique/);
      // The same text again is the prepared statement, bound anew.
      expect((await client.query<{ n: number }>('/* prepared: contract-unique */ SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
    } finally {
      client.release();
    }
  });
});
