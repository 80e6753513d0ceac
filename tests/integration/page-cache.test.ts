import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { bootstrap, type Running } from '../../server/bootstrap';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import type { AdminProduct } from '../../shared/admin/product.schema';
import { FIRST_SCREEN_COUNTRY_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';
import { COUNTRY_COOKIE } from '../../shared/region/country-cookie';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { writeFakeClientBuild } from '../support/fake-client-build';
import { waitFor } from '../support/instances/instance-harness';
import { ok, signedInWith } from './admin-fixtures';

// The catalogue pages kept in memory (docs/decisions/077) over a real database (PGlite or
// PostgreSQL, per vitest project), a tiny fake build and a stand-in render entry that counts its
// renders. Two instances: on PostgreSQL the second is a second bootstrap (its own connections and its
// own change feed, listening on the same database, as another process would); PGlite is one process,
// so there the second app shares the first one's database and feed.
let first: TestApp;
let secondRunning: Running | null = null;
let firstApp: App;
let secondApp: App;
let dist: string;
let entries: string;
let manager: TestClient;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(80)}</body></html>`;
const UK_DOMAIN = 'toyshop-uk.localhost';
const RENDERS = { first: '__pageCacheRendersFirst', second: '__pageCacheRendersSecond' } as const;

// Renders the names it was given in the country it was given, and counts its renders in a global.
const countingEntry = (counter: string) => `export async function renderFirstScreen(input) {
  globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
  const screen = input.firstScreen;
  const names = (screen.products ?? screen.featured ?? (screen.product ? [screen.product] : [])).map((product) => product.name).join('|');
  return '<main data-country="' + input.country + '">' + names + '</main>';
}`;
const renders = (instance: keyof typeof RENDERS) => ((globalThis as Record<string, unknown>)[RENDERS[instance]] as number | undefined) ?? 0;

function appOver(running: Pick<Running, 'deps'>, entry: string): App {
  return createApp(running.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(entry, running.deps.log) });
}

beforeAll(async () => {
  first = await createTestApp(undefined, { env: { REGION_DOMAIN_UK: UK_DOMAIN } });
  if (first.kind === 'postgres') secondRunning = await bootstrap(first.config, { dataDir: 'memory://' });
  dist = writeFakeClientBuild('page-cache-dist-', shell);
  entries = mkdtempSync(join(tmpdir(), 'page-cache-entries-'));
  writeFileSync(join(entries, 'first.js'), countingEntry(RENDERS.first));
  writeFileSync(join(entries, 'second.js'), countingEntry(RENDERS.second));
  firstApp = appOver(first, join(entries, 'first.js'));
  secondApp = appOver(secondRunning ?? first, join(entries, 'second.js'));
  const db = first.deps.db;
  await db.insertInto('brands').values([{ id: 'brand-1', name: 'Bricks & Co', slug: 'bricks-co', description: null, logo_url: null }]).execute();
  await db.insertInto('categories').values([{ id: 'cat-1', name: 'Robots', slug: 'robots', description: null, display_order: 1 }]).execute();
  await db.insertInto('products').values([
    { id: 'p-1', name: 'Rocket Robot', price: 1999, price_uk: 1599, image_url: null, images: [], brand_id: 'brand-1', category_id: 'cat-1', is_featured: true },
    { id: 'p-2', name: 'Plush Bear', price: 999, price_uk: null, image_url: null, images: [], brand_id: 'brand-1', category_id: null, is_featured: true },
  ]).execute();
  await db.insertInto('inventory').values([{ id: 'inv-1', product_id: 'p-1', variant_id: null, country: 'US', stock: 4 }]).execute();
  manager = (await signedInWith(first, ['store_manager'], 'pages-manager@example.com', 'Mia Manager')).client;
});
afterAll(async () => {
  await secondRunning?.shutdown();
  await first?.close();
  for (const dir of [dist, entries]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const CATALOGUE_PAGES = ['/', '/shop', '/shop?category=robots&sort=newest', '/shop?search=robot', '/new-arrivals', '/brand/bricks-co', '/product/p-1'];

async function request(app: App, path: string, headers: Record<string, string> = {}, origin = first.config.publicUrl): Promise<Response> {
  return app.request(new URL(path, origin).toString(), { headers });
}

const textOf = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
};

function payloadOf(html: string): FirstScreen {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, 'the first screen JSON').not.toBeNull();
  return JSON.parse(match![1]!) as FirstScreen;
}

const countryOf = (html: string) => new RegExp(`${FIRST_SCREEN_COUNTRY_ATTRIBUTE}="(US|UK)"`).exec(html)?.[1];

/** Polls until the page on `app` satisfies `expected`; fails after a few seconds with what it last saw. */
async function pageUntil(app: App, path: string, expected: (html: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await textOf(await request(app, path));
    if (expected(html)) return html;
    if (Date.now() > deadline) throw new Error(`${path} never changed as expected; its root was: ${/<div id="root"[\s\S]*?<\/div>/.exec(html)?.[0]}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A change to a product through the back office of the given instance. */
