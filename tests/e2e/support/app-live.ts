import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductDoc } from '../../../shared/sync/documents';

/**
 * Waits until the app runs on the page. A catalogue page is painted from the server's markup before
 * its scripts run (docs/decisions/017): clicks and form submissions made before are held and
 * replayed, but keyboard interaction with the app's widgets needs the app itself.
 */
export async function waitForAppLive(page: Page): Promise<void> {
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
}

/** Opens a product page once the app runs on it; answers its ADD TO BAG button, enabled. */
export async function openProduct(page: Page, product: ProductDoc): Promise<Locator> {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForAppLive(page);
  const add = page.getByTestId('add-to-bag');
  await expect(add).toBeEnabled();
  return add;
}
