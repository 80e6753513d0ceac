// npm run bench:admin — the back office's products list at catalogue scale (issue 11 §7): seeds the
// demo shop with 10,000 products into a throwaway PostgreSQL database, starts the shop's server in
// its own process, signs in as the seeded admin and times GET /api/admin/products with a search and
// a sort over HTTP (p50/p95/p99 of BENCH_REQUESTS requests, after a warm-up). Target: p95 < 50 ms.
// Then, in Chromium, a shopper's product page stays open while the admin changes that product's price
// ten times through the API: from each save's response to the new price on screen (the sync's change
// feed → the device's database → the page). Target: median < 1 s. Needs the production build
// (`npm run bench:admin` builds it). Exits non-zero when a target is missed or an answer is wrong.
// The orders list (issue 12): BENCH_ORDERS (100,000) orders with payments are added by SQL, then
// GET /api/admin/orders is timed with the dashboard's filters (status, delivery, country, payment,
// dates) and each sort, paged, each request followed by a timed GET /api/me (the machine's floor at
// that moment). Target: p95 < 50 ms. BENCH_ONLY=orders runs only this part.
// Analytics (issue 15, docs/decisions/056): BENCH_ANALYTICS_ORDERS (200,000) more orders over two years,
// each with two lines, their payments, refunds (full and partial), approvals, and a million funnel events
// (fewer rows: one per session and step),
// then GET /api/admin/analytics for 90-day ranges ending on different days of the two years.
// Target: p95 < 300 ms. BENCH_ONLY=analytics runs only this part (after the products seed).
// The first screen (issue 25): the orders and products lists opened anew in a browser that has seen
// them before, at 4× CPU slowdown, until their first row and filter bar show. Target: median under
// 1.5 s. BENCH_ONLY=first-screen runs only this part (after the products and orders seeds).
// The one search (issue 25): 50,000 customers and pickup codes added, then what staff type timed
// (bench/support/admin-search.ts). Target: p95 < 100 ms. BENCH_ONLY=search runs only this part (after
// the products and orders seeds).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { seedDatabase } from '../server/seed/seed';
import { SEED_STAFF_ACCOUNTS } from '../server/seed/accounts';
import type { ListPage } from '../shared/admin/api';
import type { AnalyticsReport } from '../shared/analytics/analytics';
import { ORDERS_COUNT_CAP } from '../server/admin/orders/orders.repo';
import { startShopServer } from './support/start-shop-server';
import type { AdminProduct, AdminProductRow, ProductUpdate } from '../shared/admin/product.schema';
import { formatMoney } from '../shared/money';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium';
import { POSTGRES_ADMIN_URL, adminQuery, percentile } from './support/bench-tools';
import { searchTimings, seedSearchData, SEARCH_CUSTOMERS } from './support/admin-search';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS ?? 400));
const WARM_UP = 40;
const P95_TARGET_MS = 50;
const PRICE_CHANGES = 10;
const SEEN_MEDIAN_TARGET_MS = 1000;
const SORTS = ['name.asc', 'price.desc', 'priceUk.asc', 'updatedAt.desc', 'releaseDate.desc', 'stockUs.asc', 'stockUk.desc'];
const ORIGIN = 'http://localhost:3000';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ONLY_ORDERS = process.env.BENCH_ONLY === 'orders';
const ONLY_ANALYTICS = process.env.BENCH_ONLY === 'analytics';
const ONLY_FIRST_SCREEN = process.env.BENCH_ONLY === 'first-screen';
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const FIRST_SCREEN_RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 5);
const FIRST_SCREEN_TARGET_MS = 1500;
// BENCH_FIRST_SCREEN_PROFILE=1: each screen's last run is also recorded with the CPU profiler, and
// where its main thread's time went (by script, and the heaviest functions) is printed.
const FIRST_SCREEN_PROFILE = process.env.BENCH_FIRST_SCREEN_PROFILE === '1';
const ANALYTICS_ORDERS = Number(process.env.BENCH_ANALYTICS_ORDERS ?? 200_000);
const ANALYTICS_EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const ANALYTICS_REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 100);
const ANALYTICS_P95_TARGET_MS = 300;
const ANALYTICS_RANGE_DAYS = 90;
const ORDER_QUERIES = [
  'status=paid&sort=createdAt.desc',
  'status=processing&delivery=shipping&country=US&sort=createdAt.desc',
  'status=ready_for_pickup&delivery=pickup&sort=createdAt.asc',
  'status=shipped&country=UK&sort=total.desc',
  'country=US&sort=createdAt.desc&page=3',
  'delivery=pickup&sort=number.desc',
  'payment=captured&status=delivered&sort=createdAt.desc',
  'status=awaiting_approval&sort=customer.asc',
  'from=2026-01-01&to=2026-03-31&status=paid&sort=createdAt.desc',
  'sort=total.desc',
];

