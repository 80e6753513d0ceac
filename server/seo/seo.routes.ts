import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { logOf } from '../logging/request-context';
import type { StaticClient } from '../http/static-client';
import { contentSecurityPolicyHeader, scriptHashSource } from '../http/content-security-policy';
import { blogPostHead, brandHead, notFoundHead, pageHead, productHead, withHeadTags, type HeadTags } from './seo-head';
import { blogArticle } from '../blog/blog.repo';
import { CONTENT_PAGES, type ContentPagePath } from '../../shared/content/content-pages';
import { findBrandForSeo, findProductForSeo, listSitemapRows } from './seo.repo';
import { renderRobots, renderSitemap } from './sitemap';
import { isPagePath } from '../../shared/page-routes';
import type { FirstScreen } from '../../shared/catalog/first-screen';
import { firstScreenCountry, withFirstScreen, withFirstScreenMarkup, type FirstScreenCountry } from '../first-screen/first-screen-html';
import type { BuiltEntry, KeepableEntry, KeptUntilChange } from '../platform/kept-until-change';
import { freshPage, PackedPage, sendPage, type PageBody, type ServedPage } from '../first-screen/page-response';
import { chooseEncoding } from '../http/compression';
import { renderedUntil } from '../first-screen/rendered-until';
import type { FirstScreenMarkup } from '../first-screen/first-screen-markup';
import { hasControlCharacter } from '../../shared/text.schema';
import { faqHead } from './faq-head';
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
 * The catalogue pages (home, the shop and its searches that have a first screen, new arrivals, a
 * brand, a product) are the same for every visitor of a country: each is built once per catalogue
 * change and country and kept compressed in `pages` (docs/decisions/077). Mounted before the static
 * fallback in server/app.ts.
 */
