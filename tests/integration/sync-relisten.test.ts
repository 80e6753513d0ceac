import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/test-app';
import { catalogueListing } from '../../server/first-screen/catalogue-listing';
import { LISTENER_APPLICATION_NAME } from '../../server/db/postgres-listener';

// The change feed in one process (docs/decisions/027): a held-back prompt travels through the
// database on both databases; after a lost listening connection (real PostgreSQL) the feed
// announces every table, so the first screen's cached listing is dropped too.
// The second part always runs on real PostgreSQL: PGlite's listener is in-process and never lost.
let t: TestApp;
let onPostgres: TestApp;

beforeAll(async () => {
  [t, onPostgres] = await Promise.all([createTestApp(), createTestApp('postgres')]);
  await onPostgres.deps.db.insertInto('products').values({ id: 'p-kite', name: 'Kite', price: 1299 }).execute();
});
afterAll(async () => {
  await Promise.all([t?.close(), onPostgres?.close()]);
});

function nextChange(t: TestApp, withinMs: number): Promise<string[] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(null);
    }, withinMs);
    const unsubscribe = t.deps.changes.subscribe((tables) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(tables);
    });
  });
}

describe('the change feed', () => {
  it('announces a held-back prompt through the database, and hears it back', async () => {
    const heard = nextChange(t, 3000);
    t.deps.changes.notifyLater('brands', 10);
    expect(await heard).toEqual(['brands']);
  });

  it('is listening once started', () => {
    expect(t.deps.changes.listening).toBe(true);
  });
});

describe('after its listening connection is lost (PostgreSQL)', () => {
  it('announces every table once listening again, so a listing cached before a change made in the gap is read again', async () => {
    const t = onPostgres;
    const before = await catalogueListing(t.deps.db, t.deps.changes);
    expect(before.products.find((product) => product.id === 'p-kite')?.name).toBe('Kite');

    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const resynced = nextChange(t, 10_000);
      const { rows } = await admin.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rows).toEqual([{ ended: true }]);
      // Committed while nobody listens: its own notification is lost.
      await admin.query(`UPDATE products SET name = 'Box kite' WHERE id = 'p-kite'`);
      const tables = await resynced;
      expect(tables).toEqual(expect.arrayContaining(['products', 'brands', 'categories', 'cart_items', 'favorites']));
    } finally {
      await admin.end();
    }
    const after = await catalogueListing(t.deps.db, t.deps.changes);
    expect(after.products.find((product) => product.id === 'p-kite')?.name).toBe('Box kite');
  });
});
