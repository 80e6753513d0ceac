import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { PICKUP_PRODUCT_TEXTS, type PickupImportReport, type PickupProductRow, type PickupStoreOption } from '../../shared/admin/pickup-product.schema';
import { storeScopeOf } from '../../server/admin/store-scope';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith } from './admin-fixtures';

// The pickup-products screen's API (issue 13, back office): per store, which products and sizes it
// offers for pickup and that store's own stock. Store managers and staff see only the stores tied to
// them (staff_stores), read per request; staff read only; versioned sets (409 when stale), atomic
// adjustments never below 0, soft removal, every write audited; CSV export, dry run and all-or-nothing import.

let t: TestApp;
let admin: TestClient;
let managerA: TestClient;
let staffA: TestClient;
type Answer = { record: PickupProductRow };

const list = async (client: TestClient, query = '') => ok<ListPage<PickupProductRow>>(await client.get(`/api/admin/pickup-products?sort=name.asc&${query}`));
const add = (client: TestClient, body: Record<string, unknown>) => send(client, 'POST', '/api/admin/pickup-products', body);
const setStock = (client: TestClient, id: string, body: Record<string, unknown>) => send(client, 'PUT', `/api/admin/pickup-products/${id}/stock`, body);
const adjust = (client: TestClient, id: string, body: Record<string, unknown>) => send(client, 'POST', `/api/admin/pickup-products/${id}/adjust`, body);
const remove = (client: TestClient, id: string, version: string, reason = 'No longer stocked') =>
  send(client, 'DELETE', `/api/admin/pickup-products/${id}?version=${version}&reason=${encodeURIComponent(reason)}`);
