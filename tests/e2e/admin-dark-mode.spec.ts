import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SHELL_TEXTS } from '../../shared/admin/shell';
import { ADMIN_THEME_TEXTS, type Theme } from '../../shared/admin/theme';
import { menuFor, screenPath } from '../../shared/admin/screens';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForAppLive } from './support/app-live';

// The back office's dark mode (issue 25, docs/decisions/102): it follows the device's setting, a staff
// member can choose Light or Dark in the account menu, and every admin screen passes axe in both.

// The palettes' paper and ink (client/features/admin/shell/admin-theme.css), as the browser computes them.
const PAINT: Record<Theme, { background: string; text: string }> = {
  light: { background: 'rgb(255, 248, 239)', text: 'rgb(43, 33, 24)' },
  dark: { background: 'rgb(23, 19, 15)', text: 'rgb(242, 233, 223)' },
};

async function paintOf(page: Page, selector: string): Promise<{ background: string; text: string; scheme: string }> {
  return page.locator(selector).first().evaluate((element) => {
    const canvas = getComputedStyle(document.documentElement);
    const style = getComputedStyle(element);
    return { background: canvas.backgroundColor, text: style.color, scheme: style.colorScheme };
  });
}

async function expectPainted(page: Page, theme: Theme, selector = 'main'): Promise<void> {
  await expect.poll(() => paintOf(page, selector), { message: `${selector} in ${theme}` }).toEqual({ ...PAINT[theme], scheme: theme });
}

/**
 * From the next page load on, notes the theme <html> carries when the back office's first element
 * (its gate, shell or kiosk) enters the page: a flash of the other theme would show here.
 */
async function noteFirstPaintTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.admin-gate, .admin-layout, .admin-kiosk')) return;
      document.documentElement.dataset.firstAdminTheme = document.documentElement.getAttribute('data-admin-theme') ?? 'none';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function openAccountMenu(page: Page) {
  const account = page.getByTestId('admin-user-menu');
  await account.locator('summary').click();
  return account.getByRole('group', { name: ADMIN_THEME_TEXTS.heading });
}

/** Waits for a screen to have come in: its heading there, no list busy, no part still "Loading…". */
async function screenSettled(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByText(/^Loading\b/)).toHaveCount(0);
}

