import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { formatMoney, type Country } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import { COUNTRY_COOKIE, COUNTRY_SOURCE_STORAGE_KEY, COUNTRY_STORAGE_KEY } from '../../shared/region/country-cookie';
import type { ProductDoc } from '../../shared/sync/documents';
import { PRODUCT, REGION, SHOP, TOASTS } from '../../shared/texts';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';
import { holdScripts, hydrationTrouble } from './support/early-page';

// The server renders each catalogue page's first screen into the HTML (docs/decisions/017), so the
// browser paints before any script runs, and React hydrates that markup: the first client render
// must equal it exactly, for a cold visitor and for a returning UK shopper, and the page must stay
// fully interactive afterwards. A price never changes currency on load.

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

// Each navigation must reach the server (a worker-controlled reload would get the cached shell).
test.use({ serviceWorkers: 'block' });

const CURRENCY = { US: 'USD', UK: 'GBP' } as const;

/** What React escapes in text, as the markup carries a product's name. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * Remembers the page element the server rendered (the one that is there when parsing ends, before
 * the scripts run), so a test can tell a hydrated page (the same element) from one rendered anew.
 */
async function rememberServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverPage: Element | null }).__serverPage = document.querySelector('#root [data-testid^="page-"]');
    });
  });
}

async function keptServerPage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const server = (window as unknown as { __serverPage: Element | null }).__serverPage;
    return !!server && server.isConnected && server === document.querySelector('#root [data-testid^="page-"]');
  });
}

/**
 * Waits until React has adopted the server's page element (hydration keeps its fiber on the element):
 * a click on markup that is painted but not yet hydrated is not React's to answer.
 */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.querySelector('#root [data-testid^="page-"]');
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
}

/**
 * From the first frame on: the card prices each frame the browser is about to paint shows in #root (if
 * visible). While the HTML is still being parsed, a frame can fall between a price's opening tag and its
 * text (the parser yields at any token, and the bytes arrive in chunks): such a price has no text yet and
 * is not a price shown. Once parsing has ended, every price counts, an empty one too.
 */
async function recordShownPrices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shownPrices: string[] }).__shownPrices = shown;
    const sample = () => {
      const root = document.getElementById('root');
      if (root && getComputedStyle(root).visibility === 'visible') {
        const parsing = document.readyState === 'loading';
        for (const price of root.querySelectorAll('[data-testid="card-price"]')) {
          const text = price.textContent ?? '';
          if (!(parsing && text === '')) shown.push(text);
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** SPEC §9: the region prompt decides a second after load. */
const REGION_PROMPT_DELAY_MS = 1000;

/**
 * Waits until the page's late work is done: no request for half a second (the session, the local
 * database's modules and first pull, the region configuration), so whatever they change is on screen.
 */
async function lateEffectsDone(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const shownPrices = (page: Page) => page.evaluate(() => (window as unknown as { __shownPrices: string[] }).__shownPrices);

/** A returning shopper who chose a country: stored in the browser, mirrored in the cookie. */
async function returningShopper(context: BrowserContext, baseURL: string, country: Country): Promise<void> {
  await context.addCookies([{ name: COUNTRY_COOKIE, value: country, url: baseURL }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COUNTRY_STORAGE_KEY, country] as const);
}

/** The #root of the HTML the server sends, and the country it says its markup is in. */
async function serverRoot(request: APIRequestContext, path: string, country?: Country): Promise<{ country: string | null; markup: string }> {
  const response = await request.get(path, { headers: country ? { cookie: `${COUNTRY_COOKIE}=${country}` } : {} });
  expect(response.status(), path).toBeLessThan(500);
  const html = await response.text();
  const match = /<div id="root"(?: data-first-screen-url="[^"]*" data-first-screen-country="(US|UK)"(?: data-first-screen-by-domain="")?)?>([\s\S]*)<\/div>\s*<\/body>/.exec(html);
  expect(match, `${path}: #root`).not.toBeNull();
  return { country: match![1] ?? null, markup: match![2]! };
}

function byName<T extends { name: string; id: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}

/** Each catalogue page with a first screen, and a name its server markup must show. */
function pages(): Array<{ path: string; shows: string }> {
  const brand = byName(catalogue.brands.filter((candidate) => candidate.isActive && catalogue.products.some((product) => product.brandId === candidate.id)))[0]!;
  const category = catalogue.categories.find((candidate) => candidate.isActive && catalogue.products.some((product) => product.categoryId === candidate.id))!;
  const product = byName(catalogue.products)[0]!;
  const newest = [...catalogue.products].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))[0]!;
  const featured = catalogue.products
    .filter((candidate) => candidate.isFeatured)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))[0]!;
  const term = product.name.split(' ')[0]!;
  return [
    { path: '/', shows: featured.name },
    { path: '/shop', shows: product.name },
    { path: `/shop?category=${category.slug}&sort=newest`, shows: category.name },
    { path: `/shop?search=${encodeURIComponent(term)}`, shows: `${SHOP.searchResultsFor} "${term}"` },
    { path: `/product/${product.id}`, shows: product.name },
    { path: `/brand/${brand.slug}`, shows: brand.name },
    { path: '/new-arrivals', shows: newest.name },
  ];
}

