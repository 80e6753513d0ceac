import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { AnalyticsReport } from '../../shared/analytics/analytics';
import { formatMoney } from '../../shared/money';
import { placePaidOrder, productForBothCountries } from './support/paid-orders';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The analytics screen (issue 15, docs/decisions/056): after real paid orders in both countries, each
// country's figures in its own currency (never a sum), a chart with its table view, and a CSV download;
// the storefront's beacon sends a first-party visit without cookies.

const SHOPPER = { name: 'Ana Analytics', email: 'ana@example.com' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Today in both shops' time zones is within these days, whatever the hour.
const FROM = day(-6);
const TO = day(1);


test('the storefront’s beacon sends a first-party visit, without cookies or personal data', async ({ page }) => {
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.method() === 'POST');
  await page.goto('/');
  const request = await sent;
  const body = request.postDataJSON() as { session: string; country: string; events: string[] };
  expect(Object.keys(body).sort()).toEqual(['country', 'events', 'session']);
  expect(body.events).toContain('visit');
  expect(body.session).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(await request.headerValue('cookie')).toBeNull();
  expect((await request.response())?.status()).toBe(204);
});

test('an admin sees each country’s figures in its own currency, a chart with its table view, and downloads the CSV', async ({ page, request, baseURL }) => {
  // Two checkouts and a download: well over a minute on a loaded two-core machine.
  test.setTimeout(150_000);
  await signInAs(page, 'admin');
  const before = (await (await page.request.get(`/api/admin/analytics?from=${FROM}&to=${TO}`)).json()) as AnalyticsReport;
  const was = (country: 'US' | 'UK') => before.countries.find((entry) => entry.country === country)!.totals;
  const product = await productForBothCountries(request);
  const usCharged = await placePaidOrder(request, baseURL!, product, 'US', SHOPPER, 2);
  const ukCharged = await placePaidOrder(request, baseURL!, product, 'UK', SHOPPER, 2);

  await page.goto(`/admin/analytics?from=${FROM}&to=${TO}`);
  const screen = page.getByTestId('page-admin-analytics');
  await expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const us = page.getByTestId('analytics-US');
  const uk = page.getByTestId('analytics-UK');
  await expect(us.getByRole('heading', { name: 'United States (USD)' })).toBeVisible({ timeout: 30_000 });
  await expect(uk.getByRole('heading', { name: 'United Kingdom (GBP)' })).toBeVisible();
  await expect(page.getByTestId('analytics-US-gross')).toContainText(formatMoney(was('US').grossSales + usCharged, 'USD'));
  await expect(page.getByTestId('analytics-US-orders')).toContainText(String(was('US').orders + 1));
  await expect(page.getByTestId('analytics-UK-gross')).toContainText(formatMoney(was('UK').grossSales + ukCharged, 'GBP'));
  await expect(page.getByTestId('analytics-UK-units')).toContainText(String(was('UK').units + 2));
  // Never a sum of the two: dollars in the US section only, pounds in the UK one only.
  await expect(us).not.toContainText('£');
  await expect(uk).not.toContainText('$');

  // The chart (uPlot draws on a canvas) and the same figures as a table.
  const chart = us.getByTestId('analytics-chart');
  await expect(chart).toHaveAttribute('aria-label', /Net sales per day in United States, USD/);
  await expect(chart.locator('canvas')).toBeVisible();
  const dailyPanel = us.getByRole('region', { name: 'Net sales per day' });
  await dailyPanel.getByText('Table view').click();
  const dailyTable = page.getByTestId('analytics-US-daily-table');
  await expect(dailyTable).toBeVisible();
  await expect(dailyTable.getByRole('row')).toHaveCount(1 + 8);
  await expect(dailyTable.getByRole('rowheader', { name: FROM })).toBeVisible();

  // The summary's CSV: every row names its country and currency.
  const download = page.waitForEvent('download');
  await us.getByRole('link', { name: 'Download CSV of Summary' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-summary-${FROM}-to-${TO}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe('country,currency,period,from,to,gross_sales,refunds,net_sales,orders,average_order_value,units,discount_cost,approval_rate,refund_rate');
  expect(lines.find((line) => line.startsWith('US,USD,current,'))).toContain(`,${((was('US').grossSales + usCharged) / 100).toFixed(2)},`);
  expect(lines.find((line) => line.startsWith('UK,GBP,current,'))).toContain(`,${((was('UK').grossSales + ukCharged) / 100).toFixed(2)},`);

  await expectNoSeriousAxeViolations(page, 'analytics');
});
