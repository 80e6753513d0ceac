import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import { addRxPlugin, createRxDatabase, type MangoQuery, type RxCollection, type RxDatabase, type RxDocumentData } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { ProductDoc } from '../../../shared/sync/documents';
import { productMigrations, productSchema } from './shop-schemas';
import { productFixture } from './product-fixture';
import { plainDocuments$ } from './plain-documents';

addRxPlugin(RxDBMigrationSchemaPlugin);

// A listing's products as stored data (docs/decisions/109) must answer what RxDB's own live query
// answers, in its order, after every write, on RxDB's Dexie storage (fake-indexeddb).

type Collections = { products: RxCollection<ProductDoc> };
let db: RxDatabase<Collections>;

beforeEach(async () => {
  db = await createRxDatabase<Collections>({
    name: `plain${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }),
    multiInstance: false,
  });
  await db.addCollections({ products: { schema: productSchema, migrationStrategies: productMigrations } });
});

afterEach(async () => {
  await db.close();
});

const product = (n: number, overrides: Partial<ProductDoc> = {}) => {
  const { _deleted: _, ...doc } = productFixture(n, overrides);
  return doc;
};

/** Records every answer; `next(check)` waits for the first answer (from now on or the last) that passes. */
function follow(answers$: Observable<RxDocumentData<ProductDoc>[]>) {
  const answers: RxDocumentData<ProductDoc>[][] = [];
  const subscription = answers$.subscribe((answer) => answers.push(answer));
  const latest = () => answers.at(-1);
  return { answers, latest, subscription };
}

async function until<T>(read: () => T | undefined, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = read();
    if (value !== undefined && check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** RxDB's own answer to the same query, as ids. */
async function rxdbIds(query: MangoQuery<ProductDoc>): Promise<string[]> {
  return (await db.products.find(query).exec()).map((doc) => doc.id);
}

const ids = (rows: RxDocumentData<ProductDoc>[]) => rows.map((row) => row.id);

describe('a query followed as stored data', () => {
  it('answers the stored rows the query matches, in its order, as plain objects with every field', async () => {
    await db.products.bulkInsert([product(3, { brandId: 'b' }), product(1, { brandId: 'b' }), product(2, { brandId: 'a' }), product(4, { brandId: 'b', name: 'Alpha' })]);
    const query: MangoQuery<ProductDoc> = { selector: { brandId: 'b' }, sort: [{ name: 'asc' }] };
    const rows = await firstValueFrom(plainDocuments$(db.products.find(query)));

    expect(ids(rows)).toEqual(await rxdbIds(query));
    expect(rows.map((row) => row.name)).toEqual(['Alpha', 'Robot 1', 'Robot 3']);
    for (const row of rows) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    const robot1 = (await db.products.findOne(product(1).id).exec())!.toJSON();
    expect(rows[1]).toMatchObject(robot1);
  });

  it('follows inserts, updates and deletes; a row that stops matching leaves, one that starts comes in; unchanged rows keep their object', async () => {
    await db.products.bulkInsert([product(1), product(2), product(3)]);
    const query: MangoQuery<ProductDoc> = { selector: { isFeatured: true }, sort: [{ createdAt: 'desc' }] };
    const followed = follow(plainDocuments$(db.products.find(query)));
    const first = await until(followed.latest, (rows) => rows.length > 0);
    expect(ids(first)).toEqual([product(2).id]);

    // Comes in (inserted, and updated into the query).
    await db.products.insert(product(4, { createdAt: '2026-02-01T00:00:00.000Z' }));
    await (await db.products.findOne(product(1).id).exec())!.incrementalPatch({ isFeatured: true, createdAt: '2025-12-01T00:00:00.000Z' });
    let rows = await until(followed.latest, (answer) => answer.length === 3);
    expect(ids(rows)).toEqual([product(4).id, product(2).id, product(1).id]);
    expect(ids(rows)).toEqual(await rxdbIds(query));
    expect(rows[1]).toBe(first[0]);

    // An update that keeps it in moves it by the sort; one that takes it out; a delete.
    await (await db.products.findOne(product(2).id).exec())!.incrementalPatch({ createdAt: '2027-01-01T00:00:00.000Z', name: 'Renamed' });
    rows = await until(followed.latest, (answer) => answer[0]?.name === 'Renamed');
    expect(ids(rows)).toEqual([product(2).id, product(4).id, product(1).id]);
    await (await db.products.findOne(product(4).id).exec())!.incrementalPatch({ isFeatured: false });
    await (await db.products.findOne(product(1).id).exec())!.remove();
    rows = await until(followed.latest, (answer) => answer.length === 1);
    expect(ids(rows)).toEqual([product(2).id]);
    expect(ids(rows)).toEqual(await rxdbIds(query));

    // A write that changes nothing the query holds gives no new answer.
    const count = followed.answers.length;
    await (await db.products.findOne(product(3).id).exec())!.incrementalPatch({ name: 'Still not featured' });
    await db.products.insert(product(9));
    await (await db.products.findOne(product(2).id).exec())!.incrementalPatch({ description: 'Changed' });
    rows = await until(followed.latest, (answer) => answer[0]?.description === 'Changed');
    expect(followed.answers.length).toBe(count + 1);
    followed.subscription.unsubscribe();
  });

  it('loses no write made while the storage is being read', async () => {
    await db.products.bulkInsert(Array.from({ length: 200 }, (_, n) => product(n + 1)));
    const followed = follow(plainDocuments$(db.products.find()));
    // Before the storage has answered: a new row, a renamed one and a deleted one.
    const writes = Promise.all([
      db.products.insert(product(500)),
      db.products.findOne(product(7).id).exec().then((doc) => doc!.incrementalPatch({ name: 'Renamed 7' })),
      db.products.findOne(product(8).id).exec().then((doc) => doc!.remove()),
    ]);
    expect(followed.answers).toEqual([]);
    await writes;
    const rows = await until(followed.latest, (answer) => answer.length === 200 && answer.some((row) => row.name === 'Renamed 7'));
    expect(ids(rows)).toEqual(await rxdbIds({}));
    expect(rows.some((row) => row.id === product(500).id)).toBe(true);
    expect(rows.some((row) => row.id === product(8).id)).toBe(false);
    followed.subscription.unsubscribe();
  });

  it('answers as RxDB does after many writes in a random order', async () => {
    await db.products.bulkInsert(Array.from({ length: 60 }, (_, n) => product(n + 1, { price: (n * 37) % 50 })));
    const query: MangoQuery<ProductDoc> = { selector: { price: { $gte: 10 } }, sort: [{ price: 'asc' }] };
    const followed = follow(plainDocuments$(db.products.find(query)));
    await until(followed.latest, () => true);
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let step = 0; step < 80; step++) {
      const n = random(80) + 1;
      const doc = await db.products.findOne(product(n).id).exec();
      if (!doc) await db.products.insert(product(n, { price: random(50) }));
      else if (random(5) === 0) await doc.remove();
      else await doc.incrementalPatch({ price: random(50) });
    }
    const expected = await rxdbIds(query);
    const rows = await until(followed.latest, (answer) => ids(answer).join() === expected.join());
    expect(rows.every((row) => row.price >= 10)).toBe(true);
    followed.subscription.unsubscribe();
  });

  it('refuses a query with a limit or a skip, which a change could change without naming the row', () => {
    expect(() => plainDocuments$(db.products.find({ limit: 4 }))).toThrow(/no limit or skip/);
    expect(() => plainDocuments$(db.products.find({ skip: 4 }))).toThrow(/no limit or skip/);
  });
});
