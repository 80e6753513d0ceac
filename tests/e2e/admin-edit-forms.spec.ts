import { expect, test, type Page } from '@playwright/test';
import type { ListPage } from '../../shared/admin/api';
import type { AdminProduct, AdminProductRow } from '../../shared/admin/product.schema';
import type { AdminShippingRate } from '../../shared/admin/shipping-rate.schema';
import { signInAs } from './support/admin';

// Issue 23 §1: an edit form whose field refuses what was typed never saves. Before, the money box
// showed its error but the form still held the old amount, so "Save changes" sent the old price,
// said "saved" and moved the version on. Now no request goes out, no toast appears, the box keeps
// what was typed with its reason, and the first invalid field is focused (scrolled to).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const origin = () => ({ origin: test.info().project.use.baseURL! });

/** Every write the page sends to `path` (a PATCH or PUT), in order. */
function writesTo(page: Page, path: RegExp): Array<{ method: string; body: unknown }> {
  const seen: Array<{ method: string; body: unknown }> = [];
  page.on('request', (request) => {
    if (['PATCH', 'PUT', 'POST'].includes(request.method()) && path.test(new URL(request.url()).pathname)) seen.push({ method: request.method(), body: request.postDataJSON() as unknown });
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('a product edit with a negative US price is not saved: no request, no toast, the box keeps -5 with its error and has the focus', async ({ page }) => {
  const created = await page.request.post('/api/admin/products', { data: { name: `Tin robot ${unique()}`, price: 1599 }, headers: origin() });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { record: AdminProduct }).record;
  const writes = writesTo(page, new RegExp(`^/api/admin/products/${product.id}$`));

  await page.goto(`/admin/products/${product.id}`);
  const usPrice = page.getByLabel('US price (USD)', { exact: true });
  await expect(usPrice).toHaveValue('15.99');
  await usPrice.fill('-5');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(usPrice).toBeFocused();
  await expect(usPrice).toHaveValue('-5');
  await expect(usPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A price cannot be negative')).toBeVisible();
  await expect(page.getByText('Product saved')).toHaveCount(0);

  // Corrected, it saves: the one request the page sent is this one, with the corrected price.
  await usPrice.fill('12.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  expect(writes).toEqual([{ method: 'PATCH', body: expect.objectContaining({ price: 1200, version: product.version }) as unknown }]);
  const stored = ((await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as { record: AdminProduct }).record;
  expect(stored.price).toBe(1200);
  const removed = await page.request.delete(`/api/admin/products/${product.id}?version=${stored.version}`, { headers: origin() });
  expect(removed.status()).toBe(200);
});

test('a shipping rate with a negative base rate is not saved, and the box has the focus', async ({ page }) => {
  const rates = (await (await page.request.get('/api/admin/shipping-rates?pageSize=10')).json()) as ListPage<AdminShippingRate>;
  const rate = rates.rows[0]!;
  const writes = writesTo(page, new RegExp(`^/api/admin/shipping-rates/${rate.id}$`));

  await page.goto(`/admin/shipping-rates/${rate.id}`);
  const baseRate = page.getByLabel(/^Base rate/);
  await expect(baseRate).not.toHaveValue('');
  await baseRate.fill('-5');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(baseRate).toBeFocused();
  await expect(baseRate).toHaveValue('-5');
  await expect(page.getByText('A price cannot be negative')).toBeVisible();
  await expect(page.getByText('Shipping rate saved')).toHaveCount(0);
  expect(writes).toEqual([]);
  const stored = ((await (await page.request.get(`/api/admin/shipping-rates/${rate.id}`)).json()) as { record: AdminShippingRate }).record;
  expect(stored.version).toBe(rate.version);
});

test('settings with a negative hold amount are not saved; the field, above the fold, is scrolled to and focused', async ({ page }) => {
  const writes = writesTo(page, /^\/api\/admin\/settings$/);
  const before = (await (await page.request.get('/api/admin/settings')).json()) as { version: string };

  await page.goto('/admin/settings');
  const hold = page.getByLabel('Hold US orders from (USD)', { exact: true });
  await expect(hold).not.toHaveValue('');
  await hold.fill('-5');
  const save = page.getByRole('button', { name: 'Save settings' });
  await save.scrollIntoViewIfNeeded();
  await save.click();

  await expect(hold).toBeFocused();
  await expect(hold).toBeInViewport();
  await expect(hold).toHaveValue('-5');
  await expect(page.getByText('A price cannot be negative')).toBeVisible();
  await expect(page.getByText('Settings saved')).toHaveCount(0);
  expect(writes).toEqual([]);
  expect(((await (await page.request.get('/api/admin/settings')).json()) as { version: string }).version).toBe(before.version);
});

// Found walking the products screen (session 13): the brand and category boxes are filled from lists
// that may arrive after the product. An uncontrolled select given the product's brand before that
// brand was an option showed "No brand" for good, on a product that has one.
test('a product’s brand and category show on its edit form even when their lists arrive after the product', async ({ page }) => {
  const list = (await (await page.request.get(`/api/admin/products?pageSize=100&deleted=no`)).json()) as ListPage<AdminProductRow>;
  const product = list.rows.find((row) => row.brandId !== null && row.categoryId !== null)!;
  expect(product, 'a seeded product with a brand and a category').toBeDefined();

  // Hold the two option lists until the product's own fields are on screen.
  let release!: () => void;
  const formShown = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/(brands|categories)\?/, async (route) => {
    await formShown;
    await route.continue();
  });
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  release();

  const brand = page.getByLabel('Brand', { exact: true });
  const category = page.getByLabel('Category', { exact: true });
  await expect(brand).toHaveValue(product.brandId!);
  await expect(category).toHaveValue(product.categoryId!);
  await expect(brand.locator('option:checked')).toHaveText(product.brandName!);
});
