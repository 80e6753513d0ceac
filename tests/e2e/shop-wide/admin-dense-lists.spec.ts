import { expect, test, type Page } from '@playwright/test';
import type { ListPage } from '../../../shared/admin/api';
import { signInAs } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { loadCatalogue, released, stockOf } from '../support/catalogue';
import { placePaidOrder } from '../support/paid-orders';

// The back office's dense lists (issue 25, docs/decisions/097). With the specs that change what every
// shopper sees, after all the others: it places orders to fill the orders list, and the analytics
// spec counts today's orders exactly.

test.describe('at a laptop (1366×768) the lists are dense', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** Rows of the list's table wholly inside the window. */
  const rowsInSight = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('.data-table tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }).length);

  test('orders and products show at least 15 rows above the fold, filters in one bar and the header row in sight', async ({ page, request, baseURL }) => {
    // At least 16 orders to list: one unit each of products in stock, so no stock runs out.
    await signInAs(page, 'admin');
    const listed = await page.request.get('/api/admin/orders?pageSize=25');
    expect(listed.status()).toBe(200);
    const { total } = (await listed.json()) as ListPage<unknown>;
    const { products } = await loadCatalogue(request);
    const inStock = products.filter((product) => product.variants.length === 0 && released(product) && stockOf(product, null, 'US') >= 3);
    for (const product of inStock.slice(0, Math.max(0, 16 - total))) {
      await placePaidOrder(request, baseURL!, product, 'US', { name: 'Dana Dense', email: `dense-${product.id.slice(0, 8)}@example.com` });
    }

    for (const path of ['/admin/orders', '/admin/products']) {
      await page.goto(path);
      await expect(page.locator('.data-table tbody tr').nth(15), path).toBeVisible();
      expect(await rowsInSight(page), `${path}: rows above the fold`).toBeGreaterThanOrEqual(15);
      // Every filter in one bar above the table (the pager's page size and a CSV import's file aside).
      await expect(page.locator('.data-table__toolbar select').first(), path).toBeVisible();
      const outside = await page.locator('main select, main input').evaluateAll((fields) => fields.filter((field) => field.getAttribute('type') !== 'file' && !field.closest('.data-table__toolbar, .data-table__pager, .data-table__scroll')).length);
      expect(outside, `${path}: filters outside the bar`).toBe(0);
    }
    // A page of 25 products is taller than the window: scrolled, the list keeps its header row in sight.
    const list = page.getByRole('region', { name: 'Products', exact: true });
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await list.evaluate((element) => element.scrollBy(0, 400));
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const [headerBox, listBox] = await Promise.all([page.locator('.data-table thead th').nth(1).boundingBox(), list.boundingBox()]);
    expect(Math.abs(headerBox!.y - listBox!.y), 'the header row at the top of the scrolled list').toBeLessThan(4);
    await expect(page.getByRole('form', { name: 'Order dates' })).toHaveCount(0);
    await page.goto('/admin/orders');
    await expect(page.locator('.data-table__toolbar').getByRole('form', { name: 'Order dates' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dense orders list');
  });
});
