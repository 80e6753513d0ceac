import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import type { InventoryRow } from '../../shared/admin/inventory.schema';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { picture } from '../support/image-fixtures';
import { expectNoSidewaysScroll, signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The inventory screen against the built shop and its real API: set and adjust with a reason, a stale
// set refused, a CSV export imported back changing nothing, staff reading without writing, the
// dashboard's low-stock link; and the upload fields of the brand and hero-slide forms.

const origin = () => ({ origin: test.info().project.use.baseURL! });
const rowName = (row: InventoryRow) => (row.variantName ? `${row.productName}, ${row.variantName}` : row.productName);

/**
 * The grid row these tests change: the last by name, a product the other specs' shoppers do not buy,
 * so that counts changed here do not race a checkout running in the other worker.
 */
async function testRow(page: Page): Promise<InventoryRow> {
  const response = await page.request.get('/api/admin/inventory?sort=name.desc&pageSize=25');
  expect(response.ok()).toBe(true);
  const { rows } = (await response.json()) as ListPage<InventoryRow>;
  const row = rows.find((candidate) => candidate.variantId === null) ?? rows[0];
  expect(row).toBeTruthy();
  return row!;
}

async function currentRow(page: Page, id: string, q: string): Promise<InventoryRow> {
  const response = await page.request.get(`/api/admin/inventory?q=${encodeURIComponent(q)}&pageSize=100`);
  const { rows } = (await response.json()) as ListPage<InventoryRow>;
  return rows.find((row) => row.id === id)!;
}

async function openGrid(page: Page, q: string): Promise<void> {
  await page.goto(`/admin/inventory?q=${encodeURIComponent(q)}`);
  await expect(page.getByTestId('page-admin-inventory')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Inventory/ }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
}

function gridRow(page: Page, row: InventoryRow) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: `Change US stock of ${rowName(row)}`, exact: true }) });
}

