import { expectNoSeriousAxeViolations } from './support/axe';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import type { ProductDoc } from '../../shared/sync/documents';
import { ORDER_TEXTS } from '../../shared/orders/order-texts';
import { AUTH } from '../../shared/texts';
import { RESET_PAGE } from '../../shared/auth/account-texts';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { loadCatalogue, released, stockOf } from './support/catalogue';

// My Orders and each order's page, Track Your Order for a guest (order number AND email), the
// developer outbox that finishes a password reset without SMTP, the 404 status of unknown pages,
// and axe on the new pages (docs/decisions/028).

const customer = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;
const US_ADDRESS = { fullName: 'Tess Tracker', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };

/** Released one-size products with stock in the US, away from the ones checkout.spec buys. */
async function orderableProducts(request: APIRequestContext): Promise<ProductDoc[]> {
  const { products } = await loadCatalogue(request);
  return products
    .filter((product) => product.variants.length === 0 && released(product) && stockOf(product, null, 'US') >= 5 && product.price >= 500 && product.price < 10_000)
    .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id));
}

/** An order paid through the API and the PayPal emulator, as the page's shopper (cookies) or a guest. */
async function placePaidOrder(request: APIRequestContext, origin: string, product: ProductDoc, payer: { guestId?: string; email?: string }): Promise<CreateOrderResponse> {
  const headers = { origin };
  const created = await request.post('/api/checkout/orders', {
    headers,
    data: { country: 'US', lines: [{ productId: product.id, variantId: null, quantity: 2 }], shippingAddress: US_ADDRESS, ...payer },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  const approved = await request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } });
  expect(approved.status()).toBe(200);
  const captured = await request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: payer });
  expect(captured.status(), await captured.text()).toBe(200);
  return order;
}

async function orderNumberOf(request: APIRequestContext, orderId: string, guestId?: string): Promise<string> {
  const response = await request.get(`/api/orders/${orderId}`, guestId ? { headers: { 'x-guest-id': guestId } } : {});
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** axe on the whole page (header and footer included), at a desktop and a phone width, as a11y.spec.ts does. */
async function expectNoSeriousAxeViolation(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `${name} @${width}px`);
  }
}

test.describe('My Orders', () => {
  test('a signed-in shopper opens an order from the list: items, totals, address and status history', async ({ page, baseURL }) => {
    const product = (await orderableProducts(page.request))[0]!;
    const signIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: customer.email, password: customer.password } });
    expect(signIn.ok()).toBe(true);
    const order = await placePaidOrder(page.request, baseURL!, product, {});
    const orderNumber = await orderNumberOf(page.request, order.orderId);

    await page.goto('/orders');
    const row = page.getByTestId('order-summary').filter({ hasText: orderNumber });
    await expect(row).toContainText(ORDER_TEXTS.itemCount(2));
    await expect(row).toContainText('Paid');
    await row.getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));
    const detail = page.getByTestId('page-order-detail');
    await expect(detail.getByRole('heading', { level: 1, name: ORDER_TEXTS.orderHeading(orderNumber) })).toBeVisible();
    await expect(detail.getByTestId('order-line')).toContainText(product.name);
    await expect(detail.getByTestId('order-line')).toContainText('2');
    await expect(detail.getByTestId('order-status-history').getByRole('listitem')).toHaveText([/^Awaiting payment/, /^Paid/]);
    await expect(detail.getByTestId('order-total')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(detail.getByRole('region', { name: 'Shipping address' })).toContainText('10024');
    await expectNoSeriousAxeViolation(page, 'order detail');

    // Another shopper's device is told the order does not exist.
    const elsewhere = await page.context().browser()!.newContext();
    const stranger = await elsewhere.newPage();
    await stranger.goto(`/orders/${order.orderId}`);
    await expect(stranger.getByRole('heading', { level: 1, name: ORDER_TEXTS.notFoundTitle })).toBeVisible();
    await elsewhere.close();
  });

  test('offline, My Orders says it needs the network', async ({ page, context, baseURL }) => {
    const signIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: customer.email, password: customer.password } });
    expect(signIn.ok()).toBe(true);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXTS.myOrders })).toBeVisible();
    // The app's own chunks come from the service worker once offline: wait until it controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 }).toBe('activated');
    await page.waitForFunction(() => window.__shopSync !== undefined);
    await page.evaluate(() => window.__shopSync!.ready);
    await context.setOffline(true);
    await expect(page.getByText(ORDER_TEXTS.ordersOffline)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(ORDER_TEXTS.ordersOffline)).toHaveCount(0);
  });
});

