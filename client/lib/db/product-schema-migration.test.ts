import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type MigrationStrategies, type RxCollection, type RxDatabase, type RxJsonSchema, type WithDeleted } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { ProductDoc } from '../../../shared/sync/documents';
import { productMigrations, productSchema } from './shop-schemas';

// A device that held the catalogue before product documents carried packed pictures
// (docs/decisions/076) opens the shop after the update: every product is kept, its pictures packed
// as the server now sends them, and the catalogue's pull resumes from its checkpoint: nothing is
// pulled again. RxDB's Dexie storage on fake-indexeddb.

addRxPlugin(RxDBMigrationSchemaPlugin);

type Checkpoint = { xid: string; seq: number };
type Collections = { products: RxCollection<ProductDoc> };

/** The product schema devices held before (version 0), as it was: version 1 with the old picture fields. */
type LooseSchema = { version: number; properties: Record<string, unknown>; required: string[] };
const v0 = JSON.parse(JSON.stringify(productSchema)) as LooseSchema;
v0.version = 0;
delete v0.properties.pictures;
Object.assign(v0.properties, { imageUrl: { type: ['string', 'null'] }, images: { type: 'array', items: { type: 'string' } } });
const variantItem = (v0.properties.variants as { items: { properties: Record<string, unknown> } }).items;
delete variantItem.properties.picture;
variantItem.properties.imageUrl = { type: ['string', 'null'] };
v0.required = v0.required.map((field) => (field === 'pictures' ? 'images' : field));
const VERSION_0 = v0 as unknown as RxJsonSchema<ProductDoc>;

const ID = '3bf40b83-2273-80c0-8efa-1c50dc896b4c';
const folder = `/images/products/${ID}`;
const base = {
  name: 'Turbo Samurai', price: 3099, priceUk: 2499, description: 'A figure.', categoryId: null, brandId: null, releaseDate: null,
  isFeatured: false, stock: [], createdAt: '2026-01-07T02:28:56.708Z', updatedAt: '2026-01-07T02:28:56.708Z',
};
const drawn = {
  ...base, id: ID, imageUrl: `${folder}/1.svg`, images: [`${folder}/1.svg`, `${folder}/2.svg`],
  variants: [
    { id: 'v-6', variantName: '6"', price: 3099, priceUk: 2499, priceAdjustment: 0, imageUrl: `${folder}/2.svg`, displayOrder: 1 },
    { id: 'v-12', variantName: '12"', price: 4599, priceUk: 3699, priceAdjustment: 0, imageUrl: null, displayOrder: 2 },
  ],
};
const uploaded = { ...base, id: 'p-up', imageUrl: '/media/abc/800.webp', images: [], variants: [] };
const bare = { ...base, id: 'p-bare', imageUrl: null, images: [], variants: [] };

const indexedDB = new IDBFactory();
const name = `shop${Date.now()}`;
const opened: RxDatabase<Collections>[] = [];

async function open(schema: RxJsonSchema<ProductDoc>, migrationStrategies: MigrationStrategies = {}): Promise<RxCollection<ProductDoc>> {
  const db = await createRxDatabase<Collections>({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }), multiInstance: false });
  opened.push(db);
  await db.addCollections({ products: { schema, migrationStrategies } });
  return db.products;
}

async function replicate(collection: RxCollection<ProductDoc>, answer: (checkpoint: Checkpoint | undefined) => { documents: unknown[]; checkpoint: Checkpoint }) {
  const asked: Array<Checkpoint | undefined> = [];
  const replication = replicateRxCollection<ProductDoc, Checkpoint>({
    replicationIdentifier: 'catalogue-products',
    collection,
    live: false,
    pull: {
      handler: async (checkpoint) => {
        asked.push(checkpoint);
        return answer(checkpoint) as { documents: WithDeleted<ProductDoc>[]; checkpoint: Checkpoint };
      },
    },
  });
  await replication.awaitInitialReplication();
  await replication.cancel();
  return asked;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('a device holding version 0 products, opened at version 1', () => {
  it('keeps every product with its pictures packed, and resumes the pull from its checkpoint', async () => {
    const before = await open(VERSION_0);
    await replicate(before, (checkpoint) => (checkpoint
      ? { documents: [], checkpoint }
      : { documents: [drawn, uploaded, bare].map((doc) => ({ ...doc, _deleted: false })), checkpoint: { xid: '900', seq: 3 } }));
    expect(await before.count().exec()).toBe(3);
    await before.database.close();

    const after = await open(productSchema, productMigrations);
    expect(await after.count().exec()).toBe(3);
    const product = (await after.findOne(ID).exec())!.toJSON();
    expect(product.pictures).toEqual(['1.svg', '2.svg']);
    expect(product.variants.map((variant) => variant.picture)).toEqual(['2.svg', null]);
    expect(product).not.toHaveProperty('images');
    expect(product).not.toHaveProperty('imageUrl');
    expect((await after.findOne('p-up').exec())!.toJSON().pictures).toEqual(['/media/abc/800.webp']);
    expect((await after.findOne('p-bare').exec())!.toJSON().pictures).toEqual([]);

    const asked = await replicate(after, (checkpoint) => ({ documents: [], checkpoint: checkpoint! }));
    expect(asked[0]).toEqual({ xid: '900', seq: 3 });
  });
});
