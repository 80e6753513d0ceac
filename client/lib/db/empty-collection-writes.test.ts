import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import type { ProductDoc } from '../../../shared/sync/documents';
import { productMigrations, productSchema } from './shop-schemas';
import { withEmptyCollectionWriter, type NewDocumentsWriter } from './empty-collection-writes';
import { productFixture } from './product-fixture';
import { storeFirstPull } from './first-pull-worker/store-first-pull';
import type { WorkerMessage } from './first-pull-worker/protocol';

// The shop's product schema is past version 0, which RxDB opens only with its migration plugin.
addRxPlugin(RxDBMigrationSchemaPlugin);

// The first sync's writer into an empty collection (docs/decisions/020) must leave exactly what RxDB's
// own bulkWrite leaves: the same IndexedDB records, the same change events, documents RxDB reads and
// updates as usual. RxDB's Dexie storage on fake-indexeddb; Web Locks as a plain queue.

type Collections = { products: RxCollection<ProductDoc>; copies: RxCollection<ProductDoc> };
type Collection = RxCollection<unknown, unknown, unknown, unknown>;

const CONTEXT = 'replication-downstream-test';

const product = productFixture;

/** Runs the writer over `collection` and hands it to `use`; the lock is held meanwhile. */
function withWriter(collection: RxCollection<ProductDoc>, use: (writer: NewDocumentsWriter | null) => Promise<void>): Promise<void> {
  return withEmptyCollectionWriter(collection as unknown as Collection, CONTEXT, use);
}

async function rawRecord(collection: RxCollection<ProductDoc>, id: string): Promise<Record<string, unknown>> {
  const instance = collection.internalStorageInstance as unknown as RxStorageInstanceDexie<ProductDoc>;
  return (await (await instance.internals).dexieTable.get(id)) as Record<string, unknown>;
}

let db: RxDatabase<Collections>;
let locked: string[];
let indexedDB: IDBFactory;

