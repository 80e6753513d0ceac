import { expect, test, type Page } from '@playwright/test';
import { SEARCH_TEXTS } from '../../../shared/admin/search';
import { KEYS_TEXTS } from '../../../shared/admin/keys';
import { pullAll } from '../support/catalogue';
import type { StoreDoc } from '../../../shared/sync/documents';
import { placePaidOrder, productForBothCountries } from '../support/paid-orders';
import { signInAs } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { waitForAppLive } from '../support/app-live';

import { literally } from '../support/literally';

// The back office's one search and its keys (issue 25, docs/decisions/098) in Chromium against the built
// shop. It places an order (to find it by its number), so it runs with the specs that change what
// every shopper sees, after the others: the dashboard's and analytics' exact figures never see it.

const search = (page: Page) => page.getByTestId('admin-search');
const searchBox = (page: Page) => search(page).getByRole('combobox', { name: SEARCH_TEXTS.label });

test.describe('one search over the back office', () => {
  test('an admin finds a product, a store, a screen and an order by its exact number, from the keyboard', async ({ page, request, baseURL }) => {
    const product = await productForBothCountries(request);
    const email = `search-${Date.now()}@example.com`;
    await placePaidOrder(request, baseURL!, product, 'US', { name: 'Searchable Sally', email });

    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    // The keys are the app's: they work once it runs on the page.
    await waitForAppLive(page);

    // `/` opens it with the field focused; part of a product's name finds it; Enter opens the first.
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill(product.name.slice(1));
    const products = search(page).getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option', { name: new RegExp(literally(product.name)) }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'search open with results');
    await products.getByRole('option', { name: new RegExp(literally(product.name)) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
    await expect(search(page)).toBeHidden();

    // Ctrl-K; a screen by its title, chosen with ↓ and Enter.
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('tax');
    const screens = search(page).getByRole('group', { name: 'Screens' });
    await expect(screens.getByRole('option', { name: 'Tax Rates' })).toBeVisible();
    await expect(search(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    while ((await search(page).getByRole('option', { selected: true }).textContent()) !== 'Tax Rates') await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/admin\/tax-rates$/);

    // A store by its town.
    const store = (await pullAll<StoreDoc>(request, 'stores'))[0]!;
    await page.keyboard.press('/');
    await searchBox(page).fill(store.city);
    await expect(search(page).getByRole('group', { name: 'Stores' }).getByRole('option', { name: new RegExp(literally(store.name)) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search(page)).toBeHidden();

    // The order's number typed (as a scanner would) and Enter at once: its page opens directly.
    const orders = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
    const orderRow = ((await orders.json()) as { rows: Array<{ id: string; orderNumber: string }> }).rows[0]!;
    await page.keyboard.press('/');
    await searchBox(page).pressSequentially(orderRow.orderNumber.toLowerCase());
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderRow.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderRow.orderNumber);

    // The customer's email finds the order too, with a way to the orders list filtered by it.
    await page.keyboard.press('/');
    await searchBox(page).fill(email);
    const orderGroup = search(page).getByRole('group', { name: 'Orders' });
    await expect(orderGroup.getByRole('option', { name: new RegExp(orderRow.orderNumber) })).toContainText('Searchable Sally');
    await orderGroup.getByRole('option', { name: new RegExp(SEARCH_TEXTS.allOrders) }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?q=search-/);
    await expect(page.getByRole('row', { name: new RegExp(orderRow.orderNumber) })).toBeVisible();

    // Nothing found says so; two characters ask for a third.
    await page.keyboard.press('/');
    await searchBox(page).fill('zzqxw');
    await expect(search(page).getByRole('status')).toHaveText(`${SEARCH_TEXTS.nothing} “zzqxw”`);
    // Still so once the answer for the two characters has come (it once said "Nothing matches “zq”").
    const answered = page.waitForResponse((response) => response.url().includes('/api/admin/dashboard/search?q=zq'));
    await searchBox(page).fill('zq');
    await answered;
    await expect(search(page).getByRole('status')).toHaveText(SEARCH_TEXTS.tooShort);
  });

  test('staff find orders but no products, customers or stores, and g then p goes nowhere they may not go', async ({ page, request }) => {
    const product = await productForBothCountries(request);
    await signInAs(page, 'staff');
    await page.goto('/admin/orders');
    await expect(page.getByTestId('page-admin-orders')).toBeVisible();
    await waitForAppLive(page);
    await page.keyboard.press('/');
    await searchBox(page).fill(product.name);
    await expect(search(page).getByRole('status')).not.toHaveText(SEARCH_TEXTS.searching);
    await expect(search(page).getByRole('group', { name: 'Products' })).toHaveCount(0);
    await expect(search(page).getByRole('group', { name: 'Customers' })).toHaveCount(0);
    await searchBox(page).fill('inventory');
    await expect(search(page).getByRole('group', { name: 'Screens' }).getByRole('option', { name: 'Inventory' })).toBeVisible();
    await expect(search(page).getByRole('option', { name: 'Products' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The keys count once the search has closed (with it open they type into its box, or are not the page's).
    await expect(search(page)).toBeHidden();

    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await expect(page).toHaveURL(/\/admin\/inventory$/);
  });
});

test.describe('the back office keys', () => {
  test('g then o, p, c, i go to their screens; ? lists the keys; Escape closes; a focused field keeps its keys', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    // The keys are the app's: they work once it runs on the page.
    await waitForAppLive(page);
    for (const [key, path, testId] of [['o', '/admin/orders', 'page-admin-orders'], ['p', '/admin/products', null], ['c', '/admin/customers', null], ['i', '/admin/inventory', null]] as const) {
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      if (testId) await expect(page.getByTestId(testId)).toBeVisible();
    }

    await page.keyboard.press('Shift+?');
    const keys = page.getByTestId('admin-keys');
    await expect(keys.getByRole('heading', { name: KEYS_TEXTS.title })).toBeVisible();
    await expect(keys).toContainText('Go to Customers');
    await expectNoSeriousAxeViolations(page, 'keys dialog');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();

    // In a field the keys type: `/` and `g o` go into the list's search box, and no search opens.
    await page.goto('/admin/orders');
    const field = page.getByRole('searchbox').first();
    await field.click();
    await page.keyboard.type('/go?');
    await expect(field).toHaveValue('/go?');
    await expect(search(page)).toBeHidden();
    await expect(page.getByTestId('admin-keys')).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders/);

    // Ctrl-K in the same field is the field's too; outside it, the search opens.
    await field.press('Control+k');
    await expect(search(page)).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });
});
