import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import type { ProductDoc } from '../../shared/sync/documents';
import { ORDER_TEXTS } from '../../shared/orders/order-texts';
import { formatMoney } from '../../shared/money';
import type { AdminOrder } from '../../shared/admin/orders.schema';
import { lineRefundAmount } from '../../shared/orders/line-refund';
import { loadCatalogue, released, stockOf } from './support/catalogue';
import { seededAccount, signInAs } from './support/admin';

// Issue 12 "Orders" end to end: a shopper pays; staff ship the order with a tracking number on the
// orders screen; the shopper's order page shows "Shipped" and the tracking number, and the shipped
// email is logged; an admin refunds one line (what the shopper paid for it, ADR 067) and both the
// order's admin page and the shopper's page show the refund and mark the line.

const US_ADDRESS = { fullName: 'Olive Orders', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };

/** Two released one-size products with US stock, cheap enough to stay under the approval threshold. */
async function twoProducts(request: APIRequestContext): Promise<[ProductDoc, ProductDoc]> {
  const { products } = await loadCatalogue(request);
  const fit = products
    .filter((product) => product.variants.length === 0 && released(product) && stockOf(product, null, 'US') >= 5 && product.price >= 500 && product.price < 5_000)
    .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
  expect(fit.length).toBeGreaterThanOrEqual(2);
  return [fit[0]!, fit[1]!];
}

/** A signed-in shopper in their own browser context pays for an order (API and the PayPal emulator). */
async function shopperPays(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const customer = seededAccount('customer');
  const signIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: customer.email, password: customer.password } });
  expect(signIn.status()).toBe(200);
  const [first, second] = await twoProducts(page.request);
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/checkout/orders', {
    headers,
    data: { country: 'US', lines: [{ productId: first.id, variantId: null, quantity: 1 }, { productId: second.id, variantId: null, quantity: 1 }], shippingAddress: US_ADDRESS },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  expect((await page.request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } })).status()).toBe(200);
  const captured = await page.request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: {} });
  expect(captured.status(), await captured.text()).toBe(200);
  const view = (await (await page.request.get(`/api/orders/${order.orderId}`)).json()) as { orderNumber: string; status: string };
  expect(view.status).toBe('paid');
  return { context, page, orderId: order.orderId, orderNumber: view.orderNumber, first };
}

test('a paid order is shipped by staff and partly refunded by an admin; the shopper sees both', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const shopper = await shopperPays(browser, baseURL!);

  // Staff find the order on the list and ship it.
  await signInAs(page, 'staff');
  await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.orderNumber)}`);
  await expect(page.getByTestId('page-admin-orders')).toBeVisible();
  await page.getByRole('link', { name: shopper.orderNumber }).click();
  const detail = page.getByTestId('page-admin-order');
  await expect(detail.getByTestId('admin-order-status')).toHaveText('Paid');
  await expect(detail.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByTestId('order-action-dialog');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByTestId('order-action-error')).toHaveText('Enter the carrier');
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z-E2E-4365');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toHaveCount(0);
  await expect(detail.getByTestId('admin-order-status')).toHaveText('Shipped');
  await expect(detail.getByTestId('admin-order-timeline')).toContainText('Sam Staff');

  // The shopper's order page says Shipped, with the tracking number.
  await shopper.page.goto(`/orders/${shopper.orderId}`);
  const mine = shopper.page.getByTestId('page-order-detail');
  await expect(mine.getByTestId('order-status')).toHaveText('Shipped');
  await expect(mine.getByTestId('order-tracking')).toHaveText(ORDER_TEXTS.trackingLine('UPS', '1Z-E2E-4365'));

  // An admin sees the shipped email logged, and refunds the first line.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');
  await expect(async () => {
    const logs = (await (await adminPage.request.get('/api/admin/email-logs?template=order_shipped&pageSize=100')).json()) as { rows: Array<{ template: string; subject: string }> };
    expect(logs.rows.some((log) => log.template === 'order_shipped' && log.subject.includes(shopper.orderNumber))).toBe(true);
  }).toPass({ timeout: 15_000 });
  // The line's refund is what the shopper paid for it: its price plus its share of the order's tax
  // (New York City, 8.875 %), never the shipping (ADR 067); the dialog shows it before it is sent.
  const bought = ((await (await adminPage.request.get(`/api/admin/orders/${shopper.orderId}`)).json()) as { record: AdminOrder }).record;
  const firstLine = bought.lines.find((line) => line.productId === shopper.first.id)!;
  expect(bought.totals.tax).toBeGreaterThan(0);
  const paid = lineRefundAmount(
    { lines: bought.lines.map((line) => ({ ...line, refunded: line.refundedQuantity })), discount: bought.totals.discount, shipping: bought.totals.shipping, tax: bought.totals.tax },
    [{ lineId: firstLine.id, quantity: 1 }],
  );
  expect(paid).toBeGreaterThan(shopper.first.price);
  const amount = formatMoney(paid, 'USD');
  await adminPage.goto(`/admin/orders/${shopper.orderId}`);
  const adminDetail = adminPage.getByTestId('page-admin-order');
  await adminDetail.getByRole('button', { name: 'Refund' }).click();
  const refund = adminPage.getByTestId('order-action-dialog');
  await refund.getByLabel(`Quantity of ${shopper.first.name} to refund`).fill('1');
  await expect(refund).toContainText(`Refund: ${amount}`);
  await refund.getByLabel(`Put ${shopper.first.name} back in stock`).check();
  await refund.getByLabel('Reason', { exact: true }).fill('Arrived broken');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toHaveCount(0);
  await expect(adminDetail.getByTestId('admin-order-refunds')).toContainText(amount);
  await expect(adminDetail.getByTestId('admin-order-refunds')).toContainText('Completed');
  await expect(adminDetail.getByTestId('admin-order-refunded')).toHaveText(amount);

  await expect(adminDetail.getByTestId('admin-order-line').filter({ hasText: shopper.first.name }).getByTestId('order-line-refunded')).toHaveText(ORDER_TEXTS.lineRefunded(1, 1));

  // The shopper's page shows the refund, and marks the refunded line (only that one).
  await shopper.page.reload();
  await expect(mine.getByTestId('order-refunds')).toContainText(`${amount} refunded on`);
  await expect(mine.getByTestId('order-line').filter({ hasText: shopper.first.name }).getByTestId('order-line-refunded')).toHaveText(ORDER_TEXTS.lineRefunded(1, 1));
  await expect(mine.getByTestId('order-line-refunded')).toHaveCount(1);
  await admin.close();
  await shopper.context.close();
});
