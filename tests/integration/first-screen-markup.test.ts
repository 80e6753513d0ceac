import { createContext, runInContext } from 'node:vm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import {
  FIRST_SCREEN_COUNTRY_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_URL_ATTRIBUTE, type FirstScreen, type FirstScreenRenderInput,
} from '../../shared/catalog/first-screen';
import { COUNTRY_COOKIE } from '../../shared/region/country-cookie';
import { createTestApp, type TestApp } from '../support/test-app';
import { capturedLog } from '../support/captured-log';
import type { Logger } from '../../server/logging/logger';
import { writeFakeClientBuild } from '../support/fake-client-build';

// The server side of the server-rendered first screen (docs/decisions/017) over a real database
// (PGlite or PostgreSQL, per vitest project), a tiny fake build and stand-in render entries written
// as files, loaded by path as the real dist/ssr/entry-server.js is. What the real entry renders,
// and that the browser hydrates it, is proven in Chromium (tests/e2e/server-render.spec.ts).
let t: TestApp;
let dist: string;
let entries: string;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(80)}</body></html>`;
const base = 'http://localhost:3000';

// Echoes what it was given, so the tests can see the url, payload and country the server passed.
const ECHO_ENTRY = `export async function renderFirstScreen(input) {
  globalThis.__renderCalls = (globalThis.__renderCalls ?? 0) + 1;
  const names = (input.firstScreen.products ?? input.firstScreen.featured ?? []).map((product) => product.name).join('|');
  return '<main data-url="' + encodeURIComponent(input.url) + '" data-country="' + input.country + '" data-payload="' + encodeURIComponent(JSON.stringify(input.firstScreen)) + '">' + names + '</main>';
}`;
const THROWING_ENTRY = `export async function renderFirstScreen() { throw new Error('render exploded'); }`;
const NO_EXPORT_ENTRY = `export const somethingElse = 1;`;

let echo: App;
let withoutMarkup: App;

function appWith(entry: string | null, log: Logger = t.deps.log): App {
  return createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(entry, log) });
}

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('markup-dist-', shell);
  entries = mkdtempSync(join(tmpdir(), 'markup-entries-'));
  writeFileSync(join(entries, 'echo.js'), ECHO_ENTRY);
  writeFileSync(join(entries, 'throwing.js'), THROWING_ENTRY);
  writeFileSync(join(entries, 'no-export.js'), NO_EXPORT_ENTRY);
  echo = appWith(join(entries, 'echo.js'));
  withoutMarkup = appWith(null);
  await t.deps.db.insertInto('brands').values([{ id: 'brand-1', name: 'Bricks & Co', slug: 'bricks-co', description: null, logo_url: null }]).execute();
  await t.deps.db.insertInto('categories').values([{ id: 'cat-1', name: 'Robots', slug: 'robots', description: null, display_order: 1 }]).execute();
  await t.deps.db.insertInto('products').values([
    { id: 'p-1', name: 'Rocket Robot', price: 1999, price_uk: 1599, image_url: null, images: [], brand_id: 'brand-1', category_id: 'cat-1', is_featured: true },
    { id: 'p-2', name: 'Plush Bear', price: 999, price_uk: null, image_url: null, images: [], brand_id: 'brand-1', category_id: null, is_featured: true },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
  for (const dir of [dist, entries]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const request = (app: App, path: string, headers: Record<string, string> = {}) => app.request(`${base}${path}`, { headers });

interface Rendered {
  url: string;
  country: string;
  payload: FirstScreen;
  text: string;
}

/** The echo entry's element in #root, read back; null when #root is the shell's empty one. */
function renderedIn(html: string): Rendered | null {
  const match = new RegExp(`<div id="root" ${FIRST_SCREEN_URL_ATTRIBUTE}="([^"]*)" ${FIRST_SCREEN_COUNTRY_ATTRIBUTE}="(US|UK)"><main data-url="([^"]*)" data-country="([^"]*)" data-payload="([^"]*)">([^<]*)</main></div>`).exec(html);
  if (!match) return null;
  const url = decodeURIComponent(match[3]!);
  expect(match[1]!.replace(/&amp;/g, '&'), 'the root names the URL the markup was rendered for').toBe(url);
  expect(match[4], 'the root names the country the markup was rendered in').toBe(match[2]);
  return { url, country: match[4]!, payload: JSON.parse(decodeURIComponent(match[5]!)) as FirstScreen, text: match[6]! };
}

function inlinePayload(html: string): FirstScreen {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, 'the first screen JSON').not.toBeNull();
  return JSON.parse(match![1]!) as FirstScreen;
}

describe('with the server render entry built', () => {
  it('puts the markup in #root, rendered from the very payload the page inlines, for the url asked', async () => {
    for (const path of ['/', '/shop', '/shop?category=robots&sort=newest', '/new-arrivals', '/brand/bricks-co', '/product/p-1']) {
      const response = await request(echo, path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const rendered = renderedIn(html);
      expect(rendered, path).not.toBeNull();
      expect(rendered!.url).toBe(path);
      expect(rendered!.payload).toEqual(inlinePayload(html));
    }
    const shop = renderedIn(await (await request(echo, '/shop')).text())!;
    expect(shop.text).toBe('Plush Bear|Rocket Robot');
  });

  it('renders a returning shopper’s country from the cookie, and the default without a usable one', async () => {
    const country = async (cookie?: string) => renderedIn(await (await request(echo, '/shop', cookie ? { cookie } : {})).text())!.country;
    expect(await country(`session=x; ${COUNTRY_COOKIE}=UK`)).toBe('UK');
    expect(await country(`${COUNTRY_COOKIE}=US`)).toBe('US');
    expect(await country()).toBe('US');
    expect(await country(`${COUNTRY_COOKIE}=FR`)).toBe('US');
  });

  it('adds, before the first paint, the check that hides markup in another country than the browser will show', async () => {
    const html = await (await request(echo, '/', { cookie: `${COUNTRY_COOKIE}=UK` })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>html[data-first-screen-stale] #root{visibility:hidden}</style>');
    // The head's scripts (each allowed by its hash, security-headers.test.ts) run as a browser would,
    // before the first paint: the markup (in UK prices) is marked stale unless the browser will show the UK.
    const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const runHead = (stored: Record<string, string>) => {
      const attributes = new Set<string>();
      const listeners: string[] = [];
      const page = {
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        document: { documentElement: { setAttribute: (name: string) => attributes.add(name) }, addEventListener: (type: string) => listeners.push(type) },
        window: {} as Record<string, unknown>,
        Element: class {},
      };
      const context = createContext(page);
      for (const script of scripts) runInContext(script, context);
      return { stale: attributes.has('data-first-screen-stale'), held: page.window.__firstScreenEarlyInput, listeners };
    };
    expect(runHead({}).stale).toBe(true);
    expect(runHead({ 'toy-shop:country': 'US' }).stale).toBe(true);
    expect(runHead({ 'toy-shop:country': 'UK' }).stale).toBe(false);
    // And holds early clicks and submissions for the client to replay once hydrated.
    expect(runHead({ 'toy-shop:country': 'UK' })).toMatchObject({ held: { events: [], live: false }, listeners: ['click', 'submit'] });
  });

  it('says the page differs by cookie, and compresses it as the client accepts: brotli first, else gzip', async () => {
    const plain = await request(echo, '/shop');
    expect(plain.headers.get('vary')).toBe('accept-encoding, cookie');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    const gzipped = await request(echo, '/shop', { 'accept-encoding': 'gzip, deflate' });
    const brotli = await request(echo, '/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    for (const response of [gzipped, brotli]) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('vary')).toBe('accept-encoding, cookie');
    }
    // The very same page, byte for byte: it carries nothing that changes from one response to the next.
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString('utf8')).toBe(html);
  });

  it('renders an unknown product’s “not found” first screen and keeps its 404', async () => {
    const response = await request(echo, '/product/nope');
    expect(response.status).toBe(404);
    expect(renderedIn(await response.text())!.payload).toMatchObject({ route: 'product', productId: 'nope', product: null });
  });

  it('leaves pages without a first screen to the plain shell, without rendering', async () => {
    const calls = () => (globalThis as { __renderCalls?: number }).__renderCalls ?? 0;
    const before = calls();
    for (const path of ['/cart', '/about', '/index.html', '/shop?min=5', '/shop?sort=price-asc', '/brand/unknown']) {
      const html = await (await request(echo, path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-first-screen-stale');
    }
    expect(calls()).toBe(before);
  });
});

describe('without a working render entry the page is served exactly as before', () => {
  const failing: Array<[string, () => string]> = [
    ['the artifact is missing', () => join(entries, 'missing.js')],
    ['rendering throws', () => join(entries, 'throwing.js')],
    ['the artifact has no render export', () => join(entries, 'no-export.js')],
  ];
  for (const [what, entry] of failing) {
    it(`when ${what}: the payload only, 200, logged once`, async () => {
      const logged = capturedLog();
      const app = appWith(entry(), logged.log);
      for (const path of ['/shop', '/shop', '/', '/product/p-1']) {
        const response = await request(app, path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toBe(await (await request(withoutMarkup, path)).text());
        expect(html, path).toContain('<div id="root"></div>');
        expect(html, path).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
      }
      // Each report without its time stamp: two reports of one failure would be the same line.
      const reports = logged.entries().map(({ time: _time, ...report }) => JSON.stringify(report));
      // One report per distinct failure: a missing or broken artifact once, a throwing render once per route.
      expect(new Set(reports).size).toBe(reports.length);
      expect(reports.length).toBeGreaterThanOrEqual(1);
      expect(reports.length).toBeLessThanOrEqual(what === 'rendering throws' ? 3 : 1);
      expect(reports.every((line) => (JSON.parse(line) as { level: string }).level === 'error')).toBe(true);
    });
  }

  it('a renderer given no entry renders nothing and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const markup = new FirstScreenMarkup(null);
      const input: FirstScreenRenderInput = { url: '/new-arrivals', country: 'US', firstScreen: { route: 'new-arrivals', products: [], total: 0 } };
      expect(await markup.render(input)).toBeNull();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