test.describe('the back office follows the system', () => {
  test('dark when the device prefers dark, light when it prefers light, changing as the setting does; the shop is untouched', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, 'admin');
    await noteFirstPaintTheme(page);
    await page.goto('/admin/categories');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-first-admin-theme', 'dark');
    await expectPainted(page, 'dark');
    // The cards, the top bar and the inputs are dark too, not white boxes left over.
    await expect.poll(() => page.locator('.data-table__scroll').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(34, 28, 23)');
    await expect.poll(() => page.locator('.admin-topbar').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(PAINT.dark.background);

    await page.emulateMedia({ colorScheme: 'light' });
    await expectPainted(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectPainted(page, 'dark');

    // Signing out leaves for the shop, which keeps its own (light) look whatever the device prefers.
    await openAccountMenu(page);
    await page.getByRole('button', { name: ADMIN_SHELL_TEXTS.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-admin-theme');
    await expect.poll(() => paintOf(page, 'body')).toEqual({ ...PAINT.light, scheme: 'normal' });
  });

  test("the counter's kiosk follows it too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, 'staff');
    await page.goto('/admin/pickup-verification');
    await expect(page.getByTestId('admin-kiosk')).toBeVisible();
    await expectPainted(page, 'dark', '[data-testid="admin-kiosk"]');
    await expect.poll(() => page.getByLabel('Pickup code').evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark');
  });
});

test.describe('a staff member chooses their theme in the account menu', () => {
  test('Dark overrides a light device, stays after a reload, and is that staff member’s alone', async ({ page }) => {
    test.slow(); // three accounts, five page loads
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, 'admin');
    await page.goto('/admin/inventory');
    await expectPainted(page, 'light');
    const choice = await openAccountMenu(page);
    await expect(choice.getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.system })).toBeChecked();
    await expectNoSeriousAxeViolations(page, 'account menu with the theme choice, light');
    await choice.getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.dark }).check();
    await expectPainted(page, 'dark');
    await expectNoSeriousAxeViolations(page, 'account menu with the theme choice, dark');

    // Dark from its first element on: the gate, shown while the session is asked for (held here
    // until the gate is up; later asks go straight through), is already dark, before anyone is known.
    await noteFirstPaintTheme(page);
    let answerSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
    await page.context().route('**/api/me', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('admin-gate')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-first-admin-theme', 'dark');
    answerSession();
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expectPainted(page, 'dark');
    await expect((await openAccountMenu(page)).getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.dark })).toBeChecked();

    // Another staff member on the same browser has not chosen: the device's light setting holds.
    await signInAs(page, 'store_manager');
    await page.goto('/admin/inventory');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expectPainted(page, 'light');
    await expect((await openAccountMenu(page)).getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.system })).toBeChecked();

    // Back to the admin: their Dark is still theirs; System gives the device's setting back.
    await signInAs(page, 'admin');
    await page.goto('/admin/inventory');
    await expectPainted(page, 'dark');
    const again = await openAccountMenu(page);
    await again.getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.system }).check();
    await expectPainted(page, 'light');
    await page.reload();
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expectPainted(page, 'light');
  });

  test('Light overrides a dark device', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, 'admin');
    await page.goto('/admin/orders');
    await expectPainted(page, 'dark');
    await (await openAccountMenu(page)).getByRole('radio', { name: ADMIN_THEME_TEXTS.choices.light }).check();
    await expectPainted(page, 'light');
    await page.reload();
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expectPainted(page, 'light');
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`every screen in the admin's menu, a record, the search and the counter pass axe in ${theme}`, async ({ page }) => {
    // About 30 axe runs on one page: 2–3 minutes on a loaded two-core machine, so room beyond test.slow().
    test.setTimeout(6 * 60_000);
    await page.emulateMedia({ colorScheme: theme });
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    await expectPainted(page, theme);
    const menu = page.getByRole('navigation', { name: 'Back office' });
    const screens = menuFor(['admin']).flatMap((section) => section.screens).filter((screen) => screen.key !== 'pickup-verification');
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) {
      // The screen left behind stays up while the next one's code loads: wait for the new heading,
      // or axe looks at the page between the two (it once found no level-one heading there).
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      const leaving = new URL(page.url()).pathname === screenPath(screen.key) ? null : await heading.textContent();
      await menu.getByRole('link', { name: screen.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${screenPath(screen.key)}(\\?|$)`));
      if (leaving !== null) await expect(heading).not.toHaveText(leaving);
      await expect(menu.getByRole('link', { name: screen.title, exact: true })).toHaveAttribute('aria-current', 'page');
      await screenSettled(page);
      await expectNoSeriousAxeViolations(page, `${screen.key}, ${theme}`);
    }

    // A record and its form: the first product in the list.
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await screenSettled(page);
    await page.locator('.data-table tbody a').first().click();
    await expect(page).toHaveURL(/\/admin\/products\/[^/?]+$/);
    await expect(page.locator('.resource-form')).toBeVisible();
    await screenSettled(page);
    await expectNoSeriousAxeViolations(page, `product record, ${theme}`);

    // The search, open with its results (the first one chosen).
    await waitForAppLive(page);
    await page.keyboard.press('/');
    const search = page.getByRole('dialog');
    await expect(search).toBeVisible();
    await search.getByRole('combobox').fill('ord');
    await expect(search.getByRole('option').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, `search, ${theme}`);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // The counter's kiosk, in the same theme.
    await menu.getByRole('link', { name: 'Pickup Verification', exact: true }).click();
    await expect(page.getByTestId('admin-kiosk')).toBeVisible();
    await expectPainted(page, theme, '[data-testid="admin-kiosk"]');
    await expectNoSeriousAxeViolations(page, `counter, ${theme}`);
  });
}
