import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { refreshRollups } from '../../server/analytics/analytics-rollup.repo';
import { dashboardFor } from '../../server/admin/dashboard/dashboard.service';
import type { OrderStatus } from '../../shared/orders/order-status';
import { saleDayOf } from '../../shared/orders/sale-day';

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
  await sql`insert into analytics_stale (country, at) select country, paid_at from orders where paid_at is not null`.execute(db());
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
  it('a checkout writes no mark until its payment is captured, and counts on the day it was paid, not placed', async () => {
    const id = await placeOrder({ at: '2026-04-01T15:00:00Z', status: 'pending_payment', lines: [['robot', 2500, 1], ['kite', 1000, 2]] });
    expect(Number((await sql<{ n: string }>`select count(*) as n from analytics_stale`.execute(db())).rows[0]!.n)).toBe(0);
    await db().updateTable('orders').set({ status: 'paid' }).where('id', '=', id).execute();
    expect(Number((await sql<{ n: string }>`select count(*) as n from analytics_stale`.execute(db())).rows[0]!.n)).toBe(1);
    // The database recorded when the payment was taken (now), and the sale is on that shop day.
    const { paid_at: paidAt } = await db().selectFrom('orders').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Math.abs(paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const figures = await expectUpToDate();
    expect(dayOf(figures, saleDayOf(paidAt!, 'US'))).toMatchObject({ gross_sales: 4500, orders: 1, units: 3 });
    expect(dayOf(figures, '2026-04-01')).toBeUndefined();
    await db().deleteFrom('orders').where('id', '=', id).execute();
    await expectUpToDate();
  });

  it('payment, cancellation, a refund completing, an approval decision, a late line and a moved day', async () => {
    const pending = await placeOrder({ at: '2026-04-02T15:00:00Z', status: 'pending_payment' });
    const paid = await placeOrder({ at: '2026-04-02T16:00:00Z', status: 'paid', lines: [['kite', 1000, 3]] });
    const held = await placeOrder({ at: '2026-04-02T17:00:00Z', status: 'awaiting_approval', needsApproval: true });
    await expectUpToDate();

    // Paid the same day (the payment's moment given, as a capture that day would have recorded it).
    await db().updateTable('orders').set({ status: 'paid', paid_at: new Date('2026-04-02T18:00:00Z') }).where('id', '=', pending).execute();
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

    // When it was placed does not decide its day; when it was paid does.
    await db().updateTable('orders').set({ created_at: new Date('2026-04-04T15:00:00Z') }).where('id', '=', held).execute();
    expect(dayOf(await expectUpToDate(), '2026-04-02')).toMatchObject({ orders: 3 });
    await db().updateTable('orders').set({ paid_at: new Date('2026-04-05T15:00:00Z') }).where('id', '=', held).execute();
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
    await Promise.all(ids.map((id, index) => db().transaction().execute(async (trx) => {
      // Paid an hour after it was placed (the payment's moment given, as a capture then would have recorded it).
      await trx.updateTable('orders').set({ status: 'paid', paid_at: new Date(`2026-04-${String(10 + (index % 4)).padStart(2, '0')}T16:00:00Z`) }).where('id', '=', id).execute();
      await trx.insertInto('order_status_history').values({ order_id: id, from_status: 'pending_payment', to_status: 'paid', reason: 'Paid', changed_by: null }).execute();
    })));
    paying = false;
    expect(await refreshing).toBeGreaterThanOrEqual(3);
    const figures = await expectUpToDate();
    for (const day of ['2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']) expect(dayOf(figures, day)).toMatchObject({ orders: 6 });
  });
});

describe('one day for a sale (shared/orders/sale-day.ts)', () => {
  it('the database records the payment\'s moment with the status change that takes it, once', async () => {
    const id = await placeOrder({ at: '2026-05-01T15:00:00Z', status: 'pending_payment' });
    await db().transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'paid' }).where('id', '=', id).execute();
      await trx.insertInto('order_status_history').values({ order_id: id, from_status: 'pending_payment', to_status: 'paid', reason: 'Paid', changed_by: null }).execute();
    });
    const paid = await db().selectFrom('orders').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow();
    const history = await db().selectFrom('order_status_history').select('created_at').where('order_id', '=', id).where('to_status', '=', 'paid').executeTakeFirstOrThrow();
    expect(paid.paid_at).toEqual(history.created_at);
    // Later moves (and a cancellation after a refund) keep it: it was paid that day.
    await db().updateTable('orders').set({ status: 'processing' }).where('id', '=', id).execute();
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await db().selectFrom('orders').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow()).paid_at).toEqual(history.created_at);
    // Cancelled before payment: never a sale.
    const unpaid = await placeOrder({ at: '2026-05-01T16:00:00Z', status: 'pending_payment' });
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', unpaid).execute();
    expect((await db().selectFrom('orders').select('paid_at').where('id', '=', unpaid).executeTakeFirstOrThrow()).paid_at).toBeNull();
    await db().deleteFrom('orders').where('id', 'in', [id, unpaid]).execute();
    await expectUpToDate();
  });

  it('placed at 23:50 in New York and paid at 00:05: the dashboard and analytics both count it on the second day', async () => {
    // 2026-07-14 23:50 EDT = 2026-07-15T03:50Z; paid 2026-07-15 00:05 EDT = 04:05Z.
    const id = await placeOrder({ country: 'US', at: '2026-07-15T03:50:00Z', status: 'pending_payment', lines: [['robot', 2500, 1]] });
    const paidAt = new Date('2026-07-15T04:05:00Z');
    await db().updateTable('orders').set({ status: 'paid', paid_at: paidAt }).where('id', '=', id).execute();
    await db()
      .insertInto('payments')
      .values({ id: randomUUID(), order_id: id, provider_order_id: `PAYPAL-${id}`, create_request_id: randomUUID(), status: 'captured', amount: 2500, currency: 'USD' })
      .execute();
    expect(saleDayOf(paidAt, 'US')).toBe('2026-07-15');

    const figures = await expectUpToDate();
    expect(dayOf(figures, '2026-07-15')).toMatchObject({ gross_sales: 2500, orders: 1 });
    expect(dayOf(figures, '2026-07-14')).toBeUndefined();

    const us = (now: string) => dashboardFor(db(), { roles: ['admin'] }, new Date(now), { kind: 'all' }).then((data) => data.countries.find((entry) => entry.country === 'US')!);
    // At 10:00 on the 15th (New York) it is one of today's sales.
    expect((await us('2026-07-15T14:00:00Z')).today).toEqual({ sales: 2500, orders: 1 });
    // At 23:55 on the 14th it was placed but not yet paid: not a sale of that day.
    expect((await us('2026-07-15T03:55:00Z')).today).toEqual({ sales: 0, orders: 0 });
  });
});
