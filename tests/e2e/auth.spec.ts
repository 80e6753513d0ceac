import { expect, test, type Page } from '@playwright/test';
import { AUTH, TOASTS, VALIDATION } from '../../shared/texts';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';

const CUSTOMER = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'customer')!;
const GOOD_PASSWORD = 'Passw0rd!';

// page.route does not see requests a service worker answers; these tests hold requests back.
test.use({ serviceWorkers: 'block' });

// better-auth limits sign-in and sign-up per client IP (production mode); give each test its own.
let clientIp = '';
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  clientIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
});

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The inline error under a field: the input is aria-invalid and described by the message. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await input.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
}

async function expectNoFieldError(page: Page, label: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
}

async function expectToast(page: Page, toast: { title: string; description?: string }): Promise<void> {
  const item = page.getByTestId('toast').filter({ hasText: toast.title });
  await expect(item.first()).toBeVisible();
  if (toast.description) await expect(item.first()).toContainText(toast.description);
}

async function delay(page: Page, path: string, ms = 1500): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('/auth (SPEC §2.9)', () => {
  test('shows the page as specified: back link, logo, heading, tabs, titles and labelled fields', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Toy Shop home' }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1, name: AUTH.heading })).toBeVisible();
    await expect(page.getByText(AUTH.intro)).toBeVisible();
    const signInTab = page.getByRole('tab', { name: AUTH.signInTab });
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();
    await expect(page.getByText(AUTH.signInText)).toBeVisible();
    await expect(page.getByLabel(AUTH.fields.email, { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(AUTH.fields.password, { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: AUTH.forgotPassword })).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH.signInButton, exact: true })).toBeEnabled();

    // Keyboard: arrows move between the tabs.
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    const signUpTab = page.getByRole('tab', { name: AUTH.signUpTab });
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: AUTH.signUpTitle })).toBeVisible();
    await expect(page.getByText(AUTH.signUpText)).toBeVisible();
    for (const label of [AUTH.fields.fullName, AUTH.fields.email, AUTH.fields.password, AUTH.fields.confirmPassword]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(AUTH.fields.email, { exact: true })).toHaveAttribute('type', 'email');
    await page.keyboard.press('ArrowLeft');
    await expect(signInTab).toBeFocused();
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  });

  test('sign-in shows the invalid email and each password rule under its field', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.getByRole('button', { name: AUTH.signInButton, exact: true });
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill('not-an-email');
    await submit.click();
    await expectFieldError(page, AUTH.fields.email, VALIDATION.invalidEmailAddress);
    await expectFieldError(page, AUTH.fields.password, VALIDATION.passwordMinLength);

    await page.getByLabel(AUTH.fields.email, { exact: true }).fill('shopper@example.com');
    const cases: Array<[string, string]> = [
      ['passw0rd!', VALIDATION.passwordUppercase],
      ['PASSW0RD!', VALIDATION.passwordLowercase],
      ['Password!', VALIDATION.passwordNumber],
      ['Passw0rdd', VALIDATION.passwordSpecial],
    ];
    for (const [password, message] of cases) {
      await page.getByLabel(AUTH.fields.password, { exact: true }).fill(password);
      await submit.click();
      // Errors are cleared on each submit: the email error is gone once the email is valid.
      await expectNoFieldError(page, AUTH.fields.email);
      await expectFieldError(page, AUTH.fields.password, message);
    }
  });

  test('sign-up shows name, email, each password rule and confirm-password messages under their fields', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: AUTH.signUpTab }).click();
    const submit = page.getByRole('button', { name: AUTH.createAccountButton });
    await page.getByLabel(AUTH.fields.fullName, { exact: true }).fill('A');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill('nope@');
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill('short');
    await page.getByLabel(AUTH.fields.confirmPassword, { exact: true }).fill('different');
    await submit.click();
    await expectFieldError(page, AUTH.fields.fullName, VALIDATION.nameMinLength);
    await expectFieldError(page, AUTH.fields.email, VALIDATION.invalidEmailAddress);
    await expectFieldError(page, AUTH.fields.password, VALIDATION.passwordMinLength);
    await expectFieldError(page, AUTH.fields.confirmPassword, VALIDATION.passwordsDontMatch);

    await page.getByLabel(AUTH.fields.fullName, { exact: true }).fill('Ada Lovelace');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill('ada@example.com');
    for (const [password, message] of [
      ['lowercase1!', VALIDATION.passwordUppercase],
      ['UPPERCASE1!', VALIDATION.passwordLowercase],
      ['NoNumbers!', VALIDATION.passwordNumber],
      ['NoSpecial1', VALIDATION.passwordSpecial],
    ] as const) {
      await page.getByLabel(AUTH.fields.password, { exact: true }).fill(password);
      await page.getByLabel(AUTH.fields.confirmPassword, { exact: true }).fill(password);
      await submit.click();
      await expectNoFieldError(page, AUTH.fields.fullName);
      await expectNoFieldError(page, AUTH.fields.confirmPassword);
      await expectFieldError(page, AUTH.fields.password, message);
    }
  });

  test('sign-up: busy text, "Account created!", signed in, header menu with Profile, My Orders and Sign Out; sign out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('tab', { name: AUTH.signUpTab }).click();
    await page.getByLabel(AUTH.fields.fullName, { exact: true }).fill('Grace Hopper');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel(AUTH.fields.confirmPassword, { exact: true }).fill(GOOD_PASSWORD);
    await delay(page, '/api/auth/sign-up/email');
    await page.getByRole('button', { name: AUTH.createAccountButton }).click();
    await expect(page.getByRole('button', { name: AUTH.creatingAccount })).toBeDisabled();

    await expectToast(page, TOASTS.signedUp);
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
    await menu.click();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, TOASTS.signedOut);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });

  test('sign in with the seeded customer: busy text, "Welcome back!", lands on /', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill(CUSTOMER.password);
    await delay(page, '/api/auth/sign-in/email');
    await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
    await expect(page.getByRole('button', { name: AUTH.signingIn })).toBeDisabled();
    await expectToast(page, TOASTS.signedIn);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` })).toBeVisible();
  });

  test('a wrong password: "Sign in failed" with the server message, still on /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill('Wrong#2026pass');
    await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
    await expectToast(page, TOASTS.signInFailed('Invalid email or password'));
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: AUTH.signInButton, exact: true })).toBeEnabled();
  });

  test('forgot password: one Email field, busy "Sending...", "Check your email", back to the sign-in form', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: AUTH.forgotPassword }).click();
    await expect(page.getByLabel(AUTH.fields.password, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: AUTH.backToSignIn })).toBeVisible();

    await page.getByRole('button', { name: AUTH.sendResetLink }).click();
    await expectFieldError(page, AUTH.fields.email, VALIDATION.invalidEmailAddress);

    // "Back to Sign In" returns without sending.
    await page.getByRole('button', { name: AUTH.backToSignIn }).click();
    await expect(page.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();

    for (const email of [CUSTOMER.email, uniqueEmail('nobody')]) {
      await page.getByRole('button', { name: AUTH.forgotPassword }).click();
      await page.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
      await delay(page, '/api/auth/request-password-reset', 1000);
      await page.getByRole('button', { name: AUTH.sendResetLink }).click();
      await expect(page.getByRole('button', { name: AUTH.sending })).toBeDisabled();
      await expectToast(page, TOASTS.resetSent);
      await expect(page.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();
      await expect(page.getByLabel(AUTH.fields.password, { exact: true })).toBeVisible();
      await page.unroute('**/api/auth/request-password-reset');
    }
  });

  test('a failed reset request still returns to sign-in with "Check your email"', async ({ page }) => {
    await page.goto('/auth');
    await page.route('**/api/auth/request-password-reset', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: AUTH.forgotPassword }).click();
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(CUSTOMER.email);
    await page.getByRole('button', { name: AUTH.sendResetLink }).click();
    await expectToast(page, TOASTS.resetSent);
    await expect(page.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();
  });

  test('a signed-in user visiting /auth lands on /', async ({ page, baseURL }) => {
    const email = uniqueEmail('visitor');
    // page.request sends neither the page's extra headers nor an Origin, which better-auth requires.
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: GOOD_PASSWORD, name: 'Signed In' },
      headers: { origin: baseURL!, 'x-forwarded-for': clientIp },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('sign-in follows a same-origin redirect, and ignores another origin', async ({ page }) => {
    await page.goto('/auth?redirect=%2Fprofile');
    await page.getByLabel(AUTH.fields.email, { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel(AUTH.fields.password, { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('/reset-password with a spent or unknown link says so and links to a new request', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByTestId('reset-link-invalid')).toContainText('invalid or has expired');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=forgot$/);
    await expect(page.getByRole('button', { name: AUTH.sendResetLink })).toBeVisible();
  });
});
