import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { AnalyticsReport, CountryAnalytics } from '../../shared/analytics/analytics';
import type { OrderStatus } from '../../shared/orders/order-status';
import { ok, refusal, signedInTeam, type SignedIn } from './admin-fixtures';

// Analytics (issue 15, docs/decisions/056) against a fixture computed by hand: orders in USD and GBP,
// refunds (of this period's orders and of an earlier one), a discount, pickup and shipping, an order
// approved and one rejected, orders that never were sales; each country on its own shop days.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let counter = 0;

interface Sale {
  country: 'US' | 'UK';
  at: string;
  status: OrderStatus;
  lines: Array<[product: string, unitPrice: number, quantity: number]>;
  discount?: number;
  shipping?: number;
  delivery?: 'shipping' | 'pickup';
  /** A completed refund: amount and when it completed. */
  refund?: [amount: number, at: string];
  approval?: 'approved' | 'rejected';
}

async function insertSale(sale: Sale): Promise<string> {
  const db = t.deps.db;
  const id = randomUUID();
  counter += 1;
  const subtotal = sale.lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
  const discount = sale.discount ?? 0;
  const shipping = sale.shipping ?? 0;
  const currency = sale.country === 'US' ? 'USD' : 'GBP';
  const delivery = sale.delivery ?? 'shipping';
  let storeId: string | null = null;
  if (delivery === 'pickup') {
    storeId = (await db.selectFrom('stores').select('id').where('country', '=', sale.country).executeTakeFirst())?.id ?? randomUUID();
    await db
      .insertInto('stores')
      .values({ id: storeId, name: `Store ${storeId}`, slug: `store-${storeId}`, country: sale.country, address_line_1: '1 Test Street', city: 'Testville', postal_code: '10001', opening_hours: '[]', latitude: 40.7, longitude: -74 })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const createdAt = new Date(sale.at);
  await db
    .insertInto('orders')
    .values({
      id, order_number: `TS-AN-${String(counter).padStart(4, '0')}`, guest_id: `guest-${id}`, email: 'shopper@example.com',
      country: sale.country, currency, status: sale.status, delivery_method: delivery, pickup_store_id: storeId,
      subtotal, discount_total: discount, shipping_total: shipping, total: subtotal - discount + shipping,
      needs_approval: sale.approval !== undefined, created_at: createdAt, updated_at: createdAt,
      // Paid when placed, unless it never was: a sale's day is its payment's (migration 0036).
      paid_at: sale.status === 'pending_payment' || (sale.status === 'cancelled' && !sale.refund) ? null : createdAt,
    })
    .execute();
  await db
    .insertInto('order_lines')
    .values(sale.lines.map(([product, price, quantity]) => ({ id: randomUUID(), order_id: id, product_id: product, product_name: product, unit_price: price, quantity, line_total: price * quantity })))
    .execute();
  const paymentId = randomUUID();
  await db
    .insertInto('payments')
    .values({
      id: paymentId, order_id: id, provider_order_id: `PAYPAL-${id}`, create_request_id: randomUUID(),
      status: sale.status === 'pending_payment' || (sale.status === 'cancelled' && !sale.refund) ? 'created' : 'captured',
      amount: subtotal - discount + shipping, currency, created_at: createdAt, updated_at: createdAt,
    })
    .execute();
  if (sale.approval) {
    await db
      .insertInto('order_status_history')
      .values({ order_id: id, from_status: 'awaiting_approval', to_status: sale.approval === 'approved' ? 'processing' : 'cancelled', reason: 'Decided', changed_by: null, created_at: createdAt })
      .execute();
  }
  if (sale.refund) {
    await db
      .insertInto('refunds')
      .values({
        id: randomUUID(), order_id: id, payment_id: paymentId, amount: sale.refund[0], currency, reason: 'Test', lines: '[]', status: 'completed',
        request_key: randomUUID(), paypal_request_id: randomUUID(), created_at: new Date(sale.refund[1]), completed_at: new Date(sale.refund[1]),
      })
      .execute();
  }
  return id;
}

const country = (report: AnalyticsReport, code: 'US' | 'UK'): CountryAnalytics => report.countries.find((entry) => entry.country === code)!;
const RANGE = '/api/admin/analytics?from=2026-03-10&to=2026-03-12';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, staff } = await signedInTeam(t));
  const db = t.deps.db;
  await db.insertInto('categories').values([
    { id: 'cat-robots', name: 'Robots', slug: 'robots', description: null },
    { id: 'cat-outdoor', name: 'Outdoor', slug: 'outdoor', description: null },
  ]).execute();
  await db.insertInto('products').values([
    { id: 'robot', name: 'Robot', price: 2500, price_uk: 2000, image_url: null, category_id: 'cat-robots', brand_id: null },
    { id: 'kite', name: 'Kite', price: 1000, price_uk: 800, image_url: null, category_id: 'cat-outdoor', brand_id: null },
    { id: 'puzzle', name: 'Puzzle', price: 1500, price_uk: 700, image_url: null, category_id: null, brand_id: null },
  ]).execute();

  // US, America/New_York: daylight saving time since 8 March 2026 (UTC−4).
  await insertSale({ country: 'US', at: '2026-03-10T15:00:00Z', status: 'delivered', lines: [['robot', 2500, 2], ['kite', 1000, 1]], discount: 600, shipping: 500 }); // 5,900
  await insertSale({ country: 'US', at: '2026-03-11T03:30:00Z', status: 'paid', delivery: 'pickup', lines: [['kite', 1000, 3]] }); // 3,000 on 10 March in New York
  await insertSale({ country: 'US', at: '2026-03-12T16:00:00Z', status: 'refunded', lines: [['robot', 2500, 1]], shipping: 500, refund: [3000, '2026-03-12T18:00:00Z'] }); // 3,000
  await insertSale({ country: 'US', at: '2026-03-13T03:59:00Z', status: 'processing', lines: [['puzzle', 1500, 1]], approval: 'approved' }); // 1,500, 12 March 23:59 in New York
  await insertSale({ country: 'US', at: '2026-03-11T12:00:00Z', status: 'cancelled', lines: [['kite', 1000, 2]], approval: 'rejected', refund: [2000, '2026-03-11T13:00:00Z'] }); // 2,000 rejected and refunded
  // Not sales of the period: 13 March in New York; never paid; cancelled before payment.
  await insertSale({ country: 'US', at: '2026-03-13T04:01:00Z', status: 'paid', lines: [['robot', 9999, 1]] });
  await insertSale({ country: 'US', at: '2026-03-11T12:00:00Z', status: 'pending_payment', lines: [['robot', 7777, 1]] });
  await insertSale({ country: 'US', at: '2026-03-11T12:00:00Z', status: 'cancelled', lines: [['robot', 8888, 1]] });
  // The previous period (7–9 March): one refunded in part during this period.
  await insertSale({ country: 'US', at: '2026-03-08T15:00:00Z', status: 'delivered', lines: [['robot', 4000, 1]], refund: [1000, '2026-03-11T10:00:00Z'] });
  await insertSale({ country: 'US', at: '2026-03-09T12:00:00Z', status: 'paid', lines: [['kite', 1000, 1]] });

  // UK, Europe/London: GMT in March (UTC+0).
  await insertSale({ country: 'UK', at: '2026-03-10T00:30:00Z', status: 'delivered', lines: [['robot', 2000, 1]], refund: [500, '2026-03-11T10:00:00Z'] }); // 2,000
  await insertSale({ country: 'UK', at: '2026-03-12T23:59:00Z', status: 'collected', delivery: 'pickup', lines: [['kite', 800, 2]], discount: 100 }); // 1,500
  await insertSale({ country: 'UK', at: '2026-03-09T23:59:00Z', status: 'paid', lines: [['puzzle', 700, 1]] }); // previous period
});
afterAll(async () => {
  await t?.close();
});

