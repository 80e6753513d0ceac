import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as z from 'zod';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { CATALOGUE_COLLECTIONS, DOC_SCHEMAS, type PullResponse, type SyncCheckpoint, type SyncCollection } from '../../shared/sync/protocol';
import type { ProductDoc } from '../../shared/sync/documents';

let t: TestApp;
let visitor: TestClient;
const PRODUCT_IDS = ['p-01', 'p-02', 'p-03', 'p-04', 'p-05', 'p-06', 'p-07'];

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t);
  const db = t.deps.db;
  await db.insertInto('categories').values({ id: 'c-bricks', name: 'Bricks', slug: 'bricks', description: null }).execute();
  await db.insertInto('categories').values({ id: 'c-old', name: 'Retired', slug: 'retired', description: null, is_active: false }).execute();
  await db.insertInto('brands').values({ id: 'b-acme', name: 'Acme', slug: 'acme', description: 'Toys', logo_url: null }).execute();
  // One statement each: every product is its own transaction, so cursor order is insertion order.
  for (const [index, id] of PRODUCT_IDS.entries()) {
    await db.insertInto('products').values({
      id, name: `Toy ${index + 1}`, price: 1299 + index, price_uk: index % 2 === 0 ? 999 : null,
      // p-02's pictures are drawn ones in its own folder, which its document carries by file name.
      image_url: id === 'p-02' ? '/images/products/p-02/2.svg' : null,
      images: id === 'p-02' ? ['/images/products/p-02/1.svg', '/images/products/p-02/2.svg', '/media/up/800.webp'] : ['/img/a.webp', '/img/b.webp'],
      category_id: 'c-bricks', brand_id: 'b-acme',
      release_date: index === 0 ? new Date('2025-03-01T00:00:00Z') : null,
    }).execute();
  }
  await db.insertInto('product_variants').values({ id: 'v-red', product_id: 'p-01', variant_name: 'Red', price: 1499, price_uk: null, image_url: null }).execute();
  await db.insertInto('inventory').values({ id: 'i-1', product_id: 'p-01', variant_id: 'v-red', country: 'US', stock: 4 }).execute();
  await db.insertInto('inventory').values({ id: 'i-2', product_id: 'p-02', variant_id: null, country: 'UK', stock: 0 }).execute();
  await db.insertInto('hero_slides').values({ id: 'h-1', title: 'Spring', subtitle: null, image_url: null, cta_text: 'Shop', cta_link: '/shop', is_active: false }).execute();
  await db.insertInto('stores').values({
    id: 's-1', name: 'Flagship', slug: 'flagship', country: 'UK', address_line_1: '1 High St', address_line_2: null, city: 'London',
    region: null, postal_code: 'N1 1AA', phone: null, email: null, opening_hours: JSON.stringify([{ day: 1, opens: '09:00', closes: '17:30' }]),
    latitude: 51.5, longitude: -0.1,
  }).execute();
  await db.insertInto('shipping_rates').values({ id: 'sr-us', country: 'US', base_rate: 599, free_shipping_threshold: 5000 }).execute();
});
afterAll(async () => {
  await t?.close();
});

async function pull<Doc = Record<string, unknown>>(collection: string, checkpoint: SyncCheckpoint | null, limit?: number) {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (checkpoint) {
    query.set('xid', checkpoint.xid);
    query.set('seq', String(checkpoint.seq));
  }
  const response = await visitor.get(`/api/sync/${collection}/pull?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse<Doc & { id: string }>;
}

/**
 * Pulls until `count` documents arrived. On the shared PostgreSQL server another test's open
 * transaction can briefly hold rows back (that is the cursor doing its job), so an empty
 * batch is retried rather than taken as the end.
 */
async function pullUntil<Doc = Record<string, unknown>>(collection: string, from: SyncCheckpoint | null, count: number, limit?: number) {
  const documents: Array<Doc & { id: string; _deleted: boolean }> = [];
  const checkpoints: Array<SyncCheckpoint | null> = [];
  let checkpoint = from;
  const deadline = Date.now() + 10_000;
  while (documents.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${documents.length} of ${count} ${collection} documents arrived`);
    const body = await pull<Doc>(collection, checkpoint, limit);
    if (body.documents.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    documents.push(...body.documents);
    checkpoint = body.checkpoint;
    if (body.documents.length > 0) checkpoints.push(checkpoint);
  }
  return { documents, checkpoints, checkpoint };
}

/** The newest position among everything a product document is made of. */
async function latestProductPosition(): Promise<SyncCheckpoint> {
  const result = await sql<{ xid: string; seq: number }>`
    SELECT sync_xid::text AS xid, sync_seq AS seq FROM (
      SELECT sync_xid, sync_seq FROM products
      UNION ALL SELECT sync_xid, sync_seq FROM product_variants
      UNION ALL SELECT sync_xid, sync_seq FROM inventory
    ) AS positions ORDER BY sync_xid DESC, sync_seq DESC LIMIT 1`.execute(t.deps.db);
  return result.rows[0]!;
}

