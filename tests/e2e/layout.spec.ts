import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BrandDoc, CategoryDoc } from '../../shared/sync/documents';
import { HEADER, NAV, REGION } from '../../shared/texts';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';

// The storefront chrome (SPEC §2.2 header, §2.3 desktop navigation, §2.4 mobile drawer, §2.11
// footer) in Chromium against the seeded shop, by role and keyboard as a shopper would use it.

const ADMIN = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;
const CUSTOMER = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;

// better-auth limits sign-ins per client IP (production mode); give each test its own.
let clientIp = '';
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  clientIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
});

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: test.info().project.use.baseURL!, 'x-forwarded-for': clientIp },
  });
  expect(response.status()).toBe(200);
}

async function pullAll<Doc>(request: APIRequestContext, collection: string): Promise<Doc[]> {
  const response = await request.get(`/api/sync/${collection}/pull?limit=2000`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { documents: Array<Doc & { _deleted: boolean }> }).documents.filter((doc) => !doc._deleted);
}

async function activeCategories(request: APIRequestContext): Promise<CategoryDoc[]> {
  const all = await pullAll<CategoryDoc>(request, 'categories');
  return all.filter((c) => c.isActive).sort((a, b) => a.displayOrder - b.displayOrder || a.id.localeCompare(b.id));
}

async function activeBrands(request: APIRequestContext): Promise<BrandDoc[]> {
  const all = await pullAll<BrandDoc>(request, 'brands');
  return all.filter((b) => b.isActive).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id.localeCompare(b.id)));
}

/** Waits for the first catalogue pull, so the CATEGORIES menu (shown only once there are categories) no longer shifts the bar. */
async function openWithCatalogue(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The app's entry runs after the server's markup is painted, possibly after the load event.
  await page.waitForFunction(() => (window as unknown as { __shopSync?: unknown }).__shopSync !== undefined);
  await page.evaluate(() => (window as unknown as { __shopSync: { ready: Promise<void> } }).__shopSync.ready);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: NAV.categories })).toBeVisible();
}