for (const visitor of ['a cold visitor', 'a returning UK shopper'] as const) {
  const country: Country = visitor === 'a cold visitor' ? 'US' : 'UK';

  test(`${visitor}: every catalogue page arrives rendered in ${CURRENCY[country]} and hydrates without a mismatch`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    if (country === 'UK') await returningShopper(context, baseURL!, 'UK');
    await rememberServerElements(page);
    const trouble = hydrationTrouble(page);

    for (const { path, shows } of pages()) {
      // The markup is in the HTML itself, in the shopper's currency.
      const root = await serverRoot(request, path, country === 'UK' ? 'UK' : undefined);
      expect(root.country, path).toBe(country);
      expect(root.markup, path).toContain(escapeText(shows));
      const prices = [...root.markup.matchAll(/data-testid="(?:card-price|product-price)">([^<]*)</g)].map((match) => match[1]!);
      expect(prices.length, `${path}: prices in the markup`).toBeGreaterThan(0);
      for (const price of prices) expect(price, path).toMatch(country === 'UK' ? /^£/ : /^\$/);

      await page.goto(path);
      await expect(page.locator('#root [data-testid^="page-"]')).toBeVisible();
      // Hydrated: React adopted the server's elements instead of rendering new ones.
      await expect.poll(() => page.evaluate(() => document.querySelector('#root')?.getAttribute('data-first-screen-country'))).toBe(country);
      await expect.poll(() => page.evaluate(() => !!document.querySelector('#root')?.querySelector('header.site-header'))).toBe(true);
      // After hydration, prices are still in the shopper's currency.
      const firstPrice = page.locator('[data-testid="card-price"], [data-testid="product-price"]').first();
      await expect(firstPrice).toContainText(country === 'UK' ? '£' : '$');
      await hydrated(page);
      expect(await keptServerPage(page), `${path}: the server's page element was kept`).toBe(true);
      // Late effects (the session, the database opening, the after-paint modules) have had their turn.
      await lateEffectsDone(page);
      expect(trouble, path).toEqual([]);
    }
  });
}

/** A released product in stock in both countries, with sizes when `sized`. */
function stockedProduct(sized: boolean): ProductDoc {
  const product = byName(catalogue.products).find(
    (candidate) => released(candidate) && (candidate.variants.length > 0) === sized && stockOf(candidate, sized ? candidate.variants[0]!.id : null, 'US') >= 2 && stockOf(candidate, sized ? candidate.variants[0]!.id : null, 'UK') >= 2,
  );
  if (!product) throw new Error(`The seed has no ${sized ? 'sized' : 'unsized'} product in stock in both countries`);
  return product;
}

