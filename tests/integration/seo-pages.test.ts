import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeFakeClientBuild } from '../support/fake-client-build';

// The real app over a real database (PGlite or PostgreSQL, per vitest project) and a tiny fake build.
let t: TestApp;
let app: App;
let dist: string;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title><meta name="description" content="Toys and collectibles." /></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(80)}</body></html>`;
const base = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('seo-dist-', shell);
  // Head tags and the plain shell; the first screen's markup has its own test (first-screen-markup.test.ts).
  app = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
  const db = t.deps.db;
  await db.insertInto('brands').values([
    { id: 'brand-1', name: 'Bricks & Co', slug: 'bricks-co', description: 'Building sets <for> everyone.', logo_url: '/images/brands/bricks.svg' },
    { id: 'brand-2', name: 'Hidden Brand', slug: 'hidden', description: null, logo_url: null, is_active: false },
  ]).execute();
  await db.insertInto('products').values([
    { id: 'prod-1', name: 'Space "Shuttle" Set', price: 12999, price_uk: 9999, image_url: '/images/products/prod-1/1.svg', images: ['/images/products/prod-1/2.svg'], description: 'A big </script> shuttle.', brand_id: 'brand-1' },
    { id: 'prod-2', name: 'Sold Out Robot', price: 500, price_uk: null, image_url: null, images: [], description: '', brand_id: null },
    { id: 'prod-3', name: 'Gone Toy', price: 100, price_uk: null, image_url: null, images: [], description: '', brand_id: null, deleted_at: new Date() },
  ]).execute();
  await db.insertInto('inventory').values([
    { id: 'inv-1', product_id: 'prod-1', variant_id: null, country: 'US', stock: 3 },
    { id: 'inv-2', product_id: 'prod-2', variant_id: null, country: 'US', stock: 0 },
    { id: 'inv-3', product_id: 'prod-2', variant_id: null, country: 'UK', stock: 8 },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`${base}${path}`, { headers });

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('product pages carry their own head tags', () => {
  it('title, description, canonical, Open Graph, Twitter card and Product JSON-LD, in the built shell', async () => {
    const response = await get('/product/prod-1', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
    // Compressed for a client that accepts it (docs/decisions/017), as a browser reads it.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(new Uint8Array(await response.arrayBuffer())).toString('utf8');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Space &quot;Shuttle&quot; Set | Toy Shop</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('A big &lt;/script&gt; shuttle.');
    expect(html).toContain(`<link rel="canonical" href="${base}/product/prod-1" />`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe('Space &quot;Shuttle&quot; Set | Toy Shop');
    expect(meta(html, 'og:url')).toBe(`${base}/product/prod-1`);
    expect(meta(html, 'og:image')).toBe(`${base}/images/products/prod-1/1.svg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBeUndefined();
    // The client still boots from the same body.
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
    // The description's "</script>" cannot end the JSON-LD element early (nor the first-screen
    // payload, docs/decisions/016): one closing tag each for the JSON-LD, the payload and the app.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Space "Shuttle" Set',
      description: 'A big </script> shuttle.',
      image: [`${base}/images/products/prod-1/1.svg`, `${base}/images/products/prod-1/2.svg`],
      brand: { '@type': 'Brand', name: 'Bricks & Co' },
      sku: 'prod-1',
      offers: { '@type': 'Offer', url: `${base}/product/prod-1`, price: '129.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('says OutOfStock when the US has none, whatever the UK holds', async () => {
    const html = await (await get('/product/prod-2')).text();
    const offers = jsonLd(html).offers as Record<string, unknown>;
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    expect(offers.price).toBe('5.00');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('answers unknown and deleted products with the shell, a 404 and noindex', async () => {
    for (const path of ['/product/no-such-id', '/product/prod-3', `/product/${'x'.repeat(300)}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(meta(html, 'robots'), path).toBe('noindex');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('application/ld+json');
    }
  });
});

describe('brand pages carry their own head tags', () => {
  it('for an active brand', async () => {
    const response = await get('/brand/bricks-co');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Bricks &amp; Co | Toy Shop</title>');
    expect(meta(html, 'description')).toBe('Building sets &lt;for&gt; everyone.');
    expect(html).toContain(`<link rel="canonical" href="${base}/brand/bricks-co" />`);
    expect(meta(html, 'og:image')).toBe(`${base}/images/brands/bricks.svg`);
    expect(meta(html, 'og:type')).toBe('website');
  });

  it('404 and noindex for an unknown or inactive brand', async () => {
    for (const path of ['/brand/nope', '/brand/hidden']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(meta(await response.text(), 'robots')).toBe('noindex');
    }
  });

  it('leaves the other pages to the plain shell', async () => {
    for (const path of ['/cart', '/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(shell);
    }
    // The shop keeps the shell's own head tags; it only gains its first screen and the preloads of
    // its first pictures (docs/decisions/016).
    const shop = await (await get('/shop')).text();
    const added = /\s*(?:<link rel="preload" as="image" [^>]*>\s*)*<script type="application\/json" id="first-screen">[\s\S]*?<\/script>\s*/;
    expect(shop).toMatch(added);
    expect(shop.replace(added, '')).toBe(shell);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the home, shop, info pages, active brands and live products', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/shop', '/new-arrivals', '/brand', '/about', '/faq', '/shipping-info', '/privacy-policy', '/brand/bricks-co', '/product/prod-1', '/product/prod-2']) {
      expect(locs, path).toContain(`${base}${path}`);
    }
    expect(locs).not.toContain(`${base}/brand/hidden`);
    expect(locs).not.toContain(`${base}/product/prod-3`);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(xml).toMatch(/<url><loc>[^<]+\/product\/prod-1<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
  });

  it('robots.txt allows the shop, keeps out /admin and /api, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${base}/sitemap.xml`]));
  });
});
