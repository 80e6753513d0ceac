import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { PRODUCT_TEXTS, type AdminProduct, type AdminProductRow } from '../../shared/admin/product.schema';
import { PRODUCT_CSV_COLUMNS } from '../../shared/admin/product-import.schema';
import type { ProductDoc } from '../../shared/sync/documents';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument, type History } from './admin-fixtures';

// The products screen's API (issue 11 §3, §6): every field of SPEC §3 with its sizes, validated by
// the shared schema (field errors by path, zero prices confirmed, never negative), versioned edits
// (409), soft delete and restore, bulk actions, an audit row per change, and the shopper's view
// through sync.

let t: TestApp;
let manager: TestClient;
let managerId: string;
type Answer = { record: AdminProduct };

const create = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/products', body);
const patch = (id: string, body: Record<string, unknown>) => send(manager, 'PATCH', `/api/admin/products/${id}`, body);
const list = async (query: string) => ok<ListPage<AdminProductRow>>(await manager.get(`/api/admin/products?${query}`));
const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The form's view of a product: what a PATCH sends back (sizes with their ids). */
function formOf(product: AdminProduct): Record<string, unknown> {
  return {
    name: product.name, description: product.description, categoryId: product.categoryId, brandId: product.brandId,
    price: product.price, priceUk: product.priceUk, releaseDate: product.releaseDate, isFeatured: product.isFeatured,
    images: product.images, version: product.version,
    variants: product.variants.map((variant) => ({ id: variant.id, name: variant.name, price: variant.price, priceUk: variant.priceUk, priceAdjustment: variant.priceAdjustment, imageUrl: variant.imageUrl })),
  };
}

