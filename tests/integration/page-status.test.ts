import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { PAGE_ROUTES } from '../../shared/page-routes';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeFakeClientBuild } from '../support/fake-client-build';

// The HTTP status of a page (docs/decisions/028): the shop's pages answer 200, any other page path,
// an unknown product and an unknown brand answer 404 with the same shell (the client then shows its
// not-found page) and noindex, on PGlite and on PostgreSQL.

let t: TestApp;
let app: App;
let dist: string;
const shell = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('page-status-dist-', shell);
  app = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
  await t.deps.db.insertInto('brands').values({ id: 'brand-1', name: 'Bricks & Co', slug: 'bricks-co', description: null, logo_url: null }).execute();
  await t.deps.db.insertInto('products').values({ id: 'prod-1', name: 'Kite', price: 1500, price_uk: null, image_url: null, images: [], description: '', brand_id: 'brand-1' }).execute();
  // A published post: /blog/$slug answers 404 for a slug no live post has (docs/decisions/048).
  const now = new Date();
  await t.deps.db
    .insertInto('blog_posts')
    .values({ id: 'post-1', slug: 'bricks-co', title: 'Building with bricks', body: 'Bricks.', author_name: 'Sam Staff', is_published: true, published_at: new Date(now.getTime() - 60_000), created_at: now, updated_at: now })
    .execute();
});
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => app.request(t.url(path), { method });

/** A concrete URL for a route: its params filled with rows that exist. */
function concrete(route: string): string {
  return route.replace('$id', route.startsWith('/product') ? 'prod-1' : 'job-1').replace('$slug', 'bricks-co').replace('$orderId', 'some-order');
}

describe('page status', () => {
  it('answers 200 with the shell for every page of the route table', async () => {
    for (const route of PAGE_ROUTES) {
      const response = await get(concrete(route));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toContain('text/html');
    }
    expect((await get('/shop/?search=robot')).status).toBe(200);
  });

  it('answers 404 with the shell and noindex for a path the client has no page for', async () => {
    for (const path of ['/no-such-page', '/shop/extra', '/admin/nope', '/orders/a/b', '/Product', '/product/prod-1/reviews']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).toContain('<title>Page not found | Toy Shop</title>');
      expect(html, path).toContain('<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
    }
    const head = await get('/no-such-page', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for an unknown product or brand, read from the database', async () => {
    expect((await get('/product/prod-1')).status).toBe(200);
    expect((await get('/brand/bricks-co')).status).toBe(200);
    for (const path of ['/product/no-such-product', '/brand/no-such-brand']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves built files as before, and 404 for a missing one', async () => {
    expect((await get('/assets/index-abc.js')).status).toBe(200);
    expect((await get('/index.html')).status).toBe(200);
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });
});
