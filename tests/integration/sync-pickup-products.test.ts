import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { DOC_SCHEMAS, type PullResponse, type SyncCheckpoint } from '../../shared/sync/protocol';
import type { PickupProductDoc } from '../../shared/sync/documents';

// The device's pickup stock (docs/decisions/039): only active rows of active, pickup-enabled stores
// reach it; a stock change travels; a row or a store leaving pickup travels as a tombstone.

type Pulled = PickupProductDoc & { _deleted: boolean };

let t: TestApp;
let visitor: TestClient;

const store = (id: string, values: { pickup_enabled?: boolean; is_active?: boolean }) => ({
  id, name: `Store ${id}`, slug: id, country: 'UK' as const, address_line_1: '1 High St', address_line_2: null, city: 'London',
  region: null, postal_code: 'W1 1AA', phone: null, email: null, opening_hours: JSON.stringify([]), latitude: 51.5, longitude: -0.1,
  ...values,
});

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t);
  const db = t.deps.db;
  await db.insertInto('products').values([
    { id: 'p-1', name: 'Robot', price: 1000, price_uk: null, image_url: null, images: [], category_id: null, brand_id: null },
    { id: 'p-2', name: 'Kite', price: 2000, price_uk: null, image_url: null, images: [], category_id: null, brand_id: null },
  ]).execute();
  await db.insertInto('product_variants').values({ id: 'v-1', product_id: 'p-1', variant_name: 'Red', price: null, price_uk: null, image_url: null }).execute();
  await db.insertInto('stores').values([
    store('s-open', {}),
    store('s-no-pickup', { pickup_enabled: false }),
    store('s-closed', { is_active: false }),
  ]).execute();
  await db.insertInto('pickup_products').values([
    { id: 'pp-open-1', store_id: 's-open', product_id: 'p-1', variant_id: 'v-1', stock: 3 },
    { id: 'pp-open-2', store_id: 's-open', product_id: 'p-2', variant_id: null, stock: 0 },
    { id: 'pp-open-off', store_id: 's-open', product_id: 'p-1', variant_id: null, stock: 5, is_active: false },
    { id: 'pp-no-pickup', store_id: 's-no-pickup', product_id: 'p-1', variant_id: 'v-1', stock: 2 },
    { id: 'pp-closed', store_id: 's-closed', product_id: 'p-2', variant_id: null, stock: 9 },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});

async function pull(checkpoint: SyncCheckpoint | null): Promise<PullResponse<Pulled>> {
  const query = new URLSearchParams();
  if (checkpoint) {
    query.set('xid', checkpoint.xid);
    query.set('seq', String(checkpoint.seq));
  }
  const response = await visitor.get(`/api/sync/pickup_products/pull?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse<Pulled>;
}

/**
 * Pulls from `from` until the documents pulled satisfy `done`. On the shared PostgreSQL server another
 * test's open transaction can briefly hold rows back, so an empty batch is retried, not the end.
 */
async function pullUntil(from: SyncCheckpoint | null, done: (documents: Pulled[]) => boolean) {
  const documents: Pulled[] = [];
  let checkpoint = from;
  const deadline = Date.now() + 10_000;
  while (!done(documents)) {
    if (Date.now() > deadline) throw new Error(`pull stopped at ${JSON.stringify(documents.map((doc) => doc.id))}`);
    const body = await pull(checkpoint);
    if (body.documents.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    documents.push(...body.documents);
    checkpoint = body.checkpoint;
  }
  return { documents, checkpoint };
}

const idsOf = (documents: Pulled[], deleted: boolean) => documents.filter((doc) => doc._deleted === deleted).map((doc) => doc.id).sort();
const latest = (documents: Pulled[], id: string) => documents.filter((doc) => doc.id === id).at(-1);

describe('pickup_products pull', () => {
  let caughtUp: SyncCheckpoint | null = null;

  it('gives a fresh device only active rows of active pickup stores, the rest as tombstones', async () => {
    const { documents, checkpoint } = await pullUntil(null, (docs) => docs.length >= 5);
    expect(documents).toHaveLength(5);
    expect(idsOf(documents, false)).toEqual(['pp-open-1', 'pp-open-2']);
    expect(idsOf(documents, true)).toEqual(['pp-closed', 'pp-no-pickup', 'pp-open-off']);
    const schema = DOC_SCHEMAS.pickup_products.extend({ _deleted: z.boolean() }).strict();
    for (const doc of documents) expect(schema.safeParse(doc).success, doc.id).toBe(true);
    expect(latest(documents, 'pp-open-1')).toMatchObject({ storeId: 's-open', productId: 'p-1', variantId: 'v-1', stock: 3, isActive: true });
    expect(latest(documents, 'pp-open-2')).toMatchObject({ variantId: null, stock: 0 });
    caughtUp = checkpoint;
  });

  it("carries a store's stock change", async () => {
    await t.deps.db.updateTable('pickup_products').set({ stock: 7 }).where('id', '=', 'pp-open-1').execute();
    const { documents, checkpoint } = await pullUntil(caughtUp, (docs) => docs.length >= 1);
    expect(documents).toEqual([expect.objectContaining({ id: 'pp-open-1', stock: 7, _deleted: false })]);
    caughtUp = checkpoint;
  });

  it('sends a tombstone when a row goes inactive, and the document again when it comes back', async () => {
    await t.deps.db.updateTable('pickup_products').set({ is_active: false }).where('id', '=', 'pp-open-2').execute();
    const off = await pullUntil(caughtUp, (docs) => docs.length >= 1);
    expect(off.documents).toEqual([expect.objectContaining({ id: 'pp-open-2', _deleted: true })]);
    await t.deps.db.updateTable('pickup_products').set({ is_active: true }).where('id', '=', 'pp-open-2').execute();
    const on = await pullUntil(off.checkpoint, (docs) => docs.length >= 1);
    expect(on.documents).toEqual([expect.objectContaining({ id: 'pp-open-2', _deleted: false })]);
    caughtUp = on.checkpoint;
  });

  it("moves a store's rows when it stops or starts offering pickup or closes", async () => {
    const db = t.deps.db;
    await db.updateTable('stores').set({ pickup_enabled: false }).where('id', '=', 's-open').execute();
    const stopped = await pullUntil(caughtUp, (docs) => docs.length >= 3);
    expect(stopped.documents.map((doc) => [doc.id, doc._deleted]).sort()).toEqual([
      ['pp-open-1', true], ['pp-open-2', true], ['pp-open-off', true],
    ]);

    await db.updateTable('stores').set({ pickup_enabled: true }).where('id', '=', 's-no-pickup').execute();
    await db.updateTable('stores').set({ is_active: true }).where('id', '=', 's-closed').execute();
    const started = await pullUntil(stopped.checkpoint, (docs) => docs.length >= 2);
    expect(started.documents.map((doc) => [doc.id, doc._deleted]).sort()).toEqual([['pp-closed', false], ['pp-no-pickup', false]]);

    // A change that does not touch pickup (the store's phone) moves nothing.
    await db.updateTable('stores').set({ phone: '020 7946 0000' }).where('id', '=', 's-closed').execute();
    await db.updateTable('pickup_products').set({ stock: 1 }).where('id', '=', 'pp-closed').execute();
    const after = await pullUntil(started.checkpoint, (docs) => docs.length >= 1);
    expect(after.documents).toEqual([expect.objectContaining({ id: 'pp-closed', stock: 1, _deleted: false })]);
  });
});
