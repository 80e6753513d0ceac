// npm run bench:checkout — N concurrent shoppers (default 50) each create a payment order, approve
// it in the PayPal emulator and capture it, over HTTP against real PostgreSQL, on a catalogue with
// limited stock. Reports throughput and latency, then proves the books balance: for every
// inventory row initial − sold = final and nothing below zero, promo uses = paid orders using it,
// one PayPal capture per paid order and none for the rest. Exits non-zero if anything is off.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import type { CreateOrderResponse } from '../shared/checkout/api';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 40);
const STOCK_PER_PRODUCT = Number(process.env.BENCH_STOCK ?? 15);
const PROMO_MAX_USES = Number(process.env.BENCH_PROMO_USES ?? 25);
const P95_TARGET_MS = 150;
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROMO_CODE = 'BENCH10';

type Outcome = 'paid' | 'awaiting_approval' | 'out_of_stock' | 'promo_used_up' | 'refused_at_create' | 'error';

interface ShopperResult {
  outcome: Outcome;
  createMs: number | null;
  captureMs: number | null;
  orderId: string | null;
  paypalOrderId: string | null;
  detail?: string;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// A deterministic shopper mix: 1–3 products, 1–2 of each, every third shopper with the promo.
function basketFor(shopper: number): { lines: Array<{ productId: string; variantId: null; quantity: number }>; promoCode?: string } {
  let seed = (shopper * 2654435761) >>> 0;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const count = 1 + Math.floor(next() * 3);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(next() * PRODUCTS));
  const lines = [...chosen].map((p) => ({ productId: `bench-${p}`, variantId: null, quantity: 1 + Math.floor(next() * 2) }));
  return shopper % 3 === 0 ? { lines, promoCode: PROMO_CODE } : { lines };
}

async function runShopper(baseUrl: string, shopper: number): Promise<ShopperResult> {
  const guestId = `bench-guest-${randomUUID()}`;
  const basket = basketFor(shopper);
  const json = { 'content-type': 'application/json' };
  const createStarted = performance.now();
  const created = await fetch(`${baseUrl}/api/checkout/orders`, { method: 'POST', headers: json, body: JSON.stringify({ country: 'US', guestId, ...basket }) });
  const createMs = performance.now() - createStarted;
  if (created.status !== 201) {
    const body = await created.text();
    return { outcome: created.status === 409 || created.status === 422 ? 'refused_at_create' : 'error', createMs, captureMs: null, orderId: null, paypalOrderId: null, detail: `${created.status} ${body}` };
  }
  const order = (await created.json()) as CreateOrderResponse;
  const approved = await fetch(`${baseUrl}/paypal-emulator/__approve/${order.paypalOrderId}`, { method: 'POST', headers: json, body: JSON.stringify({ outcome: 'approve' }) });
  if (!approved.ok) return { outcome: 'error', createMs, captureMs: null, orderId: order.orderId, paypalOrderId: order.paypalOrderId, detail: `approve ${approved.status}` };
  const captureStarted = performance.now();
  const captured = await fetch(`${baseUrl}/api/checkout/orders/${order.paypalOrderId}/capture`, { method: 'POST', headers: json, body: JSON.stringify({ guestId }) });
  const captureMs = performance.now() - captureStarted;
  const body = (await captured.json()) as { status?: string; error?: { code: string; message: string } };
  const base = { createMs, captureMs, orderId: order.orderId, paypalOrderId: order.paypalOrderId };
  if (captured.status === 200) return { ...base, outcome: body.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid' };
  if (body.error?.code === 'OUT_OF_STOCK') return { ...base, outcome: 'out_of_stock' };
  if (body.error?.code === 'PROMO_USED_UP') return { ...base, outcome: 'promo_used_up' };
  return { ...base, outcome: 'error', detail: `${captured.status} ${JSON.stringify(body)}` };
}

/** Starts bench/support/checkout-server.ts (it migrates the database) and waits for its port. */
async function startShopServer(databaseUrl: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/support/checkout-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { port?: number };
        if (message.port) resolve(message.port);
      } catch {
        // The server's own log lines.
      }
    });
    child.once('exit', (code) => reject(new Error(`the shop server exited early (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const name = `shop_bench_checkout_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const shop = await startShopServer(url.toString());
  const database = await openDatabase({ databaseUrl: url.toString() });
  const problems: string[] = [];
  try {
    const db = database.db;
    for (let p = 0; p < PRODUCTS; p++) {
      await db.insertInto('products').values({ id: `bench-${p}`, name: `Bench Toy ${p}`, price: 1000 + p * 137, image_url: null }).execute();
      await db.insertInto('inventory').values({ id: `bench-inv-${p}`, product_id: `bench-${p}`, variant_id: null, country: 'US', stock: STOCK_PER_PRODUCT }).execute();
    }
    await db.insertInto('discounts').values({ id: 'bench-promo', code: PROMO_CODE, discount_type: 'percentage', discount_value: 10, max_uses: PROMO_MAX_USES, current_uses: 0 }).execute();
    await db.insertInto('tax_rates').values({ id: 'bench-tax', state: 'CA', zip_prefix: null, rate_bps: 725 }).execute();
    const initial = new Map((await db.selectFrom('inventory').select(['id', 'stock']).execute()).map((row) => [row.id, row.stock]));

    const baseUrl = shop.baseUrl;

    // Warm-up: JIT, the PayPal token, connection pool.
    const warmUp = await Promise.all(Array.from({ length: 5 }, (_, i) => runShopper(baseUrl, 100_000 + i)));
    const results: ShopperResult[] = [...warmUp];
    const measured: ShopperResult[] = [];
    let measuredMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const batch = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => runShopper(baseUrl, round * SHOPPERS + i)));
      measuredMs += performance.now() - started;
      measured.push(...batch);
      results.push(...batch);
    }

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
      unitsSold += out;
      if (row.stock < 0) problems.push(`inventory ${row.id} below zero: ${row.stock}`);
      if (start - out !== row.stock) problems.push(`inventory ${row.id}: initial ${start} − sold ${out} ≠ final ${row.stock}`);
    }
    const promo = await db.selectFrom('discounts').select('current_uses').where('id', '=', 'bench-promo').executeTakeFirstOrThrow();
    const paidWithPromo = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('discount_id', '=', 'bench-promo').where('status', 'in', ['paid', 'awaiting_approval']).executeTakeFirstOrThrow();
    if (promo.current_uses !== Number(paidWithPromo.n)) problems.push(`promo uses ${promo.current_uses} ≠ paid orders using it ${paidWithPromo.n}`);
    if (promo.current_uses > PROMO_MAX_USES) problems.push(`promo used ${promo.current_uses} times, max ${PROMO_MAX_USES}`);

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
      'units sold / initial': { value: `${unitsSold} / ${PRODUCTS * STOCK_PER_PRODUCT}` },
      'promo uses / paid orders with promo': { value: `${promo.current_uses} / ${paidWithPromo.n}` },
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
