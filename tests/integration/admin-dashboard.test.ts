import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { DashboardCountry, DashboardData } from '../../shared/admin/dashboard';
import { dashboardFor } from '../../server/admin/dashboard/dashboard.service';
import { approveAtPayPal, capture, createOrder, insertProduct, UK_ADDRESS, US_ADDRESS } from './checkout-fixtures';
import { insertOrder, recordAdminChange, signedInTeam, type SignedIn } from './admin-fixtures';
import type { StoreScope } from '../../server/admin/store-scope';
import type { AdminShell } from '../../shared/admin/shell';

// The dashboard (issue 11 §2, docs/decisions/036): each country in its own currency, its own day
// (America/New_York, Europe/London), paid = captured and not cancelled or refunded.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;

// 03:30 UTC on 15 July 2026: still 14 July (23:30 EDT) in New York, already 15 July (04:30 BST) in London.
const NOW = new Date('2026-07-15T03:30:00Z');
const ALL_STORES: StoreScope = { kind: 'all' };
const at = (iso: string) => new Date(iso);

const forCountry = (data: DashboardData, country: 'US' | 'UK'): DashboardCountry => data.countries.find((entry) => entry.country === country)!;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, staff, customer } = await signedInTeam(t));
});
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

describe('paid sales per country, today and the last 7 days, each in its own time zone', () => {
  beforeAll(async () => {
    // US: local midnight today is 2026-07-14T04:00Z; 7 days start at 2026-07-08T04:00Z.
    await insertOrder(t, { country: 'US', total: 1_000, status: 'paid', paidAt: at('2026-07-14T04:01:00Z') }); // today
    await insertOrder(t, { country: 'US', total: 2_500, status: 'processing', paidAt: at('2026-07-14T22:59:00Z') }); // today (not in London)
    await insertOrder(t, { country: 'US', total: 40_000, status: 'delivered', paidAt: at('2026-07-14T03:59:00Z') }); // yesterday in New York
    await insertOrder(t, { country: 'US', total: 300, status: 'shipped', paidAt: at('2026-07-08T04:01:00Z') }); // first minute of the 7 days
    await insertOrder(t, { country: 'US', total: 9_999, status: 'delivered', paidAt: at('2026-07-08T03:59:00Z') }); // before the 7 days
    // UK: local midnight today is 2026-07-14T23:00Z; 7 days start at 2026-07-08T23:00Z.
    await insertOrder(t, { country: 'UK', total: 700, status: 'paid', paidAt: at('2026-07-14T23:01:00Z') }); // today
    await insertOrder(t, { country: 'UK', total: 1_200, status: 'collected', delivery: 'pickup', paidAt: at('2026-07-14T22:59:00Z') }); // yesterday in London
    await insertOrder(t, { country: 'UK', total: 5_000, status: 'paid', paidAt: at('2026-07-08T22:59:00Z') }); // before the 7 days

    // Not sales: cancelled, refunded, funds still pending at PayPal, never paid, and paid after `now`.
    await insertOrder(t, { country: 'US', total: 77_700, status: 'cancelled', paidAt: at('2026-07-14T12:00:00Z'), paymentStatus: 'refunded' });
    await insertOrder(t, { country: 'UK', total: 77_700, status: 'refunded', paidAt: at('2026-07-14T23:10:00Z'), paymentStatus: 'refunded' });
    await insertOrder(t, { country: 'US', total: 77_700, status: 'awaiting_approval', paidAt: at('2026-07-14T12:00:00Z'), paymentStatus: 'pending' });
    await insertOrder(t, { country: 'UK', total: 77_700, status: 'pending_payment' });
    await insertOrder(t, { country: 'UK', total: 77_700, status: 'paid', paidAt: at('2026-07-15T03:31:00Z') });
  });

  it('sums each country’s captured orders in its own minor units, split at its own midnight', async () => {
    const data = await dashboardFor(t.deps.db, { roles: ['admin'] }, NOW, ALL_STORES);
    expect(data.countries.map((entry) => [entry.country, entry.currency, entry.timeZone])).toEqual([
      ['US', 'USD', 'America/New_York'],
      ['UK', 'GBP', 'Europe/London'],
    ]);
    const us = forCountry(data, 'US');
    const uk = forCountry(data, 'UK');
    expect(us.today).toEqual({ sales: 3_500, orders: 2 });
    expect(us.last7Days).toEqual({ sales: 43_800, orders: 4 });
    expect(uk.today).toEqual({ sales: 700, orders: 1 });
    expect(uk.last7Days).toEqual({ sales: 1_900, orders: 2 });
  });

  it('never adds a US figure to a UK one', async () => {
    const data = await dashboardFor(t.deps.db, { roles: ['admin'] }, NOW, ALL_STORES);
    const figures = data.countries.flatMap((entry) => [entry.today.sales, entry.last7Days.sales]);
    // Every combined total of dollars and pounds is absent: each figure is one country's alone.
    for (const mixed of [3_500 + 700, 43_800 + 1_900]) expect(figures).not.toContain(mixed);
    expect(Number.isInteger(forCountry(data, 'US').last7Days.sales)).toBe(true);
  });

  it('moves a sale to "yesterday" once the shop’s clock passes midnight', async () => {
    // Two hours later it is 15 July in New York too: the US orders of 14 July leave "today", and the
    // 7 days now start on 9 July, without the order of 8 July's first minute.
    const later = await dashboardFor(t.deps.db, { roles: ['admin'] }, at('2026-07-15T05:30:00Z'), ALL_STORES);
    expect(forCountry(later, 'US').today).toEqual({ sales: 0, orders: 0 });
    expect(forCountry(later, 'US').last7Days).toEqual({ sales: 43_500, orders: 3 });
    // London's day goes on, now with the order paid at 03:31.
    expect(forCountry(later, 'UK').today).toEqual({ sales: 78_400, orders: 2 });
  });
});

