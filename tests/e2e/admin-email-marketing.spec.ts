import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/admin';
import { waitForAppLive } from './support/app-live';
import { INBOX_TEXTS } from '../../shared/support/desk-texts';

// Email marketing (issue 15, docs/decisions/054): an admin writes a campaign and sends it; the job
// queue sends it through a real local SMTP server (the e2e server's sink) to the three new
// subscribers, whose messages the email logs list by campaign; one of them opens the unsubscribe link
// from the message received (a GET changes nothing: the page asks), confirms, and the subscribers
// list shows the address as unsubscribed.

interface Received {
  to: string[];
  raw: string;
}

test('an admin sends a campaign to 3 subscribers over SMTP, sees them in the email logs, and one unsubscribes from the received link', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const subscribers = ['ana', 'ben', 'cy'].map((name) => `${name}-${tag}@example.com`);
  for (const email of subscribers) {
    const response = await page.request.post('/api/newsletter', { headers: { origin: baseURL! }, data: { email, source: 'website' } });
    expect(response.status(), await response.text()).toBe(201);
  }

  await signInAs(page, 'admin');
  await page.goto(`/admin/email-marketing?q=${encodeURIComponent(`-${tag}@`)}`);
  const screen = page.getByTestId('page-admin-email-marketing');
  await expect(screen.getByRole('heading', { level: 1, name: 'Email Marketing' })).toBeVisible();
  await expect(screen.getByRole('row').filter({ hasText: `-${tag}@` })).toHaveCount(3, { timeout: 15_000 });
  await expect(screen.getByRole('row').filter({ hasText: subscribers[0]! }).getByTestId('subscriber-consent')).toHaveText('Subscribed');

  // A new campaign: subject, preheader, the Markdown body (previewed), then sent now.
  const subject = `Spring toys ${tag}`;
  await screen.getByRole('link', { name: 'New campaign' }).click();
  const form = page.getByTestId('page-admin-campaign-new');
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Preheader', { exact: true }).fill('Wooden trains are back');
  await form.getByLabel('Message (Markdown)', { exact: true }).fill('## New this week\n\nA **wooden train** for every shelf.');
  await expect(form.getByTestId('markdown-preview').locator('strong')).toHaveText('wooden train');
  await form.getByRole('button', { name: 'Save draft' }).click();

  const campaign = page.getByTestId('page-admin-campaign');
  await expect(campaign.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(campaign.getByTestId('campaign-status')).toHaveText('Draft');
  await expect(campaign.getByTestId('campaign-preview-text')).toContainText('Unsubscribe: ');
  await campaign.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();

  // Live progress: the page reads it again while sending, until the campaign is sent.
  await expect(campaign.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 60_000 });
  await expect(campaign.getByTestId('campaign-left')).toHaveText('0');
  expect(Number(await campaign.getByTestId('campaign-sent').textContent())).toBeGreaterThanOrEqual(3);

  // Each of the three received it once, through SMTP, with the one-click unsubscribe headers.
  const received: Received[] = [];
  for (const email of subscribers) {
    const messages = ((await (await page.request.get(`/__e2e/smtp/received?to=${encodeURIComponent(email)}`)).json()) as Received[]).filter((mail) => mail.raw.includes(`Subject: ${subject}`));
    expect(messages, email).toHaveLength(1);
    expect(messages[0]!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    received.push(messages[0]!);
  }

  // The email logs list the campaign's messages.
  await campaign.getByTestId('campaign-messages-link').click();
  const logs = page.getByTestId('page-admin-email-logs');
  await expect(logs.getByTestId('email-log-campaign-filter')).toBeVisible();
  await logs.getByRole('searchbox').fill(`-${tag}@`);
  await logs.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/campaignId=.*q=|q=.*campaignId=/);
  await expect(logs.getByRole('row').filter({ hasText: subject })).toHaveCount(3, { timeout: 15_000 });

  // Ben opens the unsubscribe link from his message: the page asks first, the button unsubscribes.
  const header = /^List-Unsubscribe:\s*((?:.*)(?:\r\n[ \t].*)*)/m.exec(received[1]!.raw)![1]!.replace(/\r\n[ \t]+/g, ' ');
  const link = /<(http[^>]+)>/.exec(header)![1]!;
  expect(new URL(link).pathname).toBe('/unsubscribe');
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(link);
  const unsubscribe = shopper.getByTestId('page-unsubscribe');
  await expect(unsubscribe.getByTestId('unsubscribe-email')).toHaveText(subscribers[1]!);
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribe.getByTestId('unsubscribe-done')).toContainText('You are unsubscribed');
  await shopper.close();

  await page.goto(`/admin/email-marketing?q=${encodeURIComponent(`-${tag}@`)}`);
  await expect(screen.getByRole('row').filter({ hasText: subscribers[1]! }).getByTestId('subscriber-consent')).toHaveText('Unsubscribed', { timeout: 15_000 });
  await expect(screen.getByRole('row').filter({ hasText: subscribers[0]! }).getByTestId('subscriber-consent')).toHaveText('Subscribed');
});

test("the screens' tabs (the kit's): the chosen one is marked and barred, and the arrow keys move and choose", async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/email-marketing');
  await waitForAppLive(page);
  const tabs = page.getByRole('tablist', { name: 'Email marketing' });
  const subscribers = tabs.getByRole('tab', { name: 'Subscribers' });
  const campaigns = tabs.getByRole('tab', { name: 'Campaigns' });
  await expect(subscribers).toHaveAttribute('aria-selected', 'true');
  await expect(campaigns).toHaveAttribute('aria-selected', 'false');
  // Seen, not only announced: the chosen tab is bold over a bar; the other is neither.
  const look = (tab: typeof subscribers) => tab.evaluate((element) => ({ weight: getComputedStyle(element).fontWeight, bar: getComputedStyle(element).borderBottomColor !== 'rgba(0, 0, 0, 0)' }));
  expect(await look(subscribers)).toEqual({ weight: '700', bar: true });
  expect(await look(campaigns)).toEqual({ weight: '400', bar: false });
  await expect(page.getByRole('tabpanel', { name: 'Subscribers' })).toBeVisible();

  await subscribers.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=campaigns/);
  await expect(campaigns).toHaveAttribute('aria-selected', 'true');
  await expect(campaigns).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Campaigns' })).toBeVisible();
  await expect(subscribers).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(subscribers).toHaveAttribute('aria-selected', 'true');
  await expect(subscribers).toBeFocused();

  // The support desk's four tabs are the same component: Home and End go to the ends.
  await page.goto('/admin/robo-support');
  await waitForAppLive(page);
  const desk = page.getByRole('tablist', { name: 'Robo Support' });
  await desk.getByRole('tab', { name: INBOX_TEXTS.conversations }).focus();
  await page.keyboard.press('End');
  await expect(desk.getByRole('tab', { selected: true })).toHaveText(INBOX_TEXTS.unanswered);
  await expect(page).toHaveURL(/tab=unanswered/);
  await page.keyboard.press('Home');
  await expect(desk.getByRole('tab', { selected: true })).toHaveText(INBOX_TEXTS.conversations);
});