export function seoRoutes(client: StaticClient, markup: FirstScreenMarkup, pages: KeptUntilChange<CataloguePage>) {
  const site = { client, markup, pages };
  const shellWith = (c: Context<AppEnv>, options: ShellOptions) => servePage(c, site, options);
  const catalogue = (c: Context<AppEnv>, describe: () => Promise<ShellOptions>) => serveCataloguePage(c, site, describe);
  return new Hono<AppEnv>()
    .get('/', (c) => catalogue(c, async () => ({ status: 200, firstScreen: homeFirstScreen })))
    .get('/shop', (c) => {
      const search = shopSearchFromQuery(c.req.query());
      if (!search) return shellWith(c, { status: 200 });
      return catalogue(c, async () => ({ status: 200, firstScreen: (source) => shopFirstScreen(source, search) }));
    })
    .get('/new-arrivals', (c) => catalogue(c, async () => ({ status: 200, firstScreen: newArrivalsFirstScreen })))
    .get('/product/:id', (c) => {
      const id = c.req.param('id');
      const { db, config } = c.get('deps');
      if (!mayExist(id)) return shellWith(c, { tags: notFoundHead(config.publicUrl, c.req.path, 'Product'), status: 404 });
      return catalogue(c, async () => {
        const product = await findProductForSeo(db, id);
        return {
          tags: product ? productHead(config.publicUrl, product) : notFoundHead(config.publicUrl, c.req.path, 'Product'),
          status: product ? 200 : 404,
          // An unknown id still gets one (product: null), so the page says so without waiting for the sync.
          firstScreen: (source) => productFirstScreen(source, id),
        };
      });
    })
    .get('/brand/:slug', (c) => {
      const slug = c.req.param('slug');
      const { db, config } = c.get('deps');
      if (!mayExist(slug)) return shellWith(c, { tags: notFoundHead(config.publicUrl, c.req.path, 'Brand'), status: 404 });
      return catalogue(c, async () => {
        const brand = await findBrandForSeo(db, slug);
        if (!brand) return { tags: notFoundHead(config.publicUrl, c.req.path, 'Brand'), status: 404 };
        return { tags: brandHead(config.publicUrl, brand), status: 200, firstScreen: (source) => brandFirstScreen(source, slug) };
      });
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

interface Site {
  client: StaticClient;
  markup: FirstScreenMarkup;
  pages: KeptUntilChange<CataloguePage>;
}

/** A catalogue page as kept (compressed), or as served once (a 404, a page built around a failed read). */
export type CataloguePage = ServedPage & KeepableEntry;

/** The page the shopper asked for: path and query, and the country it is rendered in. */
interface PageRequest {
  path: string;
  country: FirstScreenCountry;
}

function pageRequestOf(c: Context<AppEnv>): PageRequest {
  // A path that cannot be decoded names no page (as the static client answers it): onError makes it a 400.
  try {
    decodeURIComponent(c.req.path);
  } catch {
    throw new HTTPException(400, { message: 'Malformed percent-encoding in the path' });
  }
  const url = new URL(c.req.url);
  return {
    path: `${url.pathname}${url.search}`,
    country: firstScreenCountry(c.req.header('cookie'), url.hostname, c.get('deps').config.region.domains),
  };
}

// The page depends on nothing of the visitor but the country the cookie or the regional domain
// gives (pages never read the session): the same key, the same bytes.
const keyOf = ({ path, country }: PageRequest) => `${country.country}${country.fromRegionalDomain ? '@domain' : ''} ${path}`;

/** A catalogue page: from memory when kept, else built (once for concurrent askers) and kept when it may be. */
async function serveCataloguePage(c: Context<AppEnv>, site: Site, describe: () => Promise<ShellOptions>): Promise<Response> {
  const request = pageRequestOf(c);
  const shell = shellOf(site.client);
  if (shell === null) return c.text('Not found', 404);
  const key = keyOf(request);
  const kept = site.pages.get(key);
  if (kept) return sendPage(c, kept);
  const page = await site.pages.build(key, async (): Promise<BuiltEntry<CataloguePage>> => {
    const built = await buildPage(c, site.markup, shell, request, await describe());
    // Only pages that exist are kept: a 404 for any id a visitor makes up would crowd real pages out.
    const keep = built.body.status === 200 && !built.failed;
    if (!keep) return { value: { ...freshPage(built.body), bytes: 0, expiresAt: null }, keep };
    return { value: PackedPage.pack(built.body, built.renderedUntil, chooseEncoding(c.req.header('accept-encoding'))), keep };
  });
  return sendPage(c, page);
}

/** A page built for this request alone. */
async function servePage(c: Context<AppEnv>, site: Site, options: ShellOptions): Promise<Response> {
  const request = pageRequestOf(c);
  const shell = shellOf(site.client);
  if (shell === null) return c.text('Not found', 404);
  const built = await buildPage(c, site.markup, shell, request, options);
  return sendPage(c, freshPage(built.body));
}

interface Built {
  body: PageBody;
  /** Until when it renders the same with an unchanged catalogue (rendered-until.ts); null without a first screen. */
  renderedUntil: number | null;
  /** Its first screen could not be read: served without it, never kept. */
  failed: boolean;
}

// The built index.html as the static client serves it, with this page's tags in its head, its
// first screen inlined and, when the server render entry is built, rendered into #root in the
// shopper's country (the cookie's, else the regional domain's, else the default). Its inline
// scripts are allowed by their hashes in its own Content-Security-Policy.
async function buildPage(c: Context<AppEnv>, markup: FirstScreenMarkup, shell: string, request: PageRequest, options: ShellOptions): Promise<Built> {
  const { db, changes, config } = c.get('deps');
  let html = options.tags ? withHeadTags(shell, options.tags) : shell;
  let inlineScripts: readonly string[] = [];
  let until: number | null = null;
  let failed = false;
  if (options.firstScreen) {
    try {
      const renderedAt = Date.now();
      const payload = await options.firstScreen({ db, changes });
      if (payload) {
        html = withFirstScreen(html, payload);
        until = renderedUntil(payload, renderedAt);
        const rendered = await markup.render({ url: request.path, firstScreen: payload, country: request.country.country });
        if (rendered !== null) ({ html, inlineScripts } = withFirstScreenMarkup(html, rendered, request.path, request.country, { modules: markup.modulesAfterPaint() }));
      }
    } catch (error) {
      // The page works without it (the device's database fills it in), so a failed read costs speed only.
      logOf(c).error({ path: c.req.path, error: String(error) }, 'first screen not built');
      failed = true;
    }
  }
  const contentSecurityPolicy = contentSecurityPolicyHeader(config, inlineScripts.map(scriptHashSource));
  return { body: { status: options.status, html, contentSecurityPolicy }, renderedUntil: until, failed };
}

const shells = new WeakMap<StaticClient, string | null>();

/** The built index.html, decoded once per build; null when there is none (the page is then the ordinary 404). */
function shellOf(client: StaticClient): string | null {
  let shell = shells.get(client);
  if (shell === undefined) {
    shell = client.shellHtml();
    shells.set(client, shell);
  }
  return shell;
}
