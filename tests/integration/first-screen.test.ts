import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';
import { LISTING_PAGE_SIZE } from '../../shared/catalog/catalogue-limits';
import { searchProducts, type ProductSearch } from '../../shared/catalog/search';
import { stockFor } from '../../shared/catalog/stock';
import { unitPriceFor } from '../../shared/pricing';
import {
  brandDocSchema,
  categoryDocSchema,
  heroSlideDocSchema,
  productDocSchema,
  shippingRateDocSchema,
  type BrandDoc,
  type CategoryDoc,
  type HeroSlideDoc,
  type ProductDoc,
  type ShippingRateDoc,
} from '../../shared/sync/documents';
import type { PullResponse } from '../../shared/sync/protocol';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeFakeClientBuild } from '../support/fake-client-build';
import { mainPictureUrl } from '../../shared/catalog/product-pictures';

// The first-screen payload (docs/decisions/016) over a real database (PGlite or PostgreSQL, per
// vitest project) and a tiny fake build: the documents each route's first screen shows, exactly as
// the sync sends them and in the order the device's own queries and search give.
let t: TestApp;
let app: App;
let dist: string;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title><meta name="description" content="Toys and collectibles." /><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(80)}</body></html>`;
const base = 'http://localhost:3000';
const HOSTILE = 'Ends early </script><script>alert(1)</script> <!-- & "quotes" \u2028';
const day = 24 * 60 * 60 * 1000;
const FILLERS = 70;

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('first-screen-dist-', shell);
  // The payload's own contract; the markup rendered from it has its own test (first-screen-markup.test.ts).
  app = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
  const db = t.deps.db;
  const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 1) - daysAgo * day);
  await db.insertInto('brands').values([
    { id: 'brand-1', name: 'bricks & Co', slug: 'bricks-co', description: 'Building sets.', logo_url: '/images/brands/bricks-co.svg' },
    { id: 'brand-2', name: 'Hidden Brand', slug: 'hidden', description: null, logo_url: null, is_active: false },
    { id: 'brand-3', name: 'Zeta Toys', slug: 'zeta', description: null, logo_url: null },
    { id: 'brand-4', name: 'Ávila', slug: 'avila', description: null, logo_url: null },
    { id: 'brand-5', name: 'Alpha', slug: 'alpha', description: null, logo_url: null },
    { id: 'brand-6', name: 'Gone', slug: 'gone', description: null, logo_url: null, deleted_at: new Date() },
  ]).execute();
  await db.insertInto('categories').values([
    { id: 'cat-1', name: 'Plush', slug: 'plush', description: null, display_order: 2 },
    { id: 'cat-2', name: 'Robots', slug: 'robots', description: null, display_order: 1 },
    { id: 'cat-3', name: 'Retired', slug: 'retired', description: null, display_order: 0, is_active: false },
  ]).execute();
  await db.insertInto('hero_slides').values([
    { id: 'slide-b', title: 'Second', subtitle: null, image_url: null, cta_text: 'Go', cta_link: '/shop', display_order: 2 },
    { id: 'slide-a', title: 'First', subtitle: 'Sub', image_url: '/images/hero/1.svg', cta_text: 'Go', cta_link: '/new-arrivals', display_order: 1 },
    { id: 'slide-off', title: 'Off', subtitle: null, image_url: null, cta_text: 'Go', cta_link: '/', display_order: 0, is_active: false },
  ]).execute();
  await db.insertInto('shipping_rates').values([
    { id: 'ship-us', country: 'US', base_rate: 599, free_shipping_threshold: 7500 },
    { id: 'ship-uk', country: 'UK', base_rate: 499, free_shipping_threshold: 6000 },
    { id: 'ship-old', country: 'US', base_rate: 999, free_shipping_threshold: 20000, is_active: false },
  ]).execute();
  await db.insertInto('products').values([
    { id: 'p-hostile', name: 'Robot </script> Set', price: 12999, price_uk: 9999, image_url: '/images/products/p-hostile/1.svg', images: ['/images/products/p-hostile/2.svg'], description: HOSTILE, brand_id: 'brand-1', category_id: 'cat-2', is_featured: true, created_at: at(1) },
    { id: 'p-sold-out', name: 'Sold Out Robot', price: 500, price_uk: null, image_url: null, images: [], brand_id: 'brand-3', category_id: 'cat-2', is_featured: true, created_at: at(2) },
    { id: 'p-launch', name: 'éclair robot', price: 2500, price_uk: 2000, image_url: null, images: [], brand_id: 'brand-1', category_id: 'cat-1', is_featured: true, release_date: new Date(Date.now() + 30 * day), created_at: at(3) },
    { id: 'p-sized', name: 'Eclair Plush', price: 3000, price_uk: 2500, image_url: null, images: [], brand_id: 'brand-2', category_id: 'cat-1', is_featured: true, created_at: at(4) },
    { id: 'p-old-featured', name: 'Old Featured', price: 100, price_uk: null, image_url: null, images: [], brand_id: null, category_id: null, is_featured: true, created_at: at(5) },
    { id: 'p-gone', name: 'Aardvark Gone', price: 100, price_uk: null, image_url: null, images: [], brand_id: 'brand-1', category_id: 'cat-2', is_featured: true, created_at: at(0), deleted_at: new Date() },
    // Same name: the device keeps them in primary-key order.
    { id: 'p-twin-b', name: 'Twin', price: 100, price_uk: null, image_url: null, images: [], brand_id: 'brand-5', category_id: null, created_at: at(6) },
    { id: 'p-twin-a', name: 'Twin', price: 100, price_uk: null, image_url: null, images: [], brand_id: 'brand-5', category_id: null, created_at: at(6) },
    ...Array.from({ length: FILLERS }, (_, n) => ({
      id: `p-filler-${String(n).padStart(3, '0')}`,
      name: `${n % 3 === 0 ? 'toy' : 'Toy'} ${String(FILLERS - n).padStart(3, '0')}`,
      price: 1000 + n,
      price_uk: n % 2 === 0 ? 800 + n : null,
      image_url: `/images/products/p-filler-${n}/1.svg`,
      images: [],
      brand_id: n % 2 === 0 ? 'brand-4' : 'brand-1',
      category_id: n % 2 === 0 ? 'cat-1' : 'cat-2',
      created_at: at(10 + (n % 7)),
    })),
  ]).execute();
  await db.insertInto('product_variants').values([
    { id: 'v-small', product_id: 'p-sized', variant_name: 'Small', price: null, price_uk: null, price_adjustment: -500, image_url: null, display_order: 1 },
    { id: 'v-large', product_id: 'p-sized', variant_name: 'Large', price: 4500, price_uk: 3800, image_url: null, display_order: 2 },
    { id: 'v-retired', product_id: 'p-sized', variant_name: 'Huge', price: 9000, price_uk: null, image_url: null, display_order: 3, deleted_at: new Date() },
  ]).execute();
  await db.insertInto('inventory').values([
    { id: 'inv-1', product_id: 'p-hostile', variant_id: null, country: 'US', stock: 3 },
    { id: 'inv-2', product_id: 'p-sold-out', variant_id: null, country: 'US', stock: 0 },
    { id: 'inv-3', product_id: 'p-sold-out', variant_id: null, country: 'UK', stock: 8 },
    { id: 'inv-4', product_id: 'p-sized', variant_id: 'v-small', country: 'US', stock: 2 },
    { id: 'inv-5', product_id: 'p-sized', variant_id: 'v-large', country: 'UK', stock: 4 },
    { id: 'inv-6', product_id: 'p-launch', variant_id: null, country: 'US', stock: 10 },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => app.request(`${base}${path}`, init);

function payloadScripts(html: string): string[] {
  return [...html.matchAll(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`, 'g'))].map((match) => match[1]!);
}

