import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { refreshRollups } from '../../server/analytics/analytics-rollup.repo';
import type { OrderStatus } from '../../shared/orders/order-status';

// The analytics rollups (docs/decisions/066, migration 0032) kept up to date by marks the triggers
// append: after any change to an order, its lines, its approval decision or its refunds, a refresh
// leaves the rollups exactly as rebuilding them from every order would. The figures themselves are
// checked against a fixture computed by hand in admin-analytics.test.ts.

let t: TestApp;
let counter = 0;

const db = () => t.deps.db;

async function placeOrder(order: { country?: 'US' | 'UK'; at: string; status: OrderStatus; lines?: Array<[product: string, price: number, quantity: number]>; needsApproval?: boolean }): Promise<string> {
  const id = randomUUID();
  counter += 1;
  const country = order.country ?? 'US';
  const lines = order.lines ?? [['robot', 2500, 1]];
  const subtotal = lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
  const at = new Date(order.at);
  await db()
    .insertInto('orders')
    .values({
      id, order_number: `TS-RU-${String(counter).padStart(4, '0')}`, guest_id: `guest-${id}`, email: 'rollups@example.com',
      country, currency: country === 'US' ? 'USD' : 'GBP', status: order.status, subtotal, total: subtotal,
      needs_approval: order.needsApproval ?? false, created_at: at, updated_at: at,
    })
    .execute();
  await db()
    .insertInto('order_lines')
    .values(lines.map(([product, price, quantity]) => ({ id: randomUUID(), order_id: id, product_id: product, product_name: product, unit_price: price, quantity, line_total: price * quantity })))
    .execute();
  return id;
}

