import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { cartItemDocSchema, favoriteDocSchema, type CartItemDoc, type FavoriteDoc } from '../../shared/sync/documents';
import type { PullResponse } from '../../shared/sync/protocol';

type CartDoc = CartItemDoc & { _deleted: boolean };
type FavDoc = FavoriteDoc & { _deleted: boolean };

let t: TestApp;
let shopper: TestClient;
let shopperId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  for (const id of ['p-car', 'p-doll', 'p-kite']) await db.insertInto('products').values({ id, name: `Toy ${id}`, price: 1500 }).execute();
  await db.insertInto('product_variants').values({ id: 'v-car-red', product_id: 'p-car', variant_name: 'Red', price: null, price_uk: null, image_url: null }).execute();
  await db.insertInto('product_variants').values({ id: 'v-doll-big', product_id: 'p-doll', variant_name: 'Big', price: null, price_uk: null, image_url: null }).execute();
  shopper = new TestClient(t);
  shopperId = (await shopper.signUp('pusher@example.com')).id;
});
afterAll(async () => {
  await t?.close();
});

const line = (quantity: number, _deleted = false): CartDoc => ({
  id: 'p-car:v-car-red', productId: 'p-car', variantId: 'v-car-red', quantity, updatedAt: new Date().toISOString(), _deleted,
});

async function push(client: TestClient, collection: string, rows: unknown): Promise<Response> {
  return client.post(`/api/sync/${collection}/push`, rows);
}

async function pushOk<Doc>(client: TestClient, collection: string, rows: unknown): Promise<Doc[]> {
  const response = await push(client, collection, rows);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Doc[];
}

/**
 * The documents a device pulling from the beginning gets, once `ready` holds for them. On the
 * shared PostgreSQL server another test's open transaction can hold fresh rows back a moment
 * (the pull cursor doing its job), so the pull is repeated rather than read once.
 */
