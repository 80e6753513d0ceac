import { expect, test } from '@playwright/test';
import { AUTH } from '../../shared/texts';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { waitForAppLive } from './support/app-live';

// SPEC §2.1, the route table; each path and the page it must render.
const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', 'page-home'],
  ['/new-arrivals', 'page-new-arrivals'],
  ['/shop', 'page-shop'],
  ['/shop?search=robot', 'page-shop'],
  ['/product/some-id', 'page-product'],
  ['/cart', 'page-cart'],
  ['/checkout', 'page-checkout'],
  ['/brand', 'page-brand'],
  ['/brand/some-brand', 'page-brand-detail'],
  ['/about', 'page-about'],
  ['/partnership', 'page-partnership'],
  ['/blog', 'page-blog'],
  ['/careers', 'page-careers'],
  ['/careers/some-job', 'page-careers-detail'],
  ['/store-locator', 'page-store-locator'],
  ['/store-pickup', 'page-store-pickup'],
  ['/pickup-shop', 'page-pickup-shop'],
  ['/pickup-checkout', 'page-pickup-checkout'],
  ['/pickup-confirmation', 'page-pickup-confirmation'],
  ['/accessibility', 'page-accessibility'],
  ['/do-not-sell', 'page-do-not-sell'],
  ['/contact', 'page-contact'],
  ['/robo-support', 'page-robo-support'],
  ['/faq', 'page-faq'],
  ['/shipping-info', 'page-shipping-info'],
  ['/privacy-policy', 'page-privacy-policy'],
  ['/terms-conditions', 'page-terms-conditions'],
  ['/store-policy', 'page-store-policy'],
];
const ACCOUNT_ROUTES: Array<[string, string]> = [
  ['/auth', 'page-auth'],
  ['/reset-password', 'page-reset-password'],
  ['/order-confirmation?orderId=abc', 'page-order-confirmation'],
  // A visitor gets Track Your Order here (docs/decisions/028); orders.spec.ts covers the signed-in list.
  ['/orders', 'page-orders'],
  ['/orders/abc', 'page-order-detail'],
];
/** Pages for signed-in shoppers: a visitor is sent to sign in, and comes back after. */
const SIGNED_IN_ROUTES: Array<[string, string]> = [
  ['/profile', 'page-profile'],
];

// One visitor opens every route in turn (a fresh device each time would sync the whole catalogue
// thirty times over); each page is loaded anew from the address bar.
test('every route of the spec renders its page', async ({ page }) => {
  test.setTimeout(240_000);
  for (const [path, testId] of [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES]) {
    await page.goto(path);
    await expect(page.getByTestId(testId), path).toBeVisible();
    await expect(page.getByTestId('page-not-found'), path).toHaveCount(0);
    await expect(page.locator('h1'), path).not.toHaveCount(0);
  }
});

test.describe('pages for signed-in shoppers', () => {
  for (const [path, testId] of SIGNED_IN_ROUTES) {
    test(`${path} sends a visitor to sign in, and renders ${testId} once signed in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path)}$`));
      await expect(page.getByTestId('page-auth')).toBeVisible();

      const account = SEED_STAFF_ACCOUNTS.find((a) => a.role === 'customer')!;
      await page.getByLabel(AUTH.fields.email, { exact: true }).fill(account.email);
      await page.getByLabel(AUTH.fields.password, { exact: true }).fill(account.password);
      await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId(testId)).toBeVisible();
    });
  }
});

// The back office sends a visitor to sign in (tests/e2e/admin-shell.spec.ts); that every back-office
// route renders its page for an admin is proven by the back-office sweep of
// content-security-policy.spec.ts, which visits each one once for both.

test('any other path shows the not-found page with a way home', async ({ page }) => {
  for (const path of ['/no-such-page', '/shop/extra/segments', '/admin/not-a-screen']) {
    await page.goto(path);
    await expect(page.getByTestId('page-not-found')).toBeVisible();
  }
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page.getByTestId('page-home')).toBeVisible();
});

test.describe('chunks from the network', () => {
  // The page's chunks must come from the network, where the test holds them: once the service
  // worker has installed (on a loaded machine it can be, before the navigation below) it would serve
  // them from its cache, where page.route() does not see them, and no page would wait.
  test.use({ serviceWorkers: 'block' });

  test('pages load on demand, with a centred spinner while a page loads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    // The home page is painted from the server's markup before the app runs (docs/decisions/017):
    // wait for the app itself, which does the navigation below.
    await waitForAppLive(page);
    // Hold back every script requested from now on: the next page's chunk is fetched on demand.
    const requested: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      requested.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByTestId('page-faq')).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
  });
});

test('the app loads, with the header search going to the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /skip to main content/i })).toBeAttached();
  const search = page.getByPlaceholder('Search products...').first();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('  robot ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=robot$/);
  await expect(page.getByTestId('page-shop')).toBeVisible();
});
