import { expect, test } from '@playwright/test';
import { ORDER_FLAG_TEXTS } from '../../shared/admin/order-flags';
import { signInAs } from './support/admin';
import { buyForPickup, storeAndProductPicks } from './support/pickup';

// Issue 23 §8 (docs/decisions/071): a pickup order the counter handed over twice is flagged "Collected
// twice" in the back office: a count on the dashboard that opens the orders list's "Flagged" filter, the
// flag on the order's page; staff see it, a store manager marks it dealt with, saying what was done.

test('a pickup collected twice is flagged on the dashboard, the orders list and the order; a manager marks it dealt with', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  // The staff member's store (server/seed/accounts.ts): the manager serves it too.
  const picks = await storeAndProductPicks(page.request, { minStock: 3, storeSlug: 'new-york-upper-west-side' });
  expect(picks.length).toBeGreaterThan(0);
  const { store, product } = picks[0]!;
  const { orderId, code } = await buyForPickup(page, store, product, { name: 'Flo Flagged', email: 'flo.flagged@example.com', phone: '+1 212 555 0142' });

  // At the counter (its API, as the tablet pushes): ready, then two tablets hand it over.
  const staff = await browser.newContext({ baseURL });
  const counter = await staff.newPage();
  await signInAs(counter, 'staff');
  const origin = { origin: baseURL! };
  expect((await counter.request.post(`/api/admin/pickup-verification/orders/${orderId}/mark-ready`, { headers: origin, data: {} })).status()).toBe(200);
  const handover = (id: string, deviceId: string) => ({ id, orderId, code, deviceId, handedOverAt: new Date().toISOString() });
  const pushed = await counter.request.post('/api/admin/pickup-verification/handovers', {
    headers: origin,
    data: { handovers: [handover(`e2e-flag-a-${orderId}`, 'tablet-one'), handover(`e2e-flag-b-${orderId}`, 'tablet-two')] },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);

  // Staff see the flag on the order's page, without the manager's action.
  await counter.goto(`/admin/orders/${orderId}`);
  const staffFlags = counter.getByTestId('admin-order-flags');
  await expect(staffFlags).toContainText(ORDER_FLAG_TEXTS.kinds.collected_twice);
  await expect(staffFlags.getByRole('button', { name: ORDER_FLAG_TEXTS.markDealtWith })).toHaveCount(0);
  await staff.close();

  // The manager: the dashboard's count opens the flagged orders, this one among them.
  await signInAs(page, 'store_manager');
  await page.goto('/admin');
  const flagged = page.getByTestId('dashboard-flagged-US');
  await expect(flagged).toContainText(ORDER_FLAG_TEXTS.dashboardLabel);
  await expect(flagged.locator('strong')).not.toHaveText('0');
  await flagged.click();
  await expect(page).toHaveURL(/flagged=open/);
  const orderNumber = (await (await page.request.get(`/api/admin/orders/${orderId}`)).json()) as { record: { orderNumber: string } };
  const link = page.getByRole('link', { name: orderNumber.record.orderNumber });
  await expect(link).toBeVisible();
  await link.click();

  const flags = page.getByTestId('admin-order-flags');
  await expect(flags).toContainText(ORDER_FLAG_TEXTS.kinds.collected_twice);
  await expect(flags).toContainText('tablet-two');
  // Nothing to mark until the manager says what was done.
  await expect(flags.getByRole('button', { name: ORDER_FLAG_TEXTS.markDealtWith })).toBeDisabled();
  await flags.getByLabel(ORDER_FLAG_TEXTS.noteLabel).fill('Called the shopper: one parcel, given once');
  await flags.getByRole('button', { name: ORDER_FLAG_TEXTS.markDealtWith }).click();
  await expect(flags).toContainText(ORDER_FLAG_TEXTS.dealtWithBy('Morgan Manager'));
  await expect(flags).toContainText('Called the shopper: one parcel, given once');
  await expect(flags.getByRole('button', { name: ORDER_FLAG_TEXTS.markDealtWith })).toHaveCount(0);

  // Dealt with: no longer in the flagged list; the change is in the audit log.
  await page.goto(`/admin/orders?flagged=open&q=${encodeURIComponent(orderNumber.record.orderNumber)}`);
  await expect(page.getByTestId('page-admin-orders')).toBeVisible();
  await expect(page.getByRole('link', { name: orderNumber.record.orderNumber })).toHaveCount(0);
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');
  const activity = (await (await adminPage.request.get(`/api/admin/activity?entityType=order&entityId=${orderId}&pageSize=50`)).json()) as { rows: Array<{ action: string }> };
  expect(activity.rows.map((row) => row.action)).toContain('order.flags.dealt_with');
  await admin.close();
});