test('after hydration the shop stays interactive: filters, client-side navigation and the bag', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  const product = stockedProduct(true);
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
  await expect(card).toBeVisible();
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  // A filter answers (the select is React's), then the card link navigates inside the app.
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  await card.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  // The bag: once the device holds the product, a size goes in and the header counts it.
  await page.evaluate(() => window.__shopSync!.ready);
  await page.getByRole('radio').first().check();
  const add = page.getByTestId('add-to-bag');
  await expect(add).toHaveText(PRODUCT.addToBag);
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(trouble).toEqual([]);
});

test('a returning UK shopper adds to the bag from a product page that opened rendered in pounds', async ({ page, context, baseURL }) => {
  await returningShopper(context, baseURL!, 'UK');
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  const product = stockedProduct(false);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(formatMoney(unitPriceFor('UK', product, null), 'GBP'));
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);
  await page.evaluate(() => window.__shopSync!.ready);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The header's own links still navigate inside the app.
  await page.getByRole('link', { name: 'Toy Shop home' }).click();
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(trouble).toEqual([]);
});

test('a choice the cookie does not carry yet: the markup in dollars is never shown, the page renders in pounds and the cookie follows', async ({ page, context, baseURL }) => {
  // Chosen before the cookie existed (or the cookies were cleared): stored, but not sent.
  await context.addInitScript(([key]) => localStorage.setItem(key, 'UK'), [COUNTRY_STORAGE_KEY] as const);
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  await recordShownPrices(page);

  await page.goto('/shop');
  await expect(page.getByTestId('card-price').first()).toContainText('£');
  // The server rendered dollars (no cookie) ...
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-first-screen-country'))).toBe('US');
  // ... which were hidden before they could paint, and rendered anew instead of hydrated.
  await lateEffectsDone(page);
  const shown = await shownPrices(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((price) => !price.startsWith('£'))).toEqual([]);
  expect(await keptServerPage(page)).toBe(false);
  expect(trouble).toEqual([]);

  // The choice is now in the cookie: the next page arrives in pounds and hydrates.
  // Chromium hands a document.cookie write to its cookie store asynchronously: the context's list catches up.
  await expect.poll(async () => (await context.cookies(baseURL!)).find((cookie) => cookie.name === COUNTRY_COOKIE)?.value).toBe('UK');
  await page.reload();
  await expect(page.getByTestId('card-price').first()).toContainText('£');
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-first-screen-country'))).toBe('UK');
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);
  expect(trouble).toEqual([]);
});

test('choosing a country in the footer sets the cookie, so the server renders the next page in it', async ({ page, context, request, baseURL }) => {
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  await page.goto('/new-arrivals');
  await expect(page.getByTestId('card-price').first()).toContainText('$');
  expect((await context.cookies(baseURL!)).find((cookie) => cookie.name === COUNTRY_COOKIE)).toBeUndefined();
  await hydrated(page);

  await page.getByRole('button', { name: `${REGION.regions.UK}: ${REGION.countries.UK}` }).click();
  await expect(page.getByTestId('card-price').first()).toContainText('£');
  await expect.poll(async () => (await context.cookies(baseURL!)).find((cookie) => cookie.name === COUNTRY_COOKIE)?.value).toBe('UK');
  expect((await serverRoot(request, '/new-arrivals', 'UK')).country).toBe('UK');

  await page.reload();
  expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-first-screen-country'))).toBe('UK');
  await expect(page.getByTestId('card-price').first()).toContainText('£');
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);

  await page.getByRole('button', { name: `${REGION.regions.US}: ${REGION.countries.US}` }).click();
  await expect(page.getByTestId('card-price').first()).toContainText('$');
  await expect.poll(async () => (await context.cookies(baseURL!)).find((cookie) => cookie.name === COUNTRY_COOKIE)?.value).toBe('US');
  expect(trouble).toEqual([]);
});

