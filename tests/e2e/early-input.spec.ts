import { expect, test } from '@playwright/test';
import type { ProductDoc, ProductVariant } from '../../shared/sync/documents';
import { PRODUCT, REGION } from '../../shared/texts';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';
import { waitForAppLive } from './support/app-live';
import { holdScripts, hydrationTrouble } from './support/early-page';

// A shopper on a slow phone taps the painted server markup before React has hydrated it
// (docs/decisions/017, 026): a size, a filter's checkbox or a sort order chosen then shows at once
// and is still chosen, in React's state, once the app runs. The scripts are held back so that the
// taps land on the markup alone, whatever the machine's load.

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

// Each navigation must reach the server (a worker-controlled load would get the cached shell).
test.use({ serviceWorkers: 'block' });

/** A released product with several sizes, and one of them after the first that is in US stock. */
function laterSizeInStock(): { product: ProductDoc; variant: ProductVariant } {
  for (const product of catalogue.products) {
    if (!released(product) || product.variants.length < 2) continue;
    const variant = product.variants.slice(1).find((candidate) => stockOf(product, candidate.id) > 0);
    if (variant) return { product, variant };
  }
  throw new Error('The seed has no product with a later size in stock');
}

test('a size chosen before the scripts have run stays chosen once they do, and the bag gets that size', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const { product, variant } = laterSizeInStock();
  const release = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const size = page.locator(`input[type="radio"][value="${variant.id}"]`);
  const add = page.getByTestId('add-to-bag');
  // The tap shows at once (check() fails when it does not), on markup nothing answers yet.
  await size.check();
  await expect(add).toHaveText(PRODUCT.selectSize);

  await release();
  await waitForAppLive(page);
  // React knows the size: the button asks for the bag, and the radio stays checked through the
  // renders that follow (the device's copy of the product arriving).
  await expect(add).toHaveText(PRODUCT.addToBag);
  await expect(add).toBeEnabled();
  await expect(size).toBeChecked();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-line')).toContainText(`Size: ${variant.variantName}`);
  expect(trouble).toEqual([]);
});

test('a filter ticked and a sort order chosen before the scripts have run are applied once they do, each once', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const release = await holdScripts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  const inStock = page.getByRole('checkbox', { name: 'In stock only' });
  const sort = page.getByLabel('Sort by');
  // Ticked, unticked, and ticked again through its label: the last state is the one that counts.
  await inStock.check();
  await inStock.uncheck();
  await page.getByText('In stock only').click();
  await expect(inStock).toBeChecked();
  await sort.selectOption('price-asc');

  await release();
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await waitForAppLive(page);
  await expect(inStock).toBeChecked();
  await expect(sort).toHaveValue('price-asc');
  expect(trouble).toEqual([]);
});

test('a category and a brand picked before the scripts have run are applied once they do, with the page showing them', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const category = catalogue.categories.filter((row) => row.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0]!;
  const brand = catalogue.brands.find((row) => row.isActive && catalogue.products.some((product) => released(product) && product.brandId === row.id && product.categoryId === category.id));
  if (!brand) throw new Error('The seed has no brand with a released product in the first category');
  const release = await holdScripts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await page.getByLabel('Category').selectOption(category.slug);
  await page.getByLabel('Brand').selectOption(brand.slug);

  await release();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.slug}(&|$)`));
  await waitForAppLive(page);
  await expect(page.getByLabel('Category')).toHaveValue(category.slug);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByLabel('Brand')).toHaveValue(brand.slug);
  expect(trouble).toEqual([]);
});

// Found in full runs (catalog.spec, one run in two on a slow host): a category picked as the app
// started was undone. Once the URL named it, the page no longer showed the server's listing and the
// select's options came from the device, which had not read them yet: "All Products" alone, and the
// early pick's replay then reported that. The device's lists are held back here for the whole test.
test('a category picked before the device has read the catalogue keeps its option, its heading and its URL', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const category = catalogue.categories.filter((row) => row.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0]!;
  let releaseSync!: () => void;
  const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
  await page.route('**/api/sync/**', async (route) => {
    await syncHeld;
    await route.abort('connectionreset').catch(() => undefined);
  });
  await page.goto('/shop');
  await waitForAppLive(page);
  const select = page.getByLabel('Category');
  await select.selectOption(category.slug);

  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}(&|$)`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(select).toHaveValue(category.slug);
  await expect(select.getByRole('option', { name: category.name })).toHaveCount(1);
  releaseSync();
  expect(trouble).toEqual([]);
});

test('a page scrolled before the scripts have run stays where the shopper put it, so a tap there lands', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const release = await holdScripts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  // The shopper scrolls the painted markup down to the footer's country picker.
  const uk = page.getByRole('button', { name: `${REGION.regions.UK}: ${REGION.countries.UK}` });
  await uk.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await release();
  await waitForAppLive(page);
  // The app's first render did not put the page back to its top (the router did, and a tap on the
  // picker then landed on the product grid).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(uk).toBeInViewport();
  await uk.click();
  await expect(uk).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-card').first()).toContainText('£');
  expect(trouble).toEqual([]);
});
