import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_TEXTS, type ProductImportReport } from '../../shared/admin/product-import.schema';
import { STOCK_TEXTS } from '../../shared/admin/stock-change.schema';
import type { AdminProduct } from '../../shared/admin/product.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, signedInWith } from './admin-fixtures';

// Issue 23 point 11: products round-trip through CSV like inventory. The export holds everything a
// product has (description, images, sizes with their prices and pictures, prices per country,
// category and brand by slug, launch); the import's dry run lists every change and every error of
// every line, named by line and product; a real import writes all of it in one transaction with an
// audit entry per product, or nothing; and export → import changes nothing.

let t: TestApp;
let manager: TestClient;

const exportCsv = async (query = '') => {
  const response = await manager.get(`/api/admin/products?format=csv${query}`);
  expect(response.status).toBe(200);
  return response.text();
};
const importCsv = (csv: string, dryRun: boolean, client = manager) =>
  client.request(`/api/admin/products/import?dryRun=${dryRun}`, { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const product = async (id: string) => ok<{ record: AdminProduct }>(await manager.get(`/api/admin/products/${id}`)).then((answer) => answer.record);

/** Every product and size row with its version: any write shows here. */
async function snapshot(): Promise<string[]> {
  const rows = await sql<{ row: string }>`
    SELECT 'p ' || id || ' ' || sync_seq::text AS row FROM products
    UNION ALL SELECT 'v ' || id || ' ' || sync_seq::text || ' ' || coalesce(deleted_at::text, '') FROM product_variants
    ORDER BY 1`.execute(t.deps.db);
  return rows.rows.map((row) => row.row);
}

/** A CSV line in the file's column order from the cells given (the rest blank). */
function line(cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>): string {
  return PRODUCT_CSV_COLUMNS.map((column) => {
    const cell = cells[column] ?? '';
    return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }).join(',');
}
const HEADER = PRODUCT_CSV_COLUMNS.join(',');

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedInWith(t, ['store_manager'], 'manager@example.com', 'Mia Manager')).client;
  const db = t.deps.db;
  await db.insertInto('categories').values([
    { id: 'c-bricks', name: 'Bricks', slug: 'bricks', description: null },
    { id: 'c-plush', name: 'Plush', slug: 'plush', description: null },
  ]).execute();
  await db.insertInto('brands').values({ id: 'b-acme', name: 'Acme Toys', slug: 'acme-toys', description: null, logo_url: null }).execute();
  await db.insertInto('products').values([
    {
      id: 'p-rocket', name: 'Space Rocket', description: '- 300 bricks\n- a "launch" pad, with a stand', category_id: 'c-bricks', brand_id: 'b-acme',
      price: 4999, price_uk: 3999, release_date: new Date('2026-12-01T09:30:00.000Z'), is_featured: true,
      images: ['/images/rocket-1.webp', '/media/rocket-2.webp'], image_url: '/images/rocket-1.webp',
    },
    { id: 'p-ball', name: 'Ball', price: 500 },
    { id: 'p-free', name: 'Free Sticker', price: 0 },
  ]).execute();
  await db.insertInto('product_variants').values([
    { id: 'v-s', product_id: 'p-rocket', variant_name: 'Small', price: null, price_uk: null, price_adjustment: -1000, image_url: '/media/rocket-small.webp', display_order: 0 },
    { id: 'v-l', product_id: 'p-rocket', variant_name: 'Large', price: 6999, price_uk: 5999, price_adjustment: 0, display_order: 1 },
    { id: 'v-gone', product_id: 'p-rocket', variant_name: 'Tiny', display_order: 2, deleted_at: new Date() },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('the products CSV export', () => {
  it('writes everything a product has: a row per product, then a row per size, every column the import reads', async () => {
    const records = parse(await exportCsv('&sort=name.asc'), { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(records[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(records.map((record) => [record.product_id, record.variant_id, record.size])).toEqual([
      ['p-ball', '', ''], ['p-free', '', ''], ['p-rocket', '', ''], ['p-rocket', 'v-s', 'Small'], ['p-rocket', 'v-l', 'Large'],
    ]);
    expect(records[2]).toMatchObject({
      name: 'Space Rocket',
      // A cell starting with "-" is a formula to a spreadsheet: written with the guard the import strips.
      description: `'- 300 bricks\n- a "launch" pad, with a stand`,
      category: 'bricks', brand: 'acme-toys', price_us_minor: '4999', price_uk_minor: '3999', release_date: '2026-12-01T09:30:00.000Z',
      featured: 'true', images: '/images/rocket-1.webp /media/rocket-2.webp',
    });
    expect(records[3]).toMatchObject({ name: '', size_price_us_minor: '', size_price_uk_minor: '', size_price_adjustment_minor: '-1000', size_image: '/media/rocket-small.webp' });
    expect(records[4]).toMatchObject({ size_price_us_minor: '6999', size_price_uk_minor: '5999', size_price_adjustment_minor: '0', size_image: '' });
    expect(records[0]).toMatchObject({ name: 'Ball', price_uk_minor: '', category: '', brand: '', release_date: '', featured: 'false', images: '' });
  });
});

describe('the products CSV import', () => {
  it('export → import changes nothing: the dry run finds every line unchanged, the import writes no row and no audit entry', async () => {
    const csv = await exportCsv();
    const before = await snapshot();
    const audits = await auditCount();
    const dry = await ok<ProductImportReport>(await importCsv(csv, true));
    expect(dry).toMatchObject({ dryRun: true, applied: false, summary: { updated: 0, unchanged: 5, errors: 0 } });
    const real = await ok<ProductImportReport>(await importCsv(csv, false));
    expect(real).toMatchObject({ dryRun: false, applied: true, summary: { updated: 0, unchanged: 5, errors: 0 } });
    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('the dry run lists every change of every line and every error of every line, by line and product, and writes nothing', async () => {
    const csv = [
      HEADER,
      line({ product_id: 'p-ball', name: 'Bouncy Ball', price_us_minor: '650', price_uk_minor: '550', category: 'Plush', featured: 'false' }),
      line({ product_id: 'p-rocket', variant_id: 'v-l', size: 'Large', size_price_us_minor: 'ten', size_price_uk_minor: '5999', size_price_adjustment_minor: '0.5' }),
      line({ product_id: 'p-free', name: 'Free Sticker', price_us_minor: '12,50', category: 'robots', brand: 'nobody', featured: 'maybe', release_date: 'soon' }),
      line({ product_id: 'p-nope', name: 'Nope', price_us_minor: '100' }),
      line({ product_id: '', name: 'Brand New', price_us_minor: '100' }),
      line({ product_id: 'p-rocket', variant_id: 'v-gone', size: 'Tiny', size_price_adjustment_minor: '0' }),
      line({ product_id: 'p-ball', name: 'Ball', price_us_minor: '500' }),
      line({ product_id: 'p-rocket', variant_id: '', size: 'Mega', size_price_us_minor: '8999', size_price_adjustment_minor: '0' }),
    ].join('\n');
    const before = await snapshot();
    const audits = await auditCount();
    const dry = await ok<ProductImportReport>(await importCsv(csv, true));
    expect(dry.summary).toEqual({ updated: 2, unchanged: 0, errors: 6 });
    expect(dry.rows.map((row) => ({ line: row.line, product: row.product, size: row.size, outcome: row.outcome, detail: row.outcome === 'error' ? row.errors : row.outcome === 'updated' ? row.changes : null }))).toEqual([
      {
        line: 2, product: 'Ball', size: null, outcome: 'updated',
        detail: [
          { column: 'name', from: 'Ball', to: 'Bouncy Ball' },
          { column: 'category', from: '', to: 'plush' },
          { column: 'price_us_minor', from: '500', to: '650' },
          { column: 'price_uk_minor', from: '', to: '550' },
        ],
      },
      {
        line: 3, product: 'Space Rocket', size: 'Large', outcome: 'error',
        detail: [PRODUCT_IMPORT_TEXTS.wholeMinorUnits('size_price_us_minor', 'ten'), PRODUCT_IMPORT_TEXTS.wholeMinorUnits('size_price_adjustment_minor', '0.5')],
      },
      {
        line: 4, product: 'Free Sticker', size: null, outcome: 'error',
        detail: [
          PRODUCT_IMPORT_TEXTS.wholeMinorUnits('price_us_minor', '12,50'),
          PRODUCT_IMPORT_TEXTS.unknownCategory('robots'),
          PRODUCT_IMPORT_TEXTS.unknownBrand('nobody'),
          expect.stringMatching(/^release_date: Enter a date and time/),
          PRODUCT_IMPORT_TEXTS.notYesNo('featured', 'maybe'),
        ],
      },
      { line: 5, product: 'Nope', size: null, outcome: 'error', detail: [PRODUCT_IMPORT_TEXTS.unknownProduct] },
      { line: 6, product: 'Brand New', size: null, outcome: 'error', detail: [PRODUCT_IMPORT_TEXTS.newProduct] },
      { line: 7, product: 'Space Rocket', size: 'Tiny', outcome: 'error', detail: [PRODUCT_IMPORT_TEXTS.unknownSize] },
      { line: 8, product: 'Ball', size: null, outcome: 'error', detail: [PRODUCT_IMPORT_TEXTS.duplicateRow(2)] },
      {
        line: 9, product: 'Space Rocket', size: 'Mega', outcome: 'updated',
        detail: [{ column: 'size', from: '', to: 'Mega' }, { column: 'size_price_us_minor', from: '', to: '8999' }],
      },
    ]);
    // The real import refuses the whole file while any line has an error, naming the lines.
    const refused = await refusal(await importCsv(csv, false), 400);
    expect(refused.message).toBe(STOCK_TEXTS.importRefused(6));
    expect(refused.fields?.file).toContain(`line 3: ${PRODUCT_IMPORT_TEXTS.wholeMinorUnits('size_price_us_minor', 'ten')}; ${PRODUCT_IMPORT_TEXTS.wholeMinorUnits('size_price_adjustment_minor', '0.5')}`);
    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('checks a product by the product form’s rules: names of sizes, prices never below 0, a new price of 0 refused', async () => {
    const csv = [
      HEADER,
      line({ product_id: 'p-rocket', variant_id: 'v-s', size: 'Large', size_price_adjustment_minor: '-1000', size_image: '/media/rocket-small.webp' }),
      line({ product_id: 'p-ball', name: '', price_us_minor: '0', images: 'rocket.webp' }),
      line({ product_id: 'p-free', name: 'Free Sticker', price_us_minor: '0', featured: 'false' }),
    ].join('\n');
    const dry = await ok<ProductImportReport>(await importCsv(csv, true));
    const errors = Object.fromEntries(dry.rows.map((row) => [row.line, row.outcome === 'error' ? row.errors : row.outcome]));
    expect(errors[2]).toEqual(['size: Two sizes have this name']);
    expect(errors[3]).toEqual(expect.arrayContaining([expect.stringMatching(/^name: /), expect.stringMatching(/^images: /), `price_us_minor: ${PRODUCT_IMPORT_TEXTS.zeroPrice}`]));
    // Already free: unchanged, never asked about again.
    expect(errors[4]).toBe('unchanged');
  });

  it('writes every change in one transaction, one audit entry per product (import, products screen), sizes added and changed', async () => {
    const csv = [
      HEADER,
      line({ product_id: 'p-rocket', variant_id: 'v-l', size: 'Large', size_price_us_minor: '7499', size_price_uk_minor: '5999', size_price_adjustment_minor: '0' }),
      line({ product_id: 'p-rocket', size: 'Mega', size_price_us_minor: '8999', size_price_adjustment_minor: '0' }),
      line({
        product_id: 'p-ball', name: 'Bouncy Ball', description: 'Bounces high.', category: 'plush', brand: 'Acme Toys', price_us_minor: '650', price_uk_minor: '550',
        release_date: '2027-01-05T10:00:00+01:00', featured: 'true', images: '/media/ball.webp  /media/ball-2.webp',
      }),
    ].join('\r\n');
    const form = new FormData();
    form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
    const report = await ok<ProductImportReport>(await manager.request('/api/admin/products/import?dryRun=false', { method: 'POST', body: form }));
    expect(report).toMatchObject({ applied: true, summary: { updated: 3, unchanged: 0, errors: 0 } });

    const rocket = await product('p-rocket');
    expect(rocket.variants.map((size) => [size.name, size.price, size.priceUk, size.priceAdjustment, size.imageUrl])).toEqual([
      ['Small', null, null, -1000, '/media/rocket-small.webp'],
      ['Large', 7499, 5999, 0, null],
      ['Mega', 8999, null, 0, null],
    ]);
    expect(rocket).toMatchObject({ name: 'Space Rocket', price: 4999, priceUk: 3999, isFeatured: true });
    expect(await product('p-ball')).toMatchObject({
      name: 'Bouncy Ball', description: 'Bounces high.', categoryId: 'c-plush', brandId: 'b-acme', price: 650, priceUk: 550,
      releaseDate: '2027-01-05T09:00:00.000Z', isFeatured: true, images: ['/media/ball.webp', '/media/ball-2.webp'],
    });
    const [rocketAudit] = await auditRowsOf(t, 'product', 'p-rocket');
    expect(rocketAudit).toMatchObject({ action: 'import', screen: 'products' });
    expect((rocketAudit!.after as AdminProduct).variants).toHaveLength(3);
    const [ballAudit] = await auditRowsOf(t, 'product', 'p-ball');
    expect(ballAudit).toMatchObject({ action: 'import', screen: 'products', before: { name: 'Ball' }, after: { name: 'Bouncy Ball' } });

    // And the file of the shop as it now is goes back in unchanged.
    const again = await ok<ProductImportReport>(await importCsv(await exportCsv(), true));
    expect(again.summary).toEqual({ updated: 0, unchanged: 6, errors: 0 });
  });

  it('staff, who have no products screen, cannot import; a manager’s file that is not a products CSV is a clear 400', async () => {
    const staff = (await signedInWith(t, ['staff'])).client;
    const before = await snapshot();
    await refusal(await importCsv(`${HEADER}\n${line({ product_id: 'p-ball', name: 'Hacked', price_us_minor: '1' })}`, false, staff), 403);
    expect(await snapshot()).toEqual(before);
    expect((await refusal(await importCsv('product_id,name\np-ball,Ball\n', true), 400)).fields?.file).toMatch(/needs the columns/);
  });
});
