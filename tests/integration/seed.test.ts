import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import { SEED_PROMO_CODES, SEED_PROMO_MINIMUM } from '../../server/seed/promotions';
import { DatabaseNotEmptyError, DEFAULT_SEED_PRODUCTS, seedDatabase, seedIfEmpty, countProducts } from '../../server/seed/seed';
import { resetShopData } from '../../server/seed/reset';
import { startOfUtcDay } from '../../server/seed/clock';
import type { Database } from '../../server/db/database';

const NOW = new Date('2026-03-02T00:00:00.000Z');
const DAY = 86_400_000;

/** Every table the seed fills, with the column that orders it. */
const SEEDED_TABLES = [
  ['categories', 'id'], ['brands', 'id'], ['products', 'id'], ['product_variants', 'id'], ['inventory', 'id'],
  ['stores', 'id'], ['pickup_products', 'id'], ['hero_slides', 'id'], ['shipping_rates', 'id'], ['tax_rates', 'id'],
  ['discounts', 'id'], ['settings', 'key'], ['blog_posts', 'id'], ['jobs', 'id'], ['support_articles', 'id'],
] as const;

// The sync cursor is the writing transaction's id and a global sequence: it differs by design.
const NOT_COMPARED = new Set(['sync_xid', 'sync_seq']);

