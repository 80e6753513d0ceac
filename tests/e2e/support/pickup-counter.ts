import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AdminOrder } from '../../../shared/admin/orders.schema';
import type { OrderStatus } from '../../../shared/orders/order-status';
import { signInAs } from './admin';

// The counter tablet (/admin/pickup-verification, docs/decisions/042 and 072) as its specs drive it.

export const SYNC = { timeout: 60_000 };

/**
 * A tablet: its own browser context (its own device id and local database), signed in, on the counter;
 * `timezoneId` sets the tablet's own time zone.
 */
export async function openTablet(browser: Browser, role: 'staff' | 'store_manager', options: { timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await signInAs(page, role);
  await page.goto('/admin/pickup-verification');
  await expect(page.getByTestId('page-admin-pickup-verification')).toBeVisible();
  return { context, page };
}

/** Waits until the tablet has synced with the server at least once. */
export async function synced(page: Page): Promise<void> {
  await expect(page.getByTestId('counter-synced')).toContainText('Last synced', SYNC);
}

/** Types the code the way a keyboard-wedge scanner does (characters, then Enter). */
export async function lookUp(page: Page, code: string): Promise<void> {
  const input = page.getByLabel('Pickup code');
  await input.fill('');
  await input.pressSequentially(code);
  await input.press('Enter');
}

/** Looks the code up until the tablet holds the pickup (it arrives with a pull), then its card. */
export async function lookUpUntilFound(page: Page, code: string) {
  const card = page.getByTestId('counter-pickup');
  await expect(async () => {
    await lookUp(page, code);
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass(SYNC);
  return card;
}

/** The order as the back office reads it. */
export async function adminOrder(admin: Page, orderId: string): Promise<AdminOrder> {
  const response = await admin.request.get(`/api/admin/orders/${encodeURIComponent(orderId)}`);
  expect(response.ok(), `order ${orderId}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { record: AdminOrder }).record;
}

export async function orderStatus(admin: Page, orderId: string): Promise<OrderStatus> {
  return (await adminOrder(admin, orderId)).status;
}

/** Waits until this tablet's service worker controls the page (it then opens offline, even reloaded). */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 }).toBe('activated');
}