test.describe('a store manager', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'store_manager');
  });

  test('sets US stock and adjusts UK stock with a reason, and the grid shows both', async ({ page }) => {
    const row = await testRow(page);
    await openGrid(page, row.productName);
    const line = gridRow(page, row);

    await line.getByRole('button', { name: `Change US stock of ${rowName(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: `US stock of ${rowName(row)}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('New count').fill('437');
    // No reason: the shared schema refuses before anything is sent.
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(dialog.getByText('Say why the stock changes')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'inventory stock dialog');
    await dialog.getByLabel('Reason').fill('Counted the shelf');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    // A manager's grid starts with the row's checkbox (bulk changes, ADR 100): product, size, then US stock.
    await expect(line.getByRole('cell').nth(3)).toContainText('437');

    const ukBefore = (await currentRow(page, row.id, row.productName)).stock.UK.stock;
    await line.getByRole('button', { name: `Change UK stock of ${rowName(row)}` }).click();
    const ukDialog = page.getByRole('dialog', { name: `UK stock of ${rowName(row)}` });
    await ukDialog.getByLabel('Adjust by').check();
    await ukDialog.getByLabel('Change (+ or −)').fill('3');
    await ukDialog.getByLabel('Reason').fill('Delivery from the warehouse');
    await ukDialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(ukDialog).toBeHidden({ timeout: 20_000 });
    await expect(line.getByRole('cell').nth(4)).toContainText(String(ukBefore + 3));

    const after = await currentRow(page, row.id, row.productName);
    expect(after.stock.US.stock).toBe(437);
    expect(after.stock.UK.stock).toBe(ukBefore + 3);
    await expectNoSeriousAxeViolations(page, 'inventory grid');
  });

  test('a set made on a stale count is refused with the conflict text', async ({ page }) => {
    const row = await testRow(page);
    await openGrid(page, row.productName);
    await gridRow(page, row).getByRole('button', { name: `Change US stock of ${rowName(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: `US stock of ${rowName(row)}` });
    await expect(dialog).toBeVisible();

    // Someone else sets the same cell after the grid was read.
    const live = await currentRow(page, row.id, row.productName);
    const other = await page.request.put('/api/admin/inventory/stock', {
      headers: origin(),
      data: { productId: row.productId, variantId: row.variantId, country: 'US', stock: live.stock.US.stock + 1, version: live.stock.US.version, reason: 'Recount' },
    });
    expect(other.status()).toBe(200);

    await dialog.getByLabel('New count').fill('12');
    await dialog.getByLabel('Reason').fill('My recount');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ADMIN_TEXTS.editConflict);
    expect((await currentRow(page, row.id, row.productName)).stock.US.stock).toBe(live.stock.US.stock + 1);
  });

  test('a CSV export imported back: the dry run says every row is unchanged; an edited count is applied after its dry run', async ({ page }) => {
    const row = await testRow(page);
    await openGrid(page, row.productName);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const path = await download.path();
    const csv = await readFile(path);
    expect(csv.toString('utf8')).toContain(row.productId);

    await page.getByLabel('CSV file').setInputFiles({ name: 'inventory.csv', mimeType: 'text/csv', buffer: csv });
    const report = page.getByRole('table', { name: 'Import rows' });
    await expect(report).toBeVisible({ timeout: 20_000 });
    const lines = report.locator('tbody tr');
    const count = await lines.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'inventory.csv' })).toContainText(`Dry run, nothing written yet: 0 would be updated, ${count} unchanged, 0 with errors.`);
    await expect(report.locator('tbody tr[data-outcome="unchanged"]')).toHaveCount(count);
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page, 'inventory import dry run');

    // The same file with one count changed: the dry run names the change, Apply writes it.
    const records = parse(csv, { columns: true }) as Array<Record<string, string>>;
    const edited = records.find((record) => record.product_id === row.productId && (record.variant_id || null) === row.variantId)!;
    const before = Number(edited.us_stock);
    edited.us_stock = String(before + 1);
    await page.getByLabel('CSV file').setInputFiles({ name: 'edited.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(records, { header: true })) });
    await expect(page.getByRole('status').filter({ hasText: 'edited.csv' })).toContainText(`1 would be updated, ${count - 1} unchanged, 0 with errors.`, { timeout: 20_000 });
    await expect(report.locator('tbody tr[data-outcome="updated"]')).toHaveText(new RegExp(`Updated US ${before} → ${before + 1}`));
    expect((await currentRow(page, row.id, row.productName)).stock.US.stock).toBe(before);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'edited.csv' })).toContainText(`Imported: 1 updated, ${count - 1} unchanged.`, { timeout: 20_000 });
    await expect(gridRow(page, row).getByRole('cell').nth(3)).toContainText(String(before + 1));
    expect((await currentRow(page, row.id, row.productName)).stock.US.stock).toBe(before + 1);
  });
});

test('staff see the grid with every write disabled, and a forced write is refused', async ({ page }) => {
  await signInAs(page, 'staff');
  const row = await testRow(page);
  await openGrid(page, row.productName);
  await expect(page.getByText('Your role can view this screen but not change it.')).toBeVisible();
  const changeButtons = page.getByRole('button', { name: /^Change (US|UK) stock of / });
  expect(await changeButtons.count()).toBeGreaterThan(0);
  for (const button of await changeButtons.all()) await expect(button).toBeDisabled();
  await expect(page.getByLabel('CSV file')).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'inventory read-only');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);

  const key = { productId: row.productId, variantId: row.variantId, country: 'US' };
  const set = await page.request.put('/api/admin/inventory/stock', { headers: origin(), data: { ...key, stock: 1, version: row.stock.US.version, reason: 'Staff try' } });
  expect(set.status()).toBe(403);
  const adjust = await page.request.post('/api/admin/inventory/adjust', { headers: origin(), data: { ...key, delta: 1, reason: 'Staff try' } });
  expect(adjust.status()).toBe(403);
  const imported = await page.request.post('/api/admin/inventory/import?dryRun=false', {
    headers: { ...origin(), 'content-type': 'text/csv' },
    data: `product_id,variant_id,us_stock,uk_stock\n${row.productId},${row.variantId ?? ''},1,1\n`,
  });
  expect(imported.status()).toBe(403);
  const unchanged = await currentRow(page, row.id, row.productName);
  expect(unchanged.stock).toEqual(row.stock);
});

test('the dashboard’s low-stock link opens the grid filtered to low stock in the US', async ({ page }) => {
  await signInAs(page, 'admin');
  const row = await testRow(page);
  const low = await page.request.put('/api/admin/inventory/stock', {
    headers: origin(),
    data: { productId: row.productId, variantId: row.variantId, country: 'US', stock: 3, version: row.stock.US.version, reason: 'Low-stock link test' },
  });
  expect(low.status()).toBe(200);

  await page.goto('/admin');
  await page.getByTestId('dashboard-US').getByRole('link', { name: /Low stock/ }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\?stock=low&country=US$/);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('low');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
  const rows = page.getByRole('table', { name: /^Inventory/ }).locator('tbody tr');
  await expect(rows.first()).toContainText('US low', { timeout: 20_000 });
  for (const line of await rows.all()) await expect(line).toContainText('US low');
  await expect(page.getByRole('table', { name: /^Inventory/ })).toContainText(/of [1-9]/);
});

test('a brand logo uploaded through the field is shown and saved with the brand', async ({ page }) => {
  await signInAs(page, 'admin');
  const name = `Kite Works ${Date.now().toString(36)}`;
  await page.goto('/admin/brands/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Choose image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture('png', 400, 200) });
  const preview = page.getByRole('img', { name: 'Logo: the current image' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await expectNoSeriousAxeViolations(page, 'brand form with logo');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page.getByTestId('page-admin-brand-edit')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Logo: the current image' })).toHaveAttribute('src', /^\/media\//);
});

test('a hero slide’s image field refuses a file that is not an image and shows an uploaded one', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/hero-slides/new');
  const field = page.getByRole('group', { name: 'Image' });
  await field.getByLabel('Choose image').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all, only text') });
  await expect(field.getByText(MEDIA_TEXTS.notAnImage)).toBeVisible({ timeout: 20_000 });
  await field.getByLabel('Choose image').setInputFiles({ name: 'slide.webp', mimeType: 'image/webp', buffer: await picture('webp', 1200, 500) });
  const preview = field.getByRole('img', { name: 'Image: the current image' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  await expect(field.getByText(MEDIA_TEXTS.notAnImage)).toBeHidden();
});
