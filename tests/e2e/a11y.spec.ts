import { expect, test, type Page } from '@playwright/test';
import { PRODUCT } from '../../shared/texts';
import { loadCatalogue, released, stockOf } from './support/catalogue';
import { waitForAppLive } from './support/app-live';
import { axeFindings, reportOf } from './support/axe';

// axe-core on the catalogue pages and the not-found page, at a phone and a desktop width, the
// whole page (header, navigation, footer and newsletter included): no serious or critical
// violation. Minor and moderate findings are printed, not failed.

let productPath = '/product/unknown';
let brandPath = '/brand/unknown';
let bagPath = '/product/unknown';
test.beforeAll(async ({ request }) => {
  const catalogue = await loadCatalogue(request);
  const oneSize = catalogue.products.find((candidate) => candidate.variants.length === 0 && released(candidate) && stockOf(candidate) >= 5)!;
  bagPath = `/product/${oneSize.id}`;
  const product = catalogue.products.find((candidate) => candidate.variants.length > 0 && candidate.pictures.length > 1) ?? catalogue.products[0]!;
  productPath = `/product/${product.id}`;
  const brand = catalogue.brands.find((candidate) => candidate.isActive)!;
  brandPath = `/brand/${brand.slug}`;
});

const PAGES: Array<{ name: string; path: () => string; testId: string; withBag?: boolean }> = [
  { name: 'home', path: () => '/', testId: 'page-home' },
  { name: 'shop', path: () => '/shop', testId: 'page-shop' },
  { name: 'search', path: () => '/shop?search=robot&sort=price-asc', testId: 'page-shop' },
  { name: 'product', path: () => productPath, testId: 'page-product' },
  { name: 'brands', path: () => '/brand', testId: 'page-brand' },
  { name: 'brand', path: () => brandPath, testId: 'page-brand-detail' },
  { name: 'new arrivals', path: () => '/new-arrivals', testId: 'page-new-arrivals' },
  { name: 'product not found', path: () => '/product/no-such-product', testId: 'page-product' },
  { name: 'not found', path: () => '/no-such-page', testId: 'page-not-found' },
  { name: 'cart', path: () => '/cart', testId: 'page-cart', withBag: true },
  { name: 'checkout', path: () => '/checkout', testId: 'page-checkout', withBag: true },
];

/** Puts one item in the bag, as a shopper does, so the cart and checkout show their full pages. */
async function fillBag(page: Page): Promise<void> {
  await page.goto(bagPath);
  await settle(page, 'page-product');
  await waitForAppLive(page);
  await page.getByRole('button', { name: PRODUCT.addToBag }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function settle(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
  // Content that was loading has arrived.
  await expect(page.getByText(/^Loading (products|brands|product|brand)\.\.\.$/)).toHaveCount(0);
}

// The helper every spec runs axe through (support/axe.ts) runs it in the page with violations only
// reported: it still finds what axe finds. Planted on a real page: an image without a text
// alternative, a button without a name, and pale text on white.
test('axe as the specs run it finds serious violations planted on a page', async ({ page }) => {
  await page.goto('/');
  await settle(page, 'page-home');
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML = '<img src="/favicon.ico"><button type="button"></button><p style="color:#eee;background:#fff">Pale words</p>';
    document.querySelector('main')!.append(planted);
  });
  const { blocking } = await axeFindings(page);
  expect(blocking.map((violation) => violation.id)).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
  const { blocking: within } = await axeFindings(page, { within: 'footer' });
  expect(within.map((violation) => violation.id)).not.toContain('image-alt');
});

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // One shopper goes through every page (a fresh device per page would sync the whole catalogue
    // each time), filling the bag before the pages that need it; every page's findings are reported.
    test('no page has a serious or critical axe violation', async ({ page }) => {
      test.setTimeout(300_000);
      const blockingByPage: Record<string, string> = {};
      let bagFilled = false;
      for (const { name, path, testId, withBag } of [...PAGES].sort((a, b) => Number(!!a.withBag) - Number(!!b.withBag))) {
        if (withBag && !bagFilled) {
          await fillBag(page);
          bagFilled = true;
        }
        await page.goto(path());
        await settle(page, testId);
        // The emulated PayPal button is drawn by its SDK after the page is up.
        if (name === 'checkout') await expect(page.getByTestId('express-payment').getByRole('button', { name: 'PayPal' })).toBeVisible();
        const { blocking, minor } = await axeFindings(page);
        if (minor.length > 0) console.log(`[${name} @${width}px] non-blocking:\n${reportOf(minor)}`);
        if (blocking.length > 0) blockingByPage[name] = reportOf(blocking);
      }
      expect(blockingByPage).toEqual({});
    });

    test('keyboard reaches and works the hero, gallery, sizes, stepper and accordions', async ({ page }) => {
      await page.goto('/');
      await settle(page, 'page-home');
      const next = page.getByRole('button', { name: 'Next slide' });
      await next.focus();
      await expect(next).toBeFocused();
      const title = page.getByTestId('hero').getByRole('heading');
      const before = await title.textContent();
      await page.keyboard.press('Enter');
      await expect(title).not.toHaveText(before!);
      await page.keyboard.press('ArrowLeft');
      await expect(title).toHaveText(before!);

      await page.goto(productPath);
      await settle(page, 'page-product');
      const radio = page.getByRole('radio').first();
      await radio.focus();
      await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      if (await increase.isEnabled()) {
        await increase.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('quantity')).toHaveText('2');
      }
      const summary = page.getByText('Shipping & after-sales', { exact: true });
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(/Returns accepted within/)).toBeVisible();
      // A visible focus ring on the focused control.
      const outline = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
    });
  });
}
