import { expect, test, type Page } from '@playwright/test';
import { AUTH, VALIDATION } from '../../shared/texts';
import { ACCOUNT_TOASTS, PROFILE_PAGE } from '../../shared/auth/account-texts';

const PASSWORD = 'Passw0rd!';
const F = PROFILE_PAGE.addressFields;

// better-auth limits sign-in and sign-up per client IP (production mode); give each test its own.
let clientIp = '';
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  clientIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
});

// page.request sends neither the page's extra headers nor an Origin, which better-auth requires.
function originOf(_page: Page): Record<string, string> {
  return { origin: test.info().project.use.baseURL!, 'x-forwarded-for': clientIp };
}

async function signUp(page: Page, name: string): Promise<string> {
  const email = `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name }, headers: originOf(page) });
  expect(response.ok()).toBe(true);
  return email;
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: title }).first()).toBeVisible();
}

test('a visitor is sent to /auth and comes back to /profile after signing in', async ({ page }) => {
  const email = await signUp(page, 'Returning Shopper');
  expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: originOf(page) })).ok()).toBe(true);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.getByLabel(AUTH.fields.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH.fields.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH.signInButton, exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('change the name: saved, shown in the header menu, kept after a reload', async ({ page }) => {
  const email = await signUp(page, 'Old Name');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  const name = page.getByLabel(PROFILE_PAGE.fullName, { exact: true });
  await expect(name).toHaveValue('Old Name');

  await name.fill('X');
  await page.getByRole('button', { name: PROFILE_PAGE.saveName }).click();
  await expect(page.getByText(VALIDATION.nameMinLength)).toBeVisible();

  await name.fill('New Name');
  await page.getByRole('button', { name: PROFILE_PAGE.saveName }).click();
  await expectToast(page, ACCOUNT_TOASTS.nameSaved.title);
  await expect(page.getByRole('button', { name: 'Account menu for New Name' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(PROFILE_PAGE.fullName, { exact: true })).toHaveValue('New Name');
});

test('change the password under the same rules', async ({ page }) => {
  const email = await signUp(page, 'Password Changer');
  await page.goto('/profile');
  await page.getByLabel(PROFILE_PAGE.currentPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(PROFILE_PAGE.newPassword, { exact: true }).fill('nouppercase1!');
  await page.getByLabel(PROFILE_PAGE.confirmPassword, { exact: true }).fill('different');
  await page.getByRole('button', { name: PROFILE_PAGE.changePassword, exact: true }).click();
  await expect(page.getByText(VALIDATION.passwordUppercase)).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordsDontMatch)).toBeVisible();

  // A wrong current password: the server's message under that field (better-auth's error, in the envelope).
  await page.getByLabel(PROFILE_PAGE.currentPassword, { exact: true }).fill('Wrong#2026x');
  await page.getByLabel(PROFILE_PAGE.newPassword, { exact: true }).fill('Changed#2026');
  await page.getByLabel(PROFILE_PAGE.confirmPassword, { exact: true }).fill('Changed#2026');
  await page.getByRole('button', { name: PROFILE_PAGE.changePassword, exact: true }).click();
  await expect(page.getByText('Invalid password', { exact: true })).toBeVisible();

  await page.getByLabel(PROFILE_PAGE.currentPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: PROFILE_PAGE.changePassword, exact: true }).click();
  await expectToast(page, ACCOUNT_TOASTS.passwordChanged.title);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'Changed#2026' }, headers: originOf(page) });
  expect(signIn.status()).toBe(200);
});

test('saved addresses: add two, the first is the default, set the other as default, remove one', async ({ page }) => {
  await signUp(page, 'Address Keeper');
  await page.goto('/profile');
  await expect(page.getByText(PROFILE_PAGE.noAddresses)).toBeVisible();

  await page.getByRole('button', { name: PROFILE_PAGE.addAddress }).click();
  let form = page.getByRole('form', { name: PROFILE_PAGE.newAddressTitle });
  await form.getByRole('button', { name: PROFILE_PAGE.saveAddress }).click();
  await expect(form.getByText('Enter the street address')).toBeVisible();

  await form.getByLabel(F.label).fill('Home');
  await form.getByLabel(F.fullName, { exact: true }).fill('Address Keeper');
  await form.getByLabel(F.addressLine1, { exact: true }).fill('1 Main St');
  await form.getByLabel(F.city, { exact: true }).fill('Springfield');
  await form.getByLabel(F.region.US, { exact: true }).fill('IL');
  await form.getByLabel(F.postalCode.US, { exact: true }).fill('62701');
  await form.getByRole('button', { name: PROFILE_PAGE.saveAddress }).click();
  await expectToast(page, ACCOUNT_TOASTS.addressSaved.title);
  const addresses = page.getByTestId('saved-address');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText('1 Main St');
  await expect(addresses.first().getByTestId('default-badge')).toHaveText(PROFILE_PAGE.defaultBadge);

  await page.getByRole('button', { name: PROFILE_PAGE.addAddress }).click();
  form = page.getByRole('form', { name: PROFILE_PAGE.newAddressTitle });
  await form.getByLabel(F.country).selectOption('UK');
  await form.getByLabel(F.label).fill('Work');
  await form.getByLabel(F.fullName, { exact: true }).fill('Address Keeper');
  await form.getByLabel(F.addressLine1, { exact: true }).fill('10 Downing St');
  await form.getByLabel(F.city, { exact: true }).fill('London');
  await form.getByLabel(F.postalCode.UK, { exact: true }).fill('SW1A 2AA');
  await form.getByRole('button', { name: PROFILE_PAGE.saveAddress }).click();
  await expect(addresses).toHaveCount(2);
  const work = addresses.filter({ hasText: '10 Downing St' });
  await expect(work).toContainText('United Kingdom');
  await expect(work.getByTestId('default-badge')).toHaveCount(0);

  await work.getByRole('button', { name: PROFILE_PAGE.setDefault }).click();
  await expectToast(page, ACCOUNT_TOASTS.defaultAddressSet.title);
  await expect(addresses.first()).toContainText('10 Downing St');
  await expect(addresses.first().getByTestId('default-badge')).toHaveText(PROFILE_PAGE.defaultBadge);

  await addresses.filter({ hasText: '1 Main St' }).getByRole('button', { name: /Delete/ }).click();
  await expectToast(page, ACCOUNT_TOASTS.addressDeleted.title);
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText('10 Downing St');
  await expect(page.getByTestId('default-badge')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('saved-address')).toHaveCount(1);
});