async function renameThrough(app: App, id: string, name: string): Promise<void> {
  const { record } = await ok<{ record: AdminProduct }>(await manager.request(`/api/admin/products/${id}`, {}, app));
  const form = {
    name, description: record.description, categoryId: record.categoryId, brandId: record.brandId, price: record.price, priceUk: record.priceUk,
    releaseDate: record.releaseDate, isFeatured: record.isFeatured, images: record.images, version: record.version,
    variants: record.variants.map((variant) => ({ id: variant.id, name: variant.name, price: variant.price, priceUk: variant.priceUk, priceAdjustment: variant.priceAdjustment, imageUrl: variant.imageUrl })),
  };
  await ok(await manager.request(`/api/admin/products/${id}`, { method: 'PATCH', json: form }, app));
}

describe('a catalogue page', () => {
  it('is rendered once per country and then served from memory, byte for byte, with the same ETag', async () => {
    for (const path of CATALOGUE_PAGES) {
      for (const cookie of [`${COUNTRY_COOKIE}=US`, `${COUNTRY_COOKIE}=UK`]) {
        const before = renders('first');
        const built = await request(firstApp, path, { cookie, 'accept-encoding': 'br' });
        expect(built.status, path).toBe(200);
        const html = await textOf(built);
        expect(renders('first'), `${path} ${cookie}: rendered`).toBe(before + 1);
        const kept = await request(firstApp, path, { cookie, 'accept-encoding': 'br' });
        expect(await textOf(kept), path).toBe(html);
        expect(kept.headers.get('etag'), path).toBe(built.headers.get('etag'));
        expect(renders('first'), `${path} ${cookie}: from memory`).toBe(before + 1);
      }
    }
  });

  it('is its own in each country, whether the country comes from the cookie or the regional domain', async () => {
    const us = await textOf(await request(firstApp, '/shop', { cookie: `${COUNTRY_COOKIE}=US` }));
    const uk = await textOf(await request(firstApp, '/shop', { cookie: `${COUNTRY_COOKIE}=UK` }));
    const byDomain = await textOf(await request(firstApp, '/shop', {}, `http://${UK_DOMAIN}:3000`));
    const noCookie = await textOf(await request(firstApp, '/shop'));
    expect([countryOf(us), countryOf(uk), countryOf(byDomain), countryOf(noCookie)]).toEqual(['US', 'UK', 'UK', 'US']);
    expect(us).toContain('<main data-country="US">');
    expect(uk).toContain('<main data-country="UK">');
    // The regional domain's page says so, for the browser to take its country (docs/decisions/017).
    expect(byDomain).toContain('data-first-screen-by-domain=""');
    expect(uk).not.toContain('data-first-screen-by-domain');
    // No cookie and no regional domain: the default country's page, the same one.
    expect(noCookie).toBe(us);
    // A cookie asks the ordinary caches to keep the pages apart; the domain is in the URL already.
    expect((await request(firstApp, '/shop')).headers.get('vary')).toBe('accept-encoding, cookie');
  });

  it('is the same for a signed-in shopper as for any visitor of the country, with nothing of theirs in it', async () => {
    const shopper = new TestClient(first);
    await shopper.signUp('pages-shopper@example.com', 'Passw0rd!', 'Sally Shopper');
    shopper.setCookie(COUNTRY_COOKIE, 'UK');
    expect(shopper.hasSession).toBe(true);
    for (const path of CATALOGUE_PAGES) {
      const visitor = await textOf(await request(firstApp, path, { cookie: `${COUNTRY_COOKIE}=UK` }));
      const before = renders('first');
      const signedIn = await textOf(await request(firstApp, path, { cookie: shopper.cookieHeader }));
      expect(signedIn, path).toBe(visitor);
      expect(renders('first'), path).toBe(before);
      expect(signedIn, path).not.toContain('pages-shopper@example.com');
      expect(signedIn, path).not.toContain('Sally');
    }
  });

  it('is not kept for an unknown product: each is rendered, none crowds out the real pages', async () => {
    const before = renders('first');
    for (const attempt of [1, 2]) {
      const response = await request(firstApp, '/product/no-such-toy');
      expect(response.status, `attempt ${attempt}`).toBe(404);
      expect(response.headers.get('etag')).toBeNull();
      expect(payloadOf(await textOf(response))).toMatchObject({ route: 'product', product: null });
    }
    expect(renders('first')).toBe(before + 2);
  });
});

