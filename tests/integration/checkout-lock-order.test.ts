import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { TestClient } from '../support/http';
import { releaseCapture, reserveCapture, settleCapture, type Reservation } from '../../server/checkout/capture.repo';
import { changeShippingAddress } from '../../server/checkout/shipping-change.service';
import type { Shopper } from '../../server/orders/order-access';
import { approveAtPayPal, checkoutTestApp, createOrder, insertDiscount, insertProduct, newGuestId, stockOf, US_ADDRESS, usesOf } from './checkout-fixtures';

// Every checkout statement takes its row locks in one order: the order, its payment, the promo
// code, then inventory by product and variant (issue 9 §2: a settle that locked the payment before
// the order deadlocked with a sibling capture's reservation, about once in twelve orders). These
// call the statements themselves, without the retry the service wraps them in, so a deadlock
// PostgreSQL breaks is an error here. On PostgreSQL each pair is forced into the interleaving that
// deadlocked: a third connection holds the order's row (FOR SHARE) until the first statement waits
// for it and the second has taken what it takes before needing the order. PGlite has one
// connection, so there the statements run one after another and the outcomes are checked alike.

const app = checkoutTestApp();

const STALE_SECONDS = 300;
const APPROVAL_KEYS = ['order_approval_threshold', 'order_approval_max_line_quantity'];
const onPostgres = () => app().kind === 'postgres';

interface Claimed {
  orderId: string;
  paypalOrderId: string;
  shopper: Shopper;
  claim: Reservation;
}

/** An approved order of `quantity` of each product, claimed by a first capture's reservation. */
async function claimedOrder(products: string[], options: { promoCode?: string; quantity?: number } = {}): Promise<Claimed> {
  const client = new TestClient(app());
  const guestId = newGuestId();
  const created = await createOrder(client, {
    country: 'US', guestId, email: 'locks@example.com', shippingAddress: US_ADDRESS,
    ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    lines: products.map((productId) => ({ productId, variantId: null, quantity: options.quantity ?? 1 })),
  });
  await approveAtPayPal(app(), created.paypalOrderId);
  const shopper = { userId: null, guestId };
  const claim = await reserve(created.paypalOrderId, shopper);
  expect(claim.reserved).toBe(true);
  return { orderId: created.orderId, paypalOrderId: created.paypalOrderId, shopper, claim };
}

async function reserve(paypalOrderId: string, shopper: Shopper): Promise<Reservation> {
  const found = await reserveCapture(app().deps.db, paypalOrderId, shopper, STALE_SECONDS, APPROVAL_KEYS);
  if (!found) throw new Error(`no order for ${paypalOrderId}`);
  return found;
}

function settle(order: Claimed): Promise<boolean> {
  const { claim } = order;
  return settleCapture(app().deps.db, {
    orderId: order.orderId,
    order: { needs_approval: false, email: 'locks@example.com' },
    paymentId: claim.payment.id,
    captureRequestId: claim.payment.capture_request_id!,
    payment: { status: 'captured', capture_id: `cap-${order.orderId}`, amount: claim.order.total },
    steps: [{ action: 'capture', changedBy: null, reason: 'Payment captured' }],
  });
}

function release(order: Claimed): Promise<boolean> {
  return releaseCapture(app().deps.db, { paymentId: order.claim.payment.id, captureRequestId: order.claim.payment.capture_request_id!, status: 'declined', reason: 'declined', freshRequestId: true });
}

function changeAddress(order: Claimed) {
  return changeShippingAddress(app().deps.db, app().deps.paypal, order.shopper, order.paypalOrderId, { ...US_ADDRESS, adminArea1: 'CA', postalCode: '94105' }, app().deps.log);
}

/** Backends of this test's database waiting for a row lock. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0]!.n;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  await expect.poll(condition, { timeout: 10_000, interval: 5 }).toBe(true);
}

/**
 * Runs `first` and `second` so that on PostgreSQL `first` is waiting for the row `rowSql` locks
 * (FOR SHARE, or FOR KEY SHARE when `keyShare`) before `second` starts, and `second` is waiting
 * too (or done) before the row is let go. Answers both outcomes; a deadlock is a rejection.
 */
