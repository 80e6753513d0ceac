import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { AdminCampaignDetail } from '../../shared/admin/email-campaigns.schema';
import { signInAs } from './support/admin';

// Email that bounces (docs/decisions/083), as staff read it: the e2e server's SMTP sink refuses one
// subscriber for good (550 at RCPT TO); the email logs say the campaign's message to them was
// "Refused by the mail server: 550 …", and the next campaign's was "Skipped: address bounced on …".

async function sendCampaign(page: Page, baseURL: string, subject: string): Promise<string> {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/admin/email-marketing/campaigns', { headers, data: { subject, preheader: '', bodyMarkdown: `# ${subject}`, audience: 'all' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as AdminCampaignDetail;
  expect((await page.request.post(`/api/admin/email-marketing/campaigns/${id}/send`, { headers, data: {} })).status()).toBe(200);
  await expect.poll(async () => ((await (await page.request.get(`/api/admin/email-marketing/campaigns/${id}`)).json()) as AdminCampaignDetail).status, { timeout: 60_000 }).toBe('sent');
  return id;
}

test('the email logs say why a subscriber got no campaign message: refused by the mail server, then skipped as bounced', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const gone = `gone-${tag}@example.com`;
  const subscribed = await page.request.post('/api/newsletter', { headers: { origin: baseURL! }, data: { email: gone, source: 'website' } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  expect((await page.request.post('/__e2e/smtp/refuse', { data: { to: gone, at: 'RCPT TO', code: 550, text: '5.1.1 No such user' } })).status()).toBe(200);
  await signInAs(page, 'admin');

  const first = await sendCampaign(page, baseURL!, `Kites ${tag}`);
  await page.goto(`/admin/email-logs?campaignId=${first}&q=${encodeURIComponent(gone)}`);
  const logs = page.getByTestId('page-admin-email-logs');
  const refused = logs.getByRole('row').filter({ hasText: gone });
  await expect(refused).toHaveCount(1, { timeout: 15_000 });
  await expect(refused).toContainText('Failed');
  await expect(refused.getByTestId('email-log-reason')).toHaveText('Refused by the mail server: 550 5.1.1 No such user');

  const second = await sendCampaign(page, baseURL!, `Yo-yos ${tag}`);
  await page.goto(`/admin/email-logs?campaignId=${second}&q=${encodeURIComponent(gone)}`);
  const skipped = logs.getByRole('row').filter({ hasText: gone });
  await expect(skipped).toHaveCount(1, { timeout: 15_000 });
  await expect(skipped).toContainText('Skipped');
  await expect(skipped.getByTestId('email-log-reason')).toHaveText(/^Skipped: address bounced on \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}$/);

  // The message's page says it too.
  await skipped.getByTestId('email-log-link').click();
  await expect(page.getByTestId('page-admin-email-log').getByTestId('email-log-reason')).toHaveText(/^Skipped: address bounced on /);
  expect(((await (await page.request.get(`/__e2e/smtp/received?to=${encodeURIComponent(gone)}`)).json()) as unknown[]).length).toBe(0);
});