test.describe('header (SPEC §2.2)', () => {
  test('skip link, logo, search: a blank term does nothing, a trimmed term opens the shop', async ({ page }) => {
    await page.goto('/about');
    // The page must be up before the first Tab, or the key press lands before anything can take focus.
    await expect(page.getByTestId('page-about')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: HEADER.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(page.getByRole('link', { name: 'Toy Shop home' })).toHaveAttribute('href', '/');

    const search = page.getByPlaceholder(HEADER.searchPlaceholder);
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/about$/);

    await search.fill('  dragon  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=dragon$/);
    // The blank search went nowhere, not even late: back from the results is the page it was typed on.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('signed out: the user icon goes to /auth; the cart has no badge at 0', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an admin’s menu has Admin Dashboard; Escape closes it and returns focus', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: /^Account menu/ });
    await menuButton.click();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('a customer’s menu has no Admin Dashboard, and Sign Out signs out', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a calm notice while offline, the menus still filled from the device, gone when back online', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithCatalogue(page, '/');
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await context.setOffline(true);
    try {
      await expect(page.getByTestId('offline-notice')).toContainText('You’re offline');
      const categories = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: NAV.categories });
      await categories.click();
      await expect(page.locator(`#${(await categories.getAttribute('aria-controls'))!}`).getByRole('link', { name: NAV.allProducts })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
});

test.describe('desktop navigation (SPEC §2.3, §9)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('NEW & FEATURED opens on hover after the delay and closes when the pointer leaves', async ({ page }) => {
    await openWithCatalogue(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: NAV.newAndFeatured });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${(await trigger.getAttribute('aria-controls'))!}`);
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const link = panel.getByRole('link', { name: /New Arrivals/ });
    await expect(link).toHaveAttribute('href', '/new-arrivals');
    await expect(link).toContainText('Discover the latest products');
    expect((await panel.boundingBox())!.width).toBe(400);
    await page.mouse.move(5, 850);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu delays of SPEC §9: open 200 ms, close 150 ms, skip 300 ms', async ({ page }) => {
    await page.clock.install();
    await openWithCatalogue(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const first = nav.getByRole('button', { name: NAV.newAndFeatured });
    const brand = nav.getByRole('button', { name: NAV.brand });
    await page.clock.pauseAt(Date.now() + 60_000);

    await first.hover();
    await page.clock.runFor(180);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(40);
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(5, 850);
    await page.clock.runFor(130);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(40);
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // Back within 300 ms of closing: opens without the 200 ms wait.
    await page.clock.runFor(100);
    await brand.hover();
    await page.clock.runFor(1);
    await expect(brand).toHaveAttribute('aria-expanded', 'true');

    // Long after closing: the full delay again.
    await page.mouse.move(5, 850);
    await page.clock.runFor(1000);
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await first.hover();
    await page.clock.runFor(100);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(150);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus; ArrowDown opens on the first link', async ({ page }) => {
    await openWithCatalogue(page, '/about');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: NAV.newAndFeatured });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /New Arrivals/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /New Arrivals/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();

    await page.keyboard.press(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('CATEGORIES lists the active categories in order, then All Products; a panel 450px, 500px high at most', async ({ page, request }) => {
    const categories = await activeCategories(request);
    expect(categories.length).toBeGreaterThan(0);
    await openWithCatalogue(page, '/about');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: NAV.categories });
    await trigger.click();
    const panel = page.locator(`#${(await trigger.getAttribute('aria-controls'))!}`);
    await expect(panel).toContainText(NAV.shopByCategory);
    await expect(panel).toContainText(NAV.shopByCategoryHint);
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(categories.length + 1);
    for (const [index, category] of categories.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/shop?category=${category.slug}`);
      await expect(links.nth(index)).toContainText(category.name);
      if (category.description) await expect(links.nth(index)).toContainText(category.description);
    }
    await expect(links.last()).toHaveAttribute('href', '/shop');
    await expect(links.last()).toHaveText(NAV.allProducts);
    expect((await panel.boundingBox())!.width).toBe(450);
    expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
    expect(await panel.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?category=${categories[0]!.slug}$`));
    await expect(panel).toBeHidden();
  });

  test('BRAND lists the active brands by name and ends with View All Brands', async ({ page, request }) => {
    const brands = await activeBrands(request);
    await openWithCatalogue(page, '/about');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: NAV.brand });
    await trigger.click();
    const panel = page.locator(`#${(await trigger.getAttribute('aria-controls'))!}`);
    await expect(panel).toContainText(NAV.shopByBrand);
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(Math.max(brands.length, 1) + 1);
    for (const [index, brand] of brands.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/brand/${brand.slug}`);
      await expect(links.nth(index)).toContainText(brand.name);
    }
    await expect(links.last()).toHaveText(NAV.viewAllBrands);
    await expect(links.last()).toHaveAttribute('href', '/brand');
  });

  test('moving from one open menu to the next opens it at once; the plain links are there', async ({ page }) => {
    await openWithCatalogue(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const first = nav.getByRole('button', { name: NAV.newAndFeatured });
    const brand = nav.getByRole('button', { name: NAV.brand });
    await first.hover();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await brand.hover();
    // Within the skip delay: no 200 ms wait, the first closes as the second opens.
    await expect(brand).toHaveAttribute('aria-expanded', 'true', { timeout: 150 });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    for (const [name, href] of [[NAV.findAStore, '/store-locator'], [NAV.storePickup, '/store-pickup'], [NAV.about, '/about'], [NAV.blog, '/blog']] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('mobile drawer (SPEC §2.4)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu button, traps focus, Escape closes and returns focus; a choice closes it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    // It slides in from the left: measure once it has arrived (sub-pixel widths round to 280).
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(280);
    for (const name of ['New Arrivals', 'Shop', 'Brand', 'Find a Store', 'Store Pickup', 'About', 'Blog', 'Sign In']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The search box sits below the bar on a phone.
    const searchBox = await page.getByPlaceholder(HEADER.searchPlaceholder).boundingBox();
    const logo = await page.getByRole('link', { name: 'Toy Shop home' }).boundingBox();
    expect(searchBox!.y).toBeGreaterThan(logo!.y + logo!.height - 1);

    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(drawer).toBeHidden();
  });

  test('signed in: Profile, My Orders and Sign Out (no Admin Dashboard for a customer); Sign Out closes it', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(drawer.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(drawer.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('an admin also gets Admin Dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});

test.describe('footer (SPEC §2.11)', () => {
  test('every listed link, the first five active categories, social links and payment logos', async ({ page, request }) => {
    const firstFive = (await activeCategories(request)).slice(0, 5);
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Track Your Order' })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of [
      '/faq', '/shipping-info', '/privacy-policy', '/terms-conditions', '/orders', '/store-locator', '/store-policy',
      '/accessibility', '/do-not-sell', '/blog', '/about', '/partnership', '/contact', '/robo-support', '/careers',
      '/new-arrivals', '/shop',
    ]) {
      expect(hrefs, href).toContain(href);
    }
    await expect(footer.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/orders');
    await expect(footer.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog');
    await expect.poll(async () => (await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).filter((href) => href?.startsWith('/shop?category='))).toEqual(
      firstFive.map((category) => `/shop?category=${category.slug}`),
    );
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `Toy Shop on ${name}` })).toBeVisible();
    }
    for (const card of ['Visa', 'Mastercard', 'Amex', 'Discover', 'JCB', 'PayPal']) {
      const logo = footer.getByRole('img', { name: card, exact: true });
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toBeVisible();
      // A drawn mark, not a text chip: an SVG picture that loaded.
      await expect(logo).toHaveAttribute('src', /\/payment-logos\/[a-z]+\.svg$/);
      await expect.poll(() => logo.evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(logo).toHaveText('');
    }
  });

  test('the country picker switches the currency on product cards ($ → £) and back', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByTestId('product-card').first();
    await expect(card).toContainText('$');
    const uk = page.getByRole('button', { name: `${REGION.regions.UK}: ${REGION.countries.UK}` });
    const us = page.getByRole('button', { name: `${REGION.regions.US}: ${REGION.countries.US}` });
    await expect(us).toHaveAttribute('aria-pressed', 'true');
    await uk.click();
    await expect(uk).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('£');
    await expect(card).not.toContainText('$');
    // A manual choice is remembered.
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toContainText('£');
    expect(await page.evaluate(() => localStorage.getItem('toy-shop:country-source'))).toBe('manual');
    await page.getByRole('button', { name: `${REGION.regions.US}: ${REGION.countries.US}` }).click();
    await expect(page.getByTestId('product-card').first()).toContainText('$');
  });
});