async function interleaved<A, B>(rowSql: { table: 'orders' | 'inventory'; id: string; keyShare?: boolean }, first: () => Promise<A>, second: () => Promise<B>) {
  if (!onPostgres()) return Promise.allSettled([first(), second()]);
  const holder = new pg.Client({ connectionString: app().config.databaseUrl });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from ${rowSql.table} where id = $1 ${rowSql.keyShare ? 'for key share' : 'for share'}`, [rowSql.id]);
    const firstDone = first();
    await until(async () => (await lockWaiters(holder)) >= 1);
    let secondFinished = false;
    const secondDone = second().finally(() => {
      secondFinished = true;
    });
    await until(async () => secondFinished || (await lockWaiters(holder)) >= 2);
    await holder.query('commit');
    return await Promise.allSettled([firstDone, secondDone]);
  } finally {
    await holder.end();
  }
}

function value<T>(outcome: PromiseSettledResult<T>): T {
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

async function statusesOf(order: Claimed) {
  const row = await app().deps.db.selectFrom('orders').innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['orders.status as order', 'payments.status as payment']).where('orders.id', '=', order.orderId).executeTakeFirstOrThrow();
  return row;
}

describe('checkout statements lock in one order', () => {
  it('a sibling capture’s reservation waiting on the order, then the first capture’s settle: both finish, the order is paid', async () => {
    await insertProduct(app(), { id: 'l-settle', price: 1500, stock: { US: 5 } });
    const order = await claimedOrder(['l-settle']);
    const [sibling, settled] = await interleaved({ table: 'orders', id: order.orderId }, () => reserve(order.paypalOrderId, order.shopper), () => settle(order));
    expect(value(sibling)).toMatchObject({ reserved: false });
    expect(value(settled)).toBe(true);
    expect(await statusesOf(order)).toEqual({ order: 'paid', payment: 'captured' });
    expect(await stockOf(app(), 'l-settle')).toBe(4);
  });

  it('a sibling reservation, then a release: both finish, stock and code use given back once', async () => {
    await insertProduct(app(), { id: 'l-release', price: 1500, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'LOCKREL', value: 10, maxUses: 5 });
    const order = await claimedOrder(['l-release'], { promoCode: 'LOCKREL', quantity: 2 });
    const [sibling, released] = await interleaved({ table: 'orders', id: order.orderId }, () => reserve(order.paypalOrderId, order.shopper), () => release(order));
    // Waiting behind the release, the sibling may find the order free again and reserve it itself.
    const reservedAgain = value(sibling).reserved;
    expect(value(released)).toBe(true);
    expect(await stockOf(app(), 'l-release')).toBe(reservedAgain ? 3 : 5);
    expect(await usesOf(app(), 'LOCKREL')).toBe(reservedAgain ? 1 : 0);
  });

  it('an address change waiting on the order, then the settle: the change is refused, the order paid at its amount', async () => {
    await insertProduct(app(), { id: 'l-address', price: 1500, stock: { US: 5 } });
    const order = await claimedOrder(['l-address']);
    const [change, settled] = await interleaved({ table: 'orders', id: order.orderId }, () => changeAddress(order), () => settle(order));
    expect(value(change)).toMatchObject({ ok: false, refusal: { code: 'CONFLICT' } });
    expect(value(settled)).toBe(true);
    expect(await statusesOf(order)).toEqual({ order: 'paid', payment: 'captured' });
  });

  it('another order’s reservation waiting on a shared product, then a release using the same code and product: both finish', async () => {
    await insertProduct(app(), { id: 'l-shared-a', price: 1500, stock: { US: 10 } });
    await insertProduct(app(), { id: 'l-shared-b', price: 900, stock: { US: 10 } });
    await insertDiscount(app(), { code: 'LOCKSHARED', value: 10, maxUses: 10 });
    const releasing = await claimedOrder(['l-shared-a', 'l-shared-b'], { promoCode: 'LOCKSHARED' });
    const other = await claimedOrder(['l-shared-b'], { promoCode: 'LOCKSHARED' });
    // The other order is given back first so it can be reserved again, racing the release.
    expect(await release(other)).toBe(true);
    const inventoryId = (await app().deps.db.selectFrom('inventory').select('id').where('product_id', '=', 'l-shared-b').executeTakeFirstOrThrow()).id;
    const [reserved, released] = await interleaved(
      { table: 'inventory', id: inventoryId, keyShare: true },
      () => reserve(other.paypalOrderId, other.shopper),
      () => release(releasing),
    );
    expect(value(reserved)).toMatchObject({ reserved: true });
    expect(value(released)).toBe(true);
    expect(await stockOf(app(), 'l-shared-a')).toBe(10);
    expect(await stockOf(app(), 'l-shared-b')).toBe(9);
    expect(await usesOf(app(), 'LOCKSHARED')).toBe(1);
  });

  it('30 rounds of a double click with retries: five sibling reservations, an address change and the settle or release, all at once', async () => {
    await insertProduct(app(), { id: 'l-burst-a', price: 1200, stock: { US: 100 } });
    await insertProduct(app(), { id: 'l-burst-b', price: 800, stock: { US: 100 } });
    await insertDiscount(app(), { code: 'LOCKBURST', value: 5, maxUses: 1000 });
    let paid = 0;
    for (let round = 0; round < 30; round++) {
      const order = await claimedOrder(['l-burst-a', 'l-burst-b'], { promoCode: 'LOCKBURST' });
      const declines = round % 3 === 2;
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 5 }, () => reserve(order.paypalOrderId, order.shopper)),
        changeAddress(order),
        declines ? release(order) : settle(order),
      ]);
      const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason));
      expect(failures, `round ${round}`).toEqual([]);
      // A sibling that found the order released may have claimed it again: give that back.
      const again = outcomes.slice(0, 5).map((outcome) => value(outcome as PromiseSettledResult<Reservation>)).find((reservation) => reservation.reserved);
      if (again) expect(await release({ ...order, claim: again })).toBe(true);
      if (!declines) paid++;
      expect(await statusesOf(order), `round ${round}`).toEqual(declines ? { order: 'pending_payment', payment: 'declined' } : { order: 'paid', payment: 'captured' });
    }
    // Every paid order kept its stock and code use; everything released came back.
    expect(await stockOf(app(), 'l-burst-a')).toBe(100 - paid);
    expect(await stockOf(app(), 'l-burst-b')).toBe(100 - paid);
    expect(await usesOf(app(), 'LOCKBURST')).toBe(paid);
  });
});