/**
 * Pulls products until the checkpoint reaches the newest change. While another test's transaction
 * on the shared PostgreSQL server holds the horizon back, a product can arrive first at an older
 * position and again at its newest one (never lost, sometimes early); the latest copy of each is
 * kept, in the order of its last arrival.
 */
async function pullProductsCaughtUp(from: SyncCheckpoint | null, limit?: number) {
  const target = await latestProductPosition();
  const latest = new Map<string, ProductDoc & { _deleted: boolean }>();
  const checkpoints: SyncCheckpoint[] = [];
  let checkpoint = from;
  const deadline = Date.now() + 10_000;
  while (!(checkpoint && checkpoint.xid === target.xid && checkpoint.seq === target.seq)) {
    if (Date.now() > deadline) throw new Error(`products pull stopped at ${JSON.stringify(checkpoint)}, short of ${JSON.stringify(target)}`);
    const body = await pull<ProductDoc>('products', checkpoint, limit);
    if (body.documents.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const doc of body.documents) {
      latest.delete(doc.id);
      latest.set(doc.id, doc);
    }
    if (body.documents.length > 0) checkpoints.push(body.checkpoint!);
    checkpoint = body.checkpoint;
  }
  return { documents: [...latest.values()], checkpoints, checkpoint: checkpoint! };
}

function isAfter(a: SyncCheckpoint, b: SyncCheckpoint): boolean {
  return BigInt(a.xid) > BigInt(b.xid) || (a.xid === b.xid && a.seq > b.seq);
}

