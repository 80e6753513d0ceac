import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { SHOP_FILTER_TEXTS } from '../../shared/catalog/catalog-texts';
import { searchProducts, type ProductSearch } from '../../shared/catalog/search';
import { loadCatalogue, type Catalogue } from './support/catalogue';
import { waitForAppLive } from './support/app-live';

// Issue 10 "filters that fit a phone": below 1024px the shop's filters are a drawer (a modal dialog
// with the live result count and "Show N results"); on a wide screen they sit beside the products
// and leave the first row of products on the first screen.

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

const countFor = (search: Omit<ProductSearch, 'country'>) =>
  searchProducts(catalogue.products, catalogue.brands, catalogue.categories, { country: 'US', ...search }).length;

async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('page-shop')).toBeVisible();
  await waitForAppLive(page);
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters are a drawer with the live count; choices apply and "Show N results" lands on them', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    const everything = countFor({ sort: 'name' });
    await expect(page.getByLabel('Category')).toBeHidden();

    // "Filters", then "Filters (2)" with two filters in use.
    const opener = page.getByRole('button', { name: new RegExp(`^${SHOP_FILTER_TEXTS.filters}`) });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: SHOP_FILTER_TEXTS.filters });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: SHOP_FILTER_TEXTS.close })).toBeFocused();
    await expect(drawer.getByTestId('filter-count')).toHaveText(SHOP_FILTER_TEXTS.matching(everything));
    await expect(drawer.getByRole('button', { name: SHOP_FILTER_TEXTS.show(everything) })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'filters drawer at 390px');

    // The count follows each choice, live.
    const category = catalogue.categories.filter((row) => row.isActive).find((row) => countFor({ categorySlug: row.slug, sort: 'name' }) > 1)!;
    const inCategory = countFor({ categorySlug: category.slug, sort: 'name' });
    await drawer.getByLabel('Category').selectOption(category.slug);
    await expect(drawer.getByTestId('filter-count')).toHaveText(SHOP_FILTER_TEXTS.matching(inCategory));
    const inStock = countFor({ categorySlug: category.slug, inStockOnly: true, sort: 'name' });
    await drawer.getByLabel('In stock only').check();
    await expect(drawer.getByTestId('filter-count')).toHaveText(SHOP_FILTER_TEXTS.matching(inStock));
    const show = drawer.getByRole('button', { name: SHOP_FILTER_TEXTS.show(inStock) });
    await expect(show).toBeVisible();

    // Focus stays inside: past the last control it wraps to the first, and back.
    await show.focus();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: SHOP_FILTER_TEXTS.close })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(show).toBeFocused();

    // Escape closes it, focus back on the button that opened it; nothing chosen is lost.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('(2)');

    await opener.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: SHOP_FILTER_TEXTS.show(inStock) }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const count = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(count).toHaveText(inStock === 1 ? '1 product' : `${inStock} products`);
    // The results start on the screen the shopper is looking at: no scrolling past the filters.
    await expect(page.getByTestId('product-card').first()).toBeInViewport();
    await expect(count).toBeInViewport();
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the filters sit beside the products and leave the first row of products on the first screen', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    await expect(page.getByRole('button', { name: SHOP_FILTER_TEXTS.filters, exact: true })).toBeHidden();
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The first row of cards: wholly on the first screen, pictures and names.
    const cards = page.getByTestId('product-card');
    const first = await cards.first().boundingBox();
    expect(first, 'the first card has a box').not.toBeNull();
    expect(first!.y + first!.height, 'the first card ends on the first screen').toBeLessThanOrEqual(800);
    const filters = await page.getByRole('group', { name: SHOP_FILTER_TEXTS.filters }).boundingBox();
    expect(filters!.x + filters!.width, 'the filters are beside the products, not above them').toBeLessThanOrEqual(first!.x);
    await expectNoSeriousAxeViolations(page, 'filters beside the products');
  });

  test('a price that is not a whole number, or a minimum above the maximum, is explained and not applied', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    const min = page.getByLabel('Min price ($)');
    const max = page.getByLabel('Max price ($)');
    await min.fill('abc');
    await max.focus();
    await expect(page.getByRole('alert')).toHaveText(SHOP_FILTER_TEXTS.priceNotWhole);
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/min=/);

    await min.fill('');
    await max.fill('10');
    await min.focus();
    await expect(page).toHaveURL(/max=10/);
    await min.fill('50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText(SHOP_FILTER_TEXTS.priceOrder);
    await expect(page).not.toHaveURL(/min=/);

    // Leaving a field applies it: the count follows field by field.
    await min.fill('20');
    await max.fill('');
    await min.focus();
    await expect(page).toHaveURL(/min=20/);
    await expect(page).not.toHaveURL(/max=/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const fromTwenty = countFor({ priceMin: 2000, sort: 'name' });
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(fromTwenty === 1 ? '1 product' : `${fromTwenty} products`);
  });
});
