import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { SCREENS } from '../../shared/admin/screens';
import { loadCatalogue, released, stockOf } from './support/catalogue';
import { waitForAppLive } from './support/app-live';

// Each page names itself in the document title, as the server's first screen does for products and
// brands (server/seo/seo-head.ts), and a move inside the app is said to screen readers with focus
// at the start of the new page (issue 10 defect 8).

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForAppLive(page);
}

test('home, search, product, brand and not-found pages carry their own titles', async ({ page, request }) => {
  const catalogue = await loadCatalogue(request);
  const product = catalogue.products.find((candidate) => released(candidate))!;
  const brand = catalogue.brands.find((candidate) => candidate.isActive)!;

  await openLive(page, '/');
  await expect(page).toHaveTitle('Toy Shop');
  await openLive(page, '/shop?search=robot');
  await expect(page).toHaveTitle('Search results for "robot" | Toy Shop');
  await openLive(page, `/product/${product.id}`);
  await expect(page).toHaveTitle(`${product.name} | Toy Shop`);
  await openLive(page, `/brand/${brand.slug}`);
  await expect(page).toHaveTitle(`${brand.name} | Toy Shop`);
  await openLive(page, '/faq');
  await expect(page).toHaveTitle('FAQ | Toy Shop');
  await openLive(page, '/product/no-such-product');
  await expect(page).toHaveTitle('Product not found | Toy Shop');
});

test('an order page is titled with its order number', async ({ page, request, baseURL }) => {
  const { products } = await loadCatalogue(request);
  const product = products.find((candidate) => candidate.variants.length === 0 && released(candidate) && stockOf(candidate) >= 5 && candidate.price >= 500)!;
  const guestId = `guest-${randomUUID()}`;
  const headers = { origin: baseURL! };
  const shippingAddress = { fullName: 'Tia Title', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };
  const created = await request.post('/api/checkout/orders', {
    headers,
    data: { country: 'US', lines: [{ productId: product.id, variantId: null, quantity: 1 }], shippingAddress, guestId, email: 'tia.title@example.com' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  expect((await request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } })).status()).toBe(200);
  const captured = await request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: { guestId, email: 'tia.title@example.com' } });
  expect(captured.status(), await captured.text()).toBe(200);
  const details = await request.get(`/api/orders/${order.orderId}`, { headers: { 'x-guest-id': guestId } });
  const { orderNumber } = (await details.json()) as { orderNumber: string };

  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('guest_id', id), guestId);
  await openLive(page, `/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order ${orderNumber} | Toy Shop`);
});

test('moving inside the app announces the new page and puts focus at its start', async ({ page, request }) => {
  const catalogue = await loadCatalogue(request);
  const brand = catalogue.brands.find((candidate) => candidate.isActive)!;
  await openLive(page, '/');
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(announcer).toHaveText('FAQ | Toy Shop');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.goto(`/brand`);
  await waitForAppLive(page);
  await page.getByTestId('page-brand').getByRole('link', { name: brand.name }).first().click();
  await expect(page).toHaveTitle(`${brand.name} | Toy Shop`);
  await expect(announcer).toHaveText(`${brand.name} | Toy Shop`);
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('the announcer loads after the first paint', () => {
  // page.route() cannot hold a request the service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  /** Opens the home page with the announcer's code held back; answers the function that lets it load. */
  async function holdAnnouncer(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/route-announcer-[^/]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await openLive(page, '/');
    await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
    return release;
  }

  test('a move made before its code arrived is still said, with focus at the start of the page', async ({ page }) => {
    const release = await holdAnnouncer(page);
    await expect(page.getByTestId('route-announcer')).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByTestId('page-faq')).toBeVisible();
    release();
    await expect(page.getByTestId('route-announcer')).toHaveText('FAQ | Toy Shop');
    await expect(page).toHaveTitle('FAQ | Toy Shop');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a shopper who opened the account menu after such a move keeps it: the late announcer takes no focus', async ({ page, baseURL }) => {
    const customer = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email: customer.email, password: customer.password }, headers: { origin: baseURL! } });
    expect(signedIn.status()).toBe(200);
    const release = await holdAnnouncer(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByTestId('page-faq')).toBeVisible();
    const menuButton = page.getByRole('button', { name: /^Account menu for / });
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    release();
    await expect(page.getByTestId('route-announcer')).toHaveText('FAQ | Toy Shop');
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('a page whose code is still loading', () => {
  // page.route() cannot hold a request the service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test('a shopper who opens the account menu while the next page loads keeps it: the announcer takes no focus', async ({ page, baseURL }) => {
    const customer = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email: customer.email, password: customer.password }, headers: { origin: baseURL! } });
    expect(signedIn.status()).toBe(200);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/faq-[^/]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await openLive(page, '/');
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveCount(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
    const menuButton = page.getByRole('button', { name: /^Account menu for / });
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    release();
    await expect(page.getByTestId('page-faq')).toBeVisible();
    await expect(announcer).toHaveText('FAQ | Toy Shop');
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test('a back-office page is titled with its screen; the storefront loads none of the back office\'s code', async ({ page, request, baseURL }) => {
  const admin = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const clientIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL!, 'x-forwarded-for': clientIp },
  });
  expect(signedIn.status()).toBe(200);
  const scripts: Array<{ path: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.push({ path, body: response.text().catch(() => '') });
  });

  // Storefront pages, signed in as an admin: the header's heart, the announcer after a move.
  const catalogue = await loadCatalogue(request);
  const product = catalogue.products.find((candidate) => released(candidate))!;
  await openLive(page, `/product/${product.id}`);
  await expect(page.getByTestId('favorites-link')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByTestId('route-announcer')).toHaveText('FAQ | Toy Shop');
  const storefront = scripts.splice(0);
  expect(storefront.length).toBeGreaterThan(5);
  for (const script of storefront) {
    expect(script.path).not.toMatch(/\/admin[.-]/);
    expect(await script.body, script.path).not.toContain(SCREENS['order-approvals'].purpose);
  }

  await openLive(page, '/admin/orders');
  await expect(page).toHaveTitle('Admin: Orders | Toy Shop');
  await page.getByRole('link', { name: 'Tax Rates' }).first().click();
  await expect(page).toHaveTitle('Admin: Tax Rates | Toy Shop');
  await expect(page.getByTestId('route-announcer')).toHaveText('Admin: Tax Rates | Toy Shop');
});
