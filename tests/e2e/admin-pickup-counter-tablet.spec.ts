import { expect, test, type Page } from '@playwright/test';
import { PICKUP_COUNTER_TEXTS as T } from '../../shared/admin/pickup-verification.schema';
import type { AdminSettings } from '../../shared/admin/settings.schema';
import { formatMoney } from '../../shared/money';
import { holdDateText } from '../../shared/pickup/pickup-view';
import { storeTimeZone } from '../../shared/stores/store-time-zone';
import type { ProductDoc, StoreDoc } from '../../shared/sync/documents';
import { seededAccount, signInAs } from './support/admin';
import { buyForPickup, storeAndProductPicks } from './support/pickup';
import { adminOrder, lookUp, lookUpUntilFound, openTablet, orderStatus, serviceWorkerActive, synced, SYNC } from './support/pickup-counter';

// The counter tablet as staff found it on two offline tablets (issue 23, docs/decisions/072): a
// queued hand-over the shop flags is told to the clerk at once and until acknowledged; a wedge
// scanner's first scan is never lost and the code field keeps the focus; a code that cannot be one
// says what a code looks like. The card says what was paid, the shopper's phone and, once ready, the
// day the store holds the order until (issue 23, point 9; docs/decisions/075).

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The staff member's store (server/seed/accounts.ts). */
const STORE_SLUG = 'new-york-upper-west-side';
const A = T.alerts;

let store: StoreDoc;
let product: ProductDoc;

test.beforeAll(async ({ request }) => {
  const picks = await storeAndProductPicks(request, { minStock: 3, storeSlug: STORE_SLUG });
  expect(picks.length, 'the staff member\'s store holds a product for pickup').toBeGreaterThan(0);
  ({ store, product } = picks.at(-1)!);
});