describe('the figures per country, in its own currency', () => {
  let report: AnalyticsReport;
  beforeAll(async () => {
    report = await ok<AnalyticsReport>(await manager.client.get(RANGE));
  });

  it('names the previous period: as many days, just before', () => {
    expect([report.from, report.to, report.previousFrom, report.previousTo]).toEqual(['2026-03-10', '2026-03-12', '2026-03-07', '2026-03-09']);
    expect(report.countries.map((entry) => [entry.country, entry.currency, entry.timeZone])).toEqual([
      ['US', 'USD', 'America/New_York'],
      ['UK', 'GBP', 'Europe/London'],
    ]);
  });

  it('US: gross, refunds, net, orders, average, units, discount, approval and refund rates, in cents', () => {
    expect(country(report, 'US').totals).toEqual({
      grossSales: 15_400, refunds: 6_000, netSales: 9_400, orders: 5, averageOrderValue: 3_080, units: 10, discountCost: 600,
      approvalRate: 0.5, approved: 1, rejected: 1, refundRate: 0.4, refundedOrders: 2,
    });
    expect(country(report, 'US').previous).toEqual({
      grossSales: 5_000, refunds: 0, netSales: 5_000, orders: 2, averageOrderValue: 2_500, units: 2, discountCost: 0,
      approvalRate: null, approved: 0, rejected: 0, refundRate: 0.5, refundedOrders: 1,
    });
  });

  it('UK: in pence, nothing of the US in it', () => {
    expect(country(report, 'UK').totals).toEqual({
      grossSales: 3_500, refunds: 500, netSales: 3_000, orders: 2, averageOrderValue: 1_750, units: 3, discountCost: 100,
      approvalRate: null, approved: 0, rejected: 0, refundRate: 0.5, refundedOrders: 1,
    });
    expect(country(report, 'UK').previous).toMatchObject({ grossSales: 700, refunds: 0, netSales: 700, orders: 1, units: 1 });
  });

  it('per shop day, with the same day of the previous period beside it', () => {
    expect(country(report, 'US').days).toEqual([
      { day: '2026-03-10', grossSales: 8_900, netSales: 8_900, orders: 2, previousDay: '2026-03-07', previousGrossSales: 0, previousNetSales: 0, previousOrders: 0 },
      { day: '2026-03-11', grossSales: 2_000, netSales: -1_000, orders: 1, previousDay: '2026-03-08', previousGrossSales: 4_000, previousNetSales: 4_000, previousOrders: 1 },
      { day: '2026-03-12', grossSales: 4_500, netSales: 1_500, orders: 2, previousDay: '2026-03-09', previousGrossSales: 1_000, previousNetSales: 1_000, previousOrders: 1 },
    ]);
    expect(country(report, 'UK').days.map((day) => [day.day, day.grossSales, day.netSales, day.orders, day.previousGrossSales])).toEqual([
      ['2026-03-10', 2_000, 2_000, 1, 0],
      ['2026-03-11', 0, -500, 0, 0],
      ['2026-03-12', 1_500, 1_500, 1, 700],
    ]);
  });

  it('top products and categories by what their lines charged', () => {
    expect(country(report, 'US').topProducts).toEqual([
      { id: 'robot', name: 'Robot', units: 3, sales: 7_500 },
      { id: 'kite', name: 'Kite', units: 6, sales: 6_000 },
      { id: 'puzzle', name: 'Puzzle', units: 1, sales: 1_500 },
    ]);
    expect(country(report, 'US').topCategories).toEqual([
      { id: 'cat-robots', name: 'Robots', units: 3, sales: 7_500 },
      { id: 'cat-outdoor', name: 'Outdoor', units: 6, sales: 6_000 },
      { id: null, name: 'Uncategorised', units: 1, sales: 1_500 },
    ]);
    expect(country(report, 'UK').topProducts).toEqual([
      { id: 'robot', name: 'Robot', units: 1, sales: 2_000 },
      { id: 'kite', name: 'Kite', units: 2, sales: 1_600 },
    ]);
  });

  it('shipping versus pickup', () => {
    expect(country(report, 'US').delivery).toEqual([
      { method: 'shipping', orders: 4, grossSales: 12_400 },
      { method: 'pickup', orders: 1, grossSales: 3_000 },
    ]);
    expect(country(report, 'UK').delivery).toEqual([
      { method: 'shipping', orders: 1, grossSales: 2_000 },
      { method: 'pickup', orders: 1, grossSales: 1_500 },
    ]);
  });

  it('each table downloads as CSV, every row naming its country and currency', async () => {
    const response = await admin.client.get(`${RANGE.replace('?', '/export?')}&table=summary`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="analytics-summary-2026-03-10-to-2026-03-12.csv"');
    const rows = parse(await response.text(), { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => [row.country, row.currency, row.period, row.gross_sales, row.refunds, row.net_sales, row.orders])).toEqual([
      ['US', 'USD', 'current', '154.00', '60.00', '94.00', '5'],
      ['US', 'USD', 'previous', '50.00', '0.00', '50.00', '2'],
      ['UK', 'GBP', 'current', '35.00', '5.00', '30.00', '2'],
      ['UK', 'GBP', 'previous', '7.00', '0.00', '7.00', '1'],
    ]);
    const daily = parse(await (await admin.client.get(`${RANGE.replace('?', '/export?')}&table=daily`)).text(), { columns: true }) as Array<Record<string, string>>;
    expect(daily).toHaveLength(6);
    expect(daily[1]).toMatchObject({ country: 'US', currency: 'USD', day: '2026-03-11', gross_sales: '20.00', net_sales: '-10.00', previous_day: '2026-03-08' });
  });

  it('refuses a range out of order, too long, or an unknown table (400)', async () => {
    expect((await refusal(await manager.client.get('/api/admin/analytics?from=2026-03-12&to=2026-03-10'), 400)).fields).toMatchObject({ to: expect.any(String) as string });
    expect((await refusal(await manager.client.get('/api/admin/analytics?from=2024-01-01&to=2026-03-10'), 400)).fields).toMatchObject({ from: expect.any(String) as string });
    await refusal(await manager.client.get('/api/admin/analytics/export?from=2026-03-10&to=2026-03-12&table=users'), 400);
  });

  it('is the managers’: staff and visitors are refused', async () => {
    await refusal(await staff.client.get(RANGE), 403);
    await refusal(await new TestClient(t).get(RANGE), 401);
  });
});

describe('the funnel from first-party events', () => {
  const today = new Date().toISOString().slice(0, 10);
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const session = () => randomUUID().replaceAll('-', '');
  const post = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
    client.request('/api/analytics/events', { method: 'POST', json: body, headers });

  it('counts sessions at each step; paid comes from orders; nothing with Global Privacy Control', async () => {
    const shopper = new TestClient(t);
    const s1 = session();
    const s2 = session();
    const s3 = session();
    const s4 = session();
    for (const [s, country, events] of [
      [s1, 'US', ['visit', 'product_view', 'product_view', 'add_to_bag']],
      [s1, 'US', ['visit', 'checkout_started']],
      [s2, 'US', ['visit', 'product_view']],
      [s3, 'US', ['visit']],
      [s4, 'UK', ['visit', 'product_view', 'add_to_bag']],
    ] as const) {
      expect((await post(shopper, { session: s, country, events })).status).toBe(204);
    }
    // A step a session reached again is kept once.
    const kept = await t.deps.db.selectFrom('analytics_events').select('kind').where('session_id', '=', s1).orderBy('kind').execute();
    expect(kept.map((row) => row.kind)).toEqual(['add_to_bag', 'checkout_started', 'product_view', 'visit']);
    // Global Privacy Control: answered the same, nothing kept.
    const before = await t.deps.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await post(shopper, { session: session(), country: 'US', events: ['visit', 'product_view', 'add_to_bag', 'checkout_started'] }, { 'sec-gpc': '1' })).status).toBe(204);
    const after = await t.deps.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const paidToday = await insertSale({ country: 'US', at: new Date().toISOString(), status: 'paid', lines: [['kite', 1000, 1]] });
    expect(paidToday).toBeTruthy();
    const report = await ok<AnalyticsReport>(await manager.client.get(`/api/admin/analytics?from=${day(-1)}&to=${day(1)}`));
    expect(country(report, 'US').funnel).toEqual({ visits: 3, productViews: 2, addToBag: 1, checkoutStarted: 1, paid: 1 });
    expect(country(report, 'UK').funnel).toEqual({ visits: 1, productViews: 1, addToBag: 1, checkoutStarted: 0, paid: 0 });
  });

  it('keeps no personal data: anything beyond session, country and kinds is refused, and a signed-in shopper is not linked', async () => {
    const shopper = new TestClient(t);
    expect((await post(shopper, { session: session(), country: 'US', events: ['visit'], email: 'someone@example.com' })).status).toBe(400);
    expect((await post(shopper, { session: 'me@example.com', country: 'US', events: ['visit'] })).status).toBe(400);
    expect((await post(shopper, { session: session(), country: 'US', events: ['purchase'] })).status).toBe(400);
    const columns = await t.deps.db.selectFrom('analytics_events').selectAll().limit(1).executeTakeFirstOrThrow();
    expect(Object.keys(columns).sort()).toEqual(['country', 'created_at', 'id', 'kind', 'session_id']);
  });
});
