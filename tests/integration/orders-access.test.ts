import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { OrderListResponse, OrderView } from '../../shared/checkout/api';
import { approveAtPayPal, capture, createOrder, insertProduct, newGuestId, US_ADDRESS } from './checkout-fixtures';

// Orders are private: the signed-in owner, or a guest holding the order's guest id. Anyone else
// gets 404, never 403, so order ids cannot be probed.

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;
let userOrderId: string;
let guestOrderId: string;
const guestId = newGuestId();

beforeAll(async () => {
  t = await createTestApp();
  owner = new TestClient(t);
  other = new TestClient(t);
  visitor = new TestClient(t);
  await owner.signUp('owner@example.com');
  await other.signUp('other@example.com');
  await insertProduct(t, { id: 'a-plane', name: 'Paper Plane', price: 1200, stock: { US: 10 } });

  const first = await createOrder(owner, { country: 'US', shippingAddress: US_ADDRESS, lines: [{ productId: 'a-plane', variantId: null, quantity: 1 }] });
  await approveAtPayPal(t, first.paypalOrderId);
  expect((await capture(owner, first.paypalOrderId)).status).toBe(200);
  const second = await createOrder(owner, { country: 'US', lines: [{ productId: 'a-plane', variantId: null, quantity: 2 }] });
  userOrderId = second.orderId;
  const guest = await createOrder(visitor, { country: 'US', guestId, email: 'guest@example.com', lines: [{ productId: 'a-plane', variantId: null, quantity: 1 }] });
  guestOrderId = guest.orderId;
});
afterAll(async () => {
  // Let confirmation emails started by captures finish first: on PGlite, shutting down while one is
  // still querying can hang the close (reported to the owner of server/bootstrap.ts).
  await t?.deps.email.idle();
  await t?.close();
});

describe('GET /api/orders', () => {
  it('lists the signed-in user their own orders, newest first', async () => {
    const response = await owner.get('/api/orders');
    expect(response.status).toBe(200);
    const { orders } = (await response.json()) as OrderListResponse;
    expect(orders.map((o) => o.id)[0]).toBe(userOrderId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ status: 'paid', totals: { subtotal: 1200, tax: 0, total: 1200 + 999 }, lines: [{ productName: 'Paper Plane', unitPrice: 1200, quantity: 1, lineTotal: 1200 }] });
    expect(orders[1]!.statusHistory.map((h) => h.status)).toEqual(['pending_payment', 'paid']);
    expect(orders[1]!.shippingAddress).toMatchObject({ postalCode: '10024', countryCode: 'US' });
  });

  it('lists nothing of anyone else, and asks a visitor to sign in', async () => {
    expect(((await (await other.get('/api/orders')).json()) as OrderListResponse).orders).toEqual([]);
    expect((await visitor.get('/api/orders')).status).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner their order', async () => {
    const response = await owner.get(`/api/orders/${userOrderId}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as OrderView;
    expect(view).toMatchObject({ id: userOrderId, status: 'pending_payment', country: 'US', currency: 'USD', deliveryMethod: 'shipping' });
    expect(view.orderNumber).toMatch(/^TS-/);
  });

  it('answers 404 to another user and to a visitor', async () => {
    for (const client of [other, visitor]) {
      const response = await client.get(`/api/orders/${userOrderId}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    // Not even with the right-looking guest id: a user's order is never reachable by guest id.
    expect((await visitor.get(`/api/orders/${userOrderId}?guestId=${guestId}`)).status).toBe(404);
  });

  it('shows a guest their order with the matching guest id (query or header), and 404 with a wrong one', async () => {
    const byQuery = await visitor.get(`/api/orders/${guestOrderId}?guestId=${guestId}`);
    expect(byQuery.status).toBe(200);
    expect(((await byQuery.json()) as OrderView).email).toBe('guest@example.com');
    const byHeader = await visitor.request(`/api/orders/${guestOrderId}`, { headers: { 'X-Guest-Id': guestId } });
    expect(byHeader.status).toBe(200);
    expect((await visitor.get(`/api/orders/${guestOrderId}?guestId=${newGuestId()}`)).status).toBe(404);
    expect((await visitor.get(`/api/orders/${guestOrderId}`)).status).toBe(404);
    expect((await other.get(`/api/orders/${guestOrderId}`)).status).toBe(404);
  });

  it('answers 404 for an id that does not exist, exactly as for someone else’s', async () => {
    const missing = await owner.get('/api/orders/00000000-0000-0000-0000-000000000000');
    const foreign = await other.get(`/api/orders/${userOrderId}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(await foreign.json());
  });
});
