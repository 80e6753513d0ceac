import { expect, test, type Page } from '@playwright/test';
import { ATTENTION_TEXTS } from '../../../shared/admin/attention';
import { RECORD_TEXTS } from '../../../shared/admin/live';
import type { AdminCategory } from '../../../shared/admin/category.schema';
import type { InventoryRow } from '../../../shared/admin/inventory.schema';
import type { ListPage } from '../../../shared/admin/api';
import { placePaidOrder, productForBothCountries } from '../support/paid-orders';
import { seededAccount, signInAs } from '../support/admin';
import { waitForAppLive } from '../support/app-live';

import { literally } from '../support/literally';

// The back office follows the change feed (issue 25, docs/decisions/098) in Chromium against the built
// shop: an open orders list shows a new order, an open inventory list a stock change, the attention
// badge a held order, and an open edit form says who changed its record, all without a reload. It
// places orders, so it runs after the other specs (tests/e2e/shop-wide).

/** The badge's total as it shows it. */
async function badgeCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('admin-attention-count').textContent());
}

test.describe('open back-office pages follow the change feed', () => {
  test('a new order appears at the top of an open orders list, and a held one moves the attention badge', async ({ page, request, baseURL }) => {
    const product = await productForBothCountries(request);
    await signInAs(page, 'admin');
    await page.goto('/admin/orders');
    await expect(page.getByTestId('page-admin-orders')).toBeVisible();
    await waitForAppLive(page);
    await expect(page.getByTestId('admin-attention').locator('summary')).toHaveText(new RegExp(`^${ATTENTION_TEXTS.button} \\d+$`));
    const before = await badgeCount(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    const shopper = { name: 'Live Lena', email: `live-${Date.now()}@example.com` };
    await placePaidOrder(request, baseURL!, product, 'US', shopper);
    // Other shop-wide specs place orders at the same time, so the row is found by its email, not by its place.
    await expect(page.getByRole('row', { name: new RegExp(literally(shopper.email)) })).toBeVisible();

    // More units on a line than the approval rule allows: the order waits for approval, and the badge says so.
    await placePaidOrder(request, baseURL!, product, 'US', { name: 'Bulk Bert', email: `live-held-${Date.now()}@example.com` }, 11);
    await expect.poll(() => badgeCount(page)).toBeGreaterThan(before);
    await page.getByTestId('admin-attention').locator('summary').click();
    await page.getByTestId('admin-attention').getByRole('link', { name: /Orders awaiting approval/ }).click();
    await expect(page).toHaveURL(/\/admin\/order-approvals$/);
    await expect(page.getByText(/Bulk Bert|live-held-/).first()).toBeVisible();
    expect(loads, 'no page load: the list and the badge changed in place').toBe(0);
  });

  test('a stock change shows in an open inventory list', async ({ page, browser, baseURL }) => {
    await signInAs(page, 'admin');
    // A size's row: the other specs' shoppers buy one-size products, and their orders would move its stock under the test.
    const list = (await (await page.request.get('/api/admin/inventory?pageSize=100')).json()) as ListPage<InventoryRow>;
    const row = list.rows.find((candidate) => candidate.variantId !== null)!;
    await page.goto(`/admin/inventory?q=${encodeURIComponent(row.productName)}`);
    const shown = page.getByRole('row', { name: new RegExp(`${literally(row.productName)}.*${literally(row.variantName ?? '')}`) }).first();
    await expect(shown).toBeVisible();
    await waitForAppLive(page);

    // Another member of staff sets the US stock from another browser.
    const other = await browser.newContext({ baseURL });
    const manager = await other.newPage();
    await signInAs(manager, 'store_manager');
    const target = row.stock.US.stock === 37 ? 38 : 37;
    const saved = await manager.request.put('/api/admin/inventory/stock', {
      headers: { origin: baseURL! },
      data: { productId: row.productId, variantId: row.variantId, country: 'US', stock: target, version: row.stock.US.version, reason: 'Counted the shelf' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await other.close();
    await expect(shown).toContainText(String(target));
  });

  test('an open edit form says who changed its record, and Reload shows the change', async ({ page, browser, baseURL }) => {
    await signInAs(page, 'admin');
    const categories = (await (await page.request.get('/api/admin/categories')).json()) as ListPage<AdminCategory>;
    const category = categories.rows[0]!;
    await page.goto(`/admin/categories/${category.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(category.name);
    await waitForAppLive(page);

    const other = await browser.newContext({ baseURL });
    const manager = await other.newPage();
    await signInAs(manager, 'store_manager');
    const record = ((await (await manager.request.get(`/api/admin/categories/${category.id}`)).json()) as { record: AdminCategory }).record;
    const description = `Changed live at ${Date.now()}`;
    const saved = await manager.request.patch(`/api/admin/categories/${category.id}`, {
      headers: { origin: baseURL! },
      data: { name: record.name, slug: record.slug, description, isActive: record.isActive, version: record.version },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await other.close();

    const notice = page.getByTestId('record-changed');
    // The store manager's name, as the audit log records it.
    await expect(notice).toContainText(RECORD_TEXTS.changedBy(seededAccount('store_manager').name));
    // The form kept what it showed (nobody's typing is reset) until its user reloads.
    await expect(page.getByLabel('Description')).not.toHaveValue(description);
    await notice.getByRole('button', { name: RECORD_TEXTS.reload }).click();
    await expect(page.getByLabel('Description')).toHaveValue(description);
    await expect(notice).toBeHidden();
  });
});