const importCsv = (client: TestClient, csv: string, dryRun: boolean) =>
  client.request(`/api/admin/pickup-products/import?dryRun=${dryRun}`, { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Every pickup row as store/product/size → [stock, active, version]: any change shows here. */
async function pickupSnapshot(): Promise<Record<string, [number, boolean, string]>> {
  const rows = await sql<{ key: string; stock: number; is_active: boolean; version: string }>`
    SELECT store_id || '/' || product_id || '/' || coalesce(variant_id, '') AS key, stock, is_active, sync_seq::text AS version FROM pickup_products`.execute(t.deps.db);
  return Object.fromEntries(rows.rows.map((row) => [row.key, [row.stock, row.is_active, String(row.version)]]));
}

async function store(id: string, name: string, country: 'US' | 'UK') {
  await t.deps.db
    .insertInto('stores')
    .values({ id, name, slug: id, country, address_line_1: '1 High Street', city: 'Town', postal_code: '10001', opening_hours: '[]', latitude: 51.5, longitude: -0.1 })
    .execute();
}

async function tie(userId: string, storeId: string) {
  await t.deps.db.insertInto('staff_stores').values({ user_id: userId, store_id: storeId }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  await store('s-a', 'Alpha Store', 'US');
  await store('s-b', 'Beta Store', 'UK');
  await db.insertInto('products').values([
    { id: 'p-ball', name: 'Ball', price: 500 },
    { id: 'p-shirt', name: 'Shirt', price: 1500 },
    { id: 'p-gone', name: 'Gone', price: 100, deleted_at: new Date() },
  ]).execute();
  await db.insertInto('product_variants').values([
    { id: 'v-s', product_id: 'p-shirt', variant_name: 'S', display_order: 0 },
    { id: 'v-m', product_id: 'p-shirt', variant_name: 'M', display_order: 1 },
  ]).execute();
  await db.insertInto('pickup_products').values([
    { id: 'pp-b-ball', store_id: 's-b', product_id: 'p-ball', variant_id: null, stock: 4 },
  ]).execute();
  admin = (await signedInWith(t, ['admin'], 'admin@example.com', 'Ada Admin')).client;
  const manager = await signedInWith(t, ['store_manager'], 'manager-a@example.com', 'Mia Manager');
  managerA = manager.client;
  const staff = await signedInWith(t, ['staff'], 'staff-a@example.com', 'Sam Staff');
  staffA = staff.client;
  await tie(manager.id, 's-a');
  await tie(staff.id, 's-a');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('store scope', () => {
  it('admins see every store; managers and staff only theirs; a user tied to none sees every store', async () => {
    const stores = async (client: TestClient) => (await ok<{ stores: PickupStoreOption[] }>(await client.get('/api/admin/pickup-products/stores'))).stores.map((s) => s.id);
    expect(await stores(admin)).toEqual(['s-a', 's-b']);
    expect(await stores(managerA)).toEqual(['s-a']);
    expect(await stores(staffA)).toEqual(['s-a']);
    // DECISIONS.md "Store scope": a user tied to no store sees every store (docs/decisions/071).
    const loner = (await signedInWith(t, ['store_manager'])).client;
    expect(await stores(loner)).toEqual(['s-a', 's-b']);
    expect((await list(loner, 'storeId=s-b')).rows.map((row) => row.id)).toEqual(['pp-b-ball']);
  });

  it('is read on every request: a store tied or untied counts from the next request', async () => {
    const user = await signedInWith(t, ['store_manager']);
    expect(await storeScopeOf(t.deps.db, { id: user.id, roles: ['store_manager'] })).toEqual({ kind: 'all' });
    await tie(user.id, 's-a');
    expect(await storeScopeOf(t.deps.db, { id: user.id, roles: ['store_manager'] })).toEqual({ kind: 'stores', storeIds: ['s-a'] });
    await refusal(await user.client.get('/api/admin/pickup-products?storeId=s-b'), 403);
    await tie(user.id, 's-b');
    expect((await list(user.client, 'storeId=s-b')).rows.map((row) => row.id)).toEqual(['pp-b-ball']);
    await t.deps.db.deleteFrom('staff_stores').where('user_id', '=', user.id).where('store_id', '=', 's-b').execute();
    await refusal(await user.client.get('/api/admin/pickup-products?storeId=s-b'), 403);
    expect(await storeScopeOf(t.deps.db, { id: user.id, roles: ['admin'] })).toEqual({ kind: 'all' });
  });

  it('a manager of store A can neither read nor write store B’s pickup products', async () => {
    expect((await list(managerA)).rows.map((row) => row.storeId)).not.toContain('s-b');
    await refusal(await managerA.get('/api/admin/pickup-products?storeId=s-b'), 403);
    await refusal(await managerA.get('/api/admin/pickup-products?storeId=s-b&format=csv'), 403);
    const snapshot = await pickupSnapshot();
    const audits = await auditCount();
    await refusal(await add(managerA, { storeId: 's-b', productId: 'p-shirt', variantId: 'v-s', stock: 1, reason: 'Not mine' }), 403);
    await refusal(await setStock(managerA, 'pp-b-ball', { stock: 9, version: '1', reason: 'Not mine' }), 403);
    await refusal(await adjust(managerA, 'pp-b-ball', { delta: 1, reason: 'Not mine' }), 403);
    await refusal(await remove(managerA, 'pp-b-ball', '1'), 403);
    const dry = await ok<PickupImportReport>(await importCsv(managerA, 'store_id,product_id,variant_id,stock\ns-b,p-ball,,9\n', true));
    expect(dry.rows).toEqual([{ line: 2, storeId: 's-b', productId: 'p-ball', variantId: null, outcome: 'error', error: PICKUP_PRODUCT_TEXTS.notYourStore }]);
    await refusal(await importCsv(managerA, 'store_id,product_id,variant_id,stock\ns-b,p-ball,,9\n', false), 400);
    expect(await pickupSnapshot()).toEqual(snapshot);
    expect(await auditCount()).toBe(audits);
  });

  it('admins read and write every store', async () => {
    expect((await list(admin, 'storeId=s-b')).rows.map((row) => [row.id, row.stock])).toEqual([['pp-b-ball', 4]]);
    const row = (await list(admin, 'storeId=s-b')).rows[0]!;
    const set = await ok<Answer>(await setStock(admin, row.id, { stock: 5, version: row.version, reason: 'Recount' }));
    expect(set.record.stock).toBe(5);
  });
});

describe('offering, setting, adjusting and removing', () => {
  let shirtS: PickupProductRow;

  it('adds a product size to the manager’s store with a first count, audited; refuses a repeat, a missing size, a deleted product', async () => {
    const created = await ok<Answer>(await add(managerA, { storeId: 's-a', productId: 'p-shirt', variantId: 'v-s', stock: 3, reason: 'New range' }), 201);
    shirtS = created.record;
    expect(shirtS).toMatchObject({ storeId: 's-a', storeName: 'Alpha Store', productName: 'Shirt', variantName: 'S', stock: 3, isActive: true });
    const [audit] = await auditRowsOf(t, 'pickup_product', shirtS.id);
    expect(audit).toMatchObject({ screen: 'pickup-products', action: 'add', actor_label: 'Mia Manager <manager-a@example.com>' });
    expect(audit!.after).toMatchObject({ storeId: 's-a', stock: 3, reason: 'New range' });

    const again = await refusal(await add(managerA, { storeId: 's-a', productId: 'p-shirt', variantId: 'v-s', stock: 1, reason: 'Again' }), 409);
    expect(again.message).toBe(PICKUP_PRODUCT_TEXTS.alreadyOffered);
    await refusal(await add(managerA, { storeId: 's-a', productId: 'p-shirt', stock: 1, reason: 'No size' }), 404);
    await refusal(await add(managerA, { storeId: 's-a', productId: 'p-gone', stock: 1, reason: 'Deleted' }), 404);
    const bad = await refusal(await add(managerA, { storeId: 's-a', productId: '', stock: -1, reason: ' ' }), 400);
    expect(bad.fields).toEqual({ productId: PICKUP_PRODUCT_TEXTS.chooseProduct, stock: PICKUP_PRODUCT_TEXTS.negative, reason: PICKUP_PRODUCT_TEXTS.reasonRequired });
  });

  it('sets a count at the version read; a stale version is a 409 carrying the row as it is', async () => {
    const updated = await ok<Answer>(await setStock(managerA, shirtS.id, { stock: 10, version: shirtS.version, reason: 'Delivery' }));
    expect(updated.record.stock).toBe(10);
    expect(updated.record.version).not.toBe(shirtS.version);
    const response = await setStock(managerA, shirtS.id, { stock: 2, version: shirtS.version, reason: 'Stale' });
    const body = (await response.json()) as { error: { message: string; current: PickupProductRow } };
    expect(response.status).toBe(409);
    expect(body.error.message).toBe(ADMIN_TEXTS.editConflict);
    expect(body.error.current).toMatchObject({ id: shirtS.id, stock: 10, version: updated.record.version });
    shirtS = updated.record;
    await refusal(await setStock(managerA, 'pp-none', { stock: 1, version: '1', reason: 'Nothing' }), 404);
  });

  it('adjusts by a delta with a reason, never below 0', async () => {
    const taken = await ok<Answer>(await adjust(managerA, shirtS.id, { delta: -4, reason: 'Damaged' }));
    expect(taken.record.stock).toBe(6);
    const refused = await refusal(await adjust(managerA, shirtS.id, { delta: -7, reason: 'Too many' }), 409);
    expect(refused.fields).toEqual({ delta: PICKUP_PRODUCT_TEXTS.belowZero(6) });
    await refusal(await adjust(managerA, shirtS.id, { delta: 0, reason: 'Nothing' }), 400);
    const audit = await auditRowsOf(t, 'pickup_product', shirtS.id);
    expect(audit.map((row) => [row.action, (row.before as { stock: number } | null)?.stock ?? null, (row.after as { stock: number }).stock])).toEqual([
      ['add', null, 3],
      ['stock.set', 3, 10],
      ['stock.adjust', 10, 6],
    ]);
    shirtS = taken.record;
  });

  it('applies 20 concurrent −1 adjustments exactly: 12 units give 12 successes, 8 refusals, 0 left', async () => {
    const current = (await list(managerA, 'storeId=s-a')).rows.find((row) => row.id === shirtS.id)!;
    await ok<Answer>(await setStock(managerA, shirtS.id, { stock: 12, version: current.version, reason: 'Before the rush' }));
    const before = await auditCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(managerA, shirtS.id, { delta: -1, reason: 'Handed over' })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const final = await t.deps.db.selectFrom('pickup_products').select('stock').where('id', '=', shirtS.id).executeTakeFirstOrThrow();
    expect(final.stock).toBe(0);
    expect(await auditCount()).toBe(before + 12);
  });

  it('applies concurrent additions and removals so that they all add up', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => adjust(managerA, shirtS.id, { delta: 3, reason: 'Delivery' })),
      ...Array.from({ length: 5 }, () => adjust(admin, shirtS.id, { delta: 2, reason: 'Return' })),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    const final = await t.deps.db.selectFrom('pickup_products').select('stock').where('id', '=', shirtS.id).executeTakeFirstOrThrow();
    expect(final.stock).toBe(40);
  });

  it('removes softly at the version read (the row and its history stay); adding again brings it back', async () => {
    const current = (await list(managerA, 'storeId=s-a')).rows.find((row) => row.id === shirtS.id)!;
    await refusal(await remove(managerA, shirtS.id, '1'), 409);
    const removed = await ok<Answer>(await remove(managerA, shirtS.id, current.version, 'End of season'));
    expect(removed.record).toMatchObject({ isActive: false, stock: 40 });
    expect((await list(managerA, 'storeId=s-a')).rows.map((row) => row.id)).not.toContain(shirtS.id);
    expect((await list(managerA, 'storeId=s-a&status=removed')).rows.map((row) => row.id)).toEqual([shirtS.id]);
    expect((await refusal(await adjust(managerA, shirtS.id, { delta: 1, reason: 'Late delivery' }), 409)).message).toBe(PICKUP_PRODUCT_TEXTS.removedRow);

    const back = await ok<Answer>(await add(managerA, { storeId: 's-a', productId: 'p-shirt', variantId: 'v-s', stock: 2, reason: 'Back in range' }), 201);
    expect(back.record).toMatchObject({ id: shirtS.id, isActive: true, stock: 2 });
    const actions = (await auditRowsOf(t, 'pickup_product', shirtS.id)).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(['remove', 'add']);
  });
});

describe('staff read, never change', () => {
  it('staff read their store’s rows and CSV; every write is a 403 before validation', async () => {
    expect((await list(staffA, 'storeId=s-a')).rows.length).toBeGreaterThan(0);
    expect((await staffA.get('/api/admin/pickup-products?format=csv')).status).toBe(200);
    const snapshot = await pickupSnapshot();
    const row = (await list(staffA, 'storeId=s-a')).rows[0]!;
    await refusal(await add(staffA, {}), 403);
    await refusal(await add(staffA, { storeId: 's-a', productId: 'p-ball', stock: 1, reason: 'Staff' }), 403);
    await refusal(await setStock(staffA, row.id, { stock: 1, version: row.version, reason: 'Staff' }), 403);
    await refusal(await adjust(staffA, row.id, {}), 403);
    await refusal(await remove(staffA, row.id, row.version), 403);
    await refusal(await importCsv(staffA, 'store_id,product_id,variant_id,stock\ns-a,p-ball,,1\n', false), 403);
    expect(await pickupSnapshot()).toEqual(snapshot);
    await refusal(await (await signedInWith(t, [])).client.get('/api/admin/pickup-products'), 403);
    await refusal(await new TestClient(t).get('/api/admin/pickup-products'), 401);
  });
});

describe('CSV export and import', () => {
  it('exporting and importing the same file changes nothing: all unchanged, no writes, no audit rows', async () => {
    const response = await admin.get('/api/admin/pickup-products?format=csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await response.text();
    expect(csv.split('\n')[0]).toBe('store_id,product_id,variant_id,store,product,size,stock');
    const lines = csv.trim().split('\n').length - 1;
    expect(lines).toBeGreaterThanOrEqual(2);
    const snapshot = await pickupSnapshot();
    const audits = await auditCount();
    const dry = await ok<PickupImportReport>(await importCsv(admin, csv, true));
    expect(dry).toMatchObject({ dryRun: true, applied: false, summary: { updated: 0, unchanged: lines, errors: 0 } });
    const real = await ok<PickupImportReport>(await importCsv(admin, csv, false));
    expect(real).toMatchObject({ dryRun: false, applied: true, summary: { updated: 0, unchanged: lines, errors: 0 } });
    expect(await pickupSnapshot()).toEqual(snapshot);
    expect(await auditCount()).toBe(audits);
  });

  it('the dry run reports every line (added, updated, unchanged, each error) and writes nothing; a bad row fails the whole import', async () => {
    const ball = (await list(admin, 'storeId=s-b')).rows.find((row) => row.productId === 'p-ball')!;
    const csv = [
      'store_id,product_id,variant_id,stock',
      `s-b,p-ball,,${ball.stock + 2}`,
      's-a,p-shirt,v-m,7',
      `s-b,p-ball,,${ball.stock}`,
      's-x,p-ball,,1',
      's-a,p-nope,,1',
      's-a,p-shirt,,1',
      's-a,p-shirt,v-x,1',
      's-a,p-ball,,lots',
      's-b,p-shirt,v-s,-1',
    ].join('\n');
    const snapshot = await pickupSnapshot();
    const audits = await auditCount();
    const dry = await ok<PickupImportReport>(await importCsv(admin, csv, true));
    expect(dry.summary).toEqual({ updated: 2, unchanged: 0, errors: 7 });
    expect(dry.rows.map((row) => [row.line, row.outcome === 'error' ? row.error : row.outcome === 'updated' ? [row.from, row.to, row.added] : row.outcome])).toEqual([
      [2, [ball.stock, ball.stock + 2, false]],
      [3, [0, 7, true]],
      [4, PICKUP_PRODUCT_TEXTS.duplicateRow(2)],
      [5, PICKUP_PRODUCT_TEXTS.unknownStore],
      [6, PICKUP_PRODUCT_TEXTS.unknownProduct],
      [7, PICKUP_PRODUCT_TEXTS.needsVariant],
      [8, PICKUP_PRODUCT_TEXTS.unknownVariant],
      [9, PICKUP_PRODUCT_TEXTS.badNumber('stock', 'lots')],
      [10, PICKUP_PRODUCT_TEXTS.negativeCell('stock')],
    ]);
    const refused = await refusal(await importCsv(admin, csv, false), 400);
    expect(refused.message).toBe(PICKUP_PRODUCT_TEXTS.importRefused(7));
    expect(refused.fields?.file).toContain('line 5: Unknown store');
    expect(await pickupSnapshot()).toEqual(snapshot);
    expect(await auditCount()).toBe(audits);
  });

  it('imports a clean file in one transaction: updates and additions, each audited with the import as reason', async () => {
    const form = new FormData();
    form.set('file', new File(['STOCK,variant_id,product_id,store_id\r\n7,v-m,p-shirt,s-a\r\n9,,p-ball,s-b\r\n'], 'pickup.csv', { type: 'text/csv' }));
    const report = await ok<PickupImportReport>(await admin.request('/api/admin/pickup-products/import?dryRun=false', { method: 'POST', body: form }));
    expect(report.summary).toEqual({ updated: 2, unchanged: 0, errors: 0 });
    const rows = (await list(admin)).rows.map((row) => [row.storeId, row.productId, row.variantId, row.stock]);
    expect(rows).toContainEqual(['s-a', 'p-shirt', 'v-m', 7]);
    expect(rows).toContainEqual(['s-b', 'p-ball', null, 9]);
    const audit = await auditRowsOf(t, 'pickup_product', 'pp-b-ball');
    expect(audit.at(-1)).toMatchObject({ action: 'stock.set', screen: 'pickup-products' });
    expect(audit.at(-1)!.after).toMatchObject({ stock: 9, reason: 'CSV import' });
  });
});
