import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/admin';

// The email logs screen (issue 15, docs/decisions/053): a message the shop sent is in the list, the
// template and recipient filters find it, and its page shows it as sent. (Sending a failed message
// again needs a relay that fails: tests/integration/admin-email-logs.test.ts does it over real SMTP.)

test('an admin finds a message the shop sent by template and recipient, and reads it as it was sent', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = `logs-${randomUUID().slice(0, 8)}@example.com`;
  // A shopper's message through the contact form: the shop emails them a copy (template contact_copy).
  const sent = await page.request.post('/api/contact', {
    headers: { origin: baseURL! },
    data: { name: 'Lou Logs', email, topic: 'other', message: 'Do you sell kites in the London store?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto('/admin/email-logs');
  const screen = page.getByTestId('page-admin-email-logs');
  await expect(screen.getByRole('heading', { level: 1, name: 'Email Logs' })).toBeVisible();
  await screen.getByRole('combobox', { name: 'Template' }).selectOption('contact_copy');
  await expect(page).toHaveURL(/template=contact_copy/);
  await screen.getByRole('searchbox').fill(email);
  const row = screen.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('Contact copy');

  await row.getByTestId('email-log-link').click();
  const message = page.getByTestId('page-admin-email-log');
  await expect(message.getByText(email, { exact: true })).toBeVisible();
  await expect(message.getByTestId('email-log-text')).toContainText('Do you sell kites in the London store?');
  await expect(message.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});
