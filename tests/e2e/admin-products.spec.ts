import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import type { AdminCategory } from '../../shared/admin/category.schema';
import type { AdminProduct, ProductInput } from '../../shared/admin/product.schema';
import { SHOP } from '../../shared/texts';
import { picture } from '../support/image-fixtures';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The products screen against the built shop and its real API: an admin creates a product with two
// sizes and a picture, stocks it, and open storefronts in each country see it appear in their own
// currency without reloading; bulk actions on selected rows; a stale edit is refused with the 409 text.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const origin = () => ({ origin: test.info().project.use.baseURL! });

/** A storefront tab in a country of its own (the country a shopper chose, as checkout.spec does), searching for `term`. */
async function openShop(browser: Browser, country: 'US' | 'UK', term: string): Promise<{ context: BrowserContext; shop: Page }> {
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.addInitScript((chosen) => {
    localStorage.setItem('toy-shop:country', chosen);
    localStorage.setItem('toy-shop:country-source', 'manual');
  }, country);
  await shop.goto(`/shop?search=${encodeURIComponent(term)}`);
  await shop.waitForFunction(() => window.__shopSync !== undefined);
  await shop.evaluate(() => window.__shopSync!.ready);
  await expect(shop.getByText(SHOP.noProducts)).toBeVisible({ timeout: 20_000 });
  return { context, shop };
}

async function createProduct(page: Page, input: Partial<ProductInput> & { name: string }): Promise<AdminProduct> {
  const answer = await page.request.post('/api/admin/products', { data: { price: 1500, ...input }, headers: origin() });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { record: AdminProduct }).record;
}