describe('pull: catalogue collections', () => {
  let caughtUp: SyncCheckpoint;

  it('serves every product from the beginning, in cursor order, across several batches', async () => {
    const { documents, checkpoints, checkpoint } = await pullProductsCaughtUp(null, 3);
    // A product is positioned at its latest change: p-01 and p-02 got sizes and stock after the rest.
    expect(documents.map((doc) => doc.id)).toEqual([...PRODUCT_IDS.slice(2), 'p-01', 'p-02']);
    expect(documents.every((doc) => doc._deleted === false)).toBe(true);
    expect(checkpoints.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < checkpoints.length; i++) expect(isAfter(checkpoints[i]!, checkpoints[i - 1]!)).toBe(true);
    caughtUp = checkpoint!;

    const again = await pull('products', caughtUp, 3);
    expect(again.documents).toEqual([]);
    expect(again.checkpoint).toEqual(caughtUp);
  });

  it('moves an updated row past the checkpoint, with the new values', async () => {
    await t.deps.db.updateTable('products').set({ price: 2500 }).where('id', '=', 'p-02').execute();
    const { documents, checkpoint } = await pullProductsCaughtUp(caughtUp);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ id: 'p-02', price: 2500, _deleted: false });
    expect(isAfter(checkpoint!, caughtUp)).toBe(true);
    caughtUp = checkpoint!;
  });

  it('carries each product’s live sizes in display order and its stock rows', async () => {
    const { documents } = await pullProductsCaughtUp(null, 2000);
    const p01 = documents.find((doc) => doc.id === 'p-01')!;
    expect(p01.variants).toEqual([{ id: 'v-red', variantName: 'Red', price: 1499, priceUk: null, priceAdjustment: 0, picture: null, displayOrder: 0 }]);
    expect(p01.stock).toEqual([{ variantId: 'v-red', country: 'US', stock: 4 }]);
    const p02 = documents.find((doc) => doc.id === 'p-02')!;
    expect(p02.variants).toEqual([]);
    expect(p02.stock).toEqual([{ variantId: null, country: 'UK', stock: 0 }]);
    expect(documents.find((doc) => doc.id === 'p-04')).toMatchObject({ variants: [], stock: [] });
  });

  it('re-sends a product when its stock changes, with the new stock', async () => {
    await t.deps.db.updateTable('inventory').set({ stock: 3 }).where('id', '=', 'i-1').execute();
    const { documents, checkpoint } = await pullProductsCaughtUp(caughtUp);
    expect(documents.map((doc) => [doc.id, doc.stock])).toEqual([['p-01', [{ variantId: 'v-red', country: 'US', stock: 3 }]]]);
    expect(isAfter(checkpoint!, caughtUp)).toBe(true);
    caughtUp = checkpoint!;
  });

  it('re-sends a product when a size is added, changed or removed, keeping display order', async () => {
    const db = t.deps.db;
    await db.insertInto('product_variants').values({ id: 'v-blue', product_id: 'p-01', variant_name: 'Blue', price: null, price_uk: null, image_url: null, display_order: -1 }).execute();
    await db.insertInto('inventory').values({ id: 'i-3', product_id: 'p-01', variant_id: 'v-blue', country: 'UK', stock: 6 }).execute();
    let pulled = await pullProductsCaughtUp(caughtUp);
    expect(pulled.documents.map((doc) => doc.id)).toEqual(['p-01']);
    expect(pulled.documents[0]!.variants.map((variant) => variant.variantName)).toEqual(['Blue', 'Red']);
    expect(pulled.documents[0]!.stock).toEqual([
      { variantId: 'v-blue', country: 'UK', stock: 6 },
      { variantId: 'v-red', country: 'US', stock: 3 },
    ]);
    caughtUp = pulled.checkpoint!;

    await db.updateTable('product_variants').set({ variant_name: 'Crimson' }).where('id', '=', 'v-red').execute();
    pulled = await pullProductsCaughtUp(caughtUp);
    expect(pulled.documents[0]!.variants.map((variant) => variant.variantName)).toEqual(['Blue', 'Crimson']);
    caughtUp = pulled.checkpoint!;

    // A soft-deleted size (and its stock row) leave the product; the product itself stays.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('inventory').set({ deleted_at: new Date() }).where('id', '=', 'i-3').execute();
      await trx.updateTable('product_variants').set({ deleted_at: new Date() }).where('id', '=', 'v-blue').execute();
    });
    pulled = await pullProductsCaughtUp(caughtUp);
    expect(pulled.documents).toHaveLength(1);
    expect(pulled.documents[0]).toMatchObject({ id: 'p-01', _deleted: false, stock: [{ variantId: 'v-red', country: 'US', stock: 3 }] });
    expect(pulled.documents[0]!.variants.map((variant) => variant.id)).toEqual(['v-red']);
    caughtUp = pulled.checkpoint!;
    expect((await pull('products', caughtUp)).documents).toEqual([]);
  });

  it('sends a soft-deleted row as a _deleted tombstone', async () => {
    await t.deps.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', 'p-03').execute();
    const { documents, checkpoint } = await pullProductsCaughtUp(caughtUp);
    expect(documents).toEqual([expect.objectContaining({ id: 'p-03', _deleted: true })]);
    caughtUp = checkpoint!;
  });

  it('serves inactive rows with their isActive flag (the device filters)', async () => {
    const { documents } = await pullUntil<{ isActive: boolean }>('categories', null, 2);
    expect(documents.map((doc) => [doc.id, doc.isActive])).toEqual([['c-bricks', true], ['c-old', false]]);
    const slides = await pullUntil<{ isActive: boolean }>('hero_slides', null, 1);
    expect(slides.documents[0]).toMatchObject({ id: 'h-1', isActive: false, _deleted: false });
  });

  it('produces documents that pass the shared schemas exactly, with integer money and ISO times', async () => {
    const expected: Record<(typeof CATALOGUE_COLLECTIONS)[number], number> = {
      products: 7, categories: 2, brands: 1, hero_slides: 1, stores: 1, shipping_rates: 1, pickup_products: 0,
    };
    for (const collection of CATALOGUE_COLLECTIONS) {
      const schema = (DOC_SCHEMAS[collection] as z.ZodObject).extend({ _deleted: z.boolean() }).strict();
      const { documents } = await pullUntil<{ updatedAt: string }>(collection, null, expected[collection], 2000);
      for (const doc of documents) {
        const parsed = schema.safeParse(doc);
        expect(parsed.success, `${collection} ${doc.id}: ${parsed.error?.message}`).toBe(true);
        expect(Number.isNaN(Date.parse(doc.updatedAt))).toBe(false);
      }
    }
    const documents = (await pullUntil<{ price: number; priceUk: number | null; releaseDate: string | null; pictures: string[] }>('products', null, 7)).documents;
    const product = documents.find((doc) => doc.id === 'p-01')!;
    expect(product).toMatchObject({ id: 'p-01', price: 1299, priceUk: 999, releaseDate: '2025-03-01T00:00:00.000Z', pictures: ['/img/a.webp', '/img/b.webp'] });
    expect(product).not.toHaveProperty('images');
    expect(product).not.toHaveProperty('imageUrl');
    // The main picture first, each once; its own drawn pictures by file name, anything else by path.
    expect(documents.find((doc) => doc.id === 'p-02')!.pictures).toEqual(['2.svg', '1.svg', '/media/up/800.webp']);
    expect(Number.isInteger(product.price)).toBe(true);
    const rate = (await pullUntil<{ baseRate: number; freeShippingThreshold: number }>('shipping_rates', null, 1)).documents[0]!;
    expect(rate).toMatchObject({ baseRate: 599, freeShippingThreshold: 5000 });
    const store = (await pullUntil<{ openingHours: unknown }>('stores', null, 1)).documents[0]!;
    expect(store.openingHours).toEqual([{ day: 1, opens: '09:00', closes: '17:30' }]);
  });
});

describe('pull: the edge', () => {
  it('answers an unknown collection with a 404 envelope', async () => {
    const response = await visitor.get('/api/sync/orders/pull');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=2001', 'limit'],
    ['xid=abc&seq=1', 'xid'],
    ['seq=5', 'xid'],
    ['xid=12&seq=-1', 'seq'],
  ])('answers ?%s with a 400 envelope naming %s', async (query, field) => {
    const response = await visitor.get(`/api/sync/products/pull?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('INVALID_DATA');
    expect(body.error.fields[field]).toBeTruthy();
  });

  it('refuses a visitor the per-user collections with a 401 envelope', async () => {
    for (const collection of ['cart_items', 'favorites'] satisfies SyncCollection[]) {
      const response = await visitor.get(`/api/sync/${collection}/pull`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });
});
