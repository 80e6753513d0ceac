// npm run bench:checkout — N concurrent shoppers (default 50) each create a payment order, approve
// it in the PayPal emulator and capture it, over HTTP against real PostgreSQL, on a catalogue with
// limited stock. Reports throughput and latency, then proves the books balance: for every
// inventory row initial − sold = final and nothing below zero, promo uses = paid orders using it,
// one PayPal capture per paid order and none for the rest. Exits non-zero if anything is off.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { openDatabase } from '../server/db/database';
import { startShopServer } from './support/start-shop-server';
import type { CreateOrderResponse } from '../shared/checkout/api';
import { POSTGRES_ADMIN_URL, adminQuery, percentile } from './support/bench-tools';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 40);
const STOCK_PER_PRODUCT = Number(process.env.BENCH_STOCK ?? 15);
const PROMO_MAX_USES = Number(process.env.BENCH_PROMO_USES ?? 25);
const P95_TARGET_MS = 150;
const PROMO_CODE = 'BENCH10';
const SHIPPING_ADDRESS = { fullName: 'Sam Shopper', addressLine1: '2211 N First St', adminArea2: 'San Jose', adminArea1: 'CA', postalCode: '95131', countryCode: 'US' };
const PAYPAL_SHIPPING_ADDRESS = { full_name: 'Sam Shopper', address_line_1: '2211 N First St', admin_area_2: 'San Jose', admin_area_1: 'CA', postal_code: '95131', country_code: 'US' };

type Outcome = 'paid' | 'awaiting_approval' | 'out_of_stock' | 'promo_used_up' | 'refused_at_create' | 'error';

interface ShopperResult {
  outcome: Outcome;
  createMs: number | null;
  captureMs: number | null;
  orderId: string | null;
  paypalOrderId: string | null;
  detail?: string;
}

/** CPU seconds (user + system) of the processes whose command line matches, from /proc (Linux). */
function cpuSecondsOf(matches: (pid: number, cmdline: string) => boolean): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!matches(pid, cmdline)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / ticksPerSecond;
}

/**
 * The measured rounds sell from their own products and promo code; the warm-up (a full round at the
 * same concurrency, so the connection pool, PostgreSQL's backends and the JIT are warm) sells from
 * another set, so it leaves the measured stock and promo uses untouched.
 */
interface Catalogue {
  prefix: string;
  promoCode: string;
  stock: number;
  promoMaxUses: number;
}
const MEASURED: Catalogue = { prefix: 'bench', promoCode: PROMO_CODE, stock: STOCK_PER_PRODUCT, promoMaxUses: PROMO_MAX_USES };
const WARM_UP: Catalogue = { prefix: 'warm', promoCode: 'WARM10', stock: 10_000, promoMaxUses: 10_000 };

// A deterministic shopper mix: 1–3 products, 1–2 of each, every third shopper with the promo.
function basketFor(shopper: number, catalogue: Catalogue): { lines: Array<{ productId: string; variantId: null; quantity: number }>; promoCode?: string } {
  let seed = (shopper * 2654435761) >>> 0;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const count = 1 + Math.floor(next() * 3);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(next() * PRODUCTS));
  const lines = [...chosen].map((p) => ({ productId: `${catalogue.prefix}-${p}`, variantId: null, quantity: 1 + Math.floor(next() * 2) }));
  return shopper % 3 === 0 ? { lines, promoCode: catalogue.promoCode } : { lines };
}

// The shoppers stand in for other machines: node:http with kept-alive connections costs this load
// generator about half the CPU of fetch(), which shares the machine's two cores with the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, body: unknown): Promise<{ status: number; json(): unknown; text(): string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text: () => text, json: () => JSON.parse(text) as unknown });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function runShopper(baseUrl: string, shopper: number, catalogue: Catalogue = MEASURED): Promise<ShopperResult> {
  const guestId = `bench-guest-${randomUUID()}`;
  const basket = basketFor(shopper, catalogue);
  const createStarted = performance.now();
  // The address is given at create, as /checkout does (the express button's PayPal address change
  // would store it before capture in the same way); PayPal's approval carries the same one.
  const created = await post(`${baseUrl}/api/checkout/orders`, { country: 'US', guestId, shippingAddress: SHIPPING_ADDRESS, ...basket });
  const createMs = performance.now() - createStarted;
  if (created.status !== 201) {
    return { outcome: created.status === 409 || created.status === 422 ? 'refused_at_create' : 'error', createMs, captureMs: null, orderId: null, paypalOrderId: null, detail: `${created.status} ${created.text()}` };
  }
  const order = created.json() as CreateOrderResponse;
  const approved = await post(`${baseUrl}/paypal-emulator/__approve/${order.paypalOrderId}`, { outcome: 'approve', shippingAddress: PAYPAL_SHIPPING_ADDRESS });
  if (approved.status !== 200) return { outcome: 'error', createMs, captureMs: null, orderId: order.orderId, paypalOrderId: order.paypalOrderId, detail: `approve ${approved.status}` };
  const captureStarted = performance.now();
  const captured = await post(`${baseUrl}/api/checkout/orders/${order.paypalOrderId}/capture`, { guestId });
  const captureMs = performance.now() - captureStarted;
  const body = captured.json() as { status?: string; error?: { code: string; message: string } };
  const base = { createMs, captureMs, orderId: order.orderId, paypalOrderId: order.paypalOrderId };
  if (captured.status === 200) return { ...base, outcome: body.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid' };
  if (body.error?.code === 'OUT_OF_STOCK') return { ...base, outcome: 'out_of_stock' };
  if (body.error?.code === 'PROMO_USED_UP') return { ...base, outcome: 'promo_used_up' };
  return { ...base, outcome: 'error', detail: `${captured.status} ${JSON.stringify(body)}` };
}

