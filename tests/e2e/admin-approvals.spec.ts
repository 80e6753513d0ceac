import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import type { ProductDoc } from '../../shared/sync/documents';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { signInAs } from './support/admin';
import { loadCatalogue, released, stockOf } from './support/catalogue';

// Issue 12's proof lines for approvals and customers, in Chromium against the built shop: a large
// order (a line above the quantity limit) waits in the approvals queue, saying why, and an admin
// approves it; an admin looks a customer up and sees their orders.

const customer = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;
const US_ADDRESS = { fullName: 'Casey Customer', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };

/** A cheap, released one-size product with plenty of US stock (away from the dearer ones other specs buy). */
async function plentifulProduct(request: APIRequestContext, quantity: number): Promise<ProductDoc> {
  const { products } = await loadCatalogue(request);
  const found = products
    .filter((product) => product.variants.length === 0 && released(product) && stockOf(product, null, 'US') >= quantity + 5 && product.price < 2_000)
    .sort((a, b) => stockOf(b, null, 'US') - stockOf(a, null, 'US') || a.id.localeCompare(b.id))[0];
  expect(found, 'a product with enough US stock').toBeTruthy();
  return found!;
}

/** The seeded customer pays for `quantity` of one product through the API and the PayPal emulator; answers the order number. */
async function customerPays(request: APIRequestContext, origin: string, quantity: number): Promise<{ order: CreateOrderResponse; orderNumber: string }> {
  const headers = { origin };
  const signIn = await request.post('/api/auth/sign-in/email', { headers, data: { email: customer.email, password: customer.password } });
  expect(signIn.ok()).toBe(true);
  const product = await plentifulProduct(request, quantity);
  const created = await request.post('/api/checkout/orders', { headers, data: { country: 'US', lines: [{ productId: product.id, variantId: null, quantity }], shippingAddress: US_ADDRESS } });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  expect((await request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } })).status()).toBe(200);
  const captured = await request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: {} });
  expect(captured.status(), await captured.text()).toBe(200);
  const detail = await request.get(`/api/orders/${order.orderId}`);
  const orderNumber = ((await detail.json()) as { orderNumber: string }).orderNumber;
  await request.post('/api/auth/sign-out', { headers, data: {} });
  return { order, orderNumber };
}

test('a large order waits in approvals with its reason, and an admin approves it', async ({ page, baseURL }) => {
  const { order, orderNumber } = await customerPays(page.request, baseURL!, 11);
  await page.context().clearCookies();
  await signInAs(page, 'admin');

  await page.goto(`/admin/order-approvals?q=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByTestId('page-admin-order-approvals')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('approval-reasons')).toContainText('is more than the line limit of 10');
  await expect(row).toContainText('Casey Customer');

  await row.getByRole('button', { name: `Approve ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve order ${orderNumber}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${orderNumber} is now processing.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);

  const status = await page.request.get(`/api/admin/order-approvals?q=${encodeURIComponent(orderNumber)}`);
  expect(((await status.json()) as { total: number }).total).toBe(0);
  const approved = await page.request.get(`/api/admin/orders/${order.orderId}`);
  expect(approved.ok()).toBe(true);
  expect(JSON.stringify(await approved.json())).toContain('"processing"');
});

test('an admin looks a customer up and sees their orders', async ({ page, baseURL }) => {
  const { orderNumber } = await customerPays(page.request, baseURL!, 1);
  await page.context().clearCookies();
  await signInAs(page, 'admin');

  await page.goto('/admin/customers');
  await expect(page.getByTestId('page-admin-customers')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search names or emails' }).fill(customer.email);
  await page.getByRole('searchbox', { name: 'Search names or emails' }).press('Enter');
  const link = page.getByRole('link', { name: customer.name });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();

  const detail = page.getByTestId('page-admin-customer');
  await expect(detail.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(detail).toContainText(customer.email);
  const orders = detail.getByTestId('customer-orders');
  await expect(orders.getByRole('link', { name: orderNumber })).toHaveAttribute('href', /\/admin\/orders\//);
  await expect(detail).not.toContainText(/password|token/i);
});
