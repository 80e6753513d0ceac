import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/admin';

// Retention on the settings screen (docs/decisions/085): the four periods are fields of the settings
// form, a value out of range is refused on its field with the schema's words and nothing is saved, and
// the background jobs panel lists each retention job as a daily one.

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

/** Every PUT the page sends to the settings API. */
function savesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/settings') seen.push(request.url());
  });
  return seen;
}

test('the retention periods are settings whose bad values are refused on their fields, and their jobs run every day', async ({ page }) => {
  const saves = savesOf(page);
  await page.goto('/admin/settings');
  const analytics = page.getByLabel('Keep analytics events (months)', { exact: true });
  const email = page.getByLabel('Keep email text (days)', { exact: true });
  const images = page.getByLabel('Keep unused images (days)', { exact: true });
  await expect(page.getByLabel('Keep job applications (months)', { exact: true })).not.toHaveValue('');
  await expect(analytics).not.toHaveValue('');
  await expect(email).not.toHaveValue('');
  await expect(images).not.toHaveValue('');

  await analytics.fill('0');
  await email.fill('a week');
  await images.fill('400');
  const save = page.getByRole('button', { name: 'Save settings' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(analytics).toBeFocused();
  await expect(page.getByText('Must be at least 1 month')).toBeVisible();
  await expect(page.getByText('Enter a whole number of days')).toBeVisible();
  await expect(page.getByText('Must be at most 365 days')).toBeVisible();
  await expect(page.getByText('Settings saved')).toHaveCount(0);
  expect(saves).toEqual([]);

  const jobs = page.getByTestId('background-jobs');
  for (const name of ['analytics-event-retention', 'email-body-retention', 'unused-image-retention']) {
    await expect(jobs.locator(`tr[data-job="${name}"]`).getByRole('cell').first()).toHaveText('Every day');
  }
  await expect(jobs.getByRole('columnheader', { name: 'Last result' })).toBeVisible();
});
