import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { AdminBlogPost } from '../../shared/blog/blog-post.schema';
import { BLOG_PAGE_SIZE, BLOG_TEXTS, type BlogArticle, type BlogPage } from '../../shared/blog/blog';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { writeFakeClientBuild } from '../support/fake-client-build';
import { auditRowsOf, ok, refusal, send, signedInWith } from './admin-fixtures';

// The blog (docs/decisions/048): staff write posts in Markdown at /api/admin/blog-posts (rendered
// and sanitised on save), shoppers read published ones at /api/blog, newest first, and each post's
// page carries its head tags; a scheduled post publishes itself when its time comes.

let t: TestApp;
let manager: TestClient;
let managerName: string;
let shellApp: App;
let dist: string;
type Answer = { record: AdminBlogPost };

const HOUR = 60 * 60 * 1000;
const POST = { title: 'Five board games for rainy days', slug: 'rainy-day-games', excerpt: 'Our shop floor picks.', body: '# Rainy days\n\nPlay **together**.', coverImageUrl: '/images/hero/1.svg', status: 'published', publishAt: null };
const create = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/blog-posts', body);
const shopper = (path: string) => t.app.request(t.url(path));
const base = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInWith(t, ['store_manager'], undefined, 'Mo Manager');
  manager = signedIn.client;
  managerName = signedIn.name;
  dist = writeFakeClientBuild('blog-dist-', '<!doctype html><html lang="en"><head><title>Toy Shop</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>');
  shellApp = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('writing posts', () => {
  it('stores the Markdown and its rendered HTML, with the staff member as author, audited', async () => {
    const { record } = await ok<Answer>(await create(POST), 201);
    expect(record).toMatchObject({ title: POST.title, slug: POST.slug, status: 'published', authorName: managerName, body: POST.body });
    expect(record.bodyHtml).toBe('<h2>Rainy days</h2>\n<p>Play <strong>together</strong>.</p>');
    expect(record.publishAt).not.toBeNull();
    expect((await auditRowsOf(t, 'blog-post', record.id))[0]).toMatchObject({ action: 'create', screen: 'blog-posts' });
  });

  it('sanitises the usual XSS payloads saved through the API', async () => {
    const payloads = [
      '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">x</a>', '[x](javascript:alert(1))', '<a href="JaVaScRiPt:alert(1)">x</a>', '<p onclick="alert(1)">x</p>',
      '<div style="background:url(javascript:alert(1))">x</div>', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<object data="x"></object><embed src="x">',
    ];
    const { record } = await ok<Answer>(await create({ ...POST, slug: 'xss', title: 'XSS', body: payloads.join('\n\n') }), 201);
    const stored = (await t.deps.db.selectFrom('blog_posts').select('body_html').where('id', '=', record.id).executeTakeFirstOrThrow()).body_html;
    const { article } = await ok<{ article: BlogArticle }>(await shopper('/api/blog/xss'));
    for (const html of [record.bodyHtml, stored, article.html].map((value) => value.toLowerCase())) {
      expect(html).not.toMatch(/<(script|iframe|svg|object|embed|style)\b/);
      expect(html).not.toMatch(/\son[a-z]+\s*=/);
      expect(html).not.toMatch(/(javascript|vbscript|data):/);
      expect(html).not.toContain('evil.example');
    }
    // The preview is the same function.
    const preview = await ok<{ html: string }>(await manager.post('/api/admin/blog-posts/preview', { markdown: payloads[1] }));
    expect(preview.html).not.toContain('onerror');
  });

  it('refuses a taken slug, a past schedule and a missing article on their fields, losing nothing stored', async () => {
    expect((await refusal(await create(POST), 409)).fields).toEqual({ slug: BLOG_TEXTS.slugTaken });
    expect((await refusal(await create({ ...POST, slug: 'later', status: 'scheduled', publishAt: new Date(Date.now() - HOUR).toISOString() }), 400)).fields).toEqual({ publishAt: BLOG_TEXTS.scheduleAhead });
    expect((await refusal(await create({ ...POST, slug: 'ahead', publishAt: new Date(Date.now() + HOUR).toISOString() }), 400)).fields).toEqual({ publishAt: BLOG_TEXTS.publishedNotAhead });
    expect((await refusal(await create({ ...POST, slug: 'empty', body: '  ' }), 400)).fields).toEqual({ body: BLOG_TEXTS.bodyRequired });
    expect((await refusal(await create({ ...POST, slug: 'Bad Slug' }), 400)).fields?.slug).toBeDefined();
    const { rows } = await ok<ListPage<AdminBlogPost>>(await manager.get('/api/admin/blog-posts?q=rainy'));
    expect(rows.map((row) => row.title)).toEqual([POST.title]);
  });

  it('keeps staff out by role: staff may not read, customers neither', async () => {
    const staff = (await signedInWith(t, ['staff'])).client;
    await refusal(await staff.get('/api/admin/blog-posts'), 403);
    await refusal(await send(staff, 'POST', '/api/admin/blog-posts', POST), 403);
  });
});

