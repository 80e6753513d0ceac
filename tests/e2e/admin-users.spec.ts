import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_ACCESS_TEXTS } from '../../shared/auth/account-texts';
import { AUTH } from '../../shared/texts';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 12, users and roles, in Chromium against the built shop: an admin gives a shopper the staff
// role on /admin/role-management and the shopper's back-office menu appears on their next page load
// (roles are read per request, not kept in the session); an admin disables an account on
// /admin/user-management and its owner is signed out at once and told "This account has been
// disabled" when signing in again.

const PASSWORD = 'Passw0rd!';

// Two browser contexts, axe and a built shop on a shared, busy machine: generous, never a sleep.
test.describe.configure({ timeout: 180_000 });
const origin = () => test.info().project.use.baseURL!;

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A new shopper signed in in a browser context of their own. */
async function shopperPage(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name }, headers: { origin: origin() } });
  expect(response.status()).toBe(200);
  return page;
}

/** The account's row on an account list, once the search has found it. */
async function accountRow(page: Page, screen: 'user-management' | 'role-management', email: string) {
  await page.goto(`/admin/${screen}?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId(`page-admin-${screen}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  return row;
}

test('an admin gives a shopper the staff role and the shopper’s menu changes on the next page load', async ({ page, browser }) => {
  const email = uniqueEmail('new-staff');
  const shopper = await shopperPage(browser, email, 'Nia Newstaff');
  await shopper.goto('/admin');
  await expect(shopper.getByTestId('admin-refused')).toBeVisible({ timeout: 20_000 });
  await expect(shopper.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);

  await signInAs(page, 'admin');
  const row = await accountRow(page, 'role-management', email);
  const staff = row.getByRole('checkbox', { name: `Staff role for ${email}` });
  await expect(staff).not.toBeChecked();
  await expectNoSeriousAxeViolations(page, 'role management');
  await staff.check();
  await expect(page.getByText('Nia Newstaff now has the staff role.')).toBeVisible();
  await expect(staff).toBeChecked();

  // The shopper's next page load: the same session, now with the staff menu.
  await shopper.reload();
  const menu = shopper.getByRole('navigation', { name: 'Back office' });
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inventory' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Role Management' })).toHaveCount(0);

  // And taken back: the menu goes on the next load.
  await staff.uncheck();
  await expect(page.getByText('Nia Newstaff no longer has the staff role.')).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByTestId('admin-refused')).toBeVisible({ timeout: 20_000 });
  await shopper.context().close();
});

test('an admin disables an account: its owner is signed out at once and cannot sign in again', async ({ page, browser }) => {
  const email = uniqueEmail('disabled');
  const shopper = await shopperPage(browser, email, 'Dot Disabled');
  await shopper.goto('/admin');
  await expect(shopper.getByTestId('admin-refused')).toContainText(email, { timeout: 20_000 });

  await signInAs(page, 'admin');
  const row = await accountRow(page, 'user-management', email);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'user management');
  await row.getByRole('button', { name: `Disable ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Dot Disabled?' });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  // The owner's next page load: signed out, sent to sign in.
  await shopper.reload();
  await expect(shopper).toHaveURL(/\/auth/, { timeout: 20_000 });
  await shopper.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
  await shopper.getByLabel(AUTH.fields.password, { exact: true }).fill(PASSWORD);
  await shopper.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
  await expect(shopper.getByTestId('sign-in-disabled')).toHaveText(ACCOUNT_ACCESS_TEXTS.disabled);
  expect((await shopper.request.get('/api/me')).ok()).toBe(true);
  expect(((await (await shopper.request.get('/api/me')).json()) as { user: unknown }).user).toBeNull();

  // Enabled again, the same password signs in.
  await row.getByRole('button', { name: `Enable ${email}` }).click();
  await page.getByRole('dialog', { name: 'Enable Dot Disabled?' }).getByRole('button', { name: 'Enable account' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await shopper.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
  await expect(shopper.getByTestId('sign-in-disabled')).toHaveCount(0);
  await expect.poll(async () => ((await (await shopper.request.get('/api/me')).json()) as { user: { email: string } | null }).user?.email, { timeout: 20_000 }).toBe(email);
  await shopper.context().close();
});