describe('orders needing action and low stock', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp();
    const paid = at('2026-07-14T12:00:00Z');
    await insertOrder(t2, { country: 'US', total: 60_000, status: 'awaiting_approval', paidAt: paid });
    await insertOrder(t2, { country: 'US', total: 80_000, status: 'awaiting_approval', paidAt: paid, paymentStatus: 'pending' });
    await insertOrder(t2, { country: 'UK', total: 60_000, status: 'awaiting_approval', paidAt: paid });
    await insertOrder(t2, { country: 'US', total: 1_000, status: 'paid', paidAt: paid });
    await insertOrder(t2, { country: 'US', total: 1_000, status: 'processing', paidAt: paid });
    await insertOrder(t2, { country: 'UK', total: 1_000, status: 'paid', delivery: 'pickup', paidAt: paid });
    await insertOrder(t2, { country: 'UK', total: 1_000, status: 'ready_for_pickup', delivery: 'pickup', paidAt: paid });
    await insertOrder(t2, { country: 'UK', total: 1_000, status: 'ready_for_pickup', delivery: 'pickup', paidAt: paid });
    // Done or not yet paid: no action.
    await insertOrder(t2, { country: 'US', total: 1_000, status: 'shipped', paidAt: paid });
    await insertOrder(t2, { country: 'UK', total: 1_000, status: 'collected', delivery: 'pickup', paidAt: paid });
    await insertOrder(t2, { country: 'US', total: 1_000, status: 'pending_payment' });
    await insertOrder(t2, { country: 'US', total: 1_000, status: 'cancelled' });

    // Low stock: 1 to 5 units (the default level); 0 is sold out, 6 is fine.
    await insertProduct(t2, { id: 'plain', price: 1_000, stock: { US: 3, UK: 0 } });
    await insertProduct(t2, { id: 'roomy', price: 1_000, stock: { US: 6, UK: 40 } });
    await insertProduct(t2, {
      id: 'sized', price: 1_000,
      variants: [
        { id: 'sized-s', name: 'S', stock: { US: 5, UK: 1 } },
        { id: 'sized-m', name: 'M', stock: { US: 6, UK: 6 } },
        { id: 'sized-gone', name: 'XL', stock: { US: 2, UK: 2 } },
      ],
    });
    const db = t2.deps.db;
    await db.updateTable('product_variants').set({ deleted_at: new Date() }).where('id', '=', 'sized-gone').execute();
    // A leftover row of the product itself: a product with sizes is stocked by size, so it is not a grid line.
    await db.insertInto('inventory').values({ id: randomUUID(), product_id: 'sized', variant_id: null, country: 'US', stock: 2 }).execute();
    await insertProduct(t2, { id: 'retired', price: 1_000, stock: { US: 1, UK: 1 } });
    await db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', 'retired').execute();
  });
  afterAll(async () => {
    await t2?.close();
  });

  it('counts each queue per country: awaiting approval, to ship, to prepare for pickup, ready for pickup', async () => {
    const data = await dashboardFor(t2.deps.db, { roles: ['staff'] }, NOW, ALL_STORES);
    expect(forCountry(data, 'US').needingAction).toEqual({ awaitingApproval: 2, toShip: 2, toPrepareForPickup: 0, readyForPickup: 0 });
    expect(forCountry(data, 'UK').needingAction).toEqual({ awaitingApproval: 1, toShip: 0, toPrepareForPickup: 1, readyForPickup: 2 });
  });

  it('counts low-stock grid lines per country at the default level, live products and sizes only', async () => {
    const data = await dashboardFor(t2.deps.db, { roles: ['staff'] }, NOW, ALL_STORES);
    expect(forCountry(data, 'US').lowStock).toBe(2); // plain (3), sized S (5)
    expect(forCountry(data, 'UK').lowStock).toBe(1); // sized S (1)
  });

  it('counts low stock at the level the settings give, once an admin changes it', async () => {
    const db = t2.deps.db;
    const setLevel = (level: number) =>
      db.insertInto('settings').values({ key: 'low_stock_threshold', value: JSON.stringify(level) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(level) })).execute();
    await setLevel(6);
    try {
      const data = await dashboardFor(db, { roles: ['staff'] }, NOW, ALL_STORES);
      expect(forCountry(data, 'US').lowStock).toBe(4); // plain (3), roomy (6), sized S (5), sized M (6)
      expect(forCountry(data, 'UK').lowStock).toBe(2); // sized S (1), sized M (6)
    } finally {
      await setLevel(5);
    }
  });
});

