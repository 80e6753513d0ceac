import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_EXTRAS_TEXTS } from '../../shared/catalog/catalog-texts';
import { mayAlsoLike } from '../../shared/catalog/may-also-like';
import type { Country } from '../../shared/money';
import type { ProductDoc } from '../../shared/sync/documents';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';

// Issue 10: the product page's "You may also like" (same category or brand, in stock in the
// shopper's country) and "Recently viewed" (kept on the device, most recent first, offline too).

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

/** The page's app is up and the device holds the catalogue. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('page-product')).toBeVisible();
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
}

const names = (products: readonly ProductDoc[]) => products.map((product) => product.name);
const cardNames = (page: Page, section: string) => page.getByTestId(section).getByTestId('product-card').getByRole('heading');
const related = (a: ProductDoc, b: ProductDoc) => (a.categoryId !== null && a.categoryId === b.categoryId) || (a.brandId !== null && a.brandId === b.brandId);

test('"You may also like" shows the product’s relatives in stock in the shopper’s country, and follows a change of country', async ({ page }) => {
  const now = Date.now();
  const picks = (product: ProductDoc, country: Country) => mayAlsoLike(product, catalogue.products, country, now);
  // A product where the country matters: a relative sold out in the US but not in the UK makes the UK's list.
  const product = catalogue.products.find((candidate) => {
    if (!released(candidate)) return false;
    const us = picks(candidate, 'US');
    const uk = picks(candidate, 'UK');
    return us.length === 4 && uk.some((relative) => stockOf(relative, undefined, 'US') === 0);
  });
  expect(product, 'the seed has a product whose UK suggestions include one sold out in the US').toBeDefined();
  const us = picks(product!, 'US');
  const uk = picks(product!, 'UK');
  const soldOutInUs = uk.find((relative) => stockOf(relative, undefined, 'US') === 0)!;
  for (const [country, list] of [['US', us], ['UK', uk]] as const) {
    for (const relative of list) {
      expect(relative.id).not.toBe(product!.id);
      expect(related(relative, product!)).toBe(true);
      expect(stockOf(relative, undefined, country)).toBeGreaterThan(0);
    }
  }

  await page.goto(`/product/${product!.id}`);
  await settle(page);
  const section = page.getByTestId('may-also-like');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(PRODUCT_EXTRAS_TEXTS.mayAlsoLike);
  await expect(cardNames(page, 'may-also-like')).toHaveText(names(us));
  await expect(section.getByRole('link', { name: soldOutInUs.name, exact: true })).toHaveCount(0);
  await expect(section.getByTestId('sold-out')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'product page with its extras');

  await page.getByRole('button', { name: /United Kingdom/ }).click();
  await expect(cardNames(page, 'may-also-like')).toHaveText(names(uk));
  await expect(section.getByRole('link', { name: soldOutInUs.name, exact: true })).toBeVisible();
});

test('"Recently viewed" lists the products viewed on this device, most recent first and once, after a reload and offline', async ({ page, context }) => {
  // Products that have suggestions: their page shows a section once the extras have loaded.
  const viewable = catalogue.products.filter((product) => released(product) && mayAlsoLike(product, catalogue.products, 'US', Date.now()).length > 0);
  const [a, b, c] = viewable;
  expect(c, 'three products with suggestions').toBeDefined();

  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 })
    .toBe('activated');
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);

  const view = async (product: ProductDoc) => {
    await page.goto(`/product/${product.id}`);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The extras are loaded (and the view noted) once a section shows.
    await expect(page.getByTestId('may-also-like')).toBeVisible();
  };
  await view(a!);
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  await view(b!);
  await expect(cardNames(page, 'recently-viewed')).toHaveText([a!.name]);
  await view(c!);
  await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, a!.name]);
  // Seen again: first, and once; the page itself is never in its own list.
  await view(b!);
  await expect(page.getByTestId('recently-viewed').getByRole('heading', { level: 2 })).toHaveText(PRODUCT_EXTRAS_TEXTS.recentlyViewed);
  await expect(cardNames(page, 'recently-viewed')).toHaveText([c!.name, a!.name]);

  await page.reload();
  await expect(cardNames(page, 'recently-viewed')).toHaveText([c!.name, a!.name]);

  await context.setOffline(true);
  try {
    await page.goto(`/product/${a!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: a!.name })).toBeVisible();
    await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, c!.name]);
    await page.reload();
    await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, c!.name]);
    await page.getByTestId('recently-viewed').getByRole('link', { name: c!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: c!.name })).toBeVisible();
    await expect(cardNames(page, 'recently-viewed')).toHaveText([a!.name, b!.name]);
  } finally {
    await context.setOffline(false);
  }
});
