import { expect, test, type Page, type Route } from '@playwright/test';
import { searchProducts } from '../../shared/catalog/search';
import { formatMoney } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import { HOME, PRODUCT, SHOP } from '../../shared/texts';
import { loadCatalogue, released, type Catalogue } from './support/catalogue';

// The server inlines each catalogue route's first screen (docs/decisions/016): a cold page shows
// its products before the catalogue's first sync has finished, then carries on with the device's
// data; pages the service worker serves from its cache have no payload and still work offline.

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

const SYNC_PULL = /\/api\/sync\/[a-z_]+\/pull/;

/** Holds every catalogue pull until released, so the first sync cannot finish before the assertions. */
async function holdSyncPulls(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(SYNC_PULL, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

async function syncState(page: Page): Promise<'ready' | 'pending'> {
  await page.waitForFunction(() => window.__shopSync !== undefined);
  return page.evaluate(() => Promise.race([window.__shopSync!.ready.then(() => 'ready' as const), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 300))]));
}

const cardNames = (page: Page) => page.getByTestId('product-card').locator('.product-card__name').allInnerTexts();

function byName<T extends { name: string; id: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}

test.describe('a cold first visit', () => {
  // The worker would only take over after the first paint anyway; blocking it keeps every pull in sight.
  test.use({ serviceWorkers: 'block' });

  test('the shop shows its first page in the client search order before the catalogue has synced', async ({ page }) => {
    const release = await holdSyncPulls(page);
    const brands = byName(catalogue.brands.filter((brand) => brand.isActive));
    const categories = catalogue.categories.filter((category) => category.isActive);
    const products = [...catalogue.products].sort((a, b) => (a.id < b.id ? -1 : 1));
    const expected = searchProducts(products, brands, categories, { sort: 'name', country: 'US' });

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOP.allProductsTitle);
    await expect(page.getByTestId('product-card')).toHaveCount(48);
    expect(await cardNames(page)).toEqual(expected.slice(0, 48).map((product) => product.name));
    await expect(page.getByText(`${expected.length} products`)).toBeVisible();
    await expect(page.getByTestId('card-price').first()).toHaveText(formatMoney(unitPriceFor('US', expected[0]!, null), 'USD'));
    // The filters already list the categories and brands.
    await expect(page.getByLabel('Category').locator('option')).toHaveCount(categories.length + 1);
    await expect(page.getByLabel('Brand').locator('option')).toHaveCount(brands.length + 1);
    expect(await syncState(page)).toBe('pending');
    expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true);

    // Once synced, the device's own search takes over with the same cards, and "Show more" appears.
    await release();
    await page.evaluate(() => window.__shopSync!.ready);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    expect(await cardNames(page)).toEqual(expected.slice(0, 48).map((product) => product.name));
  });

  test('home shows the hero, featured products and brands before the catalogue has synced', async ({ page }) => {
    const release = await holdSyncPulls(page);
    const slides = catalogue.slides.filter((slide) => slide.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
    const featured = catalogue.products
      .filter((product) => product.isFeatured)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))
      .slice(0, 4);
    const brands = byName(catalogue.brands.filter((brand) => brand.isActive)).slice(0, 4);

    await page.goto('/');
    await expect(page.getByTestId('hero').getByRole('heading', { name: slides[0]!.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME.featuredCollection })).toBeVisible();
    expect(await cardNames(page)).toEqual(featured.map((product) => product.name));
    for (const brand of brands) await expect(page.locator('.home-brands').getByRole('link', { name: brand.name, exact: true })).toBeVisible();
    expect(await syncState(page)).toBe('pending');

    // Following a card is instant too: the product is in the first screen.
    await page.getByRole('link', { name: featured[0]!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: featured[0]!.name })).toBeVisible();
    expect(await syncState(page)).toBe('pending');
    await release();
    await page.evaluate(() => window.__shopSync!.ready);
    await expect(page.getByRole('heading', { level: 1, name: featured[0]!.name })).toBeVisible();
  });

  test('a product page shows the product, its price and sizes before the catalogue has synced; an unknown one says so', async ({ page }) => {
    const release = await holdSyncPulls(page);
    // On sale already: before its release the bag button says COMING SOON (docs/decisions/030).
    const product = catalogue.products.find((candidate) => candidate.variants.length > 1 && candidate.brandId && released(candidate))!;
    const brand = catalogue.brands.find((candidate) => candidate.id === product.brandId)!;

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(formatMoney(unitPriceFor('US', product, null), 'USD'));
    await expect(page.getByRole('radio')).toHaveCount(product.variants.length);
    await expect(page.getByTestId('add-to-bag')).toHaveText(PRODUCT.selectSize);
    await expect(page.locator('.product-brand').getByRole('link', { name: brand.name })).toBeVisible();
    const image = page.locator('img.product-gallery__main');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    // The bag waits for the device's own copy of the product (docs/decisions/016); the favourite
    // does not (its write waits for the device's user data instead).
    const favorite = page.getByRole('button', { name: `Save ${product.name} to favorites` });
    await page.getByRole('radio').first().check();
    await expect(page.getByTestId('add-to-bag')).toBeDisabled();
    await expect(favorite).toBeEnabled();
    expect(await syncState(page)).toBe('pending');

    await release();
    await page.evaluate(() => window.__shopSync!.ready);
    await expect(favorite).toBeEnabled();
    await expect(page.getByRole('radio').first()).toBeChecked();

    const releaseAgain = await holdSyncPulls(page);
    await page.goto('/product/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: PRODUCT.notFound })).toBeVisible();
    expect(await syncState(page)).toBe('pending');
    await releaseAgain();
  });
});

test('after a first visit, reloads come from the service worker without a payload and work offline', async ({ page, context }) => {
  await page.goto('/shop');
  expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await page.evaluate(() => window.__shopSync!.ready);

  await context.setOffline(true);
  await page.reload();
  expect(await page.evaluate(() => document.getElementById('first-screen'))).toBeNull();
  await expect(page.getByTestId('product-card')).toHaveCount(48);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();

  const product = byName(catalogue.products)[0]!;
  await page.goto(`/product/${product.id}`);
  expect(await page.evaluate(() => document.getElementById('first-screen'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await context.setOffline(false);
});