async function firstScreenOf(path: string, status = 200): Promise<FirstScreen> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  const scripts = payloadScripts(html);
  expect(scripts, path).toHaveLength(1);
  // The client still boots from the same shell.
  expect(html).toContain('<div id="root"></div>');
  return JSON.parse(scripts[0]!) as FirstScreen;
}

async function noFirstScreen(path: string, status = 200): Promise<void> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(await response.text()).not.toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
}

/**
 * Every live document of a collection, as the device would hold it after its first sync. The pull
 * holds back rows while an older transaction anywhere on the server is still open (ADR 002), so ask
 * again until every row of the table has arrived.
 */
async function synced<Doc>(collection: 'products' | 'brands' | 'categories' | 'hero_slides' | 'shipping_rates'): Promise<Doc[]> {
  const rows = await t.deps.db.selectFrom(collection).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  for (let attempt = 0; ; attempt += 1) {
    const response = await get(`/api/sync/${collection}/pull?limit=1000`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PullResponse<Doc>;
    if (body.documents.length === Number(rows.count) || attempt === 100) {
      expect(body.documents, collection).toHaveLength(Number(rows.count));
      return body.documents.filter((doc) => !doc._deleted).map(({ _deleted, ...doc }) => doc as unknown as Doc);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let device: { products: ProductDoc[]; brands: BrandDoc[]; categories: CategoryDoc[]; heroSlides: HeroSlideDoc[]; shippingRates: ShippingRateDoc[] };
beforeAll(async () => {
  device = {
    // A collection without a sort reads in primary-key order.
    products: (await synced<ProductDoc>('products')).sort((a, b) => (a.id < b.id ? -1 : 1)),
    brands: await synced<BrandDoc>('brands'),
    categories: await synced<CategoryDoc>('categories'),
    heroSlides: await synced<HeroSlideDoc>('hero_slides'),
    shippingRates: await synced<ShippingRateDoc>('shipping_rates'),
  };
});

const byId = <T extends { id: string }>(docs: readonly T[], id: string): T => docs.find((doc) => doc.id === id)!;
const ids = (docs: readonly { id: string }[]) => docs.map((doc) => doc.id);
const activeBrands = () => device.brands.filter((brand) => brand.isActive).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
const activeCategories = () => device.categories.filter((category) => category.isActive).sort((a, b) => a.displayOrder - b.displayOrder);

/** The device's own shop search over its synced catalogue (client/features/catalog/shop-page.tsx). */
function deviceSearch(search: Omit<ProductSearch, 'country'>): ProductDoc[] {
  return searchProducts(device.products, activeBrands(), activeCategories(), { ...search, country: 'US' });
}

describe('the home page first screen', () => {
  it('holds the active hero slides, the 4 newest featured products, 4 active brands by name and the active shipping rates', async () => {
    const screen = await firstScreenOf('/');
    if (screen.route !== 'home') throw new Error(`route ${screen.route}`);
    expect(ids(screen.heroSlides)).toEqual(['slide-a', 'slide-b']);
    // Newest first; the deleted one and the fifth are not shown.
    expect(ids(screen.featured)).toEqual(['p-hostile', 'p-sold-out', 'p-launch', 'p-sized']);
    // RxDB orders by code unit: capitals first, accents last.
    expect(screen.brands.map((brand) => brand.name)).toEqual(['Alpha', 'Zeta Toys', 'bricks & Co', 'Ávila']);
    expect(ids(screen.brands)).toEqual(ids(activeBrands().slice(0, 4)));
    expect(ids(screen.shippingRates)).toEqual(['ship-uk', 'ship-us']);
  });

  it('carries the documents the sync sends, in the sync contract', async () => {
    const screen = await firstScreenOf('/');
    if (screen.route !== 'home') throw new Error(`route ${screen.route}`);
    for (const product of screen.featured) expect(productDocSchema.strict().parse(product)).toEqual(byId(device.products, product.id));
    for (const slide of screen.heroSlides) expect(heroSlideDocSchema.strict().parse(slide)).toEqual(byId(device.heroSlides, slide.id));
    for (const brand of screen.brands) expect(brandDocSchema.strict().parse(brand)).toEqual(byId(device.brands, brand.id));
    for (const rate of screen.shippingRates) expect(shippingRateDocSchema.strict().parse(rate)).toEqual(byId(device.shippingRates, rate.id));
  });

  it('preloads the first slide picture', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero/1.svg" fetchpriority="high" />');
  });
});

describe('the shop first screen', () => {
  it('is the first page of the default listing, in the order the client search gives, with the total', async () => {
    const screen = await firstScreenOf('/shop');
    if (screen.route !== 'shop') throw new Error(`route ${screen.route}`);
    const expected = deviceSearch({ sort: 'name' });
    expect(screen.total).toBe(expected.length);
    expect(screen.total).toBe(FILLERS + 7);
    expect(screen.products).toHaveLength(LISTING_PAGE_SIZE);
    expect(ids(screen.products)).toEqual(ids(expected.slice(0, LISTING_PAGE_SIZE)));
    expect(screen.search).toEqual({ term: '', category: null, brand: null, sort: null });
    // The filters' lists: active categories by display order, active brands by name.
    expect(ids(screen.categories)).toEqual(['cat-2', 'cat-1']);
    expect(ids(screen.brands)).toEqual(ids(activeBrands()));
    for (const product of screen.products) expect(productDocSchema.strict().parse(product)).toEqual(byId(device.products, product.id));
    for (const category of screen.categories) expect(categoryDocSchema.strict().parse(category)).toEqual(byId(device.categories, category.id));
  });

  it('preloads the first row of pictures', async () => {
    const screen = (await firstScreenOf('/shop')) as Extract<FirstScreen, { route: 'shop' }>;
    const html = await (await get('/shop')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map((match) => match[1]);
    const firstRow = screen.products.slice(0, 4).flatMap((product) => mainPictureUrl(product) ?? []);
    expect(firstRow.length).toBeGreaterThan(0);
    expect(preloads).toEqual(firstRow);
  });

  it('keeps same-named products in primary-key order, as the device does', async () => {
    const screen = await firstScreenOf('/shop?search=twin');
    if (screen.route !== 'shop') throw new Error(`route ${screen.route}`);
    expect(ids(screen.products)).toEqual(['p-twin-a', 'p-twin-b']);
  });

  it.each([
    ['/shop?search=%20robot%20', { term: 'robot' }],
    ['/shop?search=ECLAIR', { term: 'ECLAIR' }],
    ['/shop?search=plush', { term: 'plush' }],
    ['/shop?category=plush', { categorySlug: 'plush' }],
    ['/shop?category=retired', { categorySlug: 'retired' }],
    ['/shop?brand=bricks-co&sort=newest', { brandSlugs: ['bricks-co'], sort: 'newest' }],
    ['/shop?search=toy&sort=name', { term: 'toy', sort: 'name' }],
    ['/shop?sort=relevance', { sort: 'relevance' }],
  ] as const)('%s answers like the client search', async (path, search) => {
    const screen = await firstScreenOf(path);
    if (screen.route !== 'shop') throw new Error(`route ${screen.route}`);
    const expected = deviceSearch({ sort: 'term' in search ? 'relevance' : 'name', ...search });
    expect(screen.total, path).toBe(expected.length);
    expect(ids(screen.products), path).toEqual(ids(expected.slice(0, LISTING_PAGE_SIZE)));
  });

  it('is left out where the answer depends on the shopper’s country (price bounds and sorts, in stock)', async () => {
    for (const path of ['/shop?min=5', '/shop?max=10', '/shop?inStock=true', '/shop?sort=price-asc', '/shop?sort=price-desc&search=robot']) {
      await noFirstScreen(path);
    }
  });

  it('shows sold-out and not-yet-released products as the client does: listed, with their stock rows and release date', async () => {
    const screen = await firstScreenOf('/shop?category=robots');
    if (screen.route !== 'shop') throw new Error(`route ${screen.route}`);
    const soldOut = byId(screen.products, 'p-sold-out');
    expect(stockFor('US', soldOut.stock)).toBe(0);
    expect(stockFor('UK', soldOut.stock)).toBe(8);
    const launches = (await firstScreenOf('/shop?search=eclair%20robot')) as Extract<FirstScreen, { route: 'shop' }>;
    const launch = byId(launches.products, 'p-launch');
    expect(Date.parse(launch.releaseDate!)).toBeGreaterThan(Date.now());
    expect(stockFor('US', launch.stock)).toBe(10);
  });
});

describe('the product page first screen', () => {
  it('holds the product with its live sizes and stock, its brand and the shipping rates; prices follow the shared rule per country', async () => {
    const screen = await firstScreenOf('/product/p-sized');
    if (screen.route !== 'product') throw new Error(`route ${screen.route}`);
    expect(screen.productId).toBe('p-sized');
    const product = productDocSchema.strict().parse(screen.product);
    expect(product).toEqual(byId(device.products, 'p-sized'));
    expect(product.variants.map((variant) => variant.id)).toEqual(['v-small', 'v-large']);
    const [small, large] = product.variants;
    expect(unitPriceFor('US', product, null)).toBe(3000);
    expect(unitPriceFor('UK', product, null)).toBe(2500);
    expect(unitPriceFor('US', product, small!)).toBe(2500);
    expect(unitPriceFor('UK', product, small!)).toBe(2000);
    expect(unitPriceFor('US', product, large!)).toBe(4500);
    expect(unitPriceFor('UK', product, large!)).toBe(3800);
    expect(stockFor('US', product.stock, 'v-small')).toBe(2);
    expect(stockFor('UK', product.stock, 'v-large')).toBe(4);
    // The page names the product's brand even when the brand is not active.
    expect(screen.brand).toEqual(byId(device.brands, 'brand-2'));
    expect(ids(screen.shippingRates)).toEqual(['ship-uk', 'ship-us']);
  });

  it('UK prices fall back to the US price when a product has none', async () => {
    const screen = await firstScreenOf('/product/p-sold-out');
    if (screen.route !== 'product' || !screen.product) throw new Error('no product');
    expect(unitPriceFor('UK', screen.product, null)).toBe(500);
    expect(screen.brand?.id).toBe('brand-3');
  });

  it('cannot be closed early by a description: the payload survives the HTML parser intact', async () => {
    const html = await (await get('/product/p-hostile')).text();
    const scripts = payloadScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/<|>/);
    expect(scripts[0]).not.toContain('<!--');
    const screen = JSON.parse(scripts[0]!) as FirstScreen;
    if (screen.route !== 'product') throw new Error(`route ${screen.route}`);
    expect(screen.product?.description).toBe(HOSTILE);
    expect(screen.product?.name).toBe('Robot </script> Set');
    // JSON-LD, then the payload: nothing else ends a script element in the head.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain('<link rel="preload" as="image" href="/images/products/p-hostile/1.svg" fetchpriority="high" />');
  });

  it('still answers 404 (noindex) for unknown and deleted products, saying so in the payload', async () => {
    for (const id of ['no-such-id', 'p-gone']) {
      const response = await get(`/product/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      const screen = JSON.parse(payloadScripts(html)[0]!) as FirstScreen;
      expect(screen).toEqual({ route: 'product', productId: id, product: null, brand: null, shippingRates: expect.any(Array) });
    }
    await noFirstScreen(`/product/${'x'.repeat(300)}`, 404);
  });

  it('HEAD gets the status and no body', async () => {
    const response = await get('/product/p-sized', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('brand and new-arrivals first screens', () => {
  it('a brand: the brand and its first page of products by name', async () => {
    const screen = await firstScreenOf('/brand/bricks-co');
    if (screen.route !== 'brand') throw new Error(`route ${screen.route}`);
    expect(brandDocSchema.strict().parse(screen.brand)).toEqual(byId(device.brands, 'brand-1'));
    const expected = device.products.filter((product) => product.brandId === 'brand-1').sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    expect(screen.total).toBe(expected.length);
    expect(ids(screen.products)).toEqual(ids(expected.slice(0, LISTING_PAGE_SIZE)));
  });

  it('an inactive or unknown brand: 404 and no payload', async () => {
    await noFirstScreen('/brand/hidden', 404);
    await noFirstScreen('/brand/nobody', 404);
  });

  it('new arrivals: the newest first page', async () => {
    const screen = await firstScreenOf('/new-arrivals');
    if (screen.route !== 'new-arrivals') throw new Error(`route ${screen.route}`);
    const expected = [...device.products].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1));
    expect(screen.total).toBe(expected.length);
    expect(ids(screen.products)).toEqual(ids(expected.slice(0, LISTING_PAGE_SIZE)));
    z.array(productDocSchema.strict()).parse(screen.products);
  });

  it('other pages and the shell the service worker caches carry none', async () => {
    await noFirstScreen('/cart');
    await noFirstScreen('/index.html');
  });
});