test('a cold visitor on the UK storefront sees pounds from the first paint, and the page hydrates in them', async ({ page, context, baseURL }) => {
  const port = new URL(baseURL!).port;
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  await recordShownPrices(page);
  await page.goto(`http://uk.localhost:${port}/new-arrivals`);
  await expect(page.getByTestId('card-price').first()).toContainText('£');
  expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-first-screen-by-domain'))).toBe(true);
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);
  await lateEffectsDone(page);
  const shown = await shownPrices(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((price) => !price.startsWith('£'))).toEqual([]);
  // The browser took the domain's country, as the region prompt would have, and the cookie follows.
  expect(await page.evaluate(([country, source]) => [localStorage.getItem(country), localStorage.getItem(source)], [COUNTRY_STORAGE_KEY, COUNTRY_SOURCE_STORAGE_KEY] as const)).toEqual(['UK', 'domain']);
  await expect.poll(async () => (await context.cookies(`http://uk.localhost:${port}`)).find((cookie) => cookie.name === COUNTRY_COOKIE)?.value).toBe('UK');
  expect(trouble).toEqual([]);
});

test('a shopper who chose dollars by hand on the UK storefront gets dollars from the server', async ({ page, context, baseURL }) => {
  const port = new URL(baseURL!).port;
  const ukSite = `http://uk.localhost:${port}`;
  await context.addCookies([{ name: COUNTRY_COOKIE, value: 'US', url: ukSite }]);
  await context.addInitScript(([country, source]) => {
    localStorage.setItem(country, 'US');
    localStorage.setItem(source, 'manual');
  }, [COUNTRY_STORAGE_KEY, COUNTRY_SOURCE_STORAGE_KEY] as const);
  const trouble = hydrationTrouble(page);
  await rememberServerElements(page);
  await recordShownPrices(page);
  await page.clock.install();
  await page.goto(`${ukSite}/new-arrivals`);
  await expect(page.getByTestId('card-price').first()).toContainText('$');
  await hydrated(page);
  expect(await keptServerPage(page)).toBe(true);
  // The domain's country arrives with the region configuration and the region prompt decides a second
  // after load: both have run (the page's clock run past that second) without touching the manual choice.
  await lateEffectsDone(page);
  await page.clock.runFor(REGION_PROMPT_DELAY_MS);
  expect((await shownPrices(page)).filter((price) => !price.startsWith('$'))).toEqual([]);
  expect(trouble).toEqual([]);
});

test('a click on the painted page before its scripts have run is not lost: it is replayed once React has hydrated', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const slides = catalogue.slides.filter((slide) => slide.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
  expect(slides.length).toBeGreaterThan(1);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('heading', { name: slides[0]!.title })).toBeVisible();
  await hero.getByRole('button', { name: 'Next slide' }).click();
  // Nothing can answer yet: the markup is as the server sent it.
  await expect(hero.getByRole('heading', { name: slides[0]!.title })).toBeVisible();

  await release();
  await expect(hero.getByRole('heading', { name: slides[1]!.title })).toBeVisible();
  await hydrated(page);
  expect(trouble).toEqual([]);
});

test('an early click on an icon button (the favourite’s heart) is replayed too, once the session is known', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  const product = byName(catalogue.products)[0]!;
  const release = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  // The click lands on the heart's SVG, inside the button.
  await page.getByRole('button', { name: `Save ${product.name} to favorites` }).click();
  await release();
  await expect(page.getByTestId('toast').filter({ hasText: TOASTS.signInRequiredForFavorites.title })).toBeVisible();
  expect(trouble).toEqual([]);
});

test('a search typed and sent before the scripts have run is not lost, nor sent as a plain form', async ({ page }) => {
  const trouble = hydrationTrouble(page);
  // The browser's own GET of the form would be a document request with the term in its query.
  const formGets: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && new URL(sent.url()).search) formGets.push(sent.url());
  });
  const release = await holdScripts(page);
  await page.goto('/new-arrivals', { waitUntil: 'commit' });
  const search = page.getByPlaceholder('Search products...').first();
  await search.fill('  robot ');
  await search.press('Enter');
  // Held: not the browser's GET of the form to the page itself.
  await expect(page).toHaveURL(/\/new-arrivals$/);

  await release();
  await expect(page).toHaveURL(/\/shop\?search=robot$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SHOP.searchResultsFor} "robot"`);
  expect(formGets).toEqual([]);
  expect(trouble).toEqual([]);
});