test.describe('Track Your Order', () => {
  test('a guest on another device tracks an order with its number and email; a wrong email finds nothing', async ({ page, request, baseURL }) => {
    const product = (await orderableProducts(request))[1]!;
    const guestId = `guest-${randomUUID()}`;
    const email = `tracker-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placePaidOrder(request, baseURL!, product, { guestId, email });
    const orderNumber = await orderNumberOf(request, order.orderId, guestId);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Order' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking.getByRole('heading', { level: 1, name: ORDER_TEXTS.track.title })).toBeVisible();
    await expect(page.getByRole('link', { name: ORDER_TEXTS.track.signIn })).toHaveAttribute('href', '/auth?redirect=%2Forders');

    await tracking.getByLabel(ORDER_TEXTS.track.orderNumber).fill(orderNumber);
    await tracking.getByLabel(ORDER_TEXTS.track.email).fill('someone-else@example.com');
    await tracking.getByRole('button', { name: ORDER_TEXTS.track.submit }).click();
    await expect(tracking.getByTestId('order-tracking-message')).toHaveText(ORDER_TEXTS.track.notFound);
    await expect(tracking.getByTestId('order-overview')).toHaveCount(0);

    await tracking.getByLabel(ORDER_TEXTS.track.email).fill(email.toUpperCase());
    await tracking.getByRole('button', { name: ORDER_TEXTS.track.submit }).click();
    const overview = tracking.getByTestId('order-overview');
    await expect(tracking.getByRole('heading', { name: ORDER_TEXTS.orderHeading(orderNumber) })).toBeVisible();
    await expect(overview.getByTestId('order-status')).toHaveText('Paid');
    await expect(overview.getByTestId('order-line')).toContainText(product.name);
    await expect(overview.getByTestId('order-status-history').getByRole('listitem')).toHaveCount(2);
    await expect(tracking.getByTestId('order-tracking-message')).toHaveCount(0);
    // The email stays out of the address bar (and so out of history and logs).
    expect(page.url()).not.toContain('example.com');
    await expectNoSeriousAxeViolation(page, 'track your order');

    // The device that placed it (holding the guest id) opens the order's own page.
    await page.evaluate((id) => localStorage.setItem('guest_id', id), guestId);
    await page.goto(`/orders/${order.orderId}`);
    await expect(page.getByTestId('page-order-detail').getByTestId('order-line')).toContainText(product.name);
  });

  test('the form asks for both fields before it asks the server', async ({ page }) => {
    let asked = 0;
    await page.route('**/api/orders/track', (route) => {
      asked += 1;
      return route.continue();
    });
    await page.goto('/orders');
    const tracking = page.getByTestId('order-tracking');
    await tracking.getByRole('button', { name: ORDER_TEXTS.track.submit }).click();
    await expect(tracking.getByText('Please enter your order number')).toBeVisible();
    await expect(tracking.getByLabel(ORDER_TEXTS.track.orderNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(0);
    await expectNoSeriousAxeViolation(page, 'track your order, with errors');
  });
});

test.describe('the developer outbox (DEV_OUTBOX=on)', () => {
  test('a password reset is finished from the outbox: request, open, follow the link, set, sign in', async ({ page, request, baseURL }) => {
    const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
    const newPassword = 'Outbox#2026new';
    const signUp = await request.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: { email, password: 'Passw0rd!', name: 'Olive Outbox' } });
    expect(signUp.ok()).toBe(true);

    await page.goto('/auth');
    await page.getByRole('button', { name: AUTH.forgotPassword }).click();
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: AUTH.sendResetLink }).click();
    await expect(page.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();

    // The email is recorded just after the answer: look until it is there.
    const message = page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Reset your Toy Shop password' });
    await expect(async () => {
      await page.goto('/api/dev/outbox');
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expectNoSeriousAxeViolation(page, 'outbox');
    await message.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your Toy Shop password' })).toBeVisible();
    await expectNoSeriousAxeViolation(page, 'outbox message');

    await page.getByRole('link', { name: /\/reset-password\?token=/ }).click();
    await expect(page.getByTestId('page-reset-password')).toBeVisible();
    await page.getByLabel(RESET_PAGE.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(RESET_PAGE.confirmPassword, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: RESET_PAGE.submit }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
  });
});

test.describe('unknown pages', () => {
  // The server's answer, not the service worker's copy of the shell.
  test.use({ serviceWorkers: 'block' });
  test('answer 404 and show the not-found page; so do an unknown product and brand', async ({ page }) => {
    for (const [path, testId] of [['/no-such-page', 'page-not-found'], ['/orders/a/b', 'page-not-found'], ['/product/no-such-product', 'page-product'], ['/brand/no-such-brand', 'page-brand-detail']] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId(testId), path).toBeVisible();
    }
    const known = await page.goto('/orders');
    expect(known?.status()).toBe(200);
  });
});
