import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { AdminDiscount } from '../../shared/admin/discount.schema';
import type { AdminProduct, ProductInput } from '../../shared/admin/product.schema';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 25 "Work on many records" (docs/decisions/100), on records these tests make themselves: a
// manager sets the stock of the selected inventory rows with one reason; disables and enables the
// selected discounts (one changed meanwhile is refused and named); duplicates a product (its copy's
// page opens) and undoes a delete from the toast. The orders' bulk actions are in shop-wide/.

const origin = () => ({ origin: test.info().project.use.baseURL! });
const unique = () => randomUUID().slice(0, 8);

async function createProduct(page: Page, input: Partial<ProductInput> & { name: string }): Promise<AdminProduct> {
  const answer = await page.request.post('/api/admin/products', { data: { price: 1500, ...input }, headers: origin() });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { record: AdminProduct }).record;
}

async function createDiscount(page: Page, code: string): Promise<AdminDiscount> {
  const answer = await page.request.post('/api/admin/discounts', { data: { code, discountType: 'percentage', discountValue: 10 }, headers: origin() });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { record: AdminDiscount }).record;
}

const size = (name: string) => ({ name, price: null, priceUk: null, priceAdjustment: 0, imageUrl: null });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'store_manager');
});

test('inventory: the selected rows’ US stock set to one count for one reason', async ({ page }, testInfo) => {
  const name = `Bulk Yo-yo ${unique()}`;
  await createProduct(page, { name, variants: [size('Small'), size('Large')] });
  await page.goto(`/admin/inventory?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select row ${name} – Small` }).check();
  await page.getByRole('checkbox', { name: `Select row ${name} – Large` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Set stock…' }).click();
  const dialog = page.getByTestId('inventory-bulk-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Set stock for 2 rows');
  // The reason is required, as for one row; nothing is sent without it.
  await dialog.getByLabel('New count for each row').fill('42');
  await dialog.getByRole('button', { name: 'Set stock' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the stock changes');
  await dialog.getByLabel('Reason').fill('Spring stock take');
  await expectNoSeriousAxeViolations(page, 'inventory bulk dialog');
  await page.screenshot({ path: testInfo.outputPath('inventory-dialog.png') });
  await dialog.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Stock set for 2 rows' })).toBeVisible();
  for (const sizeName of ['Small', 'Large']) await expect(page.getByRole('row', { name: new RegExp(`${name}.*${sizeName}`) })).toContainText('42');
  await page.screenshot({ path: testInfo.outputPath('inventory-after.png') });
});

test('discounts: the selected codes disabled (one changed meanwhile refused and named), then enabled', async ({ page }, testInfo) => {
  const token = `BLK${unique().toUpperCase()}`;
  const [first, second] = [await createDiscount(page, `${token}A`), await createDiscount(page, `${token}B`)];
  await page.goto(`/admin/discounts?q=${token}`);
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  // Someone else edits the second code after the list was read: while the bulk request is on its way,
  // so that the open list (which follows the change feed) cannot have shown the new version yet.
  let edited = 0;
  await page.route('**/api/admin/discounts/bulk', async (route) => {
    const edit = await page.request.patch(`/api/admin/discounts/${second!.id}`, { headers: origin(), data: { ...second, discountValue: 15 } });
    edited = edit.status();
    await route.continue();
  });
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Disable' }).click();
  await expect.poll(() => edited).toBe(200);
  await page.unroute('**/api/admin/discounts/bulk');
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toContainText('1 discount disabled.');
  await expect(summary.getByRole('listitem')).toHaveText([`${token}B: This was changed by someone else; reload to see their change`]);
  await page.screenshot({ path: testInfo.outputPath('discounts-summary.png') });
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${token}A`) })).toContainText('Hidden');
  await expect(page.getByRole('row', { name: new RegExp(`${token}B`) })).toContainText('Active');

  await page.getByRole('checkbox', { name: `Select row ${first!.code}` }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '1 discount enabled' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${token}A`) })).toContainText('Active');

  // Deleted from its own page (which then leaves for the list), the delete is still undone from the toast.
  await page.goto(`/admin/discounts/${first!.id}`);
  await page.getByRole('button', { name: 'Delete discount' }).click();
  await page.getByRole('dialog', { name: `Delete “${first!.code}”?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await page.getByTestId('toast').filter({ hasText: 'Deleted' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Restored' })).toBeVisible();
  const restored = await page.request.get(`/api/admin/discounts/${first!.id}`);
  expect(((await restored.json()) as { record: AdminDiscount }).record.deletedAt).toBeNull();
});

test('products: a duplicate opens as "<name> (copy)"; a delete is undone from its toast', async ({ page }, testInfo) => {
  const name = `Bulk Kite ${unique()}`;
  await createProduct(page, { name, description: 'Flies high', variants: [size('Red')] });
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[^/?]+$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (copy)`);
  await expect(page.getByLabel('Size 1 name')).toHaveValue('Red');
  await expect(page.getByTestId('toast').filter({ hasText: 'Duplicated' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-copy.png') });

  const copyName = `${name} (copy)`;
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${copyName}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Delete “${copyName}”?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Deleted' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('product-undo-toast.png') });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Restored' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(copyName.replace(/[()]/g, '\\$&')) })).not.toContainText('Deleted');

  // A bulk delete of both is undone from its toast too.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete 2 products?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByTestId('toast').filter({ hasText: '2 products deleted' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '2 products are back' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);

  // A product's own page duplicates it too, and opens the copy's page in its place.
  await page.getByRole('link', { name: copyName, exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(copyName);
  const copyUrl = page.url();
  await page.getByRole('button', { name: `Duplicate ${copyName}`, exact: true }).click();
  await expect(page).not.toHaveURL(copyUrl);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${copyName} (copy)`);
});
