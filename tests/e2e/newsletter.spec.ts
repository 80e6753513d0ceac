import { expect, test, type Page } from '@playwright/test';
import { TOASTS, type ToastText } from '../../shared/texts';

// The newsletter (SPEC §5, §8): the footer form on every page and the band on the home page,
// with every outcome: invalid, subscribed (input cleared), already subscribed, server failure.

// page.route does not see requests a service worker makes; the failure case holds one back.
test.use({ serviceWorkers: 'block' });

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@Example.com`;
}

async function expectToast(page: Page, toast: ToastText): Promise<void> {
  const item = page.getByTestId('toast').filter({ hasText: toast.title }).last();
  await expect(item).toBeVisible();
  if (toast.description) await expect(item).toContainText(toast.description);
}

async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

test.describe('footer newsletter form', () => {
  test('invalid, subscribed (cleared), already subscribed, and a failure', async ({ page, request }) => {
    await page.goto('/about');
    const input = page.getByLabel('Email address for the newsletter');
    const subscribe = page.locator('footer').getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expectToast(page, TOASTS.footerInvalidEmail);
    await dismissToasts(page);
    await input.fill('no-at-sign');
    await subscribe.click();
    await expectToast(page, TOASTS.footerInvalidEmail);
    await dismissToasts(page);

    const email = uniqueEmail('footer');
    await input.fill(`  ${email} `);
    await subscribe.click();
    await expectToast(page, TOASTS.footerSubscribed);
    await expect(input).toHaveValue('');
    await dismissToasts(page);

    // The same address again, in another case: the database already holds it.
    await input.fill(email.toUpperCase());
    await subscribe.click();
    await expectToast(page, TOASTS.footerAlreadySubscribed);
    await expect(input).toHaveValue(email.toUpperCase());
    await dismissToasts(page);

    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    await input.fill(uniqueEmail('footer-fail'));
    await subscribe.click();
    await expectToast(page, TOASTS.footerFailed);

    // Stored lower-cased and trimmed, once (a repeat answers 409).
    const again = await request.post('/api/newsletter', { data: { email: email.toLowerCase() } });
    expect(again.status()).toBe(409);
  });
});

test.describe('home newsletter band', () => {
  test('invalid, subscribed (cleared), already subscribed, and a failure', async ({ page }) => {
    await page.goto('/');
    const band = page.getByTestId('newsletter-band');
    await expect(band).toBeVisible();
    const input = band.getByLabel('Email address');
    const subscribe = band.getByRole('button', { name: 'Subscribe' });

    await input.fill('ada@');
    await subscribe.click();
    await expectToast(page, TOASTS.newsletterInvalidEmail);
    await dismissToasts(page);

    const email = uniqueEmail('band');
    await input.fill(email);
    await subscribe.click();
    await expectToast(page, TOASTS.newsletterSubscribed);
    await expect(input).toHaveValue('');
    await dismissToasts(page);

    await input.fill(email);
    await subscribe.click();
    await expectToast(page, TOASTS.newsletterAlreadySubscribed);
    await dismissToasts(page);

    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    await input.fill(uniqueEmail('band-fail'));
    await subscribe.click();
    await expectToast(page, TOASTS.newsletterFailed);
  });
});