describe('the last 10 admin changes', () => {
  beforeAll(async () => {
    // Oldest first: 11 catalogue changes by the manager, then a settings change by the admin.
    for (let index = 1; index <= 11; index += 1) {
      await recordAdminChange(t, manager, 'categories', { action: 'update', entityType: 'category', entityId: `cat-${index}`, before: { name: `Old ${index}` }, after: { name: `New ${index}` } });
    }
    await recordAdminChange(t, admin, 'settings', { action: 'update', entityType: 'setting', entityId: 'approval_threshold', before: { value: 500 }, after: { value: 600 } });
  });

  it('lists the newest 10 with who, when and what, without their before/after', async () => {
    const response = await admin.client.get('/api/admin/dashboard');
    expect(response.status).toBe(200);
    const data = (await response.json()) as DashboardData;
    expect(data.recentChanges).toHaveLength(10);
    expect(data.recentChanges[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin', email: 'admin@example.com' },
      screen: 'settings', action: 'update', entityType: 'setting', entityId: 'approval_threshold',
    });
    expect(data.recentChanges.slice(1).map((change) => change.entityId)).toEqual(['cat-11', 'cat-10', 'cat-9', 'cat-8', 'cat-7', 'cat-6', 'cat-5', 'cat-4', 'cat-3']);
    expect(data.recentChanges[1]!.actor).toEqual({ id: manager.id, name: 'Mo Manager', email: 'manager@example.com' });
    for (const change of data.recentChanges) {
      expect(change).not.toHaveProperty('before');
      expect(change).not.toHaveProperty('after');
      expect(Date.parse(change.at)).not.toBeNaN();
    }
  });

  it('shows a role only the changes of screens it may open', async () => {
    const asManager = (await (await manager.client.get('/api/admin/dashboard')).json()) as DashboardData;
    expect(asManager.recentChanges.map((change) => change.entityId)).toEqual(['cat-11', 'cat-10', 'cat-9', 'cat-8', 'cat-7', 'cat-6', 'cat-5', 'cat-4', 'cat-3', 'cat-2']);
    // Staff may open neither categories nor settings.
    const asStaff = (await (await staff.client.get('/api/admin/dashboard')).json()) as DashboardData;
    expect(asStaff.recentChanges).toEqual([]);
  });
});