/** Seeds the demo shop (accounts included) with the server's own code, then closes the connection. */
async function seed(databaseUrl: string): Promise<{ seedMs: number; terms: string[] }> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const running = await bootstrap(config, { dataDir: 'memory://' });
  try {
    const started = performance.now();
    await seedDatabase(running.deps, { products: PRODUCTS });
    const seedMs = performance.now() - started;
    // Search terms a manager would type: words of real product and brand names, whole and cut short.
    const names = await running.deps.db.selectFrom('products').select('name').orderBy('id').limit(400).execute();
    const brands = await running.deps.db.selectFrom('brands').select('name').execute();
    const words = [...new Set([...names, ...brands].flatMap((row) => row.name.split(/\s+/)).filter((word) => /^[A-Za-z]{4,}$/.test(word)))];
    const terms = words.slice(0, 30).flatMap((word) => [word.toLowerCase(), word.slice(0, 3).toLowerCase()]);
    return { seedMs, terms };
  } finally {
    await running.shutdown();
  }
}

/** BENCH_ORDERS orders (a tenth per status, a fifth store pickup, spread over a year) with their payments, in a few statements. */
async function seedOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`
      INSERT INTO orders (id, order_number, guest_id, email, country, currency, status, delivery_method, pickup_store_id,
        shipping_address, subtotal, shipping_total, total, created_at, updated_at)
      SELECT 'bench-order-' || i, 'TS-BENCH-' || lpad(i::text, 7, '0'), 'guest-bench-' || (i % 20000), 'shopper' || (i % 20000) || '@example.com',
        country, CASE country WHEN 'US' THEN 'USD' ELSE 'GBP' END,
        (ARRAY['pending_payment','paid','awaiting_approval','processing','shipped','delivered','ready_for_pickup','collected','cancelled','refunded'])[1 + i % 10],
        CASE WHEN store IS NOT NULL THEN 'pickup' ELSE 'shipping' END, store,
        CASE WHEN store IS NULL THEN jsonb_build_object('full_name', 'Bench Shopper ' || (i % 20000), 'address_line_1', '1 Bench Street', 'admin_area_2', 'Town', 'postal_code', '10001', 'country_code', country) END,
        1000 + (i * 37) % 90000, 0, 1000 + (i * 37) % 90000,
        now() - make_interval(mins => (i * 5) % 525600), now()
      FROM (
        SELECT i, country, CASE WHEN i % 5 = 0 THEN (SELECT id FROM stores WHERE stores.country = c.country ORDER BY id LIMIT 1) END AS store
        FROM generate_series(1, $1::int) AS i, LATERAL (SELECT CASE WHEN i % 3 = 0 THEN 'UK' ELSE 'US' END AS country) AS c
      ) AS g`, [ORDERS]);
    await client.query(`
      INSERT INTO payments (id, order_id, provider_order_id, create_request_id, capture_id, status, amount, currency, created_at, updated_at)
      SELECT 'bench-pay-' || o.id, o.id, 'BENCH-PP-' || o.id, 'bench-req-' || o.id,
        CASE WHEN o.status <> 'pending_payment' THEN 'BENCH-CAP-' || o.id END,
        CASE o.status WHEN 'pending_payment' THEN 'created' WHEN 'refunded' THEN 'refunded' ELSE 'captured' END,
        o.total, o.currency, o.created_at, o.created_at
      FROM orders AS o WHERE o.id LIKE 'bench-order-%'`);
    // A live shop's orders are vacuumed by autovacuum (inserts trigger it since PostgreSQL 13), which
    // sets the visibility map the list's index-only counts rely on; the bench does it at once rather
    // than measure the minute before autovacuum would come round.
    await client.query('VACUUM (ANALYZE) orders, payments');
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

/**
 * ANALYTICS_ORDERS orders over the last two years (a twentieth never paid, cancelled before payment or
 * refunded in full, a fiftieth held for approval, a seventh with a discount, a fifth store pickup),
 * two lines each on real products, payments, refunds and approval decisions, and ANALYTICS_EVENTS
 * funnel events over the same two years: in a few statements.
 */
