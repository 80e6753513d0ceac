import type { Page } from '@playwright/test';

/**
 * Waits until the app runs on the page. A catalogue page is painted from the server's markup before
 * its scripts run (docs/decisions/017): clicks and form submissions made before are held and
 * replayed, but keyboard interaction with the app's widgets needs the app itself.
 */
export async function waitForAppLive(page: Page): Promise<void> {
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
}
