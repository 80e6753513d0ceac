// npm run bench:pickup — the counter tablet at scale (issue 13, docs/decisions/042): seeds the demo
// shop into a throwaway PostgreSQL database and adds BENCH_PICKUPS (5,000) open pickup orders for one
// store (the seeded staff member's), by SQL the way checkout leaves them (created pending, lines
// added, then paid: the projection's trigger writes each tablet document). The shop's server runs in
// its own process with the production build (`npm run bench:pickup` builds it). Then, BENCH_RUNS
// times, a fresh Chromium profile signs in as that staff member and opens /admin/pickup-verification:
// (a) the tablet's first sync, from the counter opening its database to all of the store's pickups
//     held in RxDB (the real page, the real pull endpoint, batches of 2,000). Target: < 2 s.
// (b) code look-ups on the device: findByCode on the RxDB collection in the page, BENCH_LOOKUPS
//     random codes of the store (and misses). Target: p95 < 50 ms.
// Also printed: the pull endpoint alone over HTTP (no browser), and navigation → synced.
// Exits non-zero when a target is missed or the tablet does not hold every pickup.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { seedDatabase } from '../server/seed/seed';
import { SEED_STAFF_ACCOUNTS } from '../server/seed/accounts';
import type { PickupPull } from '../shared/admin/pickup-verification.schema';
import { PICKUP_CODE_ALPHABET } from '../shared/pickup/pickup-code';
import { startShopServer } from './support/start-shop-server';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium';
import { POSTGRES_ADMIN_URL, adminQuery, percentile } from './support/bench-tools';

const PICKUPS = Number(process.env.BENCH_PICKUPS ?? 5000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 300);
const FIRST_SYNC_TARGET_MS = 2000;
const LOOKUP_TARGET_MS = 50;
const PULL_BATCH = 2000;
const ORIGIN = 'http://localhost:3000';
const STAFF = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'staff')!;

/** Seeds the demo shop (accounts and stores included) with the server's own code. */
async function seed(databaseUrl: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const running = await bootstrap(config, { dataDir: 'memory://' });
  try {
    await seedDatabase(running.deps, { products: PRODUCTS });
  } finally {
    await running.shutdown();
  }
}

/**
 * PICKUPS open pickup orders at the staff member's store, one or two lines each, half paid and half
 * ready for pickup, each with its own code ("Q" and five letters of the code alphabet, unique by
 * construction). The codes, for the look-ups.
 */
async function seedPickups(databaseUrl: string): Promise<{ storeId: string; codes: string[]; ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const store = await client.query<{ id: string }>('SELECT id FROM stores WHERE slug = $1', [STAFF.storeSlugs[0]]);
    const storeId = store.rows[0]!.id;
    const alphabet = PICKUP_CODE_ALPHABET;
    const size = alphabet.length;
    const digit = (power: number) => `substr('${alphabet}', 1 + (i / ${size ** power}) % ${size}, 1)`;
    const code = `'Q' || ${[0, 1, 2, 3, 4].map(digit).join(' || ')}`;
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO orders (id, order_number, guest_id, email, contact_name, country, currency, status, delivery_method,
        pickup_store_id, pickup_code, subtotal, shipping_total, total, created_at, updated_at)
      SELECT 'bench-pickup-' || i, 'TS-PICKUP-' || lpad(i::text, 6, '0'), 'guest-pickup-' || i, 'pickup' || i || '@example.com',
        'Pickup Shopper ' || i, 'US', 'USD', 'pending_payment', 'pickup', $1, ${code}, 2500, 0, 2500,
        now() - make_interval(mins => i), now() - make_interval(mins => i)
      FROM generate_series(1, $2::int) AS i`, [storeId, PICKUPS]);
    await client.query(`
      INSERT INTO order_lines (id, order_id, product_id, variant_id, product_name, variant_name, unit_price, quantity, line_total)
      SELECT 'bench-pickup-line-' || o.n || '-' || l, 'bench-pickup-' || o.n, p.id, NULL, p.name, NULL, 1250, 1, 1250
      FROM generate_series(1, $1::int) AS o(n)
      CROSS JOIN generate_series(1, 2) AS l
      JOIN LATERAL (SELECT id, name FROM products ORDER BY id OFFSET ((o.n * 7 + l) % 100) LIMIT 1) AS p ON true
      WHERE l = 1 OR o.n % 2 = 0`, [PICKUPS]);
    // Paid: the projection's trigger writes each order's tablet document now, lines included.
    await client.query(`UPDATE orders SET status = CASE WHEN id::text ~ '[02468]$' THEN 'ready_for_pickup' ELSE 'paid' END WHERE id LIKE 'bench-pickup-%'`);
    await client.query('COMMIT');
    await client.query('ANALYZE orders; ANALYZE pickup_counter_docs;');
    const codes = await client.query<{ code: string }>(`SELECT code FROM pickup_counter_docs WHERE order_id LIKE 'bench-pickup-%'`);
    return { storeId, codes: codes.rows.map((row) => row.code), ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** The store's whole pull over HTTP, as the tablet asks for it: documents and time. */
async function pullOverHttp(baseUrl: string, cookie: string, storeId: string): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  let documents = 0;
  let query = '';
  for (;;) {
    const response = await fetch(`${baseUrl}/api/admin/pickup-verification?storeId=${storeId}&limit=${PULL_BATCH}${query}`, { headers: { cookie, origin: ORIGIN } });
    if (!response.ok) throw new Error(`pull: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as PickupPull;
    documents += body.documents.length;
    if (body.documents.length < PULL_BATCH || !body.checkpoint) break;
    query = `&xid=${body.checkpoint.xid}&seq=${body.checkpoint.seq}`;
  }
  return { documents, ms: performance.now() - started };
}

