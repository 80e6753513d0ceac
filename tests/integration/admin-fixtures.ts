import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminScreen, Role } from '../../shared/roles';
import type { AuditEntry } from '../../shared/admin/api';
import { isErrorEnvelope, type ErrorEnvelope } from '../../shared/errors';
import type { OrderStatus } from '../../server/db/schema';
import { recordChange, type Change } from '../../server/platform/audit';
import { TestClient } from '../support/http';
import type { TestApp } from '../support/test-app';

/** A signed-in user holding the given roles (none: a customer). */
export async function signedInWith(t: TestApp, roles: readonly Role[], email = `${roles.join('-') || 'customer'}-${crypto.randomUUID().slice(0, 8)}@example.com`, name = 'Sam Staff') {
  const client = new TestClient(t);
  const { id } = await client.signUp(email, 'Passw0rd!', name);
  for (const role of roles) await t.deps.db.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: id, role }).execute();
  return { client, id, email, name };
}

/** A JSON request with any method. */
export function send(client: TestClient, method: string, path: string, json?: unknown): Promise<Response> {
  return client.request(path, json === undefined ? { method } : { method, json });
}

/** The error envelope of a refused request, after checking its status. */
export async function refusal(response: Response, status: number): Promise<ErrorEnvelope['error']> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(isErrorEnvelope(body)).toBe(true);
  return (body as ErrorEnvelope).error;
}

/** The body of a successful answer, after checking its status. */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** The audit rows of one record, oldest first, as stored. */
export async function auditRowsOf(t: TestApp, entityType: string, entityId: string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

export type History = { rows: AuditEntry[] };

/**
 * Pulls a catalogue collection from the start until `id`'s document satisfies `expected` (the
 * shopper's view through sync). On the shared PostgreSQL server another test's open transaction
 * can hold new rows back for a moment, so this waits for the state, with a generous deadline.
 */
export async function syncedDocument<Doc extends { id: string; _deleted: boolean }>(
  t: TestApp,
  collection: string,
  id: string,
  expected: (doc: Doc | undefined) => boolean,
): Promise<Doc | undefined> {
  const visitor = new TestClient(t);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const latest = new Map<string, Doc>();
    let query = 'limit=1000';
    for (;;) {
      const response = await visitor.get(`/api/sync/${collection}/pull?${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { documents: Doc[]; checkpoint: { xid: string; seq: number } | null };
      for (const doc of body.documents) latest.set(doc.id, doc);
      if (body.documents.length === 0 || !body.checkpoint) break;
      query = `limit=1000&xid=${body.checkpoint.xid}&seq=${body.checkpoint.seq}`;
    }
    const doc = latest.get(id);
    if (expected(doc)) return doc;
    if (Date.now() > deadline) throw new Error(`${collection}/${id} never reached the expected state; last: ${JSON.stringify(doc)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in user as `signedInWith` makes one. */
export type SignedIn = Awaited<ReturnType<typeof signedInWith>>;

/** One signed-in user per role, and a customer: Ada Admin, Mo Manager, Sid Staff, Cy Customer (@example.com). */
export async function signedInTeam(t: TestApp): Promise<Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>> {
  return {
    admin: await signedInWith(t, ['admin'], 'admin@example.com', 'Ada Admin'),
    manager: await signedInWith(t, ['store_manager'], 'manager@example.com', 'Mo Manager'),
    staff: await signedInWith(t, ['staff'], 'staff@example.com', 'Sid Staff'),
    customer: await signedInWith(t, [], 'customer@example.com', 'Cy Customer'),
  };
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
      // When its payment was taken, as the capture's status change records it (migration 0036).
      ...(order.paidAt ? { paid_at: order.paidAt } : {}),
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
