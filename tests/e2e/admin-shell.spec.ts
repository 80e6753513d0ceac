import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { ADMIN_SHELL_TEXTS } from '../../shared/admin/shell';
import { menuFor, screenPath } from '../../shared/admin/screens';
import { AUTH } from '../../shared/texts';
import { PWA_TEXTS } from '../../client/features/pwa/pwa-texts';
import { expectNoSidewaysScroll, seededAccount, signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The back office's shell in Chromium against the built shop: the menu each role gets, the way a
// visitor and a customer are met, phone and tablet widths, and the online-only rule.

/** None of the storefront's chrome: its header, menus, search, footer, newsletter, country picker. */
async function expectNoShopChrome(page: Page, where: string): Promise<void> {
  for (const selector of ['header.site-header', 'footer.site-footer', '.newsletter-band', 'input[placeholder="Search products..."]']) {
    await expect(page.locator(selector), `${where}: ${selector}`).toHaveCount(0);
  }
}

test.describe("the back office is a tool of its own, with none of the shop's chrome", () => {
  test('every screen an admin opens has the top bar, the menu and no storefront header, footer or offline toast', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Back office' });
    const screens = menuFor(['admin']).flatMap((section) => section.screens).filter((screen) => screen.key !== 'pickup-verification');
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) {
      await menu.getByRole('link', { name: screen.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${screenPath(screen.key)}(\\?|$)`));
      await expect(menu.getByRole('link', { name: screen.title, exact: true }), screen.key).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('banner').getByRole('link', { name: ADMIN_SHELL_TEXTS.backOffice }), screen.key).toBeVisible();
      await expect(page.getByRole('main'), screen.key).toHaveCount(1);
      await expectNoShopChrome(page, screen.key);
    }
    // The service worker is installed (the counter needs it offline), and said nothing about it here.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect(page.getByText(PWA_TEXTS.offlineReady.title)).toHaveCount(0);
    await expectNoShopChrome(page, 'after the service worker');
  });

  test('the account menu names the staff member, their roles and the stores they are tied to', async ({ page }) => {
    await signInAs(page, 'store_manager');
    await page.goto('/admin/inventory');
    const account = page.getByTestId('admin-user-menu');
    const manager = seededAccount('store_manager');
    await account.locator('summary').click();
    await expect(account).toContainText(manager.email);
    await expect(account).toContainText('Store manager');
    await expect(account.getByRole('list', { name: ADMIN_SHELL_TEXTS.storesHeading }).getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'account menu open');
    await page.keyboard.press('Escape');
    await expect(account.getByRole('button', { name: ADMIN_SHELL_TEXTS.signOut })).toBeHidden();

    await signInAs(page, 'admin');
    await page.goto('/admin/inventory');
    await account.locator('summary').click();
    await expect(account).toContainText(ADMIN_SHELL_TEXTS.everyStore);
    await account.getByRole('button', { name: ADMIN_SHELL_TEXTS.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the counter is a full-screen kiosk: its store, network and last sync, the code field, nothing else', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/admin/pickup-verification');
    const kiosk = page.getByTestId('admin-kiosk');
    await expect(kiosk.getByRole('heading', { name: 'Pickup verification' })).toBeVisible();
    await expect(kiosk.getByTestId('counter-network')).toBeVisible();
    await expect(kiosk.getByLabel('Pickup code')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await expect(page.getByTestId('admin-shell')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
    await expectNoShopChrome(page, 'counter');
  });
});

test.describe('the menu shows only the screens a role may use', () => {
  test('an admin sees every group, Settings included, with the current screen marked', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/categories');
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    for (const group of ['Catalogue', 'Orders', 'Stores', 'Content', 'Marketing', 'People', 'Settings']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Brands' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Catalogue');
    await expectNoSeriousAxeViolations(page, 'admin shell');

    await menu.getByRole('link', { name: 'Hero Slides' }).click();
    await expect(page.getByTestId('page-admin-hero-slides')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Hero Slides' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page, 'hero slides list');
  });

  test('a store manager has no Settings, nor any admin-only screen', async ({ page }) => {
    await signInAs(page, 'store_manager');
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
    for (const screen of ['Settings', 'Shipping Rates', 'Tax Rates', 'User Management', 'Role Management', 'Email Marketing']) {
      await expect(menu.getByRole('link', { name: screen, exact: true })).toHaveCount(0);
    }
    // Typing the address is refused too (and the server refuses the API).
    await page.goto('/admin/settings');
    await expect(page.getByTestId('admin-screen-refused')).toBeVisible();
  });

  test('staff see Inventory but not Categories, and cannot open Categories by its address', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Inventory' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Categories' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
    await page.goto('/admin/categories');
    await expect(page.getByTestId('admin-screen-refused')).toBeVisible();
    await expect(page.getByTestId('page-admin-categories')).toHaveCount(0);
  });
});

test('a visitor is sent to sign in and brought back to the screen they asked for', async ({ page }) => {
  await page.goto('/admin/categories?q=lego');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/categories?q=lego');
  const manager = seededAccount('store_manager');
  await page.getByLabel(AUTH.fields.email, { exact: true }).fill(manager.email);
  await page.getByLabel(AUTH.fields.password, { exact: true }).fill(manager.password);
  await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
  await expect(page.getByTestId('page-admin-categories')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/categories\?q=lego$/);
  await expect(page.getByLabel('Search categories')).toHaveValue('lego');
});

test('a signed-in customer is refused plainly, with no menu', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/admin/categories');
  await expect(page.getByTestId('admin-refused')).toContainText('for staff only');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'customer refused');
});

test.describe('at tablet width (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('the menu stands beside the list and nothing scrolls sideways', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/categories');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back office menu' })).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu folds behind a button, and no page scrolls sideways', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/categories');
    await expect(page.getByRole('table')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Back office menu' });
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Brands' }).click();
    await expect(page.getByTestId('page-admin-brands')).toBeVisible();
    await expect(menu).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.goto('/admin/categories/new');
    await expect(page.getByLabel('Name')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'new category on a phone');
  });
});

test('offline: a plain notice, saving is refused, and what was typed is kept for when the network is back', async ({ page, context }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/categories/new');
  const name = `Offline kites ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Typed before the network went.');

  // As on a real device: the service worker holds the app's chunks before the network goes
  // (the shop's own lazy chunks, such as its update prompt, are then read from it).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 })
    .toBe('activated');
  await context.setOffline(true);
  await expect(page.getByTestId('admin-offline')).toHaveText(ADMIN_TEXTS.offline);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(ADMIN_TEXTS.offline);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the network went.');

  await context.setOffline(false);
  await expect(page.getByTestId('admin-offline')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByTestId('page-admin-category-edit')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