async function tableSnapshot(db: Database, table: string, orderBy: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(orderBy)}`.execute(db);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !NOT_COMPARED.has(column))));
}

async function accountSnapshot(db: Database) {
  const { rows } = await sql<{ email: string; name: string; role: string | null; stores: string | null }>`
    SELECT u.email, u.name, r.role,
      (SELECT string_agg(s.slug, ',' ORDER BY s.slug) FROM staff_stores ss JOIN stores s ON s.id = ss.store_id WHERE ss.user_id = u.id) AS stores
    FROM "user" u LEFT JOIN user_roles r ON r.user_id = u.id
    ORDER BY u.email, r.role`.execute(db);
  return rows;
}

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  await seedDatabase(first.deps, { now: NOW });
  await seedDatabase(second.deps, { now: NOW });
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('the demo seed is deterministic', () => {
  for (const [table, orderBy] of SEEDED_TABLES) {
    it(`gives identical ${table} rows for the same "now" on two fresh databases`, async () => {
      const [a, b] = await Promise.all([tableSnapshot(first.deps.db, table, orderBy), tableSnapshot(second.deps.db, table, orderBy)]);
      expect(a.length).toBeGreaterThan(0);
      expect(b).toEqual(a);
    });
  }

  it('gives the same accounts, roles and store assignments', async () => {
    const a = await accountSnapshot(first.deps.db);
    expect(await accountSnapshot(second.deps.db)).toEqual(a);
    expect(a).toEqual(
      [...SEED_STAFF_ACCOUNTS]
        .sort((x, y) => x.email.localeCompare(y.email))
        .map((account) => ({
          email: account.email,
          name: account.name,
          role: account.role === 'customer' ? null : account.role,
          stores: account.storeSlugs.length > 0 ? [...account.storeSlugs].sort().join(',') : null,
        })),
    );
  });
});

describe('the seeded catalogue', () => {
  const db = () => first.deps.db;

  it(`has ${DEFAULT_SEED_PRODUCTS} products in at least 10 active categories from at least 15 active brands`, async () => {
    expect(await countProducts(db())).toBe(DEFAULT_SEED_PRODUCTS);
    const categories = await db()
      .selectFrom('categories')
      .innerJoin('products', 'products.category_id', 'categories.id')
      .where('categories.is_active', '=', true)
      .select('categories.slug')
      .distinct()
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const brands = await db()
      .selectFrom('brands')
      .innerJoin('products', 'products.brand_id', 'brands.id')
      .where('brands.is_active', '=', true)
      .select('brands.slug')
      .distinct()
      .execute();
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(await db().selectFrom('categories').where('is_active', '=', false).select('id').execute()).toHaveLength(1);
    expect(await db().selectFrom('brands').where('is_active', '=', false).select('id').execute()).toHaveLength(1);
  });

  it('names, describes and pictures every product', async () => {
    const products = await db().selectFrom('products').select(['name', 'description', 'images', 'image_url', 'price', 'price_uk']).execute();
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    for (const product of products) {
      expect(product.description.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(4);
      expect(product.image_url).toBe(product.images[0]);
      expect(product.image_url).toMatch(/^\/images\/products\/[0-9a-f-]{36}\/1\.svg$/);
    }
    const withoutUkPrice = products.filter((product) => product.price_uk === null).length / products.length;
    expect(withoutUkPrice).toBeGreaterThan(0.1);
    expect(withoutUkPrice).toBeLessThan(0.2);
  });

  it('sells about a quarter of the products in sizes, priced both ways', async () => {
    const variants = await db().selectFrom('product_variants').select(['product_id', 'price', 'price_uk', 'price_adjustment']).execute();
    const sized = new Set(variants.map((variant) => variant.product_id)).size / DEFAULT_SEED_PRODUCTS;
    expect(sized).toBeGreaterThanOrEqual(0.2);
    expect(sized).toBeLessThanOrEqual(0.3);
    expect(variants.some((variant) => variant.price !== null && variant.price_uk !== null)).toBe(true);
    expect(variants.some((variant) => variant.price === null && variant.price_adjustment > 0)).toBe(true);
  });

  it('keeps stock per product or size in both countries, with sold-out and one-country products', async () => {
    const variantCount = await db().selectFrom('product_variants').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const sizedProducts = await db().selectFrom('product_variants').select(sql<number>`count(DISTINCT product_id)::int`.as('n')).executeTakeFirstOrThrow();
    const inventoryCount = await db().selectFrom('inventory').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(Number(inventoryCount.n)).toBe(2 * (DEFAULT_SEED_PRODUCTS - Number(sizedProducts.n) + Number(variantCount.n)));

    const { rows } = await sql<{ us: number; uk: number }>`
      SELECT sum(stock) FILTER (WHERE country = 'US')::int AS us, sum(stock) FILTER (WHERE country = 'UK')::int AS uk
      FROM inventory GROUP BY product_id`.execute(db());
    const soldOut = rows.filter((row) => row.us === 0 && row.uk === 0).length / rows.length;
    const oneCountry = rows.filter((row) => (row.us > 0) !== (row.uk > 0)).length / rows.length;
    expect(soldOut).toBeGreaterThanOrEqual(0.06);
    expect(soldOut).toBeLessThanOrEqual(0.1);
    expect(oneCountry).toBeGreaterThanOrEqual(0.08);
    expect(oneCountry).toBeLessThanOrEqual(0.12);
    expect(rows.every((row) => row.us <= 60 * 3 && row.uk <= 60 * 3)).toBe(true);
  });

  it('dates products over the past year, with upcoming launches and a dozen featured', async () => {
    const products = await db().selectFrom('products').select(['created_at', 'release_date', 'is_featured']).execute();
    const created = products.map((product) => product.created_at.getTime());
    expect(Math.min(...created)).toBeGreaterThanOrEqual(NOW.getTime() - 366 * DAY);
    expect(Math.max(...created)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * DAY);
    const upcoming = products.filter((product) => product.release_date! > NOW);
    expect(upcoming.length / products.length).toBeGreaterThanOrEqual(0.03);
    expect(upcoming.length / products.length).toBeLessThanOrEqual(0.07);
    expect(upcoming.every((product) => product.release_date!.getTime() <= NOW.getTime() + 60 * DAY)).toBe(true);
    expect(products.filter((product) => product.is_featured)).toHaveLength(12);
  });

  it('stores every money column as an integer number of minor units', async () => {
    const money = [
      ...(await db().selectFrom('products').select(['price', 'price_uk']).execute()).flatMap((row) => [row.price, row.price_uk]),
      ...(await db().selectFrom('product_variants').select(['price', 'price_uk', 'price_adjustment']).execute()).flatMap((row) => [row.price, row.price_uk, row.price_adjustment]),
      ...(await db().selectFrom('shipping_rates').select(['base_rate', 'free_shipping_threshold']).execute()).flatMap((row) => [row.base_rate, row.free_shipping_threshold]),
      ...(await db().selectFrom('discounts').select(['discount_value', 'min_purchase_amount']).execute()).flatMap((row) => [row.discount_value, row.min_purchase_amount]),
      ...(await db().selectFrom('tax_rates').select('rate_bps').execute()).map((row) => row.rate_bps),
    ].filter((value) => value !== null);
    expect(money.length).toBeGreaterThan(DEFAULT_SEED_PRODUCTS);
    for (const value of money) expect(Number.isInteger(value), `money value ${value}`).toBe(true);
  });
});

describe('the seeded storefront settings', () => {
  const db = () => first.deps.db;

  it('has a promo code for every outcome of the promo check', async () => {
    const rows = await db().selectFrom('discounts').selectAll().execute();
    const byCode = new Map(rows.map((row) => [row.code, row]));
    for (const code of Object.values(SEED_PROMO_CODES)) {
      expect(code).toBe(code.toUpperCase());
      expect(byCode.has(code), code).toBe(true);
    }
    const live = (code: string) => {
      const row = byCode.get(code)!;
      return row.is_active && (!row.start_date || row.start_date <= NOW) && (!row.end_date || row.end_date > NOW) && (row.max_uses === null || row.current_uses < row.max_uses);
    };
    expect(byCode.get(SEED_PROMO_CODES.percentage)).toMatchObject({ discount_type: 'percentage', min_purchase_amount: 0 });
    expect(live(SEED_PROMO_CODES.percentage)).toBe(true);
    expect(byCode.get(SEED_PROMO_CODES.fixed)).toMatchObject({ discount_type: 'fixed', min_purchase_amount: 0 });
    expect(live(SEED_PROMO_CODES.fixed)).toBe(true);
    const notYet = byCode.get(SEED_PROMO_CODES.notYetActive)!;
    expect(notYet.is_active && notYet.start_date! > NOW).toBe(true);
    const expired = byCode.get(SEED_PROMO_CODES.expired)!;
    expect(expired.is_active && expired.start_date! < NOW && expired.end_date! < NOW).toBe(true);
    const usedUp = byCode.get(SEED_PROMO_CODES.usedUp)!;
    expect(usedUp.is_active && usedUp.max_uses !== null && usedUp.current_uses === usedUp.max_uses).toBe(true);
    expect(usedUp.start_date! <= NOW && usedUp.end_date! > NOW).toBe(true);
    expect(byCode.get(SEED_PROMO_CODES.minimumPurchase)).toMatchObject({ min_purchase_amount: SEED_PROMO_MINIMUM });
    expect(live(SEED_PROMO_CODES.minimumPurchase)).toBe(true);
    expect(byCode.get(SEED_PROMO_CODES.inactive)!.is_active).toBe(false);
  });

  it('taxes all 50 states and DC, with three ZIP-prefix city rates', async () => {
    const rows = await db().selectFrom('tax_rates').select(['state', 'zip_prefix', 'rate_bps']).execute();
    const statewide = rows.filter((row) => row.zip_prefix === null);
    expect(new Set(statewide.map((row) => row.state)).size).toBe(51);
    const rate = (state: string, zip: string | null = null) => rows.find((row) => row.state === state && row.zip_prefix === zip)?.rate_bps;
    expect([rate('CA'), rate('NY'), rate('TX'), rate('OR'), rate('DE'), rate('MT'), rate('NH'), rate('AK')]).toEqual([725, 400, 625, 0, 0, 0, 0, 0]);
    const overrides = rows.filter((row) => row.zip_prefix !== null);
    expect(overrides).toHaveLength(3);
    for (const override of overrides) expect(override.rate_bps).toBeGreaterThan(rate(override.state)!);
  });

  it('has stores in both countries, pickup counters with stock, and one store without pickup', async () => {
    const stores = await db().selectFrom('stores').selectAll().execute();
    expect(stores.length).toBeGreaterThanOrEqual(6);
    expect(new Set(stores.map((store) => store.country))).toEqual(new Set(['US', 'UK']));
    expect(stores.filter((store) => !store.pickup_enabled)).toHaveLength(1);
    for (const store of stores) {
      expect(store.opening_hours.map((hours) => hours.day).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(store.opening_hours.every((hours) => /^\d\d:\d\d$/.test(hours.opens) && hours.opens < hours.closes)).toBe(true);
      const pickup = await db().selectFrom('pickup_products').where('store_id', '=', store.id).select(['product_id', 'stock']).execute();
      if (store.pickup_enabled) {
        expect(new Set(pickup.map((row) => row.product_id)).size).toBeGreaterThanOrEqual(24);
        expect(pickup.some((row) => row.stock > 0)).toBe(true);
      } else {
        expect(pickup).toHaveLength(0);
      }
    }
  });

  it('has hero slides, shipping rates, settings and content', async () => {
    const slides = await db().selectFrom('hero_slides').selectAll().execute();
    const active = slides.filter((slide) => slide.is_active);
    expect(active).toHaveLength(3);
    expect(slides.filter((slide) => !slide.is_active)).toHaveLength(1);
    expect(active.some((slide) => slide.image_url === null) && active.some((slide) => slide.image_url !== null)).toBe(true);
    expect(active.map((slide) => slide.cta_link).sort()).toEqual(['/brand/brickwell', '/new-arrivals', '/shop?category=plush']);

    const rates = await db().selectFrom('shipping_rates').selectAll().execute();
    for (const country of ['US', 'UK'] as const) {
      expect(rates.filter((rate) => rate.is_active && rate.country === country)).toEqual([
        expect.objectContaining({ base_rate: 999, free_shipping_threshold: 9900 }),
      ]);
    }
    expect(rates.filter((rate) => !rate.is_active)).toHaveLength(1);

    const settings = Object.fromEntries((await db().selectFrom('settings').select(['key', 'value']).execute()).map((row) => [row.key, row.value]));
    expect(settings.order_approval_threshold).toEqual({ USD: 50000, GBP: 50000 });
    expect(settings.order_approval_max_line_quantity).toBe(10);

    const posts = await db().selectFrom('blog_posts').select(['is_published', 'published_at']).execute();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((post) => post.is_published).length).toBeGreaterThan(posts.length / 2);
    expect(posts.every((post) => !post.is_published || post.published_at! <= NOW)).toBe(true);
    const jobs = await db().selectFrom('jobs').select('is_active').execute();
    expect(jobs.filter((job) => job.is_active).length).toBeGreaterThanOrEqual(6);
    expect(jobs.filter((job) => !job.is_active)).toHaveLength(1);
    expect((await db().selectFrom('support_articles').select('id').execute()).length).toBeGreaterThanOrEqual(10);
  });
});

describe('the seeded accounts', () => {
  for (const account of SEED_STAFF_ACCOUNTS) {
    it(`${account.email} signs in with its password and has the ${account.role} role`, async () => {
      const client = new TestClient(first);
      const response = await client.signIn(account.email, account.password);
      expect(response.status).toBe(200);
      const me = (await (await client.get('/api/me')).json()) as { user: { email: string; roles: string[] } };
      expect(me.user.email).toBe(account.email);
      expect(me.user.roles).toEqual(account.role === 'customer' ? [] : [account.role]);
    });
  }

  it('have passwords that meet the sign-in rules', () => {
    for (const { password } of SEED_STAFF_ACCOUNTS) {
      expect(password.length).toBeGreaterThanOrEqual(8);
      for (const rule of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(password).toMatch(rule);
    }
  });
});

describe('seeding only an empty shop', () => {
  it('seedIfEmpty does nothing on a seeded database', async () => {
    expect(await seedIfEmpty(first.deps)).toBe(false);
    expect(await countProducts(first.deps.db)).toBe(DEFAULT_SEED_PRODUCTS);
  });

  it('seedDatabase refuses a database that has products', async () => {
    await expect(seedDatabase(first.deps, { now: NOW })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await countProducts(first.deps.db)).toBe(DEFAULT_SEED_PRODUCTS);
  });

  it('after a reset, seedIfEmpty seeds the shop again as of today', async () => {
    await resetShopData(second.deps.db);
    expect(await countProducts(second.deps.db)).toBe(0);
    expect(await second.deps.db.selectFrom('user').select('id').execute()).toHaveLength(0);

    expect(await seedIfEmpty(second.deps)).toBe(true);
    expect(await countProducts(second.deps.db)).toBe(DEFAULT_SEED_PRODUCTS);
    const newest = await second.deps.db.selectFrom('products').select(sql<Date>`max(created_at)`.as('at')).executeTakeFirstOrThrow();
    const today = startOfUtcDay(new Date());
    expect(new Date(newest.at).getTime()).toBeLessThanOrEqual(today.getTime());
    expect(new Date(newest.at).getTime()).toBeGreaterThan(today.getTime() - 30 * DAY);
    expect(await accountSnapshot(second.deps.db)).toEqual(await accountSnapshot(first.deps.db));
  });
});
