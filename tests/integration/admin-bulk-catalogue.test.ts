import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { BULK_TEXTS, MAX_BULK_RECORDS, type BulkOutcome } from '../../shared/admin/bulk.schema';
import type { AdminDiscount } from '../../shared/admin/discount.schema';
import { INVENTORY_TEXTS, type InventoryRow } from '../../shared/admin/inventory.schema';
import { PRODUCT_EDIT_TEXTS, type AdminProduct } from '../../shared/admin/product.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { insertDiscount } from './checkout-fixtures';
import { auditRowsOf, ok, refusal, send, signedInWith, type SignedIn } from './admin-fixtures';

// Issue 25 "Work on many records" (docs/decisions/100): inventory set or changed for the selected rows
// with one reason, discounts enabled or disabled, a product duplicated. Each record through the single
// action's service: its version (a stale one refused with the 409's words while the others are done),
// its rules (never below 0), one audit row per record; staff read only (403), customers 403,
// visitors 401, over the cap a 400.

let t: TestApp;
let team: { admin: SignedIn; manager: SignedIn; staff: SignedIn; customer: SignedIn };

beforeAll(async () => {
  t = await createTestApp();
  team = {
    admin: await signedInWith(t, ['admin'], 'cat-admin@example.com', 'Ada Admin'),
    manager: await signedInWith(t, ['store_manager'], 'cat-manager@example.com', 'Mo Manager'),
    staff: await signedInWith(t, ['staff'], 'cat-staff@example.com', 'Sid Staff'),
    customer: await signedInWith(t, [], 'cat-customer@example.com', 'Cy Customer'),
  };
  const db = t.deps.db;
  await db.insertInto('products').values([
    { id: 'bk-ball', name: 'Bulk Ball', price: 500 },
    { id: 'bk-shirt', name: 'Bulk Shirt', price: 1500 },
    { id: 'bk-kite', name: 'Bulk Kite', price: 900, is_featured: true, images: ['/images/kite.png'], description: 'Flies high' },
  ]).execute();
  await db.insertInto('product_variants').values([
    { id: 'bk-s', product_id: 'bk-shirt', variant_name: 'S', display_order: 0 },
    { id: 'bk-m', product_id: 'bk-shirt', variant_name: 'M', display_order: 1, price_adjustment: 200 },
    { id: 'bk-kite-red', product_id: 'bk-kite', variant_name: 'Red', display_order: 0 },
  ]).execute();
  for (const [product_id, variant_id, stock] of [['bk-ball', null, 12], ['bk-shirt', 'bk-s', 3], ['bk-shirt', 'bk-m', 8], ['bk-kite', 'bk-kite-red', 5]] as const) {
    await db.insertInto('inventory').values({ id: crypto.randomUUID(), product_id, variant_id, country: 'US', stock }).execute();
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const gridRows = async () => (await ok<ListPage<InventoryRow>>(await team.manager.client.get('/api/admin/inventory?q=Bulk&pageSize=100'))).rows;
const usStock = async (productId: string, variantId: string | null) => {
  const row = (await gridRows()).find((candidate) => candidate.productId === productId && candidate.variantId === variantId)!;
  return row.stock.US;
};
const target = async (productId: string, variantId: string | null) => ({ productId, variantId, version: (await usStock(productId, variantId)).version });
/** An audit row's JSON column, whichever way the driver gives it. */
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const stockAudit = async () =>
  t.deps.db.selectFrom('audit_log').select(['action', 'after', 'entity_id']).where('entity_type', '=', 'inventory').where('screen', '=', 'inventory').orderBy('id').execute();

describe('inventory: set or change the selected rows with one reason', () => {
  it('sets each row’s count with its own audit row and the reason; a row changed since the grid was read is refused, the others done', async () => {
    const stale = await target('bk-shirt', 'bk-m');
    await send(team.manager.client, 'POST', '/api/admin/inventory/adjust', { productId: 'bk-shirt', variantId: 'bk-m', country: 'US', delta: 1, reason: 'Found one' });
    const before = (await stockAudit()).length;
    const body = { mode: 'set', country: 'US', stock: 20, reason: 'Stock take', rows: [await target('bk-ball', null), await target('bk-shirt', 'bk-s'), stale] };
    const outcome = await ok<BulkOutcome>(await send(team.manager.client, 'POST', '/api/admin/inventory/bulk', body));
    expect(outcome.done).toEqual([{ id: 'bk-ball', label: 'Bulk Ball' }, { id: 'bk-shirt/bk-s', label: 'Bulk Shirt – S' }]);
    expect(outcome.refused).toEqual([{ id: 'bk-shirt/bk-m', label: 'Bulk Shirt – M', reason: ADMIN_TEXTS.editConflict }]);
    expect((await usStock('bk-ball', null)).stock).toBe(20);
    expect((await usStock('bk-shirt', 'bk-s')).stock).toBe(20);
    expect((await usStock('bk-shirt', 'bk-m')).stock).toBe(9);
    const audit = (await stockAudit()).slice(before);
    expect(audit.map((entry) => entry.action)).toEqual(['stock.set', 'stock.set']);
    for (const entry of audit) expect(json(entry.after)).toMatchObject({ stock: 20, reason: 'Stock take' });
  });

  it('changes each row by one amount; a row that would go below 0 is refused with the single change’s words', async () => {
    await ok(await send(team.manager.client, 'PUT', '/api/admin/inventory/stock', { productId: 'bk-ball', variantId: null, country: 'US', stock: 2, version: (await usStock('bk-ball', null)).version, reason: 'Count' }));
    const body = { mode: 'change', country: 'US', delta: -4, reason: 'Damaged in the stock room', rows: [await target('bk-ball', null), await target('bk-shirt', 'bk-s')] };
    const outcome = await ok<BulkOutcome>(await send(team.admin.client, 'POST', '/api/admin/inventory/bulk', body));
    expect(outcome.done.map((done) => done.id)).toEqual(['bk-shirt/bk-s']);
    expect(outcome.refused).toEqual([{ id: 'bk-ball', label: 'Bulk Ball', reason: INVENTORY_TEXTS.belowZero(2) }]);
    expect((await usStock('bk-ball', null)).stock).toBe(2);
    expect((await usStock('bk-shirt', 'bk-s')).stock).toBe(16);
  });

  it('needs a reason and at most the cap of rows (400 with the field); staff 403, a customer 403, a visitor 401', async () => {
    const row = await target('bk-ball', null);
    const noReason = await refusal(await send(team.manager.client, 'POST', '/api/admin/inventory/bulk', { mode: 'set', country: 'US', stock: 1, reason: ' ', rows: [row] }), 400);
    expect(noReason.fields).toEqual({ reason: INVENTORY_TEXTS.reasonRequired });
    const rows = Array.from({ length: MAX_BULK_RECORDS + 1 }, () => row);
    const over = await refusal(await send(team.manager.client, 'POST', '/api/admin/inventory/bulk', { mode: 'set', country: 'US', stock: 1, reason: 'x', rows }), 400);
    expect(over.fields).toEqual({ rows: BULK_TEXTS.tooMany });
    await refusal(await send(team.staff.client, 'POST', '/api/admin/inventory/bulk', { mode: 'set', country: 'US', stock: 1, reason: 'x', rows: [row] }), 403);
    await refusal(await send(team.customer.client, 'POST', '/api/admin/inventory/bulk', {}), 403);
    await refusal(await send(new TestClient(t), 'POST', '/api/admin/inventory/bulk', {}), 401);
    expect((await usStock('bk-ball', null)).stock).toBe(2);
  });
});

describe('discounts: enable or disable the selected codes', () => {
  const discount = async (id: string) => (await ok<{ record: AdminDiscount }>(await team.manager.client.get(`/api/admin/discounts/${id}`))).record;

  it('disables each with its own audit row; one changed since the list was read is refused; enabling brings them back', async () => {
    const ids = [await insertDiscount(t, { code: 'BULKA', value: 10 }), await insertDiscount(t, { code: 'BULKB', value: 15 }), await insertDiscount(t, { code: 'BULKC', value: 20 })];
    const seen = await Promise.all(ids.map(discount));
    const third = seen[2]!;
    await ok(await send(team.manager.client, 'PATCH', `/api/admin/discounts/${third.id}`, { ...third, discountValue: 25 }));
    const outcome = await ok<BulkOutcome>(await send(team.manager.client, 'POST', '/api/admin/discounts/bulk', { active: false, discounts: seen.map(({ id, version }) => ({ id, version })) }));
    expect(outcome.done.map((done) => done.label)).toEqual(['BULKA', 'BULKB']);
    expect(outcome.refused).toEqual([{ id: third.id, label: 'BULKC', reason: ADMIN_TEXTS.editConflict }]);
    expect((await Promise.all(ids.map(discount))).map((row) => row.isActive)).toEqual([false, false, true]);
    for (const id of ids.slice(0, 2)) {
      const audit = await auditRowsOf(t, 'discount', id);
      expect(audit.map((entry) => entry.action)).toEqual(['update']);
      expect(json(audit[0]!.after)).toMatchObject({ isActive: false, discountValue: id === ids[0] ? 10 : 15 });
    }
    const again = await Promise.all(ids.slice(0, 2).map(discount));
    const enabled = await ok<BulkOutcome>(await send(team.admin.client, 'POST', '/api/admin/discounts/bulk', { active: true, discounts: again.map(({ id, version }) => ({ id, version })) }));
    expect(enabled.done).toHaveLength(2);
    expect((await Promise.all(ids.map(discount))).every((row) => row.isActive)).toBe(true);
  });

  it('staff and customers 403, visitors 401, an unknown code refused as not found, over the cap 400', async () => {
    await refusal(await send(team.staff.client, 'POST', '/api/admin/discounts/bulk', {}), 403);
    await refusal(await send(team.customer.client, 'POST', '/api/admin/discounts/bulk', {}), 403);
    await refusal(await send(new TestClient(t), 'POST', '/api/admin/discounts/bulk', {}), 401);
    const unknown = await ok<BulkOutcome>(await send(team.admin.client, 'POST', '/api/admin/discounts/bulk', { active: false, discounts: [{ id: 'nope', version: '1' }] }));
    expect(unknown).toEqual({ done: [], refused: [{ id: 'nope', label: 'nope', reason: 'Not found' }] });
    const discounts = Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, index) => ({ id: `d${index}`, version: '1' }));
    expect((await refusal(await send(team.admin.client, 'POST', '/api/admin/discounts/bulk', { active: false, discounts }), 400)).fields).toEqual({ discounts: BULK_TEXTS.tooMany });
  });
});

describe('products: duplicate one; a delete is undone by its restore', () => {
  const product = async (id: string) => (await ok<{ record: AdminProduct }>(await team.manager.client.get(`/api/admin/products/${id}`))).record;

  it('makes "<name> (copy)" with the description, prices, pictures and sizes, not featured and with no stock, audited as a new product', async () => {
    const copy = (await ok<{ record: AdminProduct }>(await send(team.manager.client, 'POST', '/api/admin/products/bk-kite/duplicate'), 201)).record;
    expect(copy.id).not.toBe('bk-kite');
    expect(copy).toMatchObject({ name: 'Bulk Kite (copy)', description: 'Flies high', price: 900, isFeatured: false, images: ['/images/kite.png'], deletedAt: null });
    expect(copy.variants.map((variant) => [variant.name, variant.priceAdjustment])).toEqual([['Red', 0]]);
    expect(copy.variants[0]!.id).not.toBe('bk-kite-red');
    const stock = await t.deps.db.selectFrom('inventory').select('stock').where('product_id', '=', copy.id).execute();
    expect(stock).toEqual([]);
    expect((await auditRowsOf(t, 'product', copy.id)).map((entry) => entry.action)).toEqual(['create']);
    expect((await product('bk-kite')).name).toBe('Bulk Kite');
  });

  it('refuses to copy a deleted product (409), staff 403, a visitor 401; a deleted product comes back with its restore', async () => {
    const ball = await product('bk-ball');
    await ok(await team.manager.client.request(`/api/admin/products/bk-ball?version=${ball.version}`, { method: 'DELETE' }));
    expect((await refusal(await send(team.manager.client, 'POST', '/api/admin/products/bk-ball/duplicate'), 409)).message).toBe(PRODUCT_EDIT_TEXTS.deletedNoCopy);
    await ok(await send(team.manager.client, 'POST', '/api/admin/products/bk-ball/restore', {}));
    expect((await product('bk-ball')).deletedAt).toBeNull();
    expect((await auditRowsOf(t, 'product', 'bk-ball')).map((entry) => entry.action)).toEqual(['delete', 'restore']);
    await refusal(await send(team.staff.client, 'POST', '/api/admin/products/bk-ball/duplicate'), 403);
    await refusal(await send(new TestClient(t), 'POST', '/api/admin/products/bk-ball/duplicate'), 401);
    await refusal(await send(team.manager.client, 'POST', '/api/admin/products/no-such/duplicate'), 404);
  });
});
