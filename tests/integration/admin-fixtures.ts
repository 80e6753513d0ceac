import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { Role } from '../../shared/roles';
import type { AdminScreen } from '../../shared/roles';
import type { OrderStatus } from '../../server/db/schema';
import { recordChange, type Change } from '../../server/admin/audit';

// Back-office fixtures: signed-in clients per role, orders in a known state at a known time, and
// audit rows written through the one recordChange.

export interface SignedIn {
  client: TestClient;
  id: string;
  name: string;
  email: string;
}

/** A signed-in client whose account has these roles (none: a customer). */
export async function signedInAs(t: TestApp, email: string, roles: readonly Role[], name = `Test ${roles[0] ?? 'customer'}`): Promise<SignedIn> {
  const client = new TestClient(t);
  const { id } = await client.signUp(email, 'Passw0rd!', name);
  for (const role of roles) await t.deps.db.insertInto('user_roles').values({ id: randomUUID(), user_id: id, role }).execute();
  return { client, id, name, email };
}

export interface OrderFixture {
  country: 'US' | 'UK';
  total: number;
  status: OrderStatus;
  /** When the payment was taken (the order left pending_payment); none: never paid. */
  paidAt?: Date;
  paymentStatus?: 'created' | 'captured' | 'pending' | 'refunded';
  delivery?: 'shipping' | 'pickup';
}

let orderCounter = 0;

/** An order with its payment and status history written as the checkout would have left them. */
export async function insertOrder(t: TestApp, order: OrderFixture): Promise<string> {
  const db = t.deps.db;
  const id = randomUUID();
  const createdAt = order.paidAt ? new Date(order.paidAt.getTime() - 60_000) : new Date();
  const delivery = order.delivery ?? 'shipping';
  let storeId: string | null = null;
  if (delivery === 'pickup') {
    storeId = (await db.selectFrom('stores').select('id').where('country', '=', order.country).executeTakeFirst())?.id ?? null;
    if (!storeId) {
      storeId = randomUUID();
      await db
        .insertInto('stores')
        .values({ id: storeId, name: `Store ${storeId}`, slug: `store-${storeId}`, country: order.country, address_line_1: '1 Test Street', city: 'Testville', postal_code: '10001', opening_hours: '[]', latitude: 40.7, longitude: -74 })
        .execute();
    }
  }
  orderCounter += 1;
  await db
    .insertInto('orders')
    .values({
      id, order_number: `TS-TEST-${String(orderCounter).padStart(6, '0')}-${id.slice(0, 4)}`, guest_id: `guest-${id}`, email: 'shopper@example.com',
      country: order.country, currency: order.country === 'US' ? 'USD' : 'GBP', status: order.status, delivery_method: delivery,
      pickup_store_id: storeId, shipping_address: null, subtotal: order.total, total: order.total, created_at: createdAt, updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(), order_id: id, provider_order_id: `PAYPAL-${id}`, create_request_id: randomUUID(),
      status: order.paymentStatus ?? (order.paidAt ? 'captured' : 'created'), amount: order.total, currency: order.country === 'US' ? 'USD' : 'GBP',
      created_at: createdAt, updated_at: order.paidAt ?? createdAt,
    })
    .execute();
  await db.insertInto('order_status_history').values({ order_id: id, from_status: null, to_status: 'pending_payment', reason: 'Order created', changed_by: null, created_at: createdAt }).execute();
  if (order.paidAt) {
    const to = order.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid';
    await db.insertInto('order_status_history').values({ order_id: id, from_status: 'pending_payment', to_status: to, reason: 'Payment captured', changed_by: null, created_at: order.paidAt }).execute();
  }
  return id;
}

/** One audited change, recorded as a back-office write would (in a transaction, through recordChange). */
export async function recordAdminChange(t: TestApp, actor: SignedIn, screen: AdminScreen, change: Change): Promise<void> {
  await t.deps.db.transaction().execute((trx) => recordChange(trx, { actor: { id: actor.id, name: actor.name, email: actor.email }, screen, recorded: 0 }, change));
}