describe('GET /api/admin/dashboard/shell: the frame names the stores a staff member works for', () => {
  it('every store for an admin and for staff tied to none; only their own for staff tied to some; nobody else', async () => {
    const shellOf = async (who: SignedIn) => {
      const response = await who.client.get('/api/admin/dashboard/shell');
      expect(response.status).toBe(200);
      return (await response.json()) as AdminShell;
    };
    expect(await shellOf(admin)).toEqual({ stores: { kind: 'all' } });
    expect(await shellOf(staff)).toEqual({ stores: { kind: 'all' } });

    for (const [id, name] of [['shell-b', 'Bath – Milsom Street'], ['shell-a', 'Austin – The Domain'], ['shell-c', 'Chicago – River North']] as const) {
      await t.deps.db.insertInto('stores').values({ id, name, slug: id, country: 'US', address_line_1: '1 Main Street', city: 'Town', postal_code: '10001', opening_hours: '[]', latitude: 40, longitude: -70 }).execute();
    }
    await t.deps.db.insertInto('staff_stores').values([{ user_id: manager.id, store_id: 'shell-b' }, { user_id: manager.id, store_id: 'shell-a' }, { user_id: admin.id, store_id: 'shell-c' }]).execute();
    // Read per request: the ties count at once, in name order; an admin's tie narrows nothing.
    expect(await shellOf(manager)).toEqual({ stores: { kind: 'stores', stores: [{ id: 'shell-a', name: 'Austin – The Domain' }, { id: 'shell-b', name: 'Bath – Milsom Street' }] } });
    expect(await shellOf(admin)).toEqual({ stores: { kind: 'all' } });

    expect((await new TestClient(t).get('/api/admin/dashboard/shell')).status).toBe(401);
    expect((await customer.client.get('/api/admin/dashboard/shell')).status).toBe(403);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('asks a visitor to sign in and refuses a customer', async () => {
    expect((await new TestClient(t).get('/api/admin/dashboard')).status).toBe(401);
    expect((await customer.client.get('/api/admin/dashboard')).status).toBe(403);
    expect((await staff.client.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('counts an order paid through the real checkout today, in its own country only', async () => {
    await insertProduct(t, { id: 'dash-kite', name: 'Dashboard Kite', price: 2_000, priceUk: 1_800, stock: { US: 50, UK: 50 } });
    const read = async () => (await (await admin.client.get('/api/admin/dashboard')).json()) as DashboardData;
    const before = await read();

    const shopper = new TestClient(t);
    await shopper.signUp('dash-shopper@example.com');
    /** Pays one kite in the country through checkout, PayPal (emulated) and capture; answers what was charged. */
    const payIn = async (country: 'US' | 'UK'): Promise<number> => {
      const order = await createOrder(shopper, { country, shippingAddress: country === 'US' ? US_ADDRESS : UK_ADDRESS, lines: [{ productId: 'dash-kite', variantId: null, quantity: 1 }] });
      await approveAtPayPal(t, order.paypalOrderId);
      expect((await capture(shopper, order.paypalOrderId)).status).toBe(200);
      return (await t.deps.db.selectFrom('orders').select('total').where('id', '=', order.orderId).executeTakeFirstOrThrow()).total;
    };

    const usCharged = await payIn('US');
    const afterUs = await read();
    expect(forCountry(afterUs, 'US').today).toEqual({ sales: forCountry(before, 'US').today.sales + usCharged, orders: forCountry(before, 'US').today.orders + 1 });
    expect(forCountry(afterUs, 'US').needingAction.toShip).toBe(forCountry(before, 'US').needingAction.toShip + 1);
    expect(forCountry(afterUs, 'UK').today).toEqual(forCountry(before, 'UK').today);

    const ukCharged = await payIn('UK');
    const afterUk = await read();
    expect(forCountry(afterUk, 'UK').today).toEqual({ sales: forCountry(before, 'UK').today.sales + ukCharged, orders: forCountry(before, 'UK').today.orders + 1 });
    expect(forCountry(afterUk, 'US').today).toEqual(forCountry(afterUs, 'US').today);
  });
});
