import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { signedInTeam, signedInWith, type SignedIn } from './admin-fixtures';
import { insertProduct } from './checkout-fixtures';
import type { SearchResults } from '../../shared/admin/search';
import type { OrderStatus } from '../../shared/orders/order-status';

// The back office's one search (issue 25, docs/decisions/098), on both databases: each kind of result,
// an exact order number or pickup code as the record to open, the role's screens and the store scope
// of DECISIONS.md deciding what is found, and bad terms refused plainly.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
let tiedManager: SignedIn;

const CHICAGO = 'search-chicago';
const LEEDS = 'search-leeds';

async function insertStore(id: string, name: string, city: string, country: 'US' | 'UK'): Promise<void> {
  await t.deps.db.insertInto('stores').values({ id, name, slug: id, country, address_line_1: '1 High Street', city, postal_code: country === 'US' ? '60601' : 'LS1 1AA', opening_hours: '[]', latitude: 41.9, longitude: -87.6 }).execute();
}

async function insertOrder(order: { number: string; email: string; name: string; status?: OrderStatus; pickupStore?: string; pickupCode?: string; country?: 'US' | 'UK'; createdAt?: Date }): Promise<string> {
  const id = randomUUID();
  const country = order.country ?? 'US';
  const createdAt = order.createdAt ?? new Date();
  await t.deps.db.insertInto('orders').values({
    id, order_number: order.number, guest_id: `guest-${id}`, email: order.email, country, currency: country === 'US' ? 'USD' : 'GBP',
    status: order.status ?? 'paid', delivery_method: order.pickupStore ? 'pickup' : 'shipping', pickup_store_id: order.pickupStore ?? null,
    pickup_code: order.pickupCode ?? null, contact_name: order.pickupStore ? order.name : null,
    shipping_address: order.pickupStore ? null : JSON.stringify({ full_name: order.name, address_line_1: '1 Elm Street', admin_area_2: 'Springfield', postal_code: '62701', country_code: country }),
    subtotal: 2_599, total: 2_599, created_at: createdAt, updated_at: createdAt,
  }).execute();
  return id;
}