/** Cancels (and so refunds in full) the order from the back office, as an admin. */
async function cancelInBackOffice(admin: Page, orderId: string): Promise<void> {
  const { version } = await adminOrder(admin, orderId);
  const response = await admin.request.post(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, {
    data: { version, requestKey: `counter-e2e-${crypto.randomUUID()}`, reason: 'The customer asked us to cancel' },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(response.ok(), `cancel: ${response.status()} ${await response.text()}`).toBe(true);
}

test('a hand-over queued offline for an order cancelled meanwhile: the clerk is told plainly at once, after a reload too, until someone acknowledges it', async ({ page, browser }) => {
  const shopper = { name: 'Casey Cancelled', email: 'casey.cancelled@example.com', phone: '+1 212 555 0144' };
  const { orderId, code } = await buyForPickup(page, store, product, shopper);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');

  const { context: tablet, page: counter } = await openTablet(browser, 'staff');
  await synced(counter);
  const card = await lookUpUntilFound(counter, code);
  await card.getByRole('button', { name: T.markReady }).click();
  await expect(card.getByRole('button', { name: T.confirm })).toBeEnabled(SYNC);
  await serviceWorkerActive(counter);

  // The tablet loses the network; meanwhile the back office cancels and refunds the order.
  await tablet.setOffline(true);
  await expect(counter.getByTestId('counter-network')).toHaveText(T.offline);
  await cancelInBackOffice(adminPage, orderId);
  expect(await orderStatus(adminPage, orderId)).toBe('cancelled');

  // The clerk, still offline, sees it ready and hands the goods over.
  await expect(card.getByTestId('counter-state')).toHaveText(T.ready);
  await card.getByRole('button', { name: T.confirm }).click();
  await expect(card.getByTestId('counter-state')).toContainText('waiting to send');
  await expect(counter.getByTestId('counter-alert')).toHaveCount(0);

  // Back online: the shop flags it, and the tablet says so at once, in plain words.
  await tablet.setOffline(false);
  const alert = counter.getByRole('alert').filter({ hasText: A.cancelled });
  await expect(alert).toBeVisible(SYNC);
  await expect(alert).toContainText(A.cancelledAdvice);
  await expect(alert).toContainText(code);
  await expect(alert).toContainText(shopper.name);
  await expect(alert).toContainText(seededAccount('staff').name);
  // The card no longer says "Handed over … by" the clerk: it says what happened.
  await expect(card.getByTestId('counter-state')).toHaveText(A.cancelled, SYNC);
  await expect(card).toContainText(A.cancelledAdvice);
  expect(await orderStatus(adminPage, orderId)).toBe('cancelled');

  // It stays, even after a reload, until a person acknowledges it.
  await counter.reload();
  await expect(alert).toBeVisible(SYNC);
  await alert.getByRole('button', { name: A.acknowledge }).click();
  await expect(counter.getByTestId('counter-alert')).toHaveCount(0);
  await expect(counter.getByLabel('Pickup code')).toBeFocused();
  await counter.reload();
  // Once the counter is open again (its database read), the acknowledged alert is not back.
  await counter.evaluate(async () => {
    while (!window.__pickupCounter) await new Promise((resolve) => requestAnimationFrame(resolve));
    await window.__pickupCounter.firstSync;
  });
  await expect(counter.getByTestId('counter-network')).toHaveText(T.online);
  await expect(counter.getByTestId('counter-alert')).toHaveCount(0);

  await tablet.close();
  await admin.close();
});

test('a scan typed the moment the counter opens is looked up; the code field has the focus on load, after each look-up and after each hand-over', async ({ page, browser }) => {
  const shopper = { name: 'Wes Wedge', email: 'wes.wedge@example.com', phone: '+1 212 555 0166' };
  const { code } = await buyForPickup(page, store, product, shopper);
  const { context: tablet, page: counter } = await openTablet(browser, 'staff');
  const field = counter.getByLabel('Pickup code');
  await synced(counter);
  // On load, and still after the first sync: a scanner's keys go to the field.
  await expect(field).toBeFocused();
  await lookUpUntilFound(counter, code);

  // The tablet is opened anew and the scanner types at once, before the page is ready: not lost.
  await counter.goto('/admin/pickup-verification');
  await counter.keyboard.type(code.toLowerCase());
  await counter.keyboard.press('Enter');
  const card = counter.getByTestId('counter-pickup');
  await expect(card.getByRole('heading', { name: shopper.name })).toBeVisible(SYNC);
  await expect(field).toHaveValue(code);
  await expect(field).toBeFocused();

  // The next scan replaces the code looked up: a code that cannot be one says what one looks like.
  await counter.keyboard.type('O0I1L');
  await counter.keyboard.press('Enter');
  await expect(counter.getByTestId('counter-refused').locator('.counter__state')).toHaveText(T.notACode);
  await expect(field).toBeFocused();

  // Marked ready and handed over: the field is empty and has the focus for the next customer.
  await counter.keyboard.type(code);
  await counter.keyboard.press('Enter');
  await card.getByRole('button', { name: T.markReady }).click();
  await card.getByRole('button', { name: T.confirm }).click({ timeout: SYNC.timeout });
  await expect(card.getByTestId('counter-state')).toContainText(T.handedOver);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();

  // The wrong-format answer is also what a typed (not scanned) code gets.
  await lookUp(counter, 'ab-c');
  await expect(counter.getByTestId('counter-refused').locator('.counter__state')).toHaveText(T.notACode);
  await tablet.close();
});

test('the card says what was paid, the shopper\'s phone and, once ready, the day the store holds it until, in the store\'s time zone', async ({ page, browser }) => {
  const shopper = { name: 'Pia Phone', email: 'pia.phone@example.com', phone: '+1 212 555 0177' };
  const { orderId, code } = await buyForPickup(page, store, product, shopper);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');
  const order = await adminOrder(adminPage, orderId);
  expect(order.contact.phone).toBeTruthy();

  // The tablet's own clock is far from New York's: the hold's day is the store's, not the tablet's.
  const { context: tablet, page: counter } = await openTablet(browser, 'staff', { timezoneId: 'Pacific/Kiritimati' });
  await synced(counter);
  const card = await lookUpUntilFound(counter, code);
  await expect(card.getByTestId('counter-state')).toHaveText(T.notReady);
  await expect(card.getByTestId('counter-paid')).toHaveText(formatMoney(order.totals.total, order.currency));
  await expect(card.getByText(T.paid, { exact: true })).toBeVisible();
  await expect(card.getByTestId('counter-phone')).toHaveText(order.contact.phone!);
  await expect(card.getByText(T.phone, { exact: true })).toBeVisible();
  // Not ready yet: no hold.
  await expect(card.getByTestId('counter-held-until')).toHaveCount(0);

  await card.getByRole('button', { name: T.markReady }).click();
  await expect(card.getByTestId('counter-state')).toHaveText(T.ready, SYNC);
  const ready = await adminOrder(adminPage, orderId);
  const readyAt = Math.max(...ready.timeline.filter((change) => change.to === 'ready_for_pickup').map((change) => new Date(change.at).getTime()));
  const { settings } = (await (await adminPage.request.get('/api/admin/settings')).json()) as AdminSettings;
  const holdUntil = new Date(readyAt + settings.pickup_hold_days * 24 * 60 * 60 * 1000).toISOString();
  await expect(card.getByTestId('counter-held-until')).toHaveText(holdDateText(holdUntil, storeTimeZone(store)), SYNC);
  await expect(card.getByText(T.heldUntil, { exact: true })).toBeVisible();
  await expect(card.getByTestId('counter-paid')).toHaveText(formatMoney(order.totals.total, order.currency));
  await expect(card.getByTestId('counter-phone')).toHaveText(order.contact.phone!);

  await tablet.close();
  await admin.close();
});
