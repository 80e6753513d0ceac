import { Hono, type Context } from 'hono';
import { gunzipSync } from 'node:zlib';
import type { AppEnv } from '../context';
import type { StaticClient } from '../http/static-client';
import { brandHead, notFoundHead, productHead, withHeadTags, type HeadTags } from './seo-head';
import { findBrandForSeo, findProductForSeo, listSitemapRows } from './seo.repo';
import { renderRobots, renderSitemap } from './sitemap';

const MAX_ID_LENGTH = 100;

/**
 * Server-rendered head tags for product and brand pages (the body is still the client's), plus
 * sitemap.xml and robots.txt. Mounted before the static fallback in server/app.ts.
 */
export function seoRoutes(client: StaticClient) {
  return new Hono<AppEnv>()
    .get('/product/:id', async (c) => {
      const id = c.req.param('id');
      const { db, config } = c.get('deps');
      const product = id.length <= MAX_ID_LENGTH ? await findProductForSeo(db, id) : null;
      const tags = product ? productHead(config.publicUrl, product) : notFoundHead(config.publicUrl, c.req.path, 'Product');
      return shellWith(c, client, tags, product ? 200 : 404);
    })
    .get('/brand/:slug', async (c) => {
      const slug = c.req.param('slug');
      const { db, config } = c.get('deps');
      const brand = slug.length <= MAX_ID_LENGTH ? await findBrandForSeo(db, slug) : null;
      const tags = brand ? brandHead(config.publicUrl, brand) : notFoundHead(config.publicUrl, c.req.path, 'Brand');
      return shellWith(c, client, tags, brand ? 200 : 404);
    })
    .get('/sitemap.xml', async (c) => {
      const { db, config } = c.get('deps');
      const xml = renderSitemap(config.publicUrl, await listSitemapRows(db));
      return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    })
    .get('/robots.txt', (c) =>
      c.body(renderRobots(c.get('deps').config.publicUrl), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }),
    );
}

// The built index.html as the static client serves it, with this page's tags in its head.
// Without a build there is no shell: fall through to the ordinary 404.
async function shellWith(c: Context<AppEnv>, client: StaticClient, tags: HeadTags, status: 200 | 404): Promise<Response> {
  const served = client.serve(c);
  if (!served || !served.headers.get('content-type')?.startsWith('text/html')) return c.text('Not found', 404);
  const bytes = new Uint8Array(await served.arrayBuffer());
  const shell = new TextDecoder().decode(served.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes);
  const html = withHeadTags(shell, tags);
  // Same caching as the shell itself: always revalidated, so a deploy is seen at once.
  return c.html(c.req.method === 'HEAD' ? '' : html, status, { 'cache-control': 'no-cache', vary: 'accept-encoding' });
}
