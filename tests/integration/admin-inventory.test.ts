import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { INVENTORY_TEXTS, type ImportReport, type InventoryRow } from '../../shared/admin/inventory.schema';
import type { ProductDoc } from '../../shared/sync/documents';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument } from './admin-fixtures';

// The inventory screen's API (issue 11 §3, §6): one grid of US and UK stock per product and size,
// absolute counts at the version read (409 when stale), deltas applied atomically and never below 0,
// every change audited with its reason, staff read-only (403 before validation), and the CSV: export,
// a dry run that lists every line's outcome and writes nothing, an all-or-nothing import, and a
// round trip that changes nothing.

let t: TestApp;
let manager: TestClient;
type Answer = { record: InventoryRow };

const grid = async (query: string) => ok<ListPage<InventoryRow>>(await manager.get(`/api/admin/inventory?${query}`));
const setStock = (body: Record<string, unknown>) => send(manager, 'PUT', '/api/admin/inventory/stock', body);
const adjust = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/inventory/adjust', body);
const importCsv = (csv: string, dryRun: boolean, client = manager) =>
  client.request(`/api/admin/inventory/import?dryRun=${dryRun}`, { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Every live stock row as (product, size, country) → [stock, version]: a change to any shows here. */
async function stockSnapshot(): Promise<Record<string, [number, string]>> {
  const rows = await sql<{ key: string; stock: number; version: string }>`
    SELECT product_id || '/' || coalesce(variant_id, '') || '/' || country AS key, stock, sync_seq::text AS version
    FROM inventory WHERE deleted_at IS NULL`.execute(t.deps.db);
  return Object.fromEntries(rows.rows.map((row) => [row.key, [row.stock, String(row.version)]]));
}

async function stockRow(productId: string, variantId: string | null, country: 'US' | 'UK', count: number) {
  await t.deps.db.insertInto('inventory').values({ id: crypto.randomUUID(), product_id: productId, variant_id: variantId, country, stock: count }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedInWith(t, ['store_manager'], 'manager@example.com', 'Mia Manager')).client;
  const db = t.deps.db;
  await db.insertInto('brands').values({ id: 'b-acme', name: 'Acme', slug: 'acme', description: null, logo_url: null }).execute();
  await db.insertInto('products').values([
    { id: 'p-ball', name: 'Ball', price: 500, brand_id: 'b-acme' },
    { id: 'p-shirt', name: 'Shirt', price: 1500 },
    { id: 'p-gone', name: 'Gone', price: 100, deleted_at: new Date() },
    { id: 'p-race', name: 'Race Car', price: 900 },
  ]).execute();
  await db.insertInto('product_variants').values([
    { id: 'v-s', product_id: 'p-shirt', variant_name: 'S', display_order: 0 },
    { id: 'v-m', product_id: 'p-shirt', variant_name: 'M', display_order: 1 },
    { id: 'v-old', product_id: 'p-shirt', variant_name: 'XS', display_order: 2, deleted_at: new Date() },
  ]).execute();
  await stockRow('p-ball', null, 'US', 12);
  await stockRow('p-ball', null, 'UK', 3);
  await stockRow('p-shirt', 'v-s', 'US', 0);
  await stockRow('p-shirt', 'v-m', 'US', 8);
  await stockRow('p-shirt', 'v-m', 'UK', 30);
});
afterAll(async () => {
  await t?.close();
});

describe('the grid', () => {
  it('has a row per product without sizes and per live size, with US and UK stock (no row counts as 0)', async () => {
    const page = await grid('sort=name.asc');
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => [row.id, row.productName, row.variantName, row.stock.US.stock, row.stock.UK.stock])).toEqual([
      ['p-ball', 'Ball', null, 12, 3],
      ['p-race', 'Race Car', null, 0, 0],
      ['p-shirt/v-s', 'Shirt', 'S', 0, 0],
      ['p-shirt/v-m', 'Shirt', 'M', 8, 30],
    ]);
    expect(page.rows[1]!.stock.US.version).toBeNull();
    expect(page.rows[0]!.stock.US.version).toMatch(/^\d+$/);
  });

  it('filters low stock and sold out, in one country or either, searches and sorts', async () => {
    const ids = async (query: string) => (await grid(`sort=name.asc&${query}`)).rows.map((row) => row.id);
    expect(await ids('stock=low&country=UK')).toEqual(['p-ball']);
    expect(await ids('stock=sold-out&country=US')).toEqual(['p-race', 'p-shirt/v-s']);
    expect(await ids('stock=sold-out')).toEqual(['p-race', 'p-shirt/v-s']);
    expect(await ids('stock=in&country=UK')).toEqual(['p-shirt/v-m']);
    expect(await ids('q=acme')).toEqual(['p-ball']);
    expect((await grid('sort=stockUk.desc')).rows[0]!.id).toBe('p-shirt/v-m');
    await refusal(await manager.get('/api/admin/inventory?sort=productName.asc'), 400);
  });

  it('takes "low" from the settings’ low-stock level', async () => {
    const ids = async (query: string) => (await grid(`sort=name.asc&${query}`)).rows.map((row) => row.id);
    const setLevel = (level: number) =>
      t.deps.db.insertInto('settings').values({ key: 'low_stock_threshold', value: JSON.stringify(level) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(level) })).execute();
    await setLevel(10);
    try {
      expect(await ids('stock=low&country=US')).toEqual(['p-shirt/v-m']); // 8 is low at 10; 12 is not
      expect(await ids('stock=in&country=US')).toEqual(['p-ball']);
    } finally {
      await setLevel(5);
    }
  });
});

