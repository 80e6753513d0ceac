import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ListPage } from '../../../shared/admin/api';
import type { OrderListRow } from '../../../shared/admin/orders.schema';
import { ORDERS_BULK_TEXTS } from '../../../shared/admin/orders-bulk.schema';
import { refusalOf } from '../../../shared/orders/order-status';
import { productForBothCountries, placePaidOrder } from '../support/paid-orders';
import { signInAs } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';

// Issue 25 "Work on many records", the orders list (docs/decisions/100): staff select orders and mark
// them processing; a cancelled one among them is refused and the summary names it with its reason;
// then they mark the others shipped from a CSV (order number, carrier, tracking), checked line by line
// before anything changes; the print links carry the selected orders. Places orders: shop-wide.

const origin = () => ({ origin: test.info().project.use.baseURL! });

async function ordersOf(request: APIRequestContext, marker: string): Promise<OrderListRow[]> {
  const answer = await request.get(`/api/admin/orders?q=${encodeURIComponent(marker)}&sort=number.asc`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ListPage<OrderListRow>).rows;
}

test('staff mark orders processing (a cancelled one refused, named in the summary), then shipped from a checked CSV', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const marker = `bulk-${randomUUID().slice(0, 8)}`;
  const product = await productForBothCountries(request);
  for (let index = 0; index < 3; index++) await placePaidOrder(request, origin().origin, product, 'US', { name: `Bulk Buyer ${index}`, email: `${marker}-${index}@example.com` });

  // An admin cancels one of them (refunded in full); staff then work on all three.
  await signInAs(page, 'admin');
  const [cancelled, ...paid] = await ordersOf(page.request, marker);
  const cancel = await page.request.post(`/api/admin/orders/${cancelled!.id}/cancel`, { headers: origin(), data: { version: cancelled!.version, requestKey: randomUUID(), reason: 'Shopper asked' } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await page.context().clearCookies();
  await signInAs(page, 'staff');

  await page.goto(`/admin/orders?q=${marker}&sort=number.asc`);
  await expect(page.getByRole('row', { name: new RegExp(marker) })).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('3 selected');
  // Printing goes to the packing slips' and invoices' own view with the selected orders.
  const ids = [cancelled!, ...paid].map((order) => order.id);
  await expect(bar.getByRole('link', { name: 'Print packing slips' })).toHaveAttribute('href', `/admin/orders/print?ids=${ids.join(',')}&doc=slip`);
  await expect(bar.getByRole('link', { name: 'Print invoices' })).toHaveAttribute('href', `/admin/orders/print?ids=${ids.join(',')}&doc=invoice`);
  await page.screenshot({ path: testInfo.outputPath('orders-selected.png') });

  await bar.getByRole('button', { name: 'Mark processing' }).click();
  await page.getByRole('dialog', { name: 'Mark 3 orders processing?' }).getByRole('button', { name: 'Mark processing' }).click();
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(`${ORDERS_BULK_TEXTS.markedProcessing(2)}.`);
  await expect(summary.getByRole('listitem')).toHaveText([`${cancelled!.orderNumber}: ${refusalOf('mark_processing', { status: 'cancelled', deliveryMethod: 'shipping' })}`]);
  await expectNoSeriousAxeViolations(page, 'bulk summary');
  await page.screenshot({ path: testInfo.outputPath('orders-summary.png') });
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  for (const order of paid) await expect(page.getByRole('row', { name: new RegExp(order.orderNumber) })).toContainText('Processing');
  await expect(page.getByRole('row', { name: new RegExp(cancelled!.orderNumber) })).toContainText('Cancelled');

  // Mark shipped from a CSV: the preview checks each line; the cancelled order's line is refused.
  await page.getByRole('checkbox', { name: `Select row ${paid[0]!.orderNumber}` }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Mark shipped…' }).click();
  const dialog = page.getByTestId('ship-dialog');
  await dialog.getByLabel('From a CSV file (order number, carrier, tracking)').check();
  const csv = ['order_number,carrier,tracking', `${paid[0]!.orderNumber},UPS,1Z-${marker}-A`, `${paid[1]!.orderNumber},FedEx,FX-${marker}-B`, `${cancelled!.orderNumber},UPS,1Z-${marker}-C`].join('\n');
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByRole('status')).toHaveText(ORDERS_BULK_TEXTS.csvReady(2, 1));
  await expect(dialog.getByRole('row', { name: new RegExp(cancelled!.orderNumber) })).toContainText(refusalOf('mark_shipped', { status: 'cancelled', deliveryMethod: 'shipping' }));
  await page.screenshot({ path: testInfo.outputPath('orders-csv-preview.png') });
  // Nothing changed by the check.
  for (const order of await ordersOf(page.request, marker)) expect(order.status).not.toBe('shipped');
  await dialog.getByRole('button', { name: 'Mark 2 shipped' }).click();
  await expect(summary).toContainText(`${ORDERS_BULK_TEXTS.markedShipped(2)}.`);
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await summary.getByRole('button', { name: 'Close' }).click();
  for (const order of paid) await expect(page.getByRole('row', { name: new RegExp(order.orderNumber) })).toContainText('Shipped');
  const detail = await page.request.get(`/api/admin/orders/${paid[1]!.id}`);
  expect(((await detail.json()) as { record: { carrier: string; trackingNumber: string } }).record).toMatchObject({ carrier: 'FedEx', trackingNumber: `FX-${marker}-B` });
});

test('“Select all that match the filter” goes past the page: the server marks every matching order, and printing is not offered for them', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const marker = `all-${randomUUID().slice(0, 8)}`;
  const product = await productForBothCountries(request);
  for (let index = 0; index < 11; index++) await placePaidOrder(request, origin().origin, product, 'US', { name: `Filter Buyer ${index}`, email: `${marker}-${index}@example.com` });
  await signInAs(page, 'staff');
  await page.goto(`/admin/orders?q=${marker}&pageSize=10`);
  await expect(page.getByRole('row', { name: new RegExp(marker) })).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.getByTestId('bulk-count')).toHaveText('10 selected');
  await page.screenshot({ path: testInfo.outputPath('orders-page-selected.png') });
  await bar.getByRole('button', { name: 'Select all 11 that match the filter' }).click();
  await expect(bar.getByTestId('bulk-count')).toHaveText('All 11 that match the filter are selected');
  await expect(bar.getByRole('link', { name: 'Print packing slips' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('orders-all-matching.png') });
  await bar.getByRole('button', { name: 'Mark processing' }).click();
  await page.getByRole('dialog', { name: 'Mark all 11 orders that match the filter processing?' }).getByRole('button', { name: 'Mark processing' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ORDERS_BULK_TEXTS.markedProcessing(11) })).toBeVisible();
  const statuses = (await ordersOf(page.request, marker)).map((order) => order.status);
  expect(statuses).toHaveLength(11);
  expect(new Set(statuses)).toEqual(new Set(['processing']));
  // Unticking a row goes back to choosing rows.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await bar.getByRole('button', { name: 'Select all 11 that match the filter' }).click();
  await page.getByRole('checkbox', { name: /^Select row TS-/ }).first().uncheck();
  await expect(bar.getByTestId('bulk-count')).toHaveText('9 selected');
});
