import { expect, test } from '@playwright/test';
import type { ListPage } from '../../shared/admin/api';
import type { AdminArticle } from '../../shared/support/articles';
import { SUPPORT_TOPICS } from '../../shared/support/topics';
import { signInAs } from './support/admin';

// The FAQ is the knowledge base (issue 14): the seeded articles by topic, each under its anchor,
// readable offline once visited; an article edited in the back office shows on /faq.

test('/faq shows the seeded topics and articles, opens at an anchor, and reads offline once visited', async ({ page, context }) => {
  await page.goto('/faq#returns-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const topics = page.getByTestId('faq-topic');
  await expect(topics).toHaveCount(SUPPORT_TOPICS.length);
  for (const topic of SUPPORT_TOPICS) await expect(page.getByRole('heading', { level: 2, name: topic.name })).toBeVisible();
  const returns = page.locator('#returns-policy');
  await expect(returns.getByRole('heading', { level: 3, name: 'What is your returns policy?' })).toBeVisible();
  await expect(returns).toContainText('30 days in the US');
  await expect(returns).toBeInViewport();
  expect(await page.title()).toBe('FAQ | Toy Shop');

  // Offline, the device's copy of the articles fills the page again.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('#returns-policy')).toContainText('14 days in the UK');
    await expect(page.getByTestId('faq-article').first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('an article edited in the back office shows on /faq', async ({ page }) => {
  await signInAs(page, 'staff');
  const list = await page.request.get('/api/admin/robo-support/articles?q=delivery-cost&pageSize=100');
  expect(list.ok()).toBe(true);
  const article = ((await list.json()) as ListPage<AdminArticle>).rows.find((row) => row.slug === 'delivery-cost')!;
  expect(article).toBeTruthy();

  await page.goto(`/admin/robo-support/articles/${article.id}`);
  await expect(page.getByTestId('page-admin-article-edit')).toBeVisible({ timeout: 20_000 });
  const title = `How much is delivery, really? ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Article', { exact: true }).fill('Delivery is **free** from 99 in your currency.\n\nBelow that it is a flat rate.');
  await expect(page.getByTestId('markdown-preview')).toContainText('Delivery is free from 99', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });

  await page.goto('/faq#delivery-cost');
  const edited = page.locator('#delivery-cost');
  await expect(edited.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(edited.locator('strong')).toHaveText('free');
  await expect(edited).toContainText('Below that it is a flat rate.');
});
