import { expect, test } from '@playwright/test';
import { picture } from '../support/image-fixtures';
import { seededAccount, signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The blog end to end (docs/decisions/048): a store manager writes and publishes a post at
// /admin/blog-posts (Markdown with the server's live preview, a cover upload), a shopper reads it at
// /blog/{slug}, then reads it again with the network off.

test('staff publish a post; a shopper reads it, then reads it offline', async ({ page, browser }) => {
  // Two browsers, an upload, two accessibility scans and a service worker install: more than one page's worth.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Puzzle night at our stores ${stamp}`;
  const slug = `puzzle-night-at-our-stores-${stamp}`;

  await signInAs(page, 'store_manager');
  await page.goto('/admin/blog-posts');
  await expect(page.getByTestId('page-admin-blog-posts')).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('Jigsaws, tea and a 1,000-piece race: join us on Friday.');
  const cover = page.getByRole('group', { name: 'Cover image' });
  await cover.getByLabel('Choose image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('png', 1200, 630) });
  await expect(cover.getByRole('img', { name: 'Cover image: the current image' })).toHaveAttribute('src', /^\/media\//, { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Article (Markdown)' }).fill('# What to bring\n\nJust **yourself**. We bring the puzzles.\n\n<script>alert(1)</script>\n\n- Friday 6pm\n- All stores');
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'What to bring' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('yourself');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByLabel('Status').selectOption('published');
  await expectNoSeriousAxeViolations(page, 'blog post form');
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByTestId('page-admin-blog-post-edit')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('page-admin-blog-post-edit').locator('.admin-page-head .status-badge')).toHaveText('Published');

  // A shopper, in a browser of their own.
  const shopper = await browser.newContext();
  try {
    const reader = await shopper.newPage();
    await reader.goto('/blog');
    await expect(reader.getByTestId('page-blog')).toBeVisible();
    const link = reader.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expect(
      reader.getByTestId('blog-list').locator('li').first(),
      'newest first',
    ).toContainText(title);
    await link.click();
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
    const article = reader.getByTestId('blog-article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article).toContainText(`By ${seededAccount('store_manager').name}`);
    await expect(article.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(reader).toHaveTitle(`${title} | Toy Shop`);
    await expect(article.getByRole('link', { name: /^← Previous:/ })).toBeVisible();
    await expectNoSeriousAxeViolations(reader, 'blog post');

    // Offline once the service worker controls the page.
    await expect
      .poll(() => reader.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
      .toBe('activated');
    await shopper.setOffline(true);
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByTestId('blog-from-device')).toBeVisible();
    await expect(reader.getByTestId('blog-article').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByTestId('blog-article').getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
    await reader.goto('/blog');
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await shopper.setOffline(false);
  } finally {
    await shopper.close();
  }
});
