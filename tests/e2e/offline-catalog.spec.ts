import { expect, test, type Page } from '@playwright/test';
import { PRODUCT, SHOP } from '../../shared/texts';
import { loadCatalogue, type Catalogue } from './support/catalogue';

// After one online visit the catalogue works with the network off (DECISIONS.md "Offline"): home,
// shop with search, filters and sort, product, brands and new arrivals.

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

async function visitOnceOnline(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
}

test('home, shop search/filters/sort, product, brands and new arrivals with the network off', async ({ page, context }) => {
  await visitOnceOnline(page);
  await context.setOffline(true);

  await page.goto('/');
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Collection' })).toBeVisible();
  await expect(page.getByTestId('page-home').getByTestId('product-card').first()).toBeVisible();

  const product = [...catalogue.products].sort((a, b) => a.name.localeCompare(b.name))[0]!;
  const word = product.name.split(' ')[0]!;
  await page.goto(`/shop?search=${encodeURIComponent(word.toLowerCase())}&sort=price-desc&inStock=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SHOP.searchResultsFor} "${word.toLowerCase()}"`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(page.getByTestId('sold-out')).toHaveCount(0);

  const category = catalogue.categories.find((row) => row.isActive)!;
  await page.getByLabel('Category').selectOption(category.slug);
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('add-to-bag')).toBeVisible();
  await expect(page.getByRole('heading', { name: PRODUCT.notFound })).toHaveCount(0);

  const brand = catalogue.brands.find((row) => row.isActive)!;
  await page.goto('/brand');
  await expect(page.getByRole('link', { name: brand.name, exact: true })).toBeVisible();
  await page.goto(`/brand/${brand.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();

  const newest = [...catalogue.products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  await page.goto('/new-arrivals');
  await expect(page.getByTestId('product-card').first()).toContainText(newest.name);
  await context.setOffline(false);
});