async function readProduct(page: Page, id: string): Promise<AdminProduct> {
  const answer = await page.request.get(`/api/admin/products/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { record: AdminProduct }).record;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('an admin creates a product with two sizes and a picture; stocked, it appears in open shops priced in each currency', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = `Glider${unique()}`;
  const name = `${token} Balsa Plane`;
  const us = await openShop(browser, 'US', token);
  const uk = await openShop(browser, 'UK', token);

  const categories = (await (await page.request.get('/api/admin/categories?pageSize=10&active=yes&deleted=no&sort=name.asc')).json()) as ListPage<AdminCategory>;
  const category = categories.rows[0]!;

  await page.goto('/admin/products/new');
  await expect(page.getByTestId('page-admin-product-new')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A light plane that glides a long way.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: category.name });
  await page.getByLabel('US price (USD)', { exact: true }).fill('24.00');
  await page.getByLabel('UK price (GBP)', { exact: true }).fill('19.50');
  await page.getByLabel('Add pictures').setInputFiles({ name: 'plane.png', mimeType: 'image/png', buffer: await picture('png', 640, 480) });
  await expect(page.getByText('Main picture')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByLabel('Size 1 name').fill('Small');
  await page.getByLabel('Size 1 price adjustment').fill('-4.00');
  await page.getByLabel('Size 2 name').fill('Large');
  await page.getByLabel('Size 2 own US price (USD)').fill('30.00');

  // The preview prices as the shop does: the UK falls back to the UK product price plus the adjustment.
  const preview = page.getByTestId('price-preview');
  await expect(preview.getByTestId('preview-US')).toHaveText('$24.00');
  await expect(preview.getByTestId('preview-UK')).toHaveText('£19.50');
  await expect(preview.getByTestId('preview-US-size-0')).toHaveText('$20.00');
  await expect(preview.getByTestId('preview-UK-size-0')).toHaveText('£15.50');
  await expect(preview.getByTestId('preview-US-size-1')).toHaveText('$30.00');
  await expect(preview.getByTestId('preview-UK-size-1')).toHaveText('£19.50');
  await expectNoSeriousAxeViolations(page, 'product form');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByTestId('page-admin-product-edit')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('record-history')).toContainText('Created by Avery Admin');
  const id = /\/admin\/products\/([^/?]+)/.exec(page.url())![1]!;
  const saved = await readProduct(page, id);
  expect(saved.images).toHaveLength(1);
  expect(saved.categoryId).toBe(category.id);
  expect(saved.variants.map(({ name: size, price, priceUk, priceAdjustment }) => ({ size, price, priceUk, priceAdjustment }))).toEqual([
    { size: 'Small', price: null, priceUk: null, priceAdjustment: -400 },
    { size: 'Large', price: 3000, priceUk: null, priceAdjustment: 0 },
  ]);

  // Stock through the inventory screen: each size, in each country.
  await page.goto(`/admin/inventory?q=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('page-admin-inventory')).toBeVisible();
  for (const variant of saved.variants) {
    for (const country of ['US', 'UK'] as const) {
      const line = `${name}, ${variant.name}`;
      await page.getByRole('button', { name: `Change ${country} stock of ${line}`, exact: true }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: `${country} stock of ${line}` });
      await dialog.getByLabel('New count').fill('12');
      await dialog.getByLabel('Reason').fill('First delivery');
      await dialog.getByRole('button', { name: 'Save stock' }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    }
  }
  const grid = (await (await page.request.get(`/api/admin/inventory?q=${encodeURIComponent(token)}&pageSize=10`)).json()) as {
    rows: Array<{ variantName: string | null; stock: Record<'US' | 'UK', { stock: number }> }>;
  };
  expect(grid.rows.map((row) => [row.variantName, row.stock.US.stock, row.stock.UK.stock]).sort()).toEqual([
    ['Large', 12, 12],
    ['Small', 12, 12],
  ]);

  for (const [{ shop }, price] of [[us, '$24.00'], [uk, '£19.50']] as const) {
    const card = shop.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    await expect(card.getByTestId('card-price')).toHaveText(price);
  }
  await us.context.close();
  await uk.context.close();

  await page.goto(`/admin/products/${id}`);
  await expect(page.getByTestId('page-admin-product-edit')).toBeVisible();
  // Soft delete from the edit page: the page stays, says Deleted and offers Restore.
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Restore product' })).toBeVisible({ timeout: 20_000 });
  expect((await readProduct(page, id)).deletedAt).not.toBeNull();
  await page.getByRole('button', { name: 'Restore product' }).click();
  await expect(page.getByRole('button', { name: 'Delete product' })).toBeVisible({ timeout: 20_000 });
  expect((await readProduct(page, id)).deletedAt).toBeNull();

  // Deleted from the list, found by the Deleted filter (and left deleted: other specs pick from the catalogue).
  await page.goto(`/admin/products?q=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Delete “${name}”?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Deleted', exact: true }).selectOption('yes');
  await expect(page).toHaveURL(/deleted=yes/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Deleted');
});

test('bulk actions: two selected rows are featured together, then deleted together', async ({ page }) => {
  const token = `Kazoo${unique()}`;
  const first = await createProduct(page, { name: `${token} Red` });
  const second = await createProduct(page, { name: `${token} Blue` });

  await page.goto(`/admin/products?q=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'products list');
  await page.getByRole('checkbox', { name: `Select row ${first.name}` }).check();
  await page.getByRole('checkbox', { name: `Select row ${second.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Feature', exact: true }).click();
  for (const product of [first, second]) {
    await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('Featured');
  }
  expect((await readProduct(page, first.id)).isFeatured).toBe(true);
  expect((await readProduct(page, second.id)).isFeatured).toBe(true);

  // The featured filter finds them; the URL holds it.
  await page.getByRole('combobox', { name: 'Featured', exact: true }).selectOption('yes');
  await expect(page).toHaveURL(/featured=yes/);
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete 2 products?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(0, { timeout: 20_000 });
  expect((await readProduct(page, first.id)).deletedAt).not.toBeNull();
  expect((await readProduct(page, second.id)).deletedAt).not.toBeNull();
});

test('a stale edit is refused with the conflict text and keeps what was typed until reload', async ({ page }) => {
  const name = `Spinning top ${unique()}`;
  const product = await createProduct(page, { name, variants: [{ name: 'Mini', price: null, priceUk: null, priceAdjustment: 0, imageUrl: null }] });
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Size 1 name')).toHaveValue('Mini');

  // Someone else saves first.
  const other = await page.request.patch(`/api/admin/products/${product.id}`, {
    data: { name, price: 1700, variants: [{ id: product.variants[0]!.id, name: 'Mini' }], version: product.version },
    headers: origin(),
  });
  expect(other.status(), await other.text()).toBe(200);

  await page.getByLabel('Name', { exact: true }).fill(`${name} (mine)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('edit-conflict')).toContainText(ADMIN_TEXTS.editConflict);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (mine)`);
  await page.getByTestId('edit-conflict').getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('US price (USD)', { exact: true })).toHaveValue('17.00');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  expect((await page.request.delete(`/api/admin/products/${product.id}?version=${(await readProduct(page, product.id)).version}`, { headers: origin() })).status()).toBe(200);
});

test('a price of 0 is saved only after the confirmation, and the form says why', async ({ page }) => {
  const name = `Free sticker ${unique()}`;
  await page.goto('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('US price (USD)', { exact: true }).fill('3.00');
  await page.getByLabel('UK price (GBP)', { exact: true }).fill('0');
  await expect(page.getByTestId('price-preview').getByTestId('preview-UK')).toHaveText('£0.00');
  await page.getByRole('button', { name: 'Create product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save anyway?' });
  await expect(dialog).toContainText(ADMIN_TEXTS.zeroPriceConfirm);
  // Cancelling saves nothing and keeps what was typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('page-admin-product-new')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Create product' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('page-admin-product-edit')).toBeVisible({ timeout: 20_000 });
  const id = /\/admin\/products\/([^/?]+)/.exec(page.url())![1]!;
  const saved = await readProduct(page, id);
  expect([saved.price, saved.priceUk]).toEqual([300, 0]);
  expect((await page.request.delete(`/api/admin/products/${id}?version=${saved.version}`, { headers: origin() })).status()).toBe(200);
});
