import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DISCOUNT_TEXTS } from '../../../shared/admin/discount.schema';
import { TAX_TEXTS } from '../../../shared/admin/tax-rate.schema';
import type { AdminSettings } from '../../../shared/admin/settings.schema';
import type { AdminShippingRate } from '../../../shared/admin/shipping-rate.schema';
import { promoAmount } from '../../../shared/checkout/promo';
import { formatMoney } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { PRODUCT } from '../../../shared/texts';
import { loadCatalogue, released, stockOf } from '../support/catalogue';
import { waitForAppLive } from '../support/app-live';
import { signInAs } from '../support/admin';

// Issue 12 "Promotions, shipping, tax and settings" end to end (docs/decisions/045): an admin creates
// a discount code and a shopper applies it in the cart; an admin changes the US free-shipping
// threshold and an open storefront page follows through sync; the tax rates' CSV export, changed and
// imported as a dry run, shows the preview (and a bad row, every error); the store's contact details
// changed in Settings are on /contact. Each form's validation speaks on its field.
// It changes what every shopper sees (the US free-shipping threshold, the contact details), so it runs
// in the `shop-wide` project, after every other spec has finished (playwright.config.ts); it still puts
// them back as they were (checked). The discount code is this run's own.

/** A shopper's browser context on the US storefront. */
async function usShopper(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    localStorage.setItem('toy-shop:country', 'US');
    localStorage.setItem('toy-shop:country-source', 'manual');
  });
  return { context, page: await context.newPage() };
}

/** The field (FieldFrame) whose label is `label`: its error is its `alert`. */
const fieldError = (page: Page, label: string) => page.locator('.field').filter({ has: page.getByLabel(label, { exact: true }) }).getByRole('alert');

test('an admin creates a discount code (its errors on their fields) and a shopper applies it in the cart', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/discounts/new');
  const form = page.getByTestId('page-admin-discount-new');
  await expect(form).toBeVisible();

  // Wrong first: a code too short and a percentage above 100, each said on its field.
  await form.getByLabel('Code', { exact: true }).fill('x1');
  await form.getByLabel('Value', { exact: true }).fill('150');
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(fieldError(page, 'Code')).toHaveText(DISCOUNT_TEXTS.code);
  await expect(fieldError(page, 'Value')).toHaveText(DISCOUNT_TEXTS.percentage);
  await expect(page).toHaveURL(/\/admin\/discounts\/new$/);

  // Typed in lower case: kept in capitals.
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Value', { exact: true }).fill('15');
  await form.getByRole('button', { name: 'Create discount' }).click();
  const edit = page.getByTestId('page-admin-discount-edit');
  await expect(edit.getByRole('heading', { level: 1, name: code })).toBeVisible({ timeout: 20_000 });
  await expect(edit.getByTestId('discount-uses')).toHaveText('Used 0 times');

  // A shopper puts a product in the bag and applies the new code.
  const { products } = await loadCatalogue(page.request);
  const product = products
    .filter((candidate) => candidate.variants.length === 0 && released(candidate) && stockOf(candidate, null, 'US') >= 3 && candidate.price >= 1_000 && candidate.price < 5_000)
    .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id))[0]!;
  expect(product).toBeDefined();
  const shopper = await usShopper(browser, baseURL!);
  await shopper.page.goto(`/product/${product.id}`);
  await waitForAppLive(shopper.page);
  await shopper.page.getByRole('button', { name: PRODUCT.addToBag }).click();
  await expect(shopper.page.getByTestId('cart-count')).toHaveText('1', { timeout: 20_000 });
  await shopper.page.goto('/cart');
  await expect(shopper.page.getByTestId('cart-line')).toHaveCount(1, { timeout: 20_000 });
  await shopper.page.getByLabel('Promo code').fill(code.toLowerCase());
  await shopper.page.getByRole('button', { name: 'Apply' }).click();
  const saved = formatMoney(promoAmount({ discountType: 'percentage', discountValue: 15 }, unitPriceFor('US', product, null)), 'USD');
  await expect(shopper.page.getByTestId('toast').filter({ hasText: 'Promo code applied!' })).toContainText(`You saved ${saved}`);
  const applied = shopper.page.getByTestId('applied-promo');
  await expect(applied).toContainText(code);
  await expect(applied).toContainText('15% off');
  await expect(shopper.page.getByTestId('cart-discount')).toBeVisible();
  await shopper.context.close();
});