async function seedAnalytics(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const span = 2 * 365 * 86_400;
  try {
    await client.query(`
      CREATE TEMP TABLE bench_an AS
      SELECT i, g.country, g.store,
        products.ids[1 + (i * 7) % products.n] AS product_1, products.ids[1 + (i * 13 + 5) % products.n] AS product_2,
        500 + (i * 37) % 5000 AS price_1, 1 + i % 3 AS quantity_1, 300 + (i * 53) % 3000 AS price_2,
        CASE WHEN i % 20 = 0 THEN 'pending_payment' WHEN i % 20 = 1 THEN 'cancelled' WHEN i % 20 = 2 THEN 'refunded'
          WHEN i % 50 = 3 THEN 'processing' WHEN g.store IS NOT NULL THEN 'collected' ELSE 'delivered' END AS status,
        now() - make_interval(secs => (i::double precision * $2::double precision / $1::double precision)) AS created_at
      FROM generate_series(1, $1::int) AS i
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM products WHERE deleted_at IS NULL) AS products
      CROSS JOIN LATERAL (
        SELECT c.country, CASE WHEN i % 5 = 0 THEN (SELECT id FROM stores WHERE stores.country = c.country ORDER BY id LIMIT 1) END AS store
        FROM (SELECT CASE WHEN i % 3 = 0 THEN 'UK' ELSE 'US' END AS country) AS c
      ) AS g`, [ANALYTICS_ORDERS, span]);
    await client.query(`
      INSERT INTO orders (id, order_number, guest_id, email, country, currency, status, delivery_method, pickup_store_id,
        shipping_address, subtotal, discount_total, shipping_total, total, needs_approval, created_at, updated_at, paid_at)
      SELECT 'bench-an-' || i, 'TS-AN-' || lpad(i::text, 7, '0'), 'guest-an-' || (i % 20000), 'analytics' || (i % 20000) || '@example.com',
        country, CASE country WHEN 'US' THEN 'USD' ELSE 'GBP' END, status,
        CASE WHEN store IS NOT NULL THEN 'pickup' ELSE 'shipping' END, store,
        CASE WHEN store IS NULL THEN jsonb_build_object('full_name', 'Bench Shopper', 'address_line_1', '1 Bench Street', 'admin_area_2', 'Town', 'postal_code', '10001', 'country_code', country) END,
        price_1 * quantity_1 + price_2,
        CASE WHEN i % 7 = 0 THEN (price_1 * quantity_1 + price_2) / 10 ELSE 0 END,
        CASE WHEN store IS NULL THEN 499 ELSE 0 END,
        price_1 * quantity_1 + price_2 - CASE WHEN i % 7 = 0 THEN (price_1 * quantity_1 + price_2) / 10 ELSE 0 END + CASE WHEN store IS NULL THEN 499 ELSE 0 END,
        i % 50 = 3, created_at, created_at,
        -- Paid when placed, except those never paid (pending, and the cancelled ones not refunded below).
        CASE WHEN status = 'pending_payment' OR (status = 'cancelled' AND i % 40 <> 1) THEN NULL ELSE created_at END
      FROM bench_an`);
    await client.query(`
      INSERT INTO order_lines (id, order_id, product_id, product_name, unit_price, quantity, line_total)
      SELECT 'bench-an-' || i || '-1', 'bench-an-' || i, product_1, 'Bench toy', price_1, quantity_1, price_1 * quantity_1 FROM bench_an
      UNION ALL
      SELECT 'bench-an-' || i || '-2', 'bench-an-' || i, product_2, 'Bench toy', price_2, 1, price_2 FROM bench_an`);
    await client.query(`
      INSERT INTO payments (id, order_id, provider_order_id, create_request_id, capture_id, status, amount, currency, created_at, updated_at)
      SELECT 'bench-an-pay-' || o.id, o.id, 'BENCH-AN-PP-' || o.id, 'bench-an-req-' || o.id,
        CASE WHEN o.status <> 'pending_payment' THEN 'BENCH-AN-CAP-' || o.id END,
        CASE o.status WHEN 'pending_payment' THEN 'created' WHEN 'refunded' THEN 'refunded' ELSE 'captured' END,
        o.total, o.currency, o.created_at, o.created_at
      FROM orders AS o WHERE o.id LIKE 'bench-an-%'`);
    // Refunded in full (status refunded, and half the cancelled ones: cancelled after payment), and a
    // partial refund on every 25th delivered order; each completes two days after the order.
    await client.query(`
      INSERT INTO refunds (id, order_id, payment_id, amount, currency, reason, status, request_key, paypal_request_id, created_at, completed_at)
      SELECT 'bench-an-ref-' || o.id, o.id, 'bench-an-pay-' || o.id,
        CASE WHEN o.status = 'delivered' THEN least(500, o.total) ELSE o.total END, o.currency, 'Bench', 'completed',
        'bench-' || o.id, 'bench-an-req-ref-' || o.id, o.created_at + interval '2 days', o.created_at + interval '2 days'
      FROM bench_an b JOIN orders o ON o.id = 'bench-an-' || b.i
      WHERE o.total > 0 AND (b.status = 'refunded' OR (b.status = 'cancelled' AND b.i % 40 = 1) OR (b.status = 'delivered' AND b.i % 25 = 4))`);
    await client.query(`
      INSERT INTO order_status_history (order_id, from_status, to_status, reason, created_at)
      SELECT 'bench-an-' || i, 'awaiting_approval', 'processing', 'Approved', created_at + interval '1 hour' FROM bench_an WHERE i % 50 = 3`);
    await client.query(`
      INSERT INTO analytics_events (session_id, kind, country, created_at)
      SELECT lpad(to_hex(j / 4), 16, '0'), (ARRAY['visit','product_view','add_to_bag','checkout_started'])[1 + (CASE WHEN j % 4 = 0 THEN 0 WHEN j % 3 = 0 THEN 2 ELSE 1 END)],
        CASE WHEN (j / 4) % 3 = 0 THEN 'UK' ELSE 'US' END,
        now() - make_interval(secs => ((j / 4)::double precision * 4 * $2::double precision / $1::double precision))
      FROM generate_series(0, $1::int - 1) AS j
      ON CONFLICT (session_id, kind) DO NOTHING`, [ANALYTICS_EVENTS, span]);
    await client.query('VACUUM (ANALYZE) orders, order_lines, payments, refunds, order_status_history, analytics_events');
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

/** GET /api/admin/analytics for 90-day ranges ending on different days of the two years: p50/p95/p99. */
async function analyticsTimings(baseUrl: string, cookie: string, problems: string[]): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ask = async (index: number) => {
    const end = -((index * 17) % (730 - ANALYTICS_RANGE_DAYS));
    const query = `from=${day(end - ANALYTICS_RANGE_DAYS + 1)}&to=${day(end)}`;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/analytics?${query}`, { headers: { cookie, origin: ORIGIN } });
    const body = (await response.json()) as AnalyticsReport;
    const ms = performance.now() - started;
    if (response.status !== 200) problems.push(`analytics ${query}: ${response.status} ${JSON.stringify(body)}`);
    else {
      for (const country of body.countries) {
        const daysGross = country.days.reduce((sum, entry) => sum + entry.grossSales, 0);
        if (country.days.length !== ANALYTICS_RANGE_DAYS || daysGross !== country.totals.grossSales) problems.push(`analytics ${query} ${country.country}: ${country.days.length} days, ${daysGross} ≠ ${country.totals.grossSales}`);
        if (country.totals.orders === 0 || country.funnel.visits === 0 || country.topProducts.length === 0) problems.push(`analytics ${query} ${country.country}: no orders, visits or products`);
      }
    }
    return { ms, orders: body.countries?.reduce((sum, country) => sum + country.totals.orders, 0) ?? 0 };
  };
  for (let index = 0; index < 10; index += 1) await ask(index + 1000);
  const loadBefore = loadavg()[0]!;
  const timings: number[] = [];
  const orders: number[] = [];
  for (let index = 0; index < ANALYTICS_REQUESTS; index += 1) {
    const answer = await ask(index);
    timings.push(answer.ms);
    orders.push(answer.orders);
  }
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
  console.log(`\nanalytics (${load}; ${ANALYTICS_ORDERS.toLocaleString('en-US')} orders and ${ANALYTICS_EVENTS.toLocaleString('en-US')} events over two years), ${ANALYTICS_RANGE_DAYS}-day ranges, ${ANALYTICS_REQUESTS} requests one after another (after 10 warm-up):`);
  console.log(`  p50 ${p50!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, p99 ${p99!.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms; sales per range ${Math.min(...orders)}–${Math.max(...orders)}`);
  if (p95! >= ANALYTICS_P95_TARGET_MS) problems.push(`analytics p95 ${p95!.toFixed(1)} ms is not under ${ANALYTICS_P95_TARGET_MS} ms`);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `| ${stamp} | ${ANALYTICS_ORDERS.toLocaleString('en-US')} orders, ${ANALYTICS_EVENTS.toLocaleString('en-US')} events | ${ANALYTICS_REQUESTS} | ${ANALYTICS_RANGE_DAYS}-day ranges, ${load} | ${p50!.toFixed(1)} ms | ${p95!.toFixed(1)} ms | ${p99!.toFixed(1)} ms | ${problems.length === 0 ? 'pass' : 'FAIL'} |`;
}

/** GET /api/admin/orders with the dashboard's filters and every sort: p50/p95/p99 over REQUESTS requests. */
async function ordersList(baseUrl: string, cookie: string, problems: string[]): Promise<string> {
  const list = async (index: number) => {
    const query = `${ORDER_QUERIES[index % ORDER_QUERIES.length]!}&pageSize=25`;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/orders?${query}`, { headers: { cookie, origin: ORIGIN } });
    const body = (await response.json()) as ListPage<{ id: string }>;
    const ms = performance.now() - started;
    if (response.status !== 200) problems.push(`orders ${query}: ${response.status} ${JSON.stringify(body)}`);
    else if (body.total > 0 && body.rows.length === 0 && !query.includes('page=')) problems.push(`orders ${query}: no rows of ${body.total}`);
    return { ms, query };
  };
  for (let index = 0; index < WARM_UP; index += 1) await list(index);
  const loadBefore = loadavg()[0]!;
  const timings: number[] = [];
  const floor: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let index = 0; index < REQUESTS; index += 1) {
    const { ms, query } = await list(index);
    timings.push(ms);
    byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
    // The machine's floor at the same moments: a signed-in request that only reads the session and roles.
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/me`, { headers: { cookie, origin: ORIGIN } })).json();
    floor.push(performance.now() - started);
  }
  // The list's count stops at its cap (docs/decisions/043): past it, the total is a lower bound.
  const all = await fetch(`${baseUrl}/api/admin/orders?pageSize=10`, { headers: { cookie, origin: ORIGIN } });
  const { total, totalAtLeast } = (await all.json()) as ListPage<unknown>;
  if (total < Math.min(ORDERS, ORDERS_COUNT_CAP) || (ORDERS > ORDERS_COUNT_CAP && totalAtLeast !== true)) {
    problems.push(`the orders list counts ${total}${totalAtLeast ? '+' : ''} orders, seeded ${ORDERS} (count cap ${ORDERS_COUNT_CAP})`);
  }
  const last = await fetch(`${baseUrl}/api/admin/orders?pageSize=25&page=${Math.floor(ORDERS / 25)}&sort=createdAt.asc`, { headers: { cookie, origin: ORIGIN } });
  const deep = (await last.json()) as ListPage<unknown>;
  if (last.status !== 200 || deep.rows.length !== 25) problems.push(`page ${Math.floor(ORDERS / 25)} of the orders list: ${last.status}, ${deep.rows?.length} rows`);
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}, floor p50 / p95 ${percentile(floor, 50).toFixed(1)} / ${percentile(floor, 95).toFixed(1)} ms`;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
  console.log(`\norders list (${load}; ${ORDERS.toLocaleString('en-US')} orders seeded, counted as ${total.toLocaleString('en-US')}${totalAtLeast ? '+' : ''}), filters + sort, ${REQUESTS} requests one after another (after ${WARM_UP} warm-up):`);
  console.log(`  p50 ${p50!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, p99 ${p99!.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`);
  console.log(`  by query (p50/p95):\n    ${[...byQuery].map(([query, values]) => `${query} ${percentile(values, 50).toFixed(1)}/${percentile(values, 95).toFixed(1)}`).join('\n    ')}`);
  if (p95! >= P95_TARGET_MS) problems.push(`orders list p95 ${p95!.toFixed(1)} ms is not under ${P95_TARGET_MS} ms`);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `| ${stamp} | ${ORDERS.toLocaleString('en-US')} orders | ${REQUESTS} | ${ORDER_QUERIES.length} filter + sort queries, ${load} | ${p50!.toFixed(1)} ms | ${p95!.toFixed(1)} ms | ${p99!.toFixed(1)} ms | ${problems.length === 0 ? 'pass' : 'FAIL'} |`;
}

async function signIn(baseUrl: string): Promise<string> {
  const admin = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** The edit form's values for a product as read, with a new US price (a PATCH carries the whole form). */
function withPrice(product: AdminProduct, price: number): ProductUpdate {
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    brandId: product.brandId,
    price,
    priceUk: product.priceUk,
    releaseDate: product.releaseDate,
    isFeatured: product.isFeatured,
    images: product.images,
    variants: product.variants.map(({ id, name, price: own, priceUk, priceAdjustment, imageUrl }) => ({ id, name, price: own, priceUk, priceAdjustment, imageUrl })),
    version: product.version,
  };
}

/**
 * A US shopper's product page is open (its sync live); the admin saves a new price PRICE_CHANGES times.
 * Each time: the page is watched for the new price first, the save is sent, and the time runs from
 * the save's response to the price's text changing on screen (both clocks are this machine's).
 */
async function priceChangeSeen(baseUrl: string, cookie: string, problems: string[]): Promise<number[]> {
  const listed = await fetch(`${baseUrl}/api/admin/products?pageSize=100&sort=name.asc&launch=released&stock=in`, { headers: { cookie, origin: ORIGIN } });
  const rows = ((await listed.json()) as ListPage<AdminProductRow>).rows;
  const row = rows.find((candidate) => candidate.variantCount === 0 && candidate.priceUk === null && candidate.stockUs > 0);
  if (!row) throw new Error('no released, stocked product without sizes to watch');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const seen: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('toy-shop:country', 'US');
      localStorage.setItem('toy-shop:country-source', 'manual');
    });
    await page.goto(`${baseUrl}/product/${row.id}`);
    await page.waitForFunction(() => window.__shopSync !== undefined, undefined, { timeout: 60_000 });
    await page.evaluate(() => window.__shopSync!.ready);
    await page.getByTestId('product-price').waitFor({ timeout: 60_000 });
    for (let change = 1; change <= PRICE_CHANGES; change += 1) {
      const read = await fetch(`${baseUrl}/api/admin/products/${row.id}`, { headers: { cookie, origin: ORIGIN } });
      const product = ((await read.json()) as { record: AdminProduct }).record;
      const price = product.price + 100 + change;
      const expected = formatMoney(price, 'USD');
      // No named functions inside: tsx's keepNames would wrap them in a helper the page lacks.
      const shown = page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('[data-testid="product-price"]')?.textContent !== text) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            if (document.querySelector('[data-testid="product-price"]')?.textContent === text) resolve(Date.now());
          }),
        expected,
      );
      const saved = await fetch(`${baseUrl}/api/admin/products/${row.id}`, {
        method: 'PATCH',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(withPrice(product, price)),
      });
      const savedAt = Date.now();
      if (!saved.ok) {
        problems.push(`price change ${change}: ${saved.status} ${await saved.text()}`);
        break;
      }
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`price ${expected} not on screen after 30 s`)), 30_000));
      seen.push((await Promise.race([shown, timeout])) - savedAt);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return seen;
}

