import { expect, test } from '@playwright/test';
import { CONTENT_PAGES } from '../../shared/content/content-pages';
import { DO_NOT_SELL_TEXTS } from '../../shared/privacy/do-not-sell';
import { expectNoSeriousAxeViolations } from './support/axe';

// The content pages (issue 14): each renders its title and the shop's own rules, and /do-not-sell
// records a request and says what it recorded.

const PAGES = [
  ['/about', 'About Us'],
  ['/shipping-info', 'Shipping Information'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-conditions', 'Terms & Conditions'],
  ['/store-policy', 'Store Policy'],
  ['/accessibility', 'Accessibility'],
] as const;

test('each content page renders its title, and the document title is the page name', async ({ page }) => {
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${CONTENT_PAGES[path].name} | Toy Shop`);
  }
});

test('the pages state the shop’s own delivery and return rules', async ({ page }) => {
  await page.goto('/shipping-info');
  const table = page.getByTestId('delivery-table');
  await expect(table.getByRole('row', { name: /United States/ })).toContainText('$99.00');
  await expect(table.getByRole('row', { name: /United Kingdom/ })).toContainText('£99.00');
  await page.goto('/store-policy');
  await expect(page.getByTestId('return-windows').first()).toHaveText('30 days in the US and 14 days in the UK');
  await expectNoSeriousAxeViolations(page, 'store policy');
});

test('a do-not-sell request is recorded and the page says what was recorded', async ({ page }) => {
  const email = `no-sale-${Date.now().toString(36)}@example.com`;
  await page.goto('/do-not-sell');
  const form = page.getByTestId('page-do-not-sell');
  await form.getByRole('button', { name: 'Do not sell or share my information' }).click();
  await expect(form.locator('#do-not-sell-email-error')).toHaveText(DO_NOT_SELL_TEXTS.email);
  await form.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await form.getByRole('button', { name: 'Do not sell or share my information' }).click();
  await expect(form.locator('#do-not-sell-state-error')).toHaveText(DO_NOT_SELL_TEXTS.state);
  await form.getByRole('combobox', { name: /^State/ }).selectOption('CA');
  await form.getByRole('button', { name: 'Do not sell or share my information' }).click();
  const recorded = page.getByTestId('do-not-sell-recorded');
  await expect(recorded).toContainText(DO_NOT_SELL_TEXTS.recorded);
  await expect(recorded).toContainText(email);
  await expect(recorded).toContainText('United States, CA');
  await expectNoSeriousAxeViolations(page, 'do not sell');
});