beforeEach(async () => {
  locked = [];
  vi.stubGlobal('navigator', {
    locks: {
      request: async (name: string, run: () => Promise<unknown>) => {
        locked.push(name);
        return run();
      },
    },
  });
  db = await createRxDatabase<Collections>({
    name: `writes${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    storage: getRxStorageDexie({ indexedDB: (indexedDB = new IDBFactory()), IDBKeyRange }),
    multiInstance: false,
  });
  await db.addCollections({ products: { schema: productSchema, migrationStrategies: productMigrations }, copies: { schema: productSchema, migrationStrategies: productMigrations } });
});

afterEach(async () => {
  await db.close();
  vi.unstubAllGlobals();
});

describe('writing a first sync into an empty collection', () => {
  it('stores the records RxDB’s bulkWrite would, with the same change events, under the collection’s lock', async () => {
    const documents = [product(1), product(2), product(3, { _deleted: true })];
    const events: string[] = [];
    const subscription = db.products.$.subscribe((event) => events.push(`${event.operation} ${event.documentId}`));

    await withWriter(db.products, async (writer) => {
      expect(writer).not.toBeNull();
      await writer!.write(documents);
    });
    expect(locked).toEqual([`toy-shop:first-sync:${db.name}:products`]);
    // RxDB's own path, into a second collection of the same schema.
    await db.copies.storageInstance.bulkWrite(documents.map((document) => ({ document: { ...document, _attachments: {}, _meta: { lwt: 0 }, _rev: '' } })), CONTEXT);

    for (const document of documents) {
      const mine = await rawRecord(db.products, document.id);
      const rxdbs = await rawRecord(db.copies, document.id);
      expect({ ...mine, _meta: null }).toEqual({ ...rxdbs, _meta: null });
      expect(mine._meta).toEqual({ lwt: expect.any(Number) });
    }
    // The live document is there; the deleted one is a tombstone, as RxDB keeps it.
    expect((await db.products.findOne(product(1).id).exec())?.toJSON()).toMatchObject({ name: 'Robot 1', stock: [{ variantId: 'v1', country: 'US', stock: 1 }] });
    expect(await db.products.count().exec()).toBe(2);
    expect(events).toEqual([`INSERT ${product(1).id}`, `INSERT ${product(2).id}`]);
    subscription.unsubscribe();

    // RxDB then updates them as its own documents.
    const stored = await db.products.findOne(product(2).id).exec();
    await stored!.incrementalPatch({ name: 'Robot two' });
    expect((await db.products.findOne(product(2).id).exec())?.name).toBe('Robot two');
  });

  it('stores a big batch a slice at a time, each its own transaction, with every event in order', async () => {
    const documents = Array.from({ length: 300 }, (_, n) => product(n + 1));
    const bulks: string[][] = [];
    const subscription = db.products.storageInstance.changeStream().subscribe((bulk) => bulks.push(bulk.events.map((event) => event.documentId)));

    await withWriter(db.products, async (writer) => {
      await writer!.write(documents);
    });
    subscription.unsubscribe();

    // One event bulk per slice: more than one, and together every document once, in order.
    expect(bulks.length).toBeGreaterThan(1);
    expect(bulks.flat()).toEqual(documents.map((document) => document.id));
    expect(await db.products.count().exec()).toBe(300);
  });

  it('gives no writer when the collection holds anything, even a deletion', async () => {
    await db.products.storageInstance.bulkWrite([{ document: { ...product(9, { _deleted: true }), _attachments: {}, _meta: { lwt: 0 }, _rev: '' } }], CONTEXT);
    await withWriter(db.products, async (writer) => {
      expect(writer).toBeNull();
    });
  });

  it('refuses a batch with a document it has written before (it changed during the sync): that one is an update', async () => {
    await withWriter(db.products, async (writer) => {
      await writer!.write([product(1), product(2)]);
      expect(writer!.write([product(3), product(2, { name: 'Robot two' })])).toBeNull();
      expect(writer!.write([product(4), product(4)])).toBeNull();
      await writer!.write([product(3)]);
    });
    expect(await db.products.count().exec()).toBe(3);
    expect((await db.products.findOne(product(2).id).exec())?.name).toBe('Robot 2');
  });

  it('lets a worker store the records RxDB’s bulkWrite would, and emits their events as if it had stored them itself', async () => {
    const documents = [product(1), product(2), product(3, { _deleted: true })];
    const events: string[] = [];
    const subscription = db.products.$.subscribe((event) => events.push(`${event.operation} ${event.documentId}`));
    const posted: WorkerMessage<{ seq: number }>[] = [];

    await withWriter(db.products, async (writer) => {
      const target = writer!.workerTarget!;
      expect(target).toMatchObject({ primaryPath: 'id', revision: `1-${db.token}` });
      // The worker's side, on the same IndexedDB: one batch of three, not full, so the last.
      await storeFirstPull<{ seq: number }>(
        { type: 'start', collection: 'products', limit: 10, after: undefined, first: { documents, checkpoint: { seq: 3 }, limit: 10 }, target },
        { indexedDB, pull: () => Promise.reject(new Error('asked for more')), post: (message) => posted.push(structuredClone(message)) },
      );
      expect(posted.map((message) => message.type)).toEqual(['stored', 'committed', 'done']);
      expect(posted[1]).toMatchObject({ count: 3, checkpoint: { seq: 3 }, lastId: product(3).id });
      expect(posted[2]).toEqual({ type: 'done', checkpoint: { seq: 3 }, last: documents[2] });
      // Stored, but RxDB has heard nothing yet: the page announces what the worker stored.
      expect(events).toEqual([]);
      await writer!.announce((posted[0] as { documents: object[] }).documents);
      // A document the worker stored is no longer new to the writer.
      expect(writer!.write([product(2, { name: 'Robot two' })])).toBeNull();
    });
    await db.copies.storageInstance.bulkWrite(documents.map((document) => ({ document: { ...document, _attachments: {}, _meta: { lwt: 0 }, _rev: '' } })), CONTEXT);
    for (const document of documents) {
      const workers = await rawRecord(db.products, document.id);
      const rxdbs = await rawRecord(db.copies, document.id);
      expect({ ...workers, _meta: null }).toEqual({ ...rxdbs, _meta: null });
      expect(workers._meta).toEqual({ lwt: expect.any(Number) });
    }
    expect(events).toEqual([`INSERT ${product(1).id}`, `INSERT ${product(2).id}`]);
    subscription.unsubscribe();
    expect((await db.products.findOne(product(1).id).exec())?.toJSON()).toMatchObject({ name: 'Robot 1' });
    expect(await db.products.count().exec()).toBe(2);
  });

  it('gives no writer without Web Locks (the caller writes through bulkWrite)', async () => {
    vi.stubGlobal('navigator', {});
    await withWriter(db.products, async (writer) => {
      expect(writer).toBeNull();
    });
  });
});