/**
 * The back office's first screen on a warm cache at 4× CPU slowdown (issue 25): an admin's browser
 * that has opened the back office before (its files in the HTTP cache and the service worker's)
 * opens the orders list and the products list anew; the time runs from navigation start to the
 * list's first row of data and its filter bar on screen. Median of FIRST_SCREEN_RUNS per screen.
 */
async function firstScreenUsable(baseUrl: string, problems: string[]): Promise<string[]> {
  const admin = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const lines: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, { data: { email: admin.email, password: admin.password }, headers: { origin: ORIGIN } });
    if (!signedIn.ok()) throw new Error(`admin sign-in in the browser failed: ${signedIn.status()}`);
    const screens = ['/admin/orders', '/admin/products'];
    // Once each, cold: the files come into the caches.
    const warm = await context.newPage();
    for (const path of screens) {
      await warm.goto(`${baseUrl}${path}`);
      await warm.locator('.data-table tbody tr td a').first().waitFor({ timeout: 60_000 });
    }
    await warm.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    await warm.close();
    for (const path of screens) {
      const runs: number[] = [];
      for (let run = 0; run < FIRST_SCREEN_RUNS; run += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const profiled = FIRST_SCREEN_PROFILE && run === FIRST_SCREEN_RUNS - 1;
        if (profiled) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        await page.locator('.data-table tbody tr td a').first().waitFor({ timeout: 60_000 });
        await page.locator('.data-table__toolbar select').first().waitFor();
        runs.push(await page.evaluate(() => performance.now()));
        if (profiled) {
          const { profile } = await cdp.send('Profiler.stop');
          const marks = await page.evaluate(() => performance.getEntries().filter((entry) => entry.entryType === 'mark' || entry.entryType === 'navigation' || (entry.entryType === 'resource')).map((entry) => `${entry.entryType === 'resource' ? '' : `${entry.entryType} `}${entry.name.replace(location.origin, '').replace(/^\/assets\//, '')} ${entry.startTime.toFixed(0)}${entry.duration ? `+${entry.duration.toFixed(0)}` : ''}`));
          lines.push(`${path} profile (last run):\n    ${summariseProfile(profile).join('\n    ')}\n    timeline: ${marks.join(' | ')}`);
        }
        await page.close();
      }
      const median = percentile(runs, 50);
      lines.push(`${path}: median ${median.toFixed(0)} ms (${runs.map((ms) => ms.toFixed(0)).join(', ')})`);
      if (!(median < FIRST_SCREEN_TARGET_MS)) problems.push(`${path}: first screen usable after ${median.toFixed(0)} ms (median), not under ${FIRST_SCREEN_TARGET_MS} ms`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return lines;
}

/** Self time of a CPU profile by script and by function (the heaviest first), in ms. */
function summariseProfile(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples?: number[]; timeDeltas?: number[] }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    const node = byId.get(samples[index]!)!;
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const script = node.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${node.callFrame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  // Where each 100 ms of the run went (from the profile's start, just before the navigation), by script.
  const buckets: Array<Map<string, number>> = [];
  let at = 0;
  for (let index = 0; index < samples.length; index += 1) {
    at += (deltas[index] ?? 0) / 1000;
    const node = byId.get(samples[index]!)!;
    const script = (node.callFrame.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '') || node.callFrame.functionName || 'native').replace(/^\((.*)\)$/, '$1');
    const bucket = (buckets[Math.floor(at / 100)] ??= new Map());
    bucket.set(script, (bucket.get(script) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  }
  const timeline = buckets.map((bucket, index) => `${String(index * 100).padStart(5)}: ${[...(bucket ?? new Map<string, number>())].filter(([name]) => name !== 'idle').sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`);
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);
  return ['by script:', ...top(byScript, 14), 'by function:', ...top(byFunction, 16), 'by 100 ms (ms of each script, idle left out):', ...timeline];
}

async function main(): Promise<void> {
  const name = `shop_bench_admin_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let shop: Awaited<ReturnType<typeof startShopServer>> | null = null;
  const problems: string[] = [];
  try {
    console.log(`seeding ${PRODUCTS} products into ${name}...`);
    const { seedMs, terms } = await seed(url.toString());
    if (!existsSync('dist/client/index.html')) throw new Error('No production build in dist/client: `npm run bench:admin` builds it.');
    if (!ONLY_ANALYTICS) {
      console.log(`adding ${ORDERS} orders...`);
      const ordersSeedMs = await seedOrders(url.toString());
      console.log(`  ${(ordersSeedMs / 1000).toFixed(1)} s`);
    }
    if (!ONLY_ANALYTICS && !ONLY_ORDERS && !ONLY_FIRST_SCREEN) {
      console.log(`adding ${SEARCH_CUSTOMERS} customers and pickup codes...`);
      console.log(`  ${((await seedSearchData(url.toString())) / 1000).toFixed(1)} s`);
    }
    shop = await startShopServer(url.toString(), [], { SERVE_CLIENT: '1' });
    const cookie = await signIn(shop.baseUrl);
    if (!ONLY_ANALYTICS && !ONLY_ORDERS && !ONLY_FIRST_SCREEN) {
      const searchLine = await searchTimings(shop.baseUrl, url.toString(), cookie, terms, ORDERS, problems);
      console.log(`\nsearch row for docs/benchmarks.md:\n${searchLine}`);
    }
    if (!ONLY_ANALYTICS && !ONLY_FIRST_SCREEN && !ONLY_SEARCH) {
      const ordersLine = await ordersList(shop.baseUrl, cookie, problems);
      console.log(`\norders row for docs/benchmarks.md:\n${ordersLine}`);
    }
    if (!ONLY_ANALYTICS && !ONLY_ORDERS && !ONLY_SEARCH) {
      const usable = await firstScreenUsable(shop.baseUrl, problems);
      console.log(`\nthe back office's first screen, warm cache, 4× CPU slowdown, 1366×768 (navigation start → first row and the filter bar), ${ORDERS.toLocaleString('en-US')} orders, ${PRODUCTS.toLocaleString('en-US')} products:\n  ${usable.join('\n  ')}`);
    }
    // After the orders list, so that its figures stay comparable with earlier runs.
    if (!ONLY_ORDERS && !ONLY_FIRST_SCREEN && !ONLY_SEARCH) {
      console.log(`adding ${ANALYTICS_ORDERS} orders and ${ANALYTICS_EVENTS} events over two years for analytics...`);
      const analyticsSeedMs = await seedAnalytics(url.toString());
      console.log(`  ${(analyticsSeedMs / 1000).toFixed(1)} s`);
      const analyticsLine = await analyticsTimings(shop.baseUrl, cookie, problems);
      console.log(`\nanalytics row for docs/benchmarks.md:\n${analyticsLine}`);
    }
    if (!ONLY_ORDERS && !ONLY_ANALYTICS && !ONLY_FIRST_SCREEN && !ONLY_SEARCH) {
      // The floor under this machine's load: a signed-in request that only reads the session and roles.
      const floor: number[] = [];
      for (let index = 0; index < 100; index += 1) {
        const started = performance.now();
        const response = await fetch(`${shop.baseUrl}/api/me`, { headers: { cookie, origin: ORIGIN } });
        await response.json();
        floor.push(performance.now() - started);
      }
      const list = async (index: number) => {
        const query = `q=${encodeURIComponent(terms[index % terms.length]!)}&sort=${SORTS[index % SORTS.length]}&pageSize=25`;
        const started = performance.now();
        const response = await fetch(`${shop!.baseUrl}/api/admin/products?${query}`, { headers: { cookie, origin: ORIGIN } });
        const body = (await response.json()) as ListPage<AdminProductRow>;
        const ms = performance.now() - started;
        if (response.status !== 200) problems.push(`${query}: ${response.status} ${JSON.stringify(body)}`);
        else if (body.rows.length !== Math.min(25, body.total)) problems.push(`${query}: ${body.rows.length} rows of ${body.total}`);
        return { ms, total: body.total };
      };
      for (let index = 0; index < WARM_UP; index += 1) await list(index + 7);
      const timings: number[] = [];
      const totals: number[] = [];
      const bySort = new Map<string, number[]>();
      for (let index = 0; index < REQUESTS; index += 1) {
        const { ms, total } = await list(index);
        timings.push(ms);
        totals.push(total);
        const sort = SORTS[index % SORTS.length]!;
        bySort.set(sort, [...(bySort.get(sort) ?? []), ms]);
      }
      const all = await fetch(`${shop.baseUrl}/api/admin/products?pageSize=10`, { headers: { cookie, origin: ORIGIN } });
      const catalogue = ((await all.json()) as ListPage<AdminProductRow>).total;
      if (catalogue !== PRODUCTS) problems.push(`the list counts ${catalogue} products, seeded ${PRODUCTS}`);

      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
      const matched = `${Math.min(...totals)}–${Math.max(...totals)}`;
      console.log(`\nproducts list, search + sort, ${REQUESTS} requests one after another (after ${WARM_UP} warm-up):`);
      console.log(`  p50 ${p50!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, p99 ${p99!.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms; matches per search ${matched}; seed ${(seedMs / 1000).toFixed(1)} s`);
      console.log(`  by sort (p50/p95): ${[...bySort].map(([sort, values]) => `${sort} ${percentile(values, 50).toFixed(1)}/${percentile(values, 95).toFixed(1)}`).join(', ')}`);
      console.log(`  floor, GET /api/me signed in (session and roles only): p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms`);
      if (p95! >= P95_TARGET_MS) problems.push(`p95 ${p95!.toFixed(1)} ms is not under ${P95_TARGET_MS} ms`);

      const seen = await priceChangeSeen(shop.baseUrl, cookie, problems);
      const seenMedian = seen.length > 0 ? percentile(seen, 50) : Number.NaN;
      console.log(`\nan admin price change on an open storefront product page, ${seen.length} changes (save's response → new price on screen):`);
      console.log(`  median ${seenMedian.toFixed(0)} ms, slowest ${Math.max(...seen).toFixed(0)} ms (${seen.map((ms) => ms.toFixed(0)).join(', ')})`);
      if (seen.length < PRICE_CHANGES) problems.push(`only ${seen.length} of ${PRICE_CHANGES} price changes were measured`);
      else if (!(seenMedian < SEEN_MEDIAN_TARGET_MS)) problems.push(`median ${seenMedian.toFixed(0)} ms is not under ${SEEN_MEDIAN_TARGET_MS} ms`);

      const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
      const line = `| ${stamp} | ${PRODUCTS.toLocaleString('en-US')} | ${REQUESTS} | ${terms.length} terms × ${SORTS.length} sorts | ${p50!.toFixed(1)} ms | ${p95!.toFixed(1)} ms | ${p99!.toFixed(1)} ms | ${percentile(floor, 50).toFixed(1)} / ${percentile(floor, 95).toFixed(1)} ms | ${seenMedian.toFixed(0)} ms (slowest ${Math.max(...seen).toFixed(0)}) | ${problems.length === 0 ? 'pass' : 'FAIL'} |`;
      console.log(`\nrow for docs/benchmarks.md:\n${line}`);
    }
  } finally {
    await shop?.stop();
    // BENCH_KEEP_DATABASE=1 leaves the seeded database behind for EXPLAIN ANALYZE (drop it by hand).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${name}`);
    else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (problems.length > 0) {
    console.error(`\nPROBLEMS:\n${problems.slice(0, 20).join('\n')}`);
    process.exit(1);
  }
}

await main();