async function main(): Promise<void> {
  const name = `shop_bench_checkout_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const shop = await startShopServer(url.toString(), process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', '--cpu-prof-interval', '250', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []);
  const database = await openDatabase({ databaseUrl: url.toString() });
  const problems: string[] = [];
  try {
    const db = database.db;
    for (const catalogue of [MEASURED, WARM_UP]) {
      const { prefix } = catalogue;
      for (let p = 0; p < PRODUCTS; p++) {
        await db.insertInto('products').values({ id: `${prefix}-${p}`, name: `Bench Toy ${prefix} ${p}`, price: 1000 + p * 137, image_url: null }).execute();
        await db.insertInto('inventory').values({ id: `${prefix}-inv-${p}`, product_id: `${prefix}-${p}`, variant_id: null, country: 'US', stock: catalogue.stock }).execute();
      }
      await db.insertInto('discounts').values({ id: `${prefix}-promo`, code: catalogue.promoCode, discount_type: 'percentage', discount_value: 10, max_uses: catalogue.promoMaxUses, current_uses: 0 }).execute();
    }
    await db.insertInto('tax_rates').values({ id: 'bench-tax', state: 'CA', zip_prefix: null, rate_bps: 725 }).execute();
    const initial = new Map((await db.selectFrom('inventory').select(['id', 'stock']).execute()).map((row) => [row.id, row.stock]));

    const baseUrl = shop.baseUrl;

    // Warm-up: JIT, the PayPal token, the connection pool at the measured concurrency.
    const warmUp = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => runShopper(baseUrl, 100_000 + i, WARM_UP)));
    const results: ShopperResult[] = [...warmUp];
    const measured: ShopperResult[] = [];
    let measuredMs = 0;
    // Where the CPU goes during the measured rounds: the shop server, PostgreSQL's backends for this
    // database, and this load generator.
    const cpu = () => ({
      server: cpuSecondsOf((pid) => pid === shop.pid),
      postgres: cpuSecondsOf((_pid, cmdline) => cmdline.startsWith('postgres: ') && cmdline.includes(name)),
      shoppers: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    });
    const cpuBefore = cpu();
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const batch = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => runShopper(baseUrl, round * SHOPPERS + i)));
      measuredMs += performance.now() - started;
      if (process.env.BENCH_VERBOSE) {
        const creates = batch.flatMap((r) => (r.createMs === null ? [] : [r.createMs]));
        const captures = batch.flatMap((r) => (r.captureMs === null ? [] : [r.captureMs]));
        console.log(`round ${round + 1}: ${Math.round(performance.now() - started)} ms, create p50/p95/max ${[50, 95, 100].map((p) => Math.round(percentile(creates, p))).join('/')} ms, capture ${[50, 95, 100].map((p) => Math.round(percentile(captures, p))).join('/')} ms`);
      }
      measured.push(...batch);
      results.push(...batch);
    }

    const cpuAfter = cpu();
    const cpuPerCheckout = (part: keyof typeof cpuBefore) => `${(((cpuAfter[part] - cpuBefore[part]) * 1000) / (ROUNDS * SHOPPERS)).toFixed(1)} ms`;

    // The books.
    const soldRows = await db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.product_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('sold')])
      .where('orders.status', 'in', ['paid', 'awaiting_approval'])
      .groupBy('order_lines.product_id')
      .execute();
    const sold = new Map(soldRows.map((row) => [row.product_id, Number(row.sold)]));
    const final = await db.selectFrom('inventory').select(['id', 'product_id', 'stock']).execute();
    let unitsSold = 0;
    for (const row of final) {
      const start = initial.get(row.id) ?? 0;
      const out = sold.get(row.product_id) ?? 0;
      if (row.product_id.startsWith(`${MEASURED.prefix}-`)) unitsSold += out;
      if (row.stock < 0) problems.push(`inventory ${row.id} below zero: ${row.stock}`);
      if (start - out !== row.stock) problems.push(`inventory ${row.id}: initial ${start} − sold ${out} ≠ final ${row.stock}`);
    }
    const promoUses = async (catalogue: Catalogue) => {
      const promo = await db.selectFrom('discounts').select('current_uses').where('id', '=', `${catalogue.prefix}-promo`).executeTakeFirstOrThrow();
      const paidWith = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('discount_id', '=', `${catalogue.prefix}-promo`).where('status', 'in', ['paid', 'awaiting_approval']).executeTakeFirstOrThrow();
      if (promo.current_uses !== Number(paidWith.n)) problems.push(`${catalogue.promoCode} uses ${promo.current_uses} ≠ paid orders using it ${paidWith.n}`);
      if (promo.current_uses > catalogue.promoMaxUses) problems.push(`${catalogue.promoCode} used ${promo.current_uses} times, max ${catalogue.promoMaxUses}`);
      return { uses: promo.current_uses, paid: Number(paidWith.n) };
    };
    await promoUses(WARM_UP);
    const promo = await promoUses(MEASURED);

    const paidStatuses = new Set(['paid', 'awaiting_approval']);
    const dbStatus = new Map((await db.selectFrom('orders').select(['id', 'status']).execute()).map((row) => [row.id, row.status]));
    const paidPayments = new Set((await db.selectFrom('payments').select('order_id').where('status', '=', 'captured').execute()).map((row) => row.order_id));
    for (const result of results) {
      if (result.outcome === 'error') problems.push(`shopper error: ${result.detail}`);
      if (!result.orderId || !result.paypalOrderId) continue;
      const inspected = (await (await fetch(`${baseUrl}/paypal-emulator/__inspect/orders/${result.paypalOrderId}`)).json()) as { captureCount: number };
      const paid = paidStatuses.has(dbStatus.get(result.orderId) ?? '');
      if (paid !== (result.outcome === 'paid' || result.outcome === 'awaiting_approval')) problems.push(`order ${result.orderId}: answered ${result.outcome}, database says ${dbStatus.get(result.orderId)}`);
      if (inspected.captureCount !== (paid ? 1 : 0)) problems.push(`order ${result.orderId}: ${inspected.captureCount} PayPal captures, paid=${paid}`);
      if (paid !== paidPayments.has(result.orderId)) problems.push(`order ${result.orderId}: payment row does not match (paid=${paid})`);
    }

    const count = (outcome: Outcome) => measured.filter((r) => r.outcome === outcome).length;
    const paidMeasured = count('paid') + count('awaiting_approval');
    const createMs = measured.flatMap((r) => (r.createMs === null ? [] : [r.createMs]));
    const captureMs = measured.flatMap((r) => (r.captureMs === null ? [] : [r.captureMs]));
    const p95Create = percentile(createMs, 95);
    const p95Capture = percentile(captureMs, 95);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`\nCheckout benchmark on PostgreSQL: ${ROUNDS} rounds × ${SHOPPERS} concurrent shoppers, ${PRODUCTS} products × ${STOCK_PER_PRODUCT} units, promo max ${PROMO_MAX_USES} uses\n`);
    console.table({
      'shoppers (measured)': { value: measured.length },
      'paid orders': { value: paidMeasured },
      '…of which awaiting approval': { value: count('awaiting_approval') },
      'refused at capture: out of stock': { value: count('out_of_stock') },
      'refused at capture: promo used up': { value: count('promo_used_up') },
      'refused at create (stale/short)': { value: count('refused_at_create') },
      errors: { value: count('error') },
      'wall time': { value: fmt(measuredMs) },
      'paid orders/s': { value: (paidMeasured / (measuredMs / 1000)).toFixed(1) },
      'checkouts/s (create→approve→capture)': { value: (measured.length / (measuredMs / 1000)).toFixed(1) },
      'create p50': { value: fmt(percentile(createMs, 50)) },
      'create p95': { value: fmt(p95Create) },
      'capture p50': { value: fmt(percentile(captureMs, 50)) },
      'capture p95': { value: fmt(p95Capture) },
      'CPU per checkout: server / PostgreSQL / shoppers': { value: `${cpuPerCheckout('server')} / ${cpuPerCheckout('postgres')} / ${cpuPerCheckout('shoppers')}` },
      'units sold / initial': { value: `${unitsSold} / ${PRODUCTS * STOCK_PER_PRODUCT}` },
      'promo uses / paid orders with promo': { value: `${promo.uses} / ${promo.paid}` },
      'books balance': { value: problems.length === 0 ? 'yes' : `NO (${problems.length} problems)` },
    });
    if (p95Create > P95_TARGET_MS || p95Capture > P95_TARGET_MS) console.log(`note: p95 above the ${P95_TARGET_MS} ms target`);
    for (const problem of problems.slice(0, 20)) console.error(`PROBLEM: ${problem}`);
  } finally {
    await shop.stop();
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (problems.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