test('an admin changes the US free-shipping threshold and an open storefront page follows through sync', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { shippingRates } = await loadCatalogue(page.request);
  const usRate = shippingRates.filter((rate) => rate.country === 'US' && rate.isActive).sort((a, b) => a.baseRate - b.baseRate || a.id.localeCompare(b.id))[0]!;
  const before = usRate.freeShippingThreshold;
  const changed = before === 8_765 ? 8_766 : 8_765;

  // The shopper's home page is open, its sync live, saying today's threshold.
  const shopper = await usShopper(browser, baseURL!);
  await shopper.page.goto('/');
  await waitForAppLive(shopper.page);
  const freeText = (amount: number) => shopper.page.getByText(`Free shipping on orders over ${formatMoney(amount, 'USD')}`);
  await expect(freeText(before)).toBeVisible({ timeout: 20_000 });

  await signInAs(page, 'admin');
  await page.goto(`/admin/shipping-rates/${usRate.id}`);
  const edit = page.getByTestId('page-admin-shipping-rate-edit');
  const threshold = edit.getByLabel('Free shipping from (USD)');
  await expect(threshold).toHaveValue((before / 100).toFixed(2));
  try {
    // A typing error is said on the field and nothing is saved.
    await threshold.fill('12.345');
    await expect(fieldError(page, 'Free shipping from (USD)')).toHaveText('Use at most 2 decimals');
    await threshold.fill((changed / 100).toFixed(2));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Shipping rate saved' })).toBeVisible({ timeout: 20_000 });
    // The open page follows (the sync's change feed → the device's database → the page).
    await expect(freeText(changed)).toBeVisible({ timeout: 30_000 });
  } finally {
    // Put it back as it was, and see the storefront follow again.
    const current = (await (await page.request.get(`/api/admin/shipping-rates/${usRate.id}`)).json()) as { record: AdminShippingRate };
    const { country, baseRate, isActive, version } = current.record;
    const restored = await page.request.patch(`/api/admin/shipping-rates/${usRate.id}`, {
      headers: { origin: baseURL! },
      data: { country, baseRate, freeShippingThreshold: before, isActive, version },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  await expect(freeText(before)).toBeVisible({ timeout: 30_000 });
  await shopper.context.close();
});

test('the tax rates CSV export, changed and imported as a dry run, shows the preview; a bad row lists its error and imports nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await page.goto('/admin/tax-rates');
  await expect(page.getByTestId('page-admin-tax-rates')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const exported = await readFile(await download.path());
  const records = parse(exported, { columns: true }) as Array<Record<'state' | 'zip_prefix' | 'rate_bps' | 'active', string>>;
  expect(records.length).toBeGreaterThanOrEqual(51);
  expect(Object.keys(records[0]!)).toEqual(['state', 'zip_prefix', 'rate_bps', 'active']);

  // One rate changed: the dry run says one update, the rest unchanged; nothing is written.
  const edited = records.map((record, index) => (index === 0 ? { ...record, rate_bps: String(Number(record.rate_bps) === 2000 ? 1999 : Number(record.rate_bps) + 1) } : record));
  const panel = page.getByTestId('tax-import');
  await panel.getByLabel('CSV file').setInputFiles({ name: 'tax-rates.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(edited, { header: true })) });
  await panel.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(panel.getByTestId('tax-import-result')).toHaveText(`Would create 0, update 1; ${records.length - 1} unchanged.`, { timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Import' })).toBeEnabled();

  // A rate out of range on a new last line: every error listed by line, nothing imported.
  const bad = [...records, { state: 'TX', zip_prefix: '75999', rate_bps: '3000', active: 'true' }];
  await panel.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(bad, { header: true })) });
  await panel.getByRole('button', { name: 'Check (dry run)' }).click();
  const result = panel.getByTestId('tax-import-result');
  await expect(result).toContainText('Nothing was imported: fix these rows and check again.', { timeout: 20_000 });
  await expect(result.getByRole('listitem')).toHaveText([`Line ${bad.length + 1}: ${TAX_TEXTS.rate}`]);
  await expect(panel.getByRole('button', { name: 'Import' })).toBeDisabled();

  // The dry runs wrote nothing: the export is the same file.
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect((await readFile(await again.path())).toString('utf8')).toBe(exported.toString('utf8'));
});

test('an admin changes the store’s contact details in Settings (a bad email refused on its field) and /contact shows them', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const before = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
  const email = `help-${Date.now().toString(36)}@toyshop.example`;
  const phone = '+1 212 555 0199';

  await page.goto('/admin/settings');
  const settings = page.getByTestId('page-admin-settings');
  const contact = settings.getByRole('group', { name: 'Contact details (the contact page)' });
  await expect(contact.getByLabel('Email', { exact: true })).toHaveValue(before.settings.store_contact.email);
  try {
    await contact.getByLabel('Email', { exact: true }).fill('not an email');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(fieldError(page, 'Email')).toHaveText('Enter a valid email address');
    await contact.getByLabel('Email', { exact: true }).fill(email);
    await contact.getByLabel('US phone', { exact: true }).fill(phone);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Settings saved' })).toBeVisible({ timeout: 20_000 });

    // A visitor's contact page (a fresh page load reads /api/shop-info) shows the new details.
    const visitor = await browser.newContext({ baseURL });
    const contactPage = await visitor.newPage();
    await contactPage.goto('/contact');
    const details = contactPage.getByTestId('page-contact').getByTestId('contact-details');
    await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`, { timeout: 20_000 });
    await expect(details).toContainText(phone);
    await visitor.close();
  } finally {
    // Put the settings back as they were (their version is a digest of the values in force).
    const current = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
    const restored = await page.request.put('/api/admin/settings', { headers: { origin: baseURL! }, data: { ...current.settings, store_contact: before.settings.store_contact, version: current.version } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  expect(((await (await page.request.get('/api/shop-info')).json()) as { storeContact: { email: string } }).storeContact.email).toBe(before.settings.store_contact.email);
});
