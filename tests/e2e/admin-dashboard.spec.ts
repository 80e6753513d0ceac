import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardData } from '../../shared/admin/dashboard';
import type { ListPage } from '../../shared/admin/api';
import type { ActivityRow } from '../../shared/admin/activity.schema';
import type { AdminCategory } from '../../shared/admin/category.schema';
import { formatMoney } from '../../shared/money';
import { placePaidOrder, productForBothCountries } from './support/paid-orders';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';
import { EMPTY_STATE_TEXTS } from '../../shared/admin/empty-states';

// The back-office dashboard and the activity view (issue 11 §2 and §5, docs/decisions/036): each
// country's paid sales in its own currency after real paid orders, the queues' and low-stock links,
// the latest changes; the activity list filtered in the URL, its CSV, and axe on both pages.

const SHOPPER = { name: 'Dana Dashboard', email: 'dana@example.com' };


/** axe at a desktop and a phone width. */
async function expectNoSeriousAxeViolation(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `${name} @${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the dashboard', () => {
  test('an admin sees each country’s paid orders in its own currency, with links to the queues and low stock', async ({ page, request, baseURL }) => {
    // Two checkouts and an axe pass at two widths: over a minute on a loaded two-core machine.
    test.setTimeout(150_000);
    await signInAs(page, 'admin');
    await page.goto('/admin');
    const before = (await (await page.request.get('/api/admin/dashboard')).json()) as DashboardData;
    const product = await productForBothCountries(request);
    const usCharged = await placePaidOrder(request, baseURL!, product, 'US', SHOPPER);
    const ukCharged = await placePaidOrder(request, baseURL!, product, 'UK', SHOPPER);
    const was = (country: 'US' | 'UK') => before.countries.find((entry) => entry.country === country)!;

    await page.reload();
    const us = page.getByTestId('dashboard-US');
    const uk = page.getByTestId('dashboard-UK');
    await expect(us.getByRole('heading', { name: 'United States (USD)' })).toBeVisible({ timeout: 30_000 });
    await expect(uk.getByRole('heading', { name: 'United Kingdom (GBP)' })).toBeVisible();
    const today = (country: 'US' | 'UK') => page.getByTestId(`dashboard-${country}`).locator('.dashboard-figure').filter({ hasText: 'Paid today' });
    await expect(today('US')).toContainText(formatMoney(was('US').today.sales + usCharged, 'USD'));
    await expect(today('US')).toContainText(`${was('US').today.orders + 1} order`);
    await expect(today('UK')).toContainText(formatMoney(was('UK').today.sales + ukCharged, 'GBP'));
    await expect(today('UK')).toContainText(`${was('UK').today.orders + 1} order`);
    // Never a sum of the two: the US card shows dollars only, the UK card pounds only.
    await expect(us).not.toContainText('£');
    await expect(uk).not.toContainText('$');

    const toShip = us.getByRole('link', { name: /To ship/ });
    await expect(toShip).toContainText(String(was('US').needingAction.toShip + 1));
    const shipHref = new URL((await toShip.getAttribute('href'))!, baseURL);
    expect(shipHref.pathname).toBe('/admin/orders');
    expect(Object.fromEntries(shipHref.searchParams)).toEqual({ status: 'paid,processing', delivery: 'shipping', country: 'US' });
    const lowStock = uk.getByRole('link', { name: /Low stock/ });
    const stockHref = new URL((await lowStock.getAttribute('href'))!, baseURL);
    expect(`${stockHref.pathname}?${stockHref.searchParams}`).toBe('/admin/inventory?stock=low&country=UK');
    await lowStock.click();
    await expect(page).toHaveURL(/\/admin\/inventory\?stock=low&country=UK$/);
    await page.goBack();
    await expect(page.getByTestId('dashboard-US')).toBeVisible();

    await expectNoSeriousAxeViolation(page, 'dashboard');
  });
});

test.describe('the activity view', () => {
  const categories: AdminCategory[] = [];

  test('an admin filters the changes by screen, record and days; the URL keeps the filter and the CSV follows it', async ({ page, baseURL }) => {
    // Many filtered reloads and an axe pass at two widths: over a minute on a loaded two-core machine.
    test.setTimeout(150_000);
    await signInAs(page, 'admin');
    await page.goto('/admin');
    // Two changes to one category and one to another, made through the categories API (audited).
    const suffix = randomUUID().slice(0, 8);
    for (const name of [`Kites ${suffix}`, `Yo-yos ${suffix}`]) {
      const created = await page.request.post('/api/admin/categories', { headers: { origin: baseURL! }, data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') } });
      expect(created.status(), await created.text()).toBe(201);
      categories.push(((await created.json()) as { record: AdminCategory }).record);
    }
    const [kites] = categories;
    const renamed = await page.request.patch(`/api/admin/categories/${kites!.id}`, {
      headers: { origin: baseURL! },
      data: { name: `Kites and more ${suffix}`, slug: kites!.slug, description: null, isActive: true, version: kites!.version },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);

    // The dashboard lists the newest change first.
    await page.reload();
    await expect(page.getByTestId('dashboard-changes').getByRole('listitem').first()).toContainText(`Updated category ${kites!.id}`, { timeout: 30_000 });

    await page.getByRole('link', { name: 'All activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText(`Updated category ${kites!.id}`);
    await expect(table.getByRole('row').nth(1)).toContainText('Avery Admin');
    await expect(table.getByRole('row').nth(1)).toContainText(`Name: Kites ${suffix} → Kites and more ${suffix}`);

    await page.getByRole('combobox', { name: 'Screen' }).selectOption('categories');
    await expect(page).toHaveURL(/screen=categories/);
    await page.getByLabel('Record type').fill('category');
    await page.getByLabel('Record id').fill(kites!.id);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`entityId=${kites!.id}`));
    await expect(table.locator('caption')).toContainText('1–2 of 2');
    await expect(table.getByRole('row').nth(1)).toContainText('Updated category');
    await expect(table.getByRole('row').nth(2)).toContainText('Created category');

    // The filtered list is a bookmark: opening its URL afresh shows the same two changes.
    const bookmarked = page.url();
    await page.goto('/admin');
    await page.goto(bookmarked);
    await expect(page.getByRole('table').locator('caption')).toContainText('1–2 of 2', { timeout: 30_000 });

    // The CSV export carries the same filters.
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csvUrl = new URL(csvHref!, baseURL);
    expect(csvUrl.searchParams.get('format')).toBe('csv');
    expect(csvUrl.searchParams.get('entityId')).toBe(kites!.id);
    const csv = await (await page.request.get(csvHref!)).text();
    expect(csv.trim().split('\n')).toHaveLength(3);

    // Days that have not come yet: nothing matches.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(tomorrow);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
    await expect(page.getByTestId('list-empty-filtered')).toContainText(EMPTY_STATE_TEXTS.noMatch('changes'));

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    const all = (await (await page.request.get('/api/admin/activity')).json()) as ListPage<ActivityRow>;
    await expect(page.getByRole('table').locator('caption')).toContainText(`of ${all.total}`);

    await expectNoSeriousAxeViolation(page, 'activity');
  });

  test('a store manager has no activity view: refused on the page and by the API', async ({ page }) => {
    await signInAs(page, 'store_manager');
    await page.goto('/admin/activity');
    await expect(page.getByTestId('admin-screen-refused')).toBeVisible({ timeout: 30_000 });
    expect((await page.request.get('/api/admin/activity')).status()).toBe(403);
  });
});
