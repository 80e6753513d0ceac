import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildSeedRows } from '../../server/seed/seed-rows';
import { seedId } from '../../server/seed/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => t.app.request(t.url(path));
const productId = (n: number) => seedId(`product:${n}`);

/**
 * A small well-formedness check: every tag is balanced, attributes are quoted, and text holds
 * no raw markup characters. Enough to catch a broken template; no XML parser is installed.
 */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  let rest = xml;
  while (rest.length > 0) {
    const open = rest.indexOf('<');
    const text = open === -1 ? rest : rest.slice(0, open);
    expect(text, 'text between tags').not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    if (open === -1) break;
    const close = rest.indexOf('>', open);
    expect(close, 'unterminated tag').toBeGreaterThan(open);
    const tag = rest.slice(open, close + 1);
    rest = rest.slice(close + 1);
    if (tag.startsWith('</')) {
      expect(stack.pop(), `closing ${tag}`).toBe(tag.slice(2, -1));
      continue;
    }
    const match = /^<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>$/.exec(tag);
    expect(match, `malformed tag ${tag}`).not.toBeNull();
    if (match![3] !== '/') stack.push(match![1]!);
  }
  expect(stack).toEqual([]);
}

async function expectSvg(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
  const body = await response.text();
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith('</svg>')).toBe(true);
  expect(Buffer.byteLength(body), `${path} size`).toBeLessThan(3 * 1024);
  assertWellFormedXml(body);
  return body;
}

describe('product pictures', () => {
  it('are well-formed SVG with image headers and a week of caching', async () => {
    for (let n = 1; n <= 4; n += 1) await expectSvg(`/images/products/${productId(7)}/${n}.svg`);
  });

  it('differ between two products and between pictures of one product', async () => {
    const a = await expectSvg(`/images/products/${productId(1)}/1.svg`);
    const b = await expectSvg(`/images/products/${productId(2)}/1.svg`);
    const a2 = await expectSvg(`/images/products/${productId(1)}/2.svg`);
    expect(a).not.toBe(b);
    expect(a).not.toBe(a2);
  });

  it('give the same bytes for the same path', async () => {
    const path = `/images/products/${productId(42)}/3.svg`;
    expect(await expectSvg(path)).toBe(await expectSvg(path));
  });

  it('carry no text: a product picture says nothing a screen reader would miss', async () => {
    const body = await expectSvg(`/images/products/${productId(9)}/1.svg`);
    expect(body).not.toMatch(/<text|<title/);
    expect(body).toContain('aria-hidden="true"');
  });
});

describe('every picture the seed links to', () => {
  it('is served', async () => {
    const rows = buildSeedRows(30, new Date('2026-03-02T00:00:00Z'));
    const urls = new Set<string>([
      ...rows.products.flatMap((product) => product.images ?? []),
      ...rows.product_variants.map((variant) => variant.image_url),
      ...rows.brands.map((brand) => brand.logo_url),
      ...rows.hero_slides.map((slide) => slide.image_url),
      ...rows.blog_posts.map((post) => post.cover_image_url),
    ].filter((url): url is string => typeof url === 'string'));
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) await expectSvg(url);
  });

  it('gives each brand a distinct logo', async () => {
    const a = await expectSvg('/images/brands/brickwell.svg');
    const b = await expectSvg('/images/brands/puzzleworks.svg');
    expect(a).not.toBe(b);
    expect(a).toContain('>B</text>');
  });
});

describe('a picture that does not exist', () => {
  const badPaths = [
    '/images/products/not-a-product/1.svg',
    `/images/products/${productId(1)}/0.svg`,
    `/images/products/${productId(1)}/5.svg`,
    `/images/products/${productId(1)}/1.png`,
    `/images/products/${productId(1)}`,
    '/images/brands/Not_A_Slug.svg',
    '/images/brands/brickwell.png',
    '/images/hero/0.svg',
    '/images/hero/13.svg',
    '/images/blog/..%2Fsecret.svg',
    '/images/avatars/1.svg',
    '/images/',
  ];
  for (const path of badPaths) {
    it(`${path} is a 404 JSON envelope`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    });
  }
});

describe('a product picture shows what the product is', () => {
  const dollhouse = seedId('art:dollhouse');
  const helmetA = seedId('art:helmet-a');
  const helmetB = seedId('art:helmet-b');
  beforeAll(async () => {
    await t.deps.db.insertInto('categories').values([
      { id: seedId('art:dolls'), name: 'Dolls & Dollhouses', slug: 'dolls', description: null },
      { id: seedId('art:outdoor'), name: 'Outdoor & Sports', slug: 'outdoor', description: null },
      { id: seedId('art:crafts'), name: 'Arts & Crafts', slug: 'arts-crafts', description: null },
    ]).execute();
    await t.deps.db.insertInto('products').values([
      { id: dollhouse, name: 'Starlight Ballerina Dollhouse', price: 9900, price_uk: null, image_url: null, category_id: seedId('art:dolls') },
      { id: helmetA, name: 'Thunder Bike Helmet', price: 2900, price_uk: null, image_url: null, category_id: seedId('art:outdoor') },
      { id: helmetB, name: 'Coral Bike Helmet', price: 2900, price_uk: null, image_url: null, category_id: seedId('art:outdoor') },
      { id: seedId('art:kit'), name: 'Meadow Watercolor Kit', price: 1500, price_uk: null, image_url: null, category_id: seedId('art:crafts') },
    ]).execute();
  });

  it('draws the Ballerina Dollhouse as a dollhouse and a Bike Helmet as a helmet, on every picture', async () => {
    for (let n = 1; n <= 4; n += 1) {
      expect(await expectSvg(`/images/products/${dollhouse}/${n}.svg`)).toContain('data-motif="dollhouse"');
      expect(await expectSvg(`/images/products/${helmetA}/${n}.svg`)).toContain('data-motif="helmet"');
    }
  });

  it('uses the department when the name names no toy', async () => {
    expect(await expectSvg(`/images/products/${seedId('art:kit')}/1.svg`)).toContain('data-motif="art-supplies"');
  });

  it('draws two helmets differently', async () => {
    const a = await expectSvg(`/images/products/${helmetA}/1.svg`);
    const b = await expectSvg(`/images/products/${helmetB}/1.svg`);
    expect(b).toContain('data-motif="helmet"');
    expect(a).not.toBe(b);
  });
});