async function pullAll<Doc extends { id: string }>(client: TestClient, collection: string, ready: (docs: Doc[]) => boolean): Promise<Doc[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await client.get(`/api/sync/${collection}/pull?limit=2000`);
    expect(response.status).toBe(200);
    const { documents } = (await response.json()) as PullResponse<Doc>;
    if (ready(documents)) return documents;
    if (Date.now() > deadline) throw new Error(`${collection} never reached the expected state: ${JSON.stringify(documents)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function cartRows() {
  return t.deps.db.selectFrom('cart_items').selectAll().where('user_id', '=', shopperId).orderBy('product_id').execute();
}

describe('push: cart items', () => {
  let master: CartDoc;

  it('inserts a new line keyed by product and variant', async () => {
    expect(await pushOk(shopper, 'cart_items', [{ assumedMasterState: null, newDocumentState: line(2) }])).toEqual([]);
    const [doc] = await pullAll<CartDoc>(shopper, 'cart_items', (docs) => docs.length === 1);
    expect(doc).toMatchObject({ id: 'p-car:v-car-red', productId: 'p-car', variantId: 'v-car-red', quantity: 2, _deleted: false });
    expect(cartItemDocSchema.extend({}).safeParse(doc).success).toBe(true);
    master = doc!;
  });

  it('updates the quantity when the device assumed the current master', async () => {
    expect(await pushOk(shopper, 'cart_items', [{ assumedMasterState: master, newDocumentState: { ...master, quantity: 5 } }])).toEqual([]);
    const rows = await cartRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: 5, deleted_at: null });
    [master] = await pullAll<CartDoc>(shopper, 'cart_items', (docs) => docs[0]?.quantity === 5) as [CartDoc];
  });

  it('changes nothing and reports no conflict when the same push is replayed', async () => {
    const replay = [{ assumedMasterState: { ...master, quantity: 2 }, newDocumentState: { ...master, quantity: 5 } }];
    const before = await cartRows();
    expect(await pushOk(shopper, 'cart_items', replay)).toEqual([]);
    expect(await pushOk(shopper, 'cart_items', replay)).toEqual([]);
    const after = await cartRows();
    expect(after.map((row) => [row.sync_seq, row.quantity])).toEqual(before.map((row) => [row.sync_seq, row.quantity]));
  });

  it('returns the master as a conflict and writes nothing when the device worked from a stale copy', async () => {
    const before = await cartRows();
    const conflicts = await pushOk<CartDoc>(shopper, 'cart_items', [
      { assumedMasterState: { ...master, quantity: 3 }, newDocumentState: { ...master, quantity: 7 } },
    ]);
    expect(conflicts).toEqual([expect.objectContaining({ id: 'p-car:v-car-red', quantity: 5, _deleted: false })]);
    expect(cartItemDocSchema.extend({}).safeParse(conflicts[0]).success).toBe(true);
    expect((await cartRows()).map((row) => row.sync_seq)).toEqual(before.map((row) => row.sync_seq));
  });

  it('soft-deletes a line and sends it as a tombstone', async () => {
    expect(await pushOk(shopper, 'cart_items', [{ assumedMasterState: master, newDocumentState: { ...master, _deleted: true } }])).toEqual([]);
    const rows = await cartRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deleted_at).not.toBeNull();
    const [doc] = await pullAll<CartDoc>(shopper, 'cart_items', (docs) => docs[0]?._deleted === true);
    expect(doc).toMatchObject({ id: 'p-car:v-car-red', _deleted: true });
    master = doc!;
  });

  it('revives the same line when the product is added again', async () => {
    const rowId = (await cartRows())[0]!.id;
    expect(await pushOk(shopper, 'cart_items', [{ assumedMasterState: master, newDocumentState: line(1) }])).toEqual([]);
    const rows = await cartRows();
    expect(rows).toEqual([expect.objectContaining({ id: rowId, quantity: 1, deleted_at: null })]);
  });

  it('adds a line without a variant under its own key', async () => {
    const doc: CartDoc = { id: 'p-kite:none', productId: 'p-kite', variantId: null, quantity: 3, updatedAt: new Date().toISOString(), _deleted: false };
    expect(await pushOk(shopper, 'cart_items', [{ newDocumentState: doc }])).toEqual([]);
    expect(await pushOk(shopper, 'cart_items', [{ newDocumentState: doc }])).toEqual([]);
    const kite = (await cartRows()).filter((row) => row.product_id === 'p-kite');
    expect(kite).toEqual([expect.objectContaining({ variant_id: null, quantity: 3 })]);
  });
});

describe('push: favorites', () => {
  const favorite = (_deleted = false): FavDoc => ({ id: 'p-doll', productId: 'p-doll', updatedAt: new Date().toISOString(), _deleted });
  const rows = () => t.deps.db.selectFrom('favorites').selectAll().where('user_id', '=', shopperId).execute();

  it('adds, replays, removes and re-adds a favourite on one row', async () => {
    expect(await pushOk(shopper, 'favorites', [{ newDocumentState: favorite() }])).toEqual([]);
    const [added] = await rows();
    expect(added).toMatchObject({ product_id: 'p-doll', deleted_at: null });
    expect(await pushOk(shopper, 'favorites', [{ newDocumentState: favorite() }])).toEqual([]);
    expect((await rows()).map((row) => row.sync_seq)).toEqual([added!.sync_seq]);

    const [master] = await pullAll<FavDoc>(shopper, 'favorites', (docs) => docs.length === 1);
    expect(favoriteDocSchema.extend({}).safeParse(master).success).toBe(true);
    expect(await pushOk(shopper, 'favorites', [{ assumedMasterState: master, newDocumentState: favorite(true) }])).toEqual([]);
    expect((await rows())[0]!.deleted_at).not.toBeNull();
    const [tombstone] = await pullAll<FavDoc>(shopper, 'favorites', (docs) => docs[0]?._deleted === true);
    expect(tombstone).toMatchObject({ id: 'p-doll', _deleted: true });

    // A device that still thinks it is a favourite and edits it: the tombstone wins.
    const conflicts = await pushOk<FavDoc>(shopper, 'favorites', [{ assumedMasterState: master, newDocumentState: favorite() }]);
    expect(conflicts).toEqual([expect.objectContaining({ id: 'p-doll', _deleted: true })]);

    expect(await pushOk(shopper, 'favorites', [{ assumedMasterState: tombstone, newDocumentState: favorite() }])).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ id: added!.id, deleted_at: null })]);
  });
});

describe('push: the edge', () => {
  async function expectInvalid(collection: string, body: unknown, field: string, says?: RegExp): Promise<void> {
    const before = await t.deps.db.selectFrom(collection as 'cart_items').select('sync_seq').execute();
    const response = await push(shopper, collection, body);
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(envelope.error.code).toBe('INVALID_DATA');
    expect(envelope.error.fields[field]).toBeTruthy();
    if (says) expect(envelope.error.fields[field]).toMatch(says);
    expect(await t.deps.db.selectFrom(collection as 'cart_items').select('sync_seq').execute()).toEqual(before);
  }

  it('answers a malformed body with a 400 envelope with fields, never a 500', async () => {
    await expectInvalid('cart_items', { not: 'an array' }, '_');
    await expectInvalid('cart_items', [{ newDocumentState: { ...line(0) } }], '0');
    await expectInvalid('cart_items', [{ newDocumentState: { id: 'x' } }], '0');
    await expectInvalid('favorites', [{ newDocumentState: { id: 'p-doll', productId: 'p-doll', _deleted: false } }], '0');
    const malformed = await shopper.request('/api/sync/cart_items/push', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[{' });
    expect(malformed.status).toBe(400);
  });

  it('refuses a line whose id is not its product and variant key, or names what does not exist', async () => {
    await expectInvalid('cart_items', [{ newDocumentState: { ...line(1), id: 'p-car:none' } }], '0', /id must be "p-car:v-car-red"/);
    await expectInvalid('cart_items', [{ newDocumentState: { ...line(1), id: 'p-nope:none', productId: 'p-nope', variantId: null } }], '0', /productId/);
    await expectInvalid('cart_items', [
      { newDocumentState: line(1) },
      { newDocumentState: { ...line(1), id: 'p-car:v-doll-big', variantId: 'v-doll-big' } },
    ], '1', /variantId/);
    await expectInvalid('favorites', [{ newDocumentState: { id: 'p-car', productId: 'p-doll', updatedAt: '', _deleted: false } }], '0', /id must equal productId/);
    await expectInvalid('favorites', [{ newDocumentState: { id: 'p-gone', productId: 'p-gone', updatedAt: '', _deleted: false } }], '0', /productId/);
  });

  it('answers a visitor with a 401 envelope', async () => {
    for (const collection of ['cart_items', 'favorites']) {
      const response = await push(new TestClient(t), collection, [{ newDocumentState: line(1) }]);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('answers a push to a catalogue collection with a 403 envelope, and an unknown one with 404', async () => {
    const forbidden = await push(shopper, 'products', [{ newDocumentState: { id: 'p-car', _deleted: true } }]);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const unknown = await push(shopper, 'orders', []);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