describe('setting an absolute count', () => {
  it('creates the missing row (version null), then sets it at the version read, audited with the reason', async () => {
    const created = await ok<Answer>(await setStock({ productId: 'p-race', country: 'UK', stock: 9, version: null, reason: 'Stock take' }));
    expect(created.record.stock.UK.stock).toBe(9);
    const version = created.record.stock.UK.version!;
    const updated = await ok<Answer>(await setStock({ productId: 'p-race', country: 'UK', stock: 4, version, reason: 'Damaged in store' }));
    expect(updated.record.stock.UK).toMatchObject({ stock: 4 });

    const rowId = (await t.deps.db.selectFrom('inventory').select('id').where('product_id', '=', 'p-race').where('country', '=', 'UK').executeTakeFirstOrThrow()).id;
    const audit = await auditRowsOf(t, 'inventory', rowId);
    expect(audit.map((row) => [row.screen, row.action, (row.before as { stock: number }).stock, (row.after as { stock: number; reason: string }).stock, (row.after as { reason: string }).reason])).toEqual([
      ['inventory', 'stock.set', 0, 9, 'Stock take'],
      ['inventory', 'stock.set', 9, 4, 'Damaged in store'],
    ]);
  });

  it('refuses a stale version (409), a row created meanwhile, and bad input with field errors', async () => {
    const [row] = (await grid('q=Ball')).rows;
    await ok<Answer>(await setStock({ productId: 'p-ball', country: 'US', stock: 11, version: row!.stock.US.version, reason: 'Recount' }));
    const stale = await refusal(await setStock({ productId: 'p-ball', country: 'US', stock: 10, version: row!.stock.US.version, reason: 'Recount' }), 409);
    expect(stale.message).toBe(ADMIN_TEXTS.editConflict);
    await refusal(await setStock({ productId: 'p-ball', country: 'US', stock: 10, version: null, reason: 'Recount' }), 409);

    const bad = await refusal(await setStock({ productId: 'p-ball', country: 'US', stock: -1, version: null, reason: ' ' }), 400);
    expect(bad.fields).toEqual({ stock: INVENTORY_TEXTS.negative, reason: INVENTORY_TEXTS.reasonRequired });
    await refusal(await setStock({ productId: 'p-shirt', country: 'US', stock: 1, version: null, reason: 'No size given' }), 404);
    await refusal(await setStock({ productId: 'p-gone', country: 'US', stock: 1, version: null, reason: 'Deleted product' }), 404);
    await refusal(await setStock({ productId: 'p-shirt', variantId: 'v-old', country: 'US', stock: 1, version: null, reason: 'Removed size' }), 404);
  });
});