describe('conditional requests', () => {
  it('answer 304 without a body for the ETag of the encoding asked for, and revalidate every time', async () => {
    const brotli = await request(firstApp, '/new-arrivals', { 'accept-encoding': 'gzip, br' });
    const gzipped = await request(firstApp, '/new-arrivals', { 'accept-encoding': 'gzip' });
    const plain = await request(firstApp, '/new-arrivals');
    const tags = [brotli, gzipped, plain].map((response) => response.headers.get('etag'));
    // Strong, one per representation: the bytes of each differ.
    expect(tags.every((tag) => /^"[^"]+"$/.test(tag!))).toBe(true);
    expect(new Set(tags).size).toBe(3);
    for (const response of [brotli, gzipped, plain]) expect(response.headers.get('cache-control')).toBe('no-cache');

    const revalidated = await request(firstApp, '/new-arrivals', { 'accept-encoding': 'gzip, br', 'if-none-match': tags[0]! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(tags[0]);
    expect(revalidated.headers.get('vary')).toBe('accept-encoding, cookie');
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    // Among others, and weak as a cache may send it.
    expect((await request(firstApp, '/new-arrivals', { 'accept-encoding': 'gzip', 'if-none-match': `"other", W/${tags[1]}` })).status).toBe(304);
    // Another encoding's ETag, another country's page: the page itself.
    expect((await request(firstApp, '/new-arrivals', { 'accept-encoding': 'gzip', 'if-none-match': tags[0]! })).status).toBe(200);
    expect((await request(firstApp, '/new-arrivals', { cookie: `${COUNTRY_COOKIE}=UK`, 'if-none-match': tags[2]! })).status).toBe(200);
    // HEAD: the same headers, no body.
    const head = await firstApp.request(new URL('/new-arrivals', first.config.publicUrl).toString(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(tags[2]);
    expect(await head.text()).toBe('');
  });
});

describe('two instances on one database', () => {
  it('drop a kept page when its product changes on the other instance', async () => {
    for (const app of [firstApp, secondApp]) for (const path of ['/product/p-1', '/shop', '/']) await request(app, path);
    const before = { first: renders('first'), second: renders('second') };
    const etagBefore = (await request(firstApp, '/product/p-1')).headers.get('etag')!;
    expect(renders('first'), 'kept on the first instance').toBe(before.first);

    await renameThrough(secondApp, 'p-1', 'Rocket Robot Mk II');

    // The first instance hears it through the database and builds its pages anew.
    const product = await pageUntil(firstApp, '/product/p-1', (html) => html.includes('Rocket Robot Mk II'));
    expect(product).toContain('<title>Rocket Robot Mk II | Toy Shop</title>');
    expect(payloadOf(product)).toMatchObject({ route: 'product', product: { name: 'Rocket Robot Mk II' } });
    await pageUntil(firstApp, '/shop', (html) => html.includes('<main data-country="US">Plush Bear|Rocket Robot Mk II</main>'));
    await pageUntil(firstApp, '/', (html) => html.includes('Rocket Robot Mk II'));
    // A shopper revalidating the old page gets the new one.
    const revalidated = await request(firstApp, '/product/p-1', { 'if-none-match': etagBefore });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('etag')).not.toBe(etagBefore);
    expect(await pageUntil(secondApp, '/product/p-1', (html) => html.includes('Rocket Robot Mk II'))).toBe(product);
    expect(renders('first')).toBeGreaterThan(before.first);
  });

  it('drop it when its stock changes in the database, written by the other instance', async () => {
    const etag = (await request(firstApp, '/product/p-1')).headers.get('etag')!;
    expect((await request(firstApp, '/product/p-1', { 'if-none-match': etag })).status).toBe(304);
    const other = secondRunning?.deps ?? first.deps;
    await other.db.updateTable('inventory').set({ stock: 0 }).where('id', '=', 'inv-1').execute();
    const html = await pageUntil(firstApp, '/product/p-1', (page) => (payloadOf(page) as Extract<FirstScreen, { route: 'product' }>).product?.stock.every((row) => row.stock === 0) === true);
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');
    expect((await request(firstApp, '/product/p-1', { 'if-none-match': etag })).status).toBe(200);
  });
});

// The batches of a fresh device's first sync, kept the same way (docs/decisions/096). Each app here
// counts the pulls it reads from the database (a pull reads in one transaction).
function syncAppOver(running: Pick<Running, 'deps'>): { app: App; reads: () => number } {
  let reads = 0;
  const db = new Proxy(running.deps.db, {
    get(target, property) {
      if (property === 'transaction') reads += 1;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const app = createApp({ ...running.deps, db }, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(join(entries, 'first.js'), running.deps.log) });
  return { app, reads: () => reads };
}

interface Pulled {
  checkpoint: { xid: string; seq: number } | null;
  documents: Array<{ id: string; name: string }>;
}

async function pull(app: App, checkpoint: Pulled['checkpoint'], encoding = 'br'): Promise<{ response: Response; text: string }> {
  const query = new URLSearchParams({ limit: '3', ...(checkpoint ? { xid: checkpoint.xid, seq: String(checkpoint.seq) } : {}) });
  const response = await app.request(new URL(`/api/sync/products/pull?${query}`, first.config.publicUrl).toString(), { headers: { 'accept-encoding': encoding } });
  expect(response.status).toBe(200);
  return { response, text: await textOf(response) };
}

/** Every product a fresh device gets, batch by batch, with the number of batches. */
async function firstSync(app: App): Promise<{ names: Map<string, string>; order: string[]; batches: number }> {
  const names = new Map<string, string>();
  const order: string[] = [];
  let checkpoint: Pulled['checkpoint'] = null;
  for (let batches = 1; ; batches += 1) {
    const answer = JSON.parse((await pull(app, checkpoint)).text) as Pulled;
    for (const document of answer.documents) {
      names.set(document.id, document.name);
      order.push(document.id);
    }
    if (answer.documents.length < 3) return { names, order, batches };
    checkpoint = answer.checkpoint;
  }
}

describe("a fresh device's first-sync batches", () => {
  it('are read once and then served from memory, in every encoding, byte for byte', async () => {
    // Once the change feed has handed on the insert, nothing drops the batches below.
    const heard = new Promise<void>((resolve) => {
      const stop = first.deps.changes.subscribe((tables) => {
        if (!tables.includes('products')) return;
        stop();
        resolve();
      });
    });
    await first.deps.db.insertInto('products').values(
      // Described at length: a batch of three is over the size answers are compressed from.
      ['Kite', 'Yo-yo', 'Spinning Top', 'Marbles', 'Skipping Rope'].map((name, at) => ({
        id: `sync-${at}`, name, description: `${name}: a classic for the toy box. `.repeat(12), price: 500 + at, price_uk: null, image_url: null, images: [], brand_id: 'brand-1', category_id: 'cat-1', is_featured: false,
      })),
    ).execute();
    await heard;
    // A pull holds back rows newer than the oldest transaction open on the whole PostgreSQL server
    // (another file's, on a loaded machine: docs/decisions/002): the counts start once it holds them all.
    await waitFor(async () => (await firstSync(firstApp)).names.size === 7, 30_000, 'a first sync holding every product');
    // A change heard meanwhile (a pull held back behind another transaction announces one too) drops
    // the batches, as it should: the counts below are taken from a run that heard none.
    const productTables = ['products', 'product_variants', 'inventory'];
    let heardChanges = 0;
    const stopEach = first.deps.changes.subscribeEach((table) => {
      if (productTables.includes(table)) heardChanges += 1;
    });
    const stopBatched = first.deps.changes.subscribe((tables) => {
      if (tables.some((table) => productTables.includes(table))) heardChanges += 1;
    });
    try {
      for (let attempt = 1; ; attempt += 1) {
        const heardBefore = heardChanges;
        const one = syncAppOver(first);
        // Seven products in batches of three: two full batches, then the last one.
        const built = await pull(one.app, null);
        expect(built.response.headers.get('content-encoding')).toBe('br');
        expect((JSON.parse(built.text) as Pulled).documents).toHaveLength(3);
        const firstReads = one.reads();
        for (const encoding of ['br', 'gzip, deflate', 'identity']) {
          const again = await pull(one.app, null, encoding);
          expect(again.response.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding.split(',')[0]);
          expect(again.response.headers.get('vary'), encoding).toMatch(/accept-encoding/);
          expect(again.text, encoding).toBe(built.text);
        }
        const repeatReads = one.reads();
        const { names, batches } = await firstSync(one.app);
        expect(batches).toBe(3);
        expect(names.size).toBe(7);
        const walkReads = one.reads();
        await firstSync(one.app);
        const againReads = one.reads();
        if (heardChanges === heardBefore) {
          expect(firstReads).toBe(1);
          expect(repeatReads, 'the full batch was kept').toBe(1);
          // The second full batch was read once; the last batch is read for every request.
          expect(walkReads).toBe(3);
          expect(againReads).toBe(4);
          break;
        }
        expect(attempt, 'a run of pulls without a change heard').toBeLessThan(10);
      }
    } finally {
      stopEach();
      stopBatched();
    }
  });

  it('are read anew on both instances once a product in them changes on either', async () => {
    const one = syncAppOver(first);
    const two = syncAppOver(secondRunning ?? first);
    for (const sync of [one, two]) expect((await firstSync(sync.app)).names.get('sync-0')).toBe('Kite');
    const reads = { one: one.reads(), two: two.reads() };

    await renameThrough(secondApp, 'sync-0', 'Box Kite');

    for (const [name, sync] of [['one', one], ['two', two]] as const) {
      const deadline = Date.now() + 30_000;
      let seen = await firstSync(sync.app);
      // Until it hears of the change, an instance may still send its kept copy of a full batch: the
      // device then gets the old product there and the new one in the last batch, which wins.
      const fresh = (walk: typeof seen) => walk.order.indexOf('sync-0') === walk.order.length - 1;
      while (!fresh(seen)) {
        // Or not at all yet: a read anew holds back a row newer than a transaction still running
        // (pull.repo.ts), and the device gets it on a later pull (seen beside a CPU hog, session 26).
        if (seen.names.has('sync-0')) expect(seen.names.get('sync-0'), `instance ${name}, before it heard`).toBe(seen.order.at(-1) === 'sync-0' ? 'Box Kite' : 'Kite');
        if (Date.now() > deadline) throw new Error(`instance ${name} still sends its kept batches: ${seen.order.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await firstSync(sync.app);
      }
      // Every product, each once, the changed one last.
      expect(seen.names.size, name).toBe(7);
      expect(seen.order.at(-1), name).toBe('sync-0');
      expect(seen.order.filter((id) => id === 'sync-0'), name).toHaveLength(1);
      expect(sync.reads(), `instance ${name} read its batches again`).toBeGreaterThan(reads[name] + 1);
    }
  });
});