async function stock(productId: string, variantId: string | null, country: 'US' | 'UK', count: number) {
  await t.deps.db.insertInto('inventory').values({ id: crypto.randomUUID(), product_id: productId, variant_id: variantId, country, stock: count }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInWith(t, ['store_manager'], 'manager@example.com', 'Mia Manager');
  manager = signedIn.client;
  managerId = signedIn.id;
  const db = t.deps.db;
  await db.insertInto('categories').values([
    { id: 'c-bricks', name: 'Bricks', slug: 'bricks', description: null },
    { id: 'c-plush', name: 'Plush', slug: 'plush', description: null },
  ]).execute();
  await db.insertInto('brands').values([
    { id: 'b-acme', name: 'Acme Toys', slug: 'acme-toys', description: null, logo_url: null },
    { id: 'b-zeta', name: 'Zeta', slug: 'zeta', description: null, logo_url: null },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('creating a product with its sizes', () => {
  it('creates every field and its sizes in one transaction, audited with who and which screen', async () => {
    const body = {
      name: 'Space Rocket', description: 'A rocket with 300 bricks', categoryId: 'c-bricks', brandId: 'b-acme',
      price: 4999, priceUk: 4499, releaseDate: '2030-01-15T09:00:00.000Z', isFeatured: true,
      images: ['/images/products/rocket/1.svg', '/media/rocket-2/800.webp'],
      variants: [{ name: 'Small', priceAdjustment: -1000 }, { name: 'Large', price: 6999, priceUk: null, imageUrl: '/media/rocket-l/800.webp' }],
    };
    const { record } = await ok<Answer>(await create(body), 201);
    expect(record).toMatchObject({
      name: 'Space Rocket', description: 'A rocket with 300 bricks', categoryId: 'c-bricks', brandId: 'b-acme', price: 4999, priceUk: 4499,
      releaseDate: '2030-01-15T09:00:00.000Z', isFeatured: true, images: body.images, deletedAt: null,
    });
    expect(record.version).toMatch(/^\d+$/);
    expect(record.variants.map((variant) => [variant.name, variant.price, variant.priceUk, variant.priceAdjustment, variant.displayOrder])).toEqual([
      ['Small', null, null, -1000, 0],
      ['Large', 6999, null, 0, 1],
    ]);
    // The card's picture is the first image.
    const row = await t.deps.db.selectFrom('products').select('image_url').where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row.image_url).toBe('/images/products/rocket/1.svg');

    const [audit] = await auditRowsOf(t, 'product', record.id);
    expect(audit).toMatchObject({ actor_user_id: managerId, screen: 'products', action: 'create', before: null });
    expect(audit!.after).toEqual(record);
  });

  it('answers bad input with each field’s error, sizes by their row, and writes nothing', async () => {
    const before = await auditCount();
    const error = await refusal(await create({ name: ' ', price: -5, priceUk: 19.99, images: ['https://elsewhere.example/a.png'], variants: [{ name: 'S', price: -1 }, { name: 's' }] }), 400);
    expect(error).toMatchObject({ code: 'INVALID_DATA' });
    expect(error.fields).toMatchObject({
      name: 'Enter a name',
      price: PRODUCT_TEXTS.negativePrice,
      priceUk: PRODUCT_TEXTS.wholeMinorUnits,
      'images.0': 'Choose an uploaded image (a /media/… or /images/… path)',
      'variants.0.price': PRODUCT_TEXTS.negativePrice,
    });
    const duplicate = await refusal(await create({ name: 'Kite', price: 900, variants: [{ name: 'Blue' }, { name: 'blue' }] }), 400);
    expect(duplicate.fields).toEqual({ 'variants.1.name': PRODUCT_TEXTS.duplicateVariant });
    const unknown = await refusal(await create({ name: 'Kite', price: 900, categoryId: 'c-none', brandId: 'b-none' }), 400);
    expect(unknown.fields).toEqual({ categoryId: 'This category does not exist', brandId: 'This brand does not exist' });
    expect(await auditCount()).toBe(before);
  });

  it('saves a price of 0 only when it is confirmed', async () => {
    const refused = await refusal(await create({ name: 'Free Sticker', price: 0 }), 400);
    expect(refused.fields).toEqual({ price: ADMIN_TEXTS.zeroPriceConfirm });
    const sizeAtZero = await refusal(await create({ name: 'Sticker Pack', price: 300, variants: [{ name: 'Sample', priceAdjustment: -300 }] }), 400);
    expect(sizeAtZero.fields).toEqual({ 'variants.0.priceAdjustment': ADMIN_TEXTS.zeroPriceConfirm });
    const { record } = await ok<Answer>(await create({ name: 'Free Sticker', price: 0, confirmZeroPrice: true }), 201);
    expect(record.price).toBe(0);
  });
});

describe('editing', () => {
  it('adds, edits and removes sizes with the product in one save; removed sizes and their stock leave the shop', async () => {
    const { record: created } = await ok<Answer>(await create({ name: 'Teddy', price: 2500, variants: [{ name: 'S' }, { name: 'M' }, { name: 'L', priceAdjustment: 500 }] }), 201);
    const [small, medium, large] = created.variants;
    await stock(created.id, large!.id, 'US', 7);
    const form = formOf(created);
    // M and L swap names (a unique name among live sizes), S goes, XL comes.
    const edited = await ok<Answer>(await patch(created.id, {
      ...form, price: 2700,
      variants: [{ id: medium!.id, name: 'L', priceAdjustment: 500 }, { id: large!.id, name: 'M', priceAdjustment: 0 }, { name: 'XL', price: 3900 }],
    }));
    expect(edited.record.price).toBe(2700);
    expect(edited.record.variants.map((variant) => [variant.id, variant.name, variant.price])).toEqual([
      [medium!.id, 'L', null], [large!.id, 'M', null], [expect.any(String), 'XL', 3900],
    ]);
    expect(edited.record.version).not.toBe(created.version);
    const removed = await t.deps.db.selectFrom('product_variants').select('deleted_at').where('id', '=', small!.id).executeTakeFirstOrThrow();
    expect(removed.deleted_at).not.toBeNull();

    // Removing the size that holds stock (now named M) removes its stock row too: it would still count on cards.
    const form2 = formOf(edited.record);
    const again = await ok<Answer>(await patch(created.id, { ...form2, variants: (form2.variants as unknown[]).slice(0, 1) }));
    expect(again.record.variants).toHaveLength(1);
    const stockRow = await t.deps.db.selectFrom('inventory').select('deleted_at').where('variant_id', '=', large!.id).executeTakeFirstOrThrow();
    expect(stockRow.deleted_at).not.toBeNull();

    const audit = await auditRowsOf(t, 'product', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect((audit[1]!.before as AdminProduct).price).toBe(2500);
    expect((audit[1]!.after as AdminProduct).price).toBe(2700);
  });

  it('refuses a save made on a stale version (409) and leaves the other person’s change', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Yo-yo', price: 500 }), 201);
    await ok<Answer>(await patch(record.id, { ...formOf(record), price: 600 }));
    const stale = await refusal(await patch(record.id, { ...formOf(record), price: 700 }), 409);
    expect(stale).toEqual({ code: 'CONFLICT', message: ADMIN_TEXTS.editConflict });
    expect((await ok<Answer>(await manager.get(`/api/admin/products/${record.id}`))).record.price).toBe(600);
    expect((await auditRowsOf(t, 'product', record.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a size id that is not one of the product’s live sizes', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Kite', price: 900, variants: [{ name: 'Red' }] }), 201);
    const error = await refusal(await patch(record.id, { ...formOf(record), variants: [{ id: 'not-a-size', name: 'Red' }] }), 400);
    expect(error.fields).toEqual({ 'variants.0.id': 'This size no longer exists; reload to see the product as it is' });
  });

  it('lets two concurrent saves of one version through once: the other is a 409', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Spinning Top', price: 800, variants: [{ name: 'One' }] }), 201);
    const answers = await Promise.all([900, 1000].map((price) => patch(record.id, { ...formOf(record), price })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await auditRowsOf(t, 'product', record.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });
});

describe('deleting and restoring', () => {
  it('soft-deletes at the version read, lists it under deleted, restores it, and keeps the history', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Old Robot', price: 1500 }), 201);
    const stale = await refusal(await send(manager, 'DELETE', `/api/admin/products/${record.id}?version=1`), 409);
    expect(stale.message).toBe(ADMIN_TEXTS.editConflict);
    const deleted = await ok<Answer>(await send(manager, 'DELETE', `/api/admin/products/${record.id}?version=${record.version}`));
    expect(deleted.record.deletedAt).not.toBeNull();
    expect((await list('q=Old%20Robot')).total).toBe(0);
    expect((await list('q=Old%20Robot&deleted=yes')).rows.map((row) => row.id)).toEqual([record.id]);
    // The shopper's device gets a tombstone.
    await syncedDocument<ProductDoc & { _deleted: boolean }>(t, 'products', record.id, (doc) => doc?._deleted === true);

    const restored = await ok<Answer>(await send(manager, 'POST', `/api/admin/products/${record.id}/restore`));
    expect(restored.record.deletedAt).toBeNull();
    await refusal(await send(manager, 'POST', `/api/admin/products/${record.id}/restore`), 409);
    const history = await ok<History>(await manager.get(`/api/admin/products/${record.id}/history`));
    expect(history.rows.map((row) => row.action)).toEqual(['restore', 'delete', 'create']);
    expect(history.rows[0]!.actor).toMatchObject({ id: managerId, name: 'Mia Manager', email: 'manager@example.com' });
  });

  it('the list’s Deleted filter: none or `no` lists live products only, `yes` deleted ones only, `all` both', async () => {
    const { record: live } = await ok<Answer>(await create({ name: 'Filter Kite Live', price: 1200 }), 201);
    const { record: gone } = await ok<Answer>(await create({ name: 'Filter Kite Gone', price: 1300 }), 201);
    await ok<Answer>(await send(manager, 'DELETE', `/api/admin/products/${gone.id}?version=${gone.version}`));
    const ids = async (deleted: string) => (await list(`q=Filter%20Kite&sort=name.asc${deleted}`)).rows.map((row) => row.id);
    expect(await ids('')).toEqual([live.id]);
    expect(await ids('&deleted=no')).toEqual([live.id]);
    expect(await ids('&deleted=yes')).toEqual([gone.id]);
    expect(await ids('&deleted=all')).toEqual([gone.id, live.id]);
    const all = await list('q=Filter%20Kite&deleted=all');
    expect(all.total).toBe(2);
    expect(all.rows.find((row) => row.id === gone.id)?.deletedAt).not.toBeNull();
    expect(all.rows.find((row) => row.id === live.id)?.deletedAt).toBeNull();
    await refusal(await manager.get('/api/admin/products?deleted=maybe'), 400);
  });

  it('answers 404 for a product that does not exist', async () => {
    await refusal(await manager.get('/api/admin/products/nope'), 404);
    await refusal(await patch('nope', { name: 'X', price: 100, version: '1' }), 404);
  });
});

describe('the list', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const made = async (key: string, body: Record<string, unknown>) => {
      ids[key] = (await ok<Answer>(await create({ categoryId: 'c-plush', ...body }), 201)).record.id;
    };
    await made('owl', { name: 'Listing Owl', price: 1200, priceUk: 900, brandId: 'b-zeta', isFeatured: true });
    await made('fox', { name: 'Listing Fox', price: 3000, brandId: 'b-acme' });
    await made('cat', { name: 'Listing Cat 100%', price: 2000, priceUk: 2500, brandId: 'b-zeta', releaseDate: '2099-05-01T00:00:00Z' });
    await stock(ids.owl!, null, 'US', 3);
    await stock(ids.owl!, null, 'UK', 40);
    await stock(ids.fox!, null, 'US', 50);
  });

  it('searches names and brand names, literally', async () => {
    expect((await list('q=listing&sort=name.asc')).rows.map((row) => row.name)).toEqual(['Listing Cat 100%', 'Listing Fox', 'Listing Owl']);
    expect((await list('q=zeta&category=c-plush&sort=name.asc')).rows.map((row) => row.name)).toEqual(['Listing Cat 100%', 'Listing Owl']);
    expect((await list('q=100%25')).rows.map((row) => row.name)).toEqual(['Listing Cat 100%']);
    expect((await list('q=1_0')).total).toBe(0);
  });

  it('filters by category, brand, featured, launch and stock state per country (the storefront’s rules)', async () => {
    const names = async (query: string) => (await list(`category=c-plush&sort=name.asc&${query}`)).rows.map((row) => row.name);
    expect(await names('brand=b-acme')).toEqual(['Listing Fox']);
    expect(await names('featured=yes')).toEqual(['Listing Owl']);
    expect(await names('launch=upcoming')).toEqual(['Listing Cat 100%']);
    expect(await names('launch=released')).toEqual(['Listing Fox', 'Listing Owl']);
    expect(await names('stock=low&country=US')).toEqual(['Listing Owl']);
    expect(await names('stock=in&country=UK')).toEqual(['Listing Owl']);
    expect(await names('stock=sold-out&country=UK')).toEqual(['Listing Cat 100%', 'Listing Fox']);
    expect(await names('stock=sold-out')).toEqual(['Listing Cat 100%', 'Listing Fox']);
    expect(await names('stock=in')).toEqual(['Listing Fox', 'Listing Owl']);
  });

  it('sorts by the whitelist only, pages with a total, and shows stock and sizes per row', async () => {
    const byUkPrice = await list('category=c-plush&sort=priceUk.desc');
    expect(byUkPrice.rows.map((row) => row.name)).toEqual(['Listing Fox', 'Listing Cat 100%', 'Listing Owl']);
    const byStock = await list('category=c-plush&sort=stockUs.desc&pageSize=10');
    expect(byStock.rows[0]).toMatchObject({ name: 'Listing Fox', stockUs: 50, stockUk: 0, brandName: 'Acme Toys', categoryName: 'Plush', variantCount: 0 });
    const page2 = await list('category=c-plush&sort=name.asc&pageSize=10&page=2');
    expect(page2).toMatchObject({ rows: [], total: 3, page: 2, pageSize: 10 });
    const refused = await refusal(await manager.get('/api/admin/products?sort=description.asc'), 400);
    expect(refused.fields?.sort).toMatch(/Cannot sort by description/);
    await refusal(await manager.get('/api/admin/products?stock=plenty'), 400);
  });

  it('exports the same list as CSV', async () => {
    const response = await manager.get('/api/admin/products?category=c-plush&sort=name.asc&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    // The products CSV the import reads back (issue 23; tests/integration/admin-products-import.test.ts).
    expect(lines[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['Listing Cat 100%', 'Listing Fox', 'Listing Owl']);
  });
});

describe('bulk actions', () => {
  it('features, sets the category and deletes the selected products, one audit row per product changed', async () => {
    const made = await Promise.all(['Bulk A', 'Bulk B', 'Bulk C'].map(async (name) => (await ok<Answer>(await create({ name, price: 100 }), 201)).record.id));
    const bulk = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/products/bulk', body);
    expect(await ok(await bulk({ action: 'feature', ids: made.slice(0, 2) }))).toEqual({ updated: 2 });
    // Already featured: nothing to change, nothing recorded.
    const before = await auditCount();
    expect(await ok(await bulk({ action: 'feature', ids: made.slice(0, 2) }))).toEqual({ updated: 0 });
    expect(await auditCount()).toBe(before);
    expect(await ok(await bulk({ action: 'set-category', ids: made, categoryId: 'c-bricks' }))).toEqual({ updated: 3 });
    expect(await ok(await bulk({ action: 'unfeature', ids: made }))).toEqual({ updated: 2 });
    expect(await ok(await bulk({ action: 'delete', ids: made.slice(2) }))).toEqual({ updated: 1 });

    const rows = await t.deps.db.selectFrom('products').select(['id', 'is_featured', 'category_id', 'deleted_at']).where('id', 'in', made).orderBy('name').execute();
    expect(rows.map((row) => [row.is_featured, row.category_id, row.deleted_at !== null])).toEqual([[false, 'c-bricks', false], [false, 'c-bricks', false], [false, 'c-bricks', true]]);
    expect((await auditRowsOf(t, 'product', made[0]!)).map((row) => row.action)).toEqual(['create', 'feature', 'set-category', 'unfeature']);
    expect((await auditRowsOf(t, 'product', made[2]!)).map((row) => row.action)).toEqual(['create', 'set-category', 'delete']);
  });

  it('refuses the whole action when a product is missing or the category unknown, changing nothing', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Bulk D', price: 100 }), 201);
    const bulk = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/products/bulk', body);
    await refusal(await bulk({ action: 'feature', ids: [record.id, 'gone'] }), 404);
    const unknown = await refusal(await bulk({ action: 'set-category', ids: [record.id], categoryId: 'c-none' }), 400);
    expect(unknown.fields).toEqual({ categoryId: 'This category does not exist' });
    expect((await auditRowsOf(t, 'product', record.id)).map((row) => row.action)).toEqual(['create']);
  });
});

describe('who may use it', () => {
  it('is closed to visitors (401), customers and staff (403), reads and writes alike', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Guarded', price: 100 }), 201);
    const staff = (await signedInWith(t, ['staff'])).client;
    const customer = (await signedInWith(t, [])).client;
    for (const [client, status] of [[new TestClient(t), 401], [customer, 403], [staff, 403]] as const) {
      await refusal(await client.get('/api/admin/products'), status);
      await refusal(await client.get(`/api/admin/products/${record.id}`), status);
      // Refused before validation: an empty body is not a 400.
      await refusal(await send(client, 'POST', '/api/admin/products', {}), status);
      await refusal(await send(client, 'PATCH', `/api/admin/products/${record.id}`, {}), status);
      await refusal(await send(client, 'POST', '/api/admin/products/bulk', {}), status);
    }
    const admin = (await signedInWith(t, ['admin'])).client;
    await ok(await admin.get(`/api/admin/products/${record.id}`));
  });
});

describe('the shopper’s view', () => {
  it('a price change reaches open storefronts through the sync pull', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Synced Train', price: 3500, priceUk: 3000, variants: [{ name: 'Long', priceAdjustment: 1000 }] }), 201);
    await syncedDocument<ProductDoc & { _deleted: boolean }>(t, 'products', record.id, (doc) => doc?.price === 3500);
    await ok<Answer>(await patch(record.id, { ...formOf(record), price: 3900, priceUk: null }));
    const doc = await syncedDocument<ProductDoc & { _deleted: boolean }>(t, 'products', record.id, (candidate) => candidate?.price === 3900);
    expect(doc).toMatchObject({ price: 3900, priceUk: null });
  });
});