const search = async (who: SignedIn, q: string): Promise<SearchResults> => {
  const response = await who.client.get(`/api/admin/dashboard/search?q=${encodeURIComponent(q)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SearchResults;
};
const labels = (hits: SearchResults['orders']) => hits.map((hit) => hit.label);

let shippingOrder: string;
let chicagoPickup: string;
let leedsPickup: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, staff, customer } = await signedInTeam(t));
  tiedManager = await signedInWith(t, ['store_manager'], 'tied-manager@example.com', 'Tia Tied');
  await insertStore(CHICAGO, 'Chicago – Magnificent Mile', 'Chicago', 'US');
  await insertStore(LEEDS, 'Leeds – Briggate', 'Leeds', 'UK');
  await t.deps.db.insertInto('staff_stores').values({ user_id: tiedManager.id, store_id: CHICAGO }).execute();

  shippingOrder = await insertOrder({ number: 'TS-2612-AAAA1111', email: 'harriet.quill@example.com', name: 'Harriet Quill' });
  chicagoPickup = await insertOrder({ number: 'TS-2612-BBBB2222', email: 'otto.pickering@example.com', name: 'Otto Pickering', pickupStore: CHICAGO, pickupCode: 'HXK7Q2', status: 'ready_for_pickup' });
  leedsPickup = await insertOrder({ number: 'TS-2612-CCCC3333', email: 'quentin.leeds@example.com', name: 'Quentin Leeds', pickupStore: LEEDS, pickupCode: 'MV4TR8', status: 'ready_for_pickup', country: 'UK' });
  // Codes are unique among a store's open pickups only: one open and one collected long ago share a
  // code, and two open ones at two stores share another.
  const earlier = new Date(Date.now() - 86_400_000);
  await insertOrder({ number: 'TS-2612-DDDD4444', email: 'dora@example.com', name: 'Dora Twice', pickupStore: CHICAGO, pickupCode: 'ZZ9PQ3', status: 'ready_for_pickup', createdAt: earlier });
  await insertOrder({ number: 'TS-2612-EEEE5555', email: 'eli@example.com', name: 'Eli Twice', pickupStore: LEEDS, pickupCode: 'ZZ9PQ3', status: 'collected', country: 'UK' });
  await insertOrder({ number: 'TS-2612-FFFF6666', email: 'fay@example.com', name: 'Fay Open', pickupStore: CHICAGO, pickupCode: 'KP3WX7', status: 'paid', createdAt: earlier });
  await insertOrder({ number: 'TS-2612-GGGG7777', email: 'gus@example.com', name: 'Gus Open', pickupStore: LEEDS, pickupCode: 'KP3WX7', status: 'ready_for_pickup', country: 'UK' });

  await signedInWith(t, [], 'harriet.quill@example.com', 'Harriet Quill');
  await insertProduct(t, { id: '7f3a9c12-0000-8000-8000-000000000001', name: 'Quillby the Wooden Owl', price: 1_999 });
  await insertProduct(t, { id: '7f3a9c12-0000-8000-8000-000000000002', name: 'Rocket Racer', price: 2_999 });
});
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

describe('GET /api/admin/dashboard/search: one search over orders, customers, products and stores', () => {
  it('finds each kind of record by what staff type, with the path that opens it', async () => {
    const results = await search(admin, 'quill');
    expect(results.recordsSearched).toBe(true);
    expect(results.orders).toEqual([expect.objectContaining({ kind: 'order', id: shippingOrder, label: 'TS-2612-AAAA1111', path: `/admin/orders/${shippingOrder}` })]);
    expect(results.orders[0]!.detail).toContain('Harriet Quill');
    expect(results.orders[0]!.detail).toContain('$25.99');
    expect(results.customers).toEqual([expect.objectContaining({ kind: 'customer', label: 'Harriet Quill', detail: 'harriet.quill@example.com' })]);
    expect(results.customers[0]!.path).toBe(`/admin/customers/${results.customers[0]!.id}`);
    expect(results.products).toEqual([expect.objectContaining({ kind: 'product', label: 'Quillby the Wooden Owl', path: '/admin/products/7f3a9c12-0000-8000-8000-000000000001' })]);
    expect(results.exact).toBeNull();

    // A product by its SKU (the product id) from its first 8 characters on; a store by name or town.
    expect((await search(admin, '7F3A9C12')).products.map((hit) => hit.label)).toEqual(['Quillby the Wooden Owl', 'Rocket Racer']);
    expect((await search(admin, 'briggate')).stores).toEqual([expect.objectContaining({ kind: 'store', id: LEEDS, label: 'Leeds – Briggate', path: `/admin/stores/${LEEDS}` })]);
    expect((await search(admin, 'chicago')).stores.map((hit) => hit.id)).toEqual([CHICAGO]);
    // Part of an order number, and an email.
    expect(labels((await search(admin, 'bbbb22')).orders)).toEqual(['TS-2612-BBBB2222']);
    expect(labels((await search(admin, 'quentin.leeds@')).orders)).toEqual(['TS-2612-CCCC3333']);
    // LIKE's wildcards are only characters.
    expect((await search(admin, '%%%')).orders).toEqual([]);
  });

  it('names the exact record for an order number (any case, spaces dropped) or a pickup code of one order', async () => {
    const byNumber = await search(admin, ' ts-2612-aaaa1111 ');
    expect(byNumber.exact).toEqual(expect.objectContaining({ id: shippingOrder, path: `/admin/orders/${shippingOrder}` }));

    const byCode = await search(admin, 'hxk7q2');
    expect(byCode.exact).toEqual(expect.objectContaining({ id: chicagoPickup, label: 'TS-2612-BBBB2222' }));
    expect(byCode.exact!.detail).toContain('pickup HXK7Q2');

    // A code an open pickup shares with a collected one opens the open one; both are listed, open first.
    const reused = await search(admin, 'ZZ9PQ3');
    expect(reused.exact?.label).toBe('TS-2612-DDDD4444');
    expect(labels(reused.orders)).toEqual(['TS-2612-DDDD4444', 'TS-2612-EEEE5555']);
    // A code two stores' open pickups share opens neither: both are listed, newest first.
    const shared = await search(admin, 'kp3wx7');
    expect(shared.exact).toBeNull();
    expect(labels(shared.orders)).toEqual(['TS-2612-GGGG7777', 'TS-2612-FFFF6666']);
  });

  it('keeps to the store scope: a manager tied to Chicago never finds a Leeds pickup, by text, number or code', async () => {
    expect((await search(tiedManager, 'TS-2612-CCCC3333')).exact).toBeNull();
    expect((await search(tiedManager, 'TS-2612-CCCC3333')).orders).toEqual([]);
    expect((await search(tiedManager, 'quentin')).orders).toEqual([]);
    expect((await search(tiedManager, 'MV4TR8')).orders).toEqual([]);
    // The code two stores share is one order in their scope, so it opens.
    expect((await search(tiedManager, 'KP3WX7')).exact).toEqual(expect.objectContaining({ label: 'TS-2612-FFFF6666' }));
    expect(labels((await search(tiedManager, 'KP3WX7')).orders)).toEqual(['TS-2612-FFFF6666']);
    // Their own store's pickup and every shipping order are found.
    expect((await search(tiedManager, 'HXK7Q2')).exact?.id).toBe(chicagoPickup);
    expect(labels((await search(tiedManager, 'harriet')).orders)).toEqual(['TS-2612-AAAA1111']);
    // Untied, the same role finds every store's.
    expect((await search(manager, 'MV4TR8')).exact?.id).toBe(leedsPickup);
  });

  it('finds only the kinds of record the role may open', async () => {
    const forStaff = await search(staff, 'quill');
    expect(labels(forStaff.orders)).toEqual(['TS-2612-AAAA1111']);
    // Staff have no customers, products or stores screens.
    expect(forStaff.customers).toEqual([]);
    expect(forStaff.products).toEqual([]);
    expect((await search(staff, 'chicago')).stores).toEqual([]);
    expect((await search(manager, 'quill')).customers.map((hit) => hit.label)).toEqual(['Harriet Quill']);
  });

  it('looks up records only from 3 characters on; shorter terms still find stores', async () => {
    const short = await search(admin, 'qu');
    expect(short.recordsSearched).toBe(false);
    expect([...short.orders, ...short.customers, ...short.products]).toEqual([]);
    expect((await search(admin, 'le')).stores.map((hit) => hit.id)).toContain(LEEDS);
  });

  it('refuses a blank or overlong term, a visitor and a customer', async () => {
    const blank = await admin.client.get('/api/admin/dashboard/search?q=%20%20');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { fields?: Record<string, string> } }).error.fields?.q).toBe('Type something to search for');
    const long = await admin.client.get(`/api/admin/dashboard/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await admin.client.get('/api/admin/dashboard/search')).status).toBe(400);
    expect((await new TestClient(t).get('/api/admin/dashboard/search?q=quill')).status).toBe(401);
    expect((await customer.client.get('/api/admin/dashboard/search?q=quill')).status).toBe(403);
  });
});