async function addRefund(orderId: string, status: 'pending' | 'completed', amount = 1000): Promise<string> {
  const paymentId = randomUUID();
  const order = await db().selectFrom('orders').select(['currency', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
  await db()
    .insertInto('payments')
    .values({ id: paymentId, order_id: orderId, provider_order_id: `PAYPAL-${paymentId}`, create_request_id: randomUUID(), status: 'captured', amount: order.total, currency: order.currency })
    .execute();
  const id = randomUUID();
  await db()
    .insertInto('refunds')
    .values({
      id, order_id: orderId, payment_id: paymentId, amount, currency: order.currency, reason: 'Test', lines: '[]', status,
      request_key: randomUUID(), paypal_request_id: randomUUID(), completed_at: status === 'completed' ? new Date() : null,
    })
    .execute();
  return id;
}

/** The rollups' rows as plain JSON (days as text, every figure a number). */
async function rollups() {
  const days = await sql<{ row: Record<string, unknown> }>`select to_jsonb(d) as row from analytics_sales_days d order by country, day`.execute(db());
  const products = await sql<{ row: Record<string, unknown> }>`select to_jsonb(p) as row from analytics_product_days p order by country, day, product_id`.execute(db());
  return { days: days.rows.map((entry) => entry.row), products: products.rows.map((entry) => entry.row) };
}

/** Refreshes, then checks the rollups against a rebuild from every order. */
async function expectUpToDate(): Promise<Awaited<ReturnType<typeof rollups>>> {
  await refreshRollups(db());
  const kept = await rollups();
  await sql`delete from analytics_sales_days`.execute(db());
  await sql`delete from analytics_product_days`.execute(db());
  await sql`insert into analytics_stale (country, at) select country, created_at from orders`.execute(db());
  await refreshRollups(db());
  expect(kept).toEqual(await rollups());
  return kept;
}

const dayOf = (figures: Awaited<ReturnType<typeof rollups>>, day: string) => figures.days.find((row) => row.country === 'US' && row.day === day);

beforeAll(async () => {
  t = await createTestApp();
  await db().insertInto('products').values([
    { id: 'robot', name: 'Robot', price: 2500, price_uk: 2000, image_url: null, category_id: null, brand_id: null },
    { id: 'kite', name: 'Kite', price: 1000, price_uk: 800, image_url: null, category_id: null, brand_id: null },
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await refreshRollups(db());
});

describe('the analytics rollups follow every change', () => {
  it('a checkout writes no mark until its payment is captured', async () => {
    const id = await placeOrder({ at: '2026-04-01T15:00:00Z', status: 'pending_payment', lines: [['robot', 2500, 1], ['kite', 1000, 2]] });
    expect(Number((await sql<{ n: string }>`select count(*) as n from analytics_stale`.execute(db())).rows[0]!.n)).toBe(0);
    await db().updateTable('orders').set({ status: 'paid' }).where('id', '=', id).execute();
    expect(Number((await sql<{ n: string }>`select count(*) as n from analytics_stale`.execute(db())).rows[0]!.n)).toBe(1);
    const figures = await expectUpToDate();
    expect(dayOf(figures, '2026-04-01')).toMatchObject({ gross_sales: 4500, orders: 1, units: 3 });
  });

  it('payment, cancellation, a refund completing, an approval decision, a late line and a moved day', async () => {
    const pending = await placeOrder({ at: '2026-04-02T15:00:00Z', status: 'pending_payment' });
    const paid = await placeOrder({ at: '2026-04-02T16:00:00Z', status: 'paid', lines: [['kite', 1000, 3]] });
    const held = await placeOrder({ at: '2026-04-02T17:00:00Z', status: 'awaiting_approval', needsApproval: true });
    await expectUpToDate();

    await db().updateTable('orders').set({ status: 'paid' }).where('id', '=', pending).execute();
    expect(dayOf(await expectUpToDate(), '2026-04-02')).toMatchObject({ orders: 3 });

    // Refunded in full, then cancelled: still a sale, with a refund.
    const refund = await addRefund(paid, 'pending', 3000);
    await expectUpToDate();
    await db().updateTable('refunds').set({ status: 'completed', completed_at: new Date() }).where('id', '=', refund).execute();
    expect(dayOf(await expectUpToDate(), '2026-04-02')).toMatchObject({ orders: 3, refunded_orders: 1 });
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', paid).execute();
    expect(dayOf(await expectUpToDate(), '2026-04-02')).toMatchObject({ orders: 3, refunded_orders: 1 });

    await db().updateTable('orders').set({ status: 'processing' }).where('id', '=', held).execute();
    await db().insertInto('order_status_history').values({ order_id: held, from_status: 'awaiting_approval', to_status: 'processing', reason: 'Approved', changed_by: null }).execute();
    expect(dayOf(await expectUpToDate(), '2026-04-02')).toMatchObject({ approved: 1, rejected: 0 });

    await db().insertInto('order_lines').values({ id: randomUUID(), order_id: held, product_id: 'kite', product_name: 'Kite', unit_price: 1000, quantity: 4, line_total: 4000 }).execute();
    await expectUpToDate();

    await db().updateTable('orders').set({ created_at: new Date('2026-04-05T15:00:00Z') }).where('id', '=', held).execute();
    const moved = await expectUpToDate();
    expect(dayOf(moved, '2026-04-02')).toMatchObject({ orders: 2 });
    expect(dayOf(moved, '2026-04-05')).toMatchObject({ orders: 1, units: 5 });
  });

  it('payments and reports at the same time leave nothing behind (PostgreSQL: separate connections)', async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, index) => placeOrder({ at: `2026-04-${String(10 + (index % 4)).padStart(2, '0')}T15:00:00Z`, status: 'pending_payment' })));
    let paying = true;
    const refreshing = (async () => {
      let refreshes = 0;
      while (paying || refreshes < 3) {
        await refreshRollups(db());
        refreshes += 1;
      }
      return refreshes;
    })();
    await Promise.all(ids.map((id) => db().transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'paid' }).where('id', '=', id).execute();
      await trx.insertInto('order_status_history').values({ order_id: id, from_status: 'pending_payment', to_status: 'paid', reason: 'Paid', changed_by: null }).execute();
    })));
    paying = false;
    expect(await refreshing).toBeGreaterThanOrEqual(3);
    const figures = await expectUpToDate();
    for (const day of ['2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']) expect(dayOf(figures, day)).toMatchObject({ orders: 6 });
  });
});
