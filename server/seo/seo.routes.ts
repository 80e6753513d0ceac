import { Hono, type Context } from 'hono';
import { gzipSync } from 'node:zlib';
import type { AppEnv } from '../context';
import { logOf } from '../logging/request-context';
import type { StaticClient } from '../http/static-client';
import { scriptNonce } from '../http/content-security-policy';
import { blogPostHead, brandHead, notFoundHead, pageHead, productHead, withHeadTags, type HeadTags } from './seo-head';
import { blogArticle } from '../blog/blog.repo';
import { CONTENT_PAGES, type ContentPagePath } from '../../shared/content/content-pages';
import { findBrandForSeo, findProductForSeo, listSitemapRows } from './seo.repo';
import { renderRobots, renderSitemap } from './sitemap';
import { isPagePath } from '../../shared/page-routes';
import type { FirstScreen } from '../../shared/catalog/first-screen';
import { firstScreenCountry, withFirstScreen, withFirstScreenMarkup } from '../first-screen/first-screen-html';
import type { FirstScreenMarkup } from '../first-screen/first-screen-markup';
import { hasControlCharacter } from '../../shared/text.schema';
import { faqHead } from '../support/knowledge/faq-head';
import { publishedArticles } from '../support/knowledge/published-articles.repo';
import {
  brandFirstScreen,
  homeFirstScreen,
  newArrivalsFirstScreen,
  productFirstScreen,
  shopFirstScreen,
  shopSearchFromQuery,
  type FirstScreenSource,
} from '../first-screen/first-screen.service';

const MAX_ID_LENGTH = 100;

// An id or slug that no record can have is not looked up: the page is the not-found one.
const mayExist = (key: string) => key.length <= MAX_ID_LENGTH && !hasControlCharacter(key);

/**
 * Server-rendered head tags for product and brand pages, the first screen of the catalogue pages
 * as JSON (docs/decisions/016) and as markup (docs/decisions/017), plus sitemap.xml and robots.txt.
 * Mounted before the static fallback in server/app.ts.
 */
export function seoRoutes(client: StaticClient, markup: FirstScreenMarkup) {
  const shellWith = (c: Context<AppEnv>, options: ShellOptions) => servePage(c, client, markup, options);
  return new Hono<AppEnv>()
    .get('/', (c) => shellWith(c, { status: 200, firstScreen: homeFirstScreen }))
    .get('/shop', (c) => {
      const search = shopSearchFromQuery(c.req.query());
      return shellWith(c, { status: 200, firstScreen: search ? (source) => shopFirstScreen(source, search) : undefined });
    })
    .get('/new-arrivals', (c) => shellWith(c, { status: 200, firstScreen: newArrivalsFirstScreen }))
    .get('/product/:id', async (c) => {
      const id = c.req.param('id');
      const { db, config } = c.get('deps');
      const product = mayExist(id) ? await findProductForSeo(db, id) : null;
      const tags = product ? productHead(config.publicUrl, product) : notFoundHead(config.publicUrl, c.req.path, 'Product');
      return shellWith(c, {
        tags,
        status: product ? 200 : 404,
        // An unknown id still gets one (product: null), so the page says so without waiting for the sync.
        firstScreen: mayExist(id) ? (source) => productFirstScreen(source, id) : undefined,
      });
    })
    .get('/brand/:slug', async (c) => {
      const slug = c.req.param('slug');
      const { db, config } = c.get('deps');
      const brand = mayExist(slug) ? await findBrandForSeo(db, slug) : null;
      const tags = brand ? brandHead(config.publicUrl, brand) : notFoundHead(config.publicUrl, c.req.path, 'Brand');
      return shellWith(c, { tags, status: brand ? 200 : 404, firstScreen: brand ? (source) => brandFirstScreen(source, slug) : undefined });
    })
    .get('/faq', async (c) => {
      const { db, config } = c.get('deps');
      return shellWith(c, { tags: faqHead(config.publicUrl, await publishedArticles(db)), status: 200 });
    })
    .get('/blog/:slug', async (c) => {
      const slug = c.req.param('slug');
      const { db, config } = c.get('deps');
      const post = mayExist(slug) ? await blogArticle(db, slug) : null;
      return shellWith(c, { tags: post ? blogPostHead(config.publicUrl, post) : notFoundHead(config.publicUrl, c.req.path, 'Post'), status: post ? 200 : 404 });
    })
    .get('/sitemap.xml', async (c) => {
      const { db, config } = c.get('deps');
      const xml = renderSitemap(config.publicUrl, await listSitemapRows(db));
      return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    })
    .on('GET', Object.keys(CONTENT_PAGES), (c) =>
      shellWith(c, { tags: pageHead(c.get('deps').config.publicUrl, c.req.path, CONTENT_PAGES[c.req.path as ContentPagePath]), status: 200 }),
    )
    .get('/robots.txt', (c) =>
      c.body(renderRobots(c.get('deps').config.publicUrl), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }),
    )
    // A page path the client has no route for: the shell (the client shows its not-found page) with a
    // 404 and noindex (docs/decisions/028). Known pages and file paths go on to the static client.
    .get('*', async (c, next) => {
      if (isPagePath(c.req.path) || FILE_PATH.test(c.req.path)) return next();
      return shellWith(c, { tags: notFoundHead(c.get('deps').config.publicUrl, c.req.path, 'Page'), status: 404 });
    });
}

/** A path whose last segment has an extension: a built file (or none), never a page. */
const FILE_PATH = /\.[^/]+$/;

interface ShellOptions {
  tags?: HeadTags;
  status: 200 | 404;
  /** The page's first-screen documents; none when undefined or when it answers null. */
  firstScreen?: (source: FirstScreenSource) => Promise<FirstScreen | null>;
}

// The built index.html as the static client serves it, with this page's tags in its head, its
// first screen inlined and, when the server render entry is built, rendered into #root in the
// shopper's country (the cookie's, else the regional domain's, else the default). Without a build
// there is no shell: fall through to the ordinary 404.
async function servePage(c: Context<AppEnv>, client: StaticClient, markup: FirstScreenMarkup, options: ShellOptions): Promise<Response> {
  const shell = client.shellHtml();
  if (shell === null) return c.text('Not found', 404);
  // The page differs by the country cookie; compressed or not by what the client accepts.
  const headers = { 'cache-control': 'no-cache', vary: 'accept-encoding, cookie' };
  if (c.req.method === 'HEAD') return c.html('', options.status, headers);
  let html = shell;
  if (options.tags) html = withHeadTags(html, options.tags);
  if (options.firstScreen) {
    try {
      const { db, changes } = c.get('deps');
      const payload = await options.firstScreen({ db, changes });
      if (payload) {
        html = withFirstScreen(html, payload);
        const url = new URL(c.req.url);
        const path = `${url.pathname}${url.search}`;
        const country = firstScreenCountry(c.req.header('cookie'), url.hostname, c.get('deps').config.region.domains);
        const rendered = await markup.render({ url: path, firstScreen: payload, country: country.country });
        if (rendered !== null) html = withFirstScreenMarkup(html, rendered, path, country, { modules: markup.modulesAfterPaint(), nonce: scriptNonce(c) });
      }
    } catch (error) {
      // The page works without it (the device's database fills it in), so a failed read costs speed only.
      logOf(c).error({ path: c.req.path, error: String(error) }, 'first screen not built');
    }
  }
  // Same caching as the shell itself: always revalidated, so a deploy is seen at once.
  if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(html, options.status, headers);
  return c.body(gzipSync(html), options.status, { ...headers, 'content-type': 'text/html; charset=UTF-8', 'content-encoding': 'gzip' });
}