describe('reading the blog', () => {
  it('lists published posts newest first, paged, and hides drafts, future ones and deleted ones', async () => {
    const db = t.deps.db;
    await db.deleteFrom('blog_posts').execute();
    const day = 24 * HOUR;
    const rows = Array.from({ length: BLOG_PAGE_SIZE + 2 }, (_, index) => ({
      id: `post-${index}`, slug: `post-${index}`, title: `Post ${index}`, excerpt: `Excerpt ${index}`, body: 'x', body_html: '<p>x</p>', author_name: 'Mo Manager',
      is_published: true, published_at: new Date(Date.now() - (index + 1) * day),
    }));
    await db.insertInto('blog_posts').values([
      ...rows,
      { id: 'draft', slug: 'draft', title: 'Draft', body: 'x', author_name: 'Mo', is_published: false, published_at: null },
      { id: 'gone', slug: 'gone', title: 'Gone', body: 'x', author_name: 'Mo', is_published: true, published_at: new Date(Date.now() - HOUR), deleted_at: new Date() },
    ]).execute();
    const first = await ok<BlogPage>(await shopper('/api/blog'));
    expect(first.posts.map((post) => post.slug)).toEqual(rows.slice(0, BLOG_PAGE_SIZE).map((row) => row.slug));
    expect(first.pageCount).toBe(2);
    expect(first.posts[0]).toMatchObject({ title: 'Post 0', excerpt: 'Excerpt 0', authorName: 'Mo Manager', coverImageUrl: null });
    const second = await ok<BlogPage>(await shopper('/api/blog?page=2'));
    expect(second.posts.map((post) => post.slug)).toEqual(['post-9', 'post-10']);
    await refusal(await shopper('/api/blog/draft'), 404);
    await refusal(await shopper('/api/blog/gone'), 404);
    await refusal(await shopper('/api/blog?page=0'), 400);
  });

  it('gives a post with its previous (older) and next (newer) posts', async () => {
    const { article } = await ok<{ article: BlogArticle }>(await shopper('/api/blog/post-3'));
    expect(article).toMatchObject({ title: 'Post 3', html: '<p>x</p>', previous: { slug: 'post-4', title: 'Post 4' }, next: { slug: 'post-2', title: 'Post 2' } });
    const newest = await ok<{ article: BlogArticle }>(await shopper('/api/blog/post-0'));
    expect(newest.article.next).toBeNull();
    const oldest = await ok<{ article: BlogArticle }>(await shopper('/api/blog/post-10'));
    expect(oldest.article.previous).toBeNull();
  });

  it('publishes a scheduled post by itself once its time has come', async () => {
    const at = new Date(Date.now() + HOUR);
    const { record } = await ok<Answer>(await create({ ...POST, slug: 'coming-soon', title: 'Coming soon', status: 'scheduled', publishAt: at.toISOString() }), 201);
    expect(record.status).toBe('scheduled');
    await refusal(await shopper('/api/blog/coming-soon'), 404);
    const scheduled = await ok<ListPage<AdminBlogPost>>(await manager.get('/api/admin/blog-posts?status=scheduled'));
    expect(scheduled.rows.map((row) => row.slug)).toEqual(['coming-soon']);
    // Time passes (the row's time moves into the past, as the clock would): no job runs, yet it is published.
    await t.deps.db.updateTable('blog_posts').set({ published_at: new Date(Date.now() - 1000) }).where('id', '=', record.id).execute();
    expect((await ok<{ article: BlogArticle }>(await shopper('/api/blog/coming-soon'))).article.title).toBe('Coming soon');
    expect((await ok<BlogPage>(await shopper('/api/blog'))).posts[0]!.slug).toBe('coming-soon');
    expect((await ok<Answer>(await manager.get(`/api/admin/blog-posts/${record.id}`))).record.status).toBe('published');
    const sitemap = await (await shellApp.request(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/blog/coming-soon</loc>');
    expect(sitemap).not.toContain('/blog/draft<');
  });

  it("serves a post's page with its title, description, Open Graph and Article JSON-LD; an unknown one is a 404", async () => {
    const response = await shellApp.request(`${base}/blog/post-3`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Post 3 | Toy Shop</title>');
    expect(html).toContain('<meta name="description" content="Excerpt 3" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'Post 3', author: { '@type': 'Person', name: 'Mo Manager' } });
    const missing = await shellApp.request(`${base}/blog/draft`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives each content page its title and description', async () => {
    for (const [path, title] of [['/about', 'About Us'], ['/shipping-info', 'Shipping Info'], ['/privacy-policy', 'Privacy Policy'], ['/terms-conditions', 'Terms &amp; Conditions'], ['/store-policy', 'Store Policy'], ['/accessibility', 'Accessibility'], ['/blog', 'News']] as const) {
      const html = await (await shellApp.request(`${base}${path}`)).text();
      expect(html, path).toContain(`<title>${title} | Toy Shop</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    }
  });
});