interface TabletRun {
  firstSyncMs: number;
  navigationToSyncedMs: number;
  held: number;
  lookups: number[];
  misses: number[];
  wrong: number;
}

/** A fresh browser profile: the staff member opens the counter; its first sync, then look-ups on the device. */
async function tabletRun(baseUrl: string, cookie: string, codes: readonly string[]): Promise<TabletRun> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const url = new URL(baseUrl);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: url.hostname, path: '/' };
    }));
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE) page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') console.log(`  [page ${message.type()}] ${message.text().slice(0, 200)}`); });
    await page.goto(`${baseUrl}/admin/pickup-verification`);
    await page.waitForFunction(() => window.__pickupCounter !== undefined, undefined, { timeout: 60_000 });
    const synced = await page.evaluate(async () => {
      const counter = window.__pickupCounter!;
      await counter.firstSync;
      const now = performance.now();
      // Where the time went (BENCH_VERBOSE): the pulls, the batches written, the whole first sync.
      const timeline = [
        `${Math.round(counter.openedAt)} ms counter opens`,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/api/admin/pickup-verification'))
          .map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${new URL(entry.name).search}`),
        ...performance.getEntriesByType('measure').map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.startTime + entry.duration)} ms ${entry.name}`),
      ].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
      return { firstSyncMs: now - counter.openedAt, navigationToSyncedMs: now, held: await counter.count(), timeline };
    });
    if (process.env.BENCH_VERBOSE) console.log(`    ${synced.timeline.join('\n    ')}`);
    // Look-ups: random codes of the store, one after another, then codes that are not there.
    const sample = Array.from({ length: LOOKUPS }, () => codes[Math.floor(Math.random() * codes.length)]!);
    const timed = await page.evaluate(async (wanted) => {
      const counter = window.__pickupCounter!;
      const lookups: number[] = [];
      const misses: number[] = [];
      let wrong = 0;
      for (const code of wanted) {
        const started = performance.now();
        const doc = await counter.findByCode(code);
        lookups.push(performance.now() - started);
        if (doc?.code !== code) wrong += 1;
      }
      for (let index = 0; index < 50; index += 1) {
        const started = performance.now();
        const doc = await counter.findByCode(`ZZZ${String(index).padStart(3, '0')}`);
        misses.push(performance.now() - started);
        if (doc !== null) wrong += 1;
      }
      return { lookups, misses, wrong };
    }, sample);
    await context.close();
    return { firstSyncMs: synced.firstSyncMs, navigationToSyncedMs: synced.navigationToSyncedMs, held: synced.held, ...timed };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/client/index.html')) throw new Error('No production build in dist/client: `npm run bench:pickup` builds it.');
  const name = `shop_bench_pickup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let shop: Awaited<ReturnType<typeof startShopServer>> | null = null;
  const problems: string[] = [];
  try {
    console.log(`seeding the demo shop (${PRODUCTS} products) into ${name}...`);
    await seed(url.toString());
    const { storeId, codes, ms: pickupsMs } = await seedPickups(url.toString());
    console.log(`  ${codes.length} open pickups at ${STAFF.storeSlugs[0]} in ${(pickupsMs / 1000).toFixed(1)} s`);
    shop = await startShopServer(url.toString(), [], { SERVE_CLIENT: '1' });
    const cookie = await signIn(shop.baseUrl);

    await pullOverHttp(shop.baseUrl, cookie, storeId); // warm-up
    const http: number[] = [];
    let pulled = 0;
    for (let run = 0; run < 5; run += 1) {
      const result = await pullOverHttp(shop.baseUrl, cookie, storeId);
      http.push(result.ms);
      pulled = result.documents;
    }
    console.log(`\npull endpoint alone (HTTP, batches of ${PULL_BATCH}, no browser), ${pulled} documents: median ${percentile(http, 50).toFixed(0)} ms (${http.map((ms) => ms.toFixed(0)).join(', ')})`);

    const runs: TabletRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await tabletRun(shop.baseUrl, cookie, codes);
      runs.push(result);
      console.log(`  run ${run + 1}: first sync ${result.firstSyncMs.toFixed(0)} ms (navigation → synced ${result.navigationToSyncedMs.toFixed(0)} ms), ${result.held} on the tablet; look-up p50 ${percentile(result.lookups, 50).toFixed(2)} ms, p95 ${percentile(result.lookups, 95).toFixed(2)} ms, max ${Math.max(...result.lookups).toFixed(2)} ms`);
      if (result.held < PICKUPS) problems.push(`run ${run + 1}: the tablet holds ${result.held} pickups, seeded ${PICKUPS}`);
      if (result.wrong > 0) problems.push(`run ${run + 1}: ${result.wrong} look-ups answered the wrong pickup`);
    }
    const firstSync = runs.map((r) => r.firstSyncMs);
    const navigation = runs.map((r) => r.navigationToSyncedMs);
    const lookups = runs.flatMap((r) => r.lookups);
    const misses = runs.flatMap((r) => r.misses);
    const syncMedian = percentile(firstSync, 50);
    const [l50, l95, l99] = [50, 95, 99].map((p) => percentile(lookups, p));
    console.log(`\nfirst sync of ${PICKUPS} pickups on a fresh tablet (counter opens → all held), median of ${RUNS}: ${syncMedian.toFixed(0)} ms (${firstSync.map((ms) => ms.toFixed(0)).join(', ')}); navigation → synced median ${percentile(navigation, 50).toFixed(0)} ms`);
    console.log(`code look-up on the tablet (findByCode, RxDB in the page), ${lookups.length} hits: p50 ${l50!.toFixed(2)} ms, p95 ${l95!.toFixed(2)} ms, p99 ${l99!.toFixed(2)} ms, max ${Math.max(...lookups).toFixed(2)} ms; ${misses.length} misses p95 ${percentile(misses, 95).toFixed(2)} ms`);
    if (!(syncMedian < FIRST_SYNC_TARGET_MS)) problems.push(`first sync median ${syncMedian.toFixed(0)} ms is not under ${FIRST_SYNC_TARGET_MS} ms`);
    if (!(l95! < LOOKUP_TARGET_MS)) problems.push(`look-up p95 ${l95!.toFixed(2)} ms is not under ${LOOKUP_TARGET_MS} ms`);

    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(`\nrow for docs/benchmarks.md:\n| ${stamp} | ${PICKUPS.toLocaleString('en-US')} | ${percentile(http, 50).toFixed(0)} ms | ${syncMedian.toFixed(0)} ms (${firstSync.map((ms) => ms.toFixed(0)).join(', ')}) | ${percentile(navigation, 50).toFixed(0)} ms | ${l50!.toFixed(2)} / ${l95!.toFixed(2)} / ${Math.max(...lookups).toFixed(2)} ms | ${problems.length === 0 ? 'pass' : 'FAIL'} |`);
  } finally {
    await shop?.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (problems.length > 0) {
    console.error(`\nPROBLEMS:\n${problems.join('\n')}`);
    process.exit(1);
  }
}

await main();