describe('adjusting by a delta', () => {
  it('adds and takes away with a reason, never below 0, audited before/after', async () => {
    const added = await ok<Answer>(await adjust({ productId: 'p-shirt', variantId: 'v-s', country: 'UK', delta: 5, reason: 'Delivery' }));
    expect(added.record.stock.UK.stock).toBe(5);
    const taken = await ok<Answer>(await adjust({ productId: 'p-shirt', variantId: 'v-s', country: 'UK', delta: -2, reason: 'Damaged' }));
    expect(taken.record.stock.UK.stock).toBe(3);
    const refused = await refusal(await adjust({ productId: 'p-shirt', variantId: 'v-s', country: 'UK', delta: -4, reason: 'Too many' }), 409);
    expect(refused.fields).toEqual({ delta: INVENTORY_TEXTS.belowZero(3) });
    const noReason = await refusal(await adjust({ productId: 'p-shirt', variantId: 'v-s', country: 'UK', delta: 1 }), 400);
    expect(Object.keys(noReason.fields ?? {})).toEqual(['reason']);
    await refusal(await adjust({ productId: 'p-shirt', variantId: 'v-s', country: 'UK', delta: 0, reason: 'Nothing' }), 400);

    const rowId = (await t.deps.db.selectFrom('inventory').select('id').where('variant_id', '=', 'v-s').where('country', '=', 'UK').executeTakeFirstOrThrow()).id;
    const audit = await auditRowsOf(t, 'inventory', rowId);
    expect(audit.map((row) => [row.action, (row.before as { stock: number }).stock, (row.after as { stock: number }).stock, (row.after as { reason: string }).reason])).toEqual([
      ['stock.adjust', 0, 5, 'Delivery'],
      ['stock.adjust', 5, 3, 'Damaged'],
    ]);
  });

  it('applies 20 concurrent −1 adjustments exactly: 15 units give 15 successes, 5 refusals, and 0 left', async () => {
    const [row] = (await grid('q=Shirt&sort=name.asc')).rows.filter((candidate) => candidate.variantId === 'v-m');
    await ok<Answer>(await setStock({ productId: 'p-shirt', variantId: 'v-m', country: 'US', stock: 15, version: row!.stock.US.version, reason: 'Before the rush' }));
    const before = await auditCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust({ productId: 'p-shirt', variantId: 'v-m', country: 'US', delta: -1, reason: 'Sold at the till' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const final = await t.deps.db.selectFrom('inventory').select('stock').where('variant_id', '=', 'v-m').where('country', '=', 'US').executeTakeFirstOrThrow();
    expect(final.stock).toBe(0);
    expect(await auditCount()).toBe(before + 15);
  });

  it('a stock change reaches open storefronts through the sync pull', async () => {
    await ok<Answer>(await adjust({ productId: 'p-ball', country: 'UK', delta: 20, reason: 'Delivery' }));
    const doc = await syncedDocument<ProductDoc & { _deleted: boolean }>(t, 'products', 'p-ball', (candidate) =>
      candidate?.stock.some((level) => level.country === 'UK' && level.stock === 23) ?? false,
    );
    expect(doc?.id).toBe('p-ball');
  });
});

describe('staff read, never change', () => {
  it('staff read the grid and the CSV; every write is a 403 before validation; customers and visitors are refused', async () => {
    const staff = (await signedInWith(t, ['staff'])).client;
    await ok(await staff.get('/api/admin/inventory'));
    expect((await staff.get('/api/admin/inventory?format=csv')).status).toBe(200);
    const snapshot = await stockSnapshot();
    await refusal(await send(staff, 'PUT', '/api/admin/inventory/stock', { nonsense: true }), 403);
    await refusal(await send(staff, 'PUT', '/api/admin/inventory/stock', { productId: 'p-ball', country: 'US', stock: 1, version: null, reason: 'Forced' }), 403);
    await refusal(await send(staff, 'POST', '/api/admin/inventory/adjust', {}), 403);
    await refusal(await importCsv('product_id,variant_id,us_stock,uk_stock\np-ball,,1,1\n', false, staff), 403);
    expect(await stockSnapshot()).toEqual(snapshot);

    const customer = (await signedInWith(t, [])).client;
    await refusal(await customer.get('/api/admin/inventory'), 403);
    await refusal(await new TestClient(t).get('/api/admin/inventory'), 401);
  });
});

describe('CSV export and import', () => {
  it('exporting and importing the same file changes nothing: the dry run says all unchanged, the import writes no row and no audit entry', async () => {
    const response = await manager.get('/api/admin/inventory?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await response.text();
    expect(csv.split('\n')[0]).toBe('product_id,variant_id,product,size,us_stock,uk_stock');
    expect(csv.trim().split('\n')).toHaveLength(5);

    const snapshot = await stockSnapshot();
    const audits = await auditCount();
    const dry = await ok<ImportReport>(await importCsv(csv, true));
    expect(dry).toMatchObject({ dryRun: true, applied: false, summary: { updated: 0, unchanged: 4, errors: 0 } });
    expect(dry.rows.every((row) => row.outcome === 'unchanged')).toBe(true);
    const real = await ok<ImportReport>(await importCsv(csv, false));
    expect(real).toMatchObject({ dryRun: false, applied: true, summary: { updated: 0, unchanged: 4, errors: 0 } });
    expect(await stockSnapshot()).toEqual(snapshot);
    expect(await auditCount()).toBe(audits);
  });

  it('the dry run lists every line’s outcome (updated old→new, unchanged, each error) and writes nothing', async () => {
    const current = Object.fromEntries((await grid('sort=name.asc')).rows.map((row) => [row.id, row]));
    const csv = [
      'product_id,variant_id,product,size,us_stock,uk_stock',
      `p-ball,,Ball,,${current['p-ball']!.stock.US.stock + 1},`,
      `p-race,,Race Car,,${current['p-race']!.stock.US.stock},${current['p-race']!.stock.UK.stock}`,
      'p-nope,,Nope,,1,1',
      'p-shirt,v-nope,Shirt,XXL,1,1',
      'p-shirt,v-s,Shirt,S,many,1',
      'p-shirt,v-m,Shirt,M,-3,1',
      'p-ball,,Ball again,,5,5',
      'p-shirt,,Shirt,,1,1',
      'p-gone,,Gone,,1,1',
    ].join('\n');
    const snapshot = await stockSnapshot();
    const audits = await auditCount();
    const dry = await ok<ImportReport>(await importCsv(csv, true));
    expect(dry.summary).toEqual({ updated: 1, unchanged: 1, errors: 7 });
    expect(dry.rows.map((row) => [row.line, row.outcome, row.outcome === 'error' ? row.error : row.outcome === 'updated' ? row.changes : null])).toEqual([
      [2, 'updated', [{ country: 'US', from: current['p-ball']!.stock.US.stock, to: current['p-ball']!.stock.US.stock + 1 }]],
      [3, 'unchanged', null],
      [4, 'error', INVENTORY_TEXTS.unknownProduct],
      [5, 'error', INVENTORY_TEXTS.unknownVariant],
      [6, 'error', INVENTORY_TEXTS.badNumber('us_stock', 'many')],
      [7, 'error', INVENTORY_TEXTS.negativeCell('us_stock')],
      [8, 'error', INVENTORY_TEXTS.duplicateRow(2)],
      [9, 'error', INVENTORY_TEXTS.needsVariant],
      [10, 'error', INVENTORY_TEXTS.unknownProduct],
    ]);
    // The real import refuses every line while any has an error.
    const refused = await refusal(await importCsv(csv, false), 400);
    expect(refused.message).toBe(INVENTORY_TEXTS.importRefused(7));
    expect(refused.fields?.file).toContain('line 4: Unknown product');
    expect(await stockSnapshot()).toEqual(snapshot);
    expect(await auditCount()).toBe(audits);
  });

  it('imports a multipart file: every change in one transaction, each audited as a set with the import as its reason', async () => {
    const form = new FormData();
    form.set('file', new File(['product_id,variant_id,us_stock,uk_stock\r\np-race,,7,\r\np-shirt,v-s,2,6\r\n'], 'stock.csv', { type: 'text/csv' }));
    const answer = await manager.request('/api/admin/inventory/import?dryRun=false', { method: 'POST', body: form });
    const report = await ok<ImportReport>(answer);
    expect(report.summary).toEqual({ updated: 2, unchanged: 0, errors: 0 });
    const rows = Object.fromEntries((await grid('sort=name.asc')).rows.map((row) => [row.id, row.stock]));
    expect(rows['p-race']).toMatchObject({ US: { stock: 7 }, UK: { stock: 4 } });
    expect(rows['p-shirt/v-s']).toMatchObject({ US: { stock: 2 }, UK: { stock: 6 } });
    const rowId = (await t.deps.db.selectFrom('inventory').select('id').where('product_id', '=', 'p-race').where('country', '=', 'US').executeTakeFirstOrThrow()).id;
    const [audit] = await auditRowsOf(t, 'inventory', rowId);
    expect(audit).toMatchObject({ action: 'stock.set', screen: 'inventory' });
    expect(audit!.after).toMatchObject({ stock: 7, reason: 'CSV import' });
  });

  it('refuses files it cannot read with a clear error on the file', async () => {
    expect((await refusal(await importCsv('', true), 400)).fields).toEqual({ file: INVENTORY_TEXTS.emptyFile });
    expect((await refusal(await importCsv('id,stock\n1,2\n', true), 400)).fields?.file).toMatch(/needs the columns/);
    expect((await refusal(await importCsv('product_id,variant_id,us_stock,uk_stock\n"p-ball,,1\n', true), 400)).fields).toEqual({ file: INVENTORY_TEXTS.unreadable });
    const json = await send(manager, 'POST', '/api/admin/inventory/import?dryRun=true', { csv: 'x' });
    expect((await refusal(json, 400)).fields?.file).toMatch(/multipart\/form-data/);
    const rows = Array.from({ length: 20_001 }, (_, index) => `p-${index},,1,1`).join('\n');
    expect((await refusal(await importCsv(`product_id,variant_id,us_stock,uk_stock\n${rows}`, true), 400)).fields).toEqual({ file: INVENTORY_TEXTS.tooManyRows });
  });
});
