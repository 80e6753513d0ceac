import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { BULK_TEXTS, MAX_BULK_RECORDS, type BulkOutcome } from '../../shared/admin/bulk.schema';
import { ORDERS_BULK_TEXTS, type ShipCsvPreview } from '../../shared/admin/orders-bulk.schema';
import { ORDERS_TEXTS } from '../../shared/admin/orders.schema';
import { refusalOf, type OrderStatus } from '../../shared/orders/order-status';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, insertOrder, ok, refusal, signedInWith, type SignedIn } from './admin-fixtures';

// Issue 25 "Work on many records", the orders screen (docs/decisions/100): mark processing or shipped
// for the selected orders (at the versions listed) or for all that match the filter, and shipped from
// a CSV. Each order goes through the order page's own action: the status table, the version (409
// words), the store scope (another store's pickup order is "not found"), one audit row per order; a
// refused order is reported and unchanged while the others are done; over the cap is a 400.

let t: TestApp;
let team: { admin: SignedIn; manager: SignedIn; staff: SignedIn; customer: SignedIn };
const STORE_A = 'bulk-store-a';
const STORE_B = 'bulk-store-b';

beforeAll(async () => {
  t = await createTestApp();
  team = {
    admin: await signedInWith(t, ['admin'], 'bulk-admin@example.com', 'Ada Admin'),
    manager: await signedInWith(t, ['store_manager'], 'bulk-manager@example.com', 'Mo Manager'),
    staff: await signedInWith(t, ['staff'], 'bulk-staff@example.com', 'Sid Staff'),
    customer: await signedInWith(t, [], 'bulk-customer@example.com', 'Cy Customer'),
  };
  for (const [id, name] of [[STORE_A, 'Bulk A'], [STORE_B, 'Bulk B']] as const) {
    await t.deps.db
      .insertInto('stores')
      .values({ id, name, slug: id, country: 'US', address_line_1: '1 Test Street', city: 'Testville', postal_code: '10001', opening_hours: '[]', latitude: 40.7, longitude: -74 })
      .execute();
  }
  await t.deps.db.insertInto('staff_stores').values({ user_id: team.manager.id, store_id: STORE_A }).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function order(status: OrderStatus, options: { delivery?: 'shipping' | 'pickup'; store?: string } = {}) {
  const id = await insertOrder(t, { country: 'US', total: 2500, status, delivery: options.delivery ?? 'shipping', paidAt: status === 'pending_payment' ? undefined : new Date() });
  if (options.store) await t.deps.db.updateTable('orders').set({ pickup_store_id: options.store }).where('id', '=', id).execute();
  return t.deps.db.selectFrom('orders').select(['id', 'order_number', 'version', 'status', 'tracking_number', 'carrier']).where('id', '=', id).executeTakeFirstOrThrow();
}
const current = (id: string) => t.deps.db.selectFrom('orders').select(['status', 'version', 'carrier', 'tracking_number']).where('id', '=', id).executeTakeFirstOrThrow();
const selected = (...orders: Array<{ id: string; version: number }>) => orders.map(({ id, version }) => ({ id, version }));
const bulkStatus = (client: TestClient, body: unknown) => client.request('/api/admin/orders/bulk/status', { method: 'POST', json: body });
const shipCsv = (client: TestClient, csv: string, dryRun: boolean) =>
  client.request(`/api/admin/orders/bulk/shipped-from-csv?dryRun=${dryRun}`, { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
const processingSteps = async (id: string) =>
  (await t.deps.db.selectFrom('order_status_history').select('to_status').where('order_id', '=', id).where('to_status', '=', 'processing').execute()).length;

describe('mark processing for the selected orders', () => {
  it('marks each paid one processing with its own audit row, and reports a cancelled one refused with the order page’s words, unchanged', async () => {
    const paid = [await order('paid'), await order('paid'), await order('paid')];
    const cancelled = await order('cancelled');
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.admin.client, { action: 'mark_processing', orders: selected(...paid, cancelled) }));
    expect(outcome.done.map((done) => done.id).sort()).toEqual(paid.map((row) => row.id).sort());
    expect(outcome.done.map((done) => done.label).sort()).toEqual(paid.map((row) => row.order_number).sort());
    expect(outcome.refused).toEqual([{ id: cancelled.id, label: cancelled.order_number, reason: refusalOf('mark_processing', { status: 'cancelled', deliveryMethod: 'shipping' }) }]);
    for (const row of paid) {
      expect((await current(row.id)).status).toBe('processing');
      const audit = await auditRowsOf(t, 'order', row.id);
      expect(audit.map((entry) => [entry.action, entry.screen, entry.actor_user_id])).toEqual([['order.mark_processing', 'orders', team.admin.id]]);
    }
    expect(await current(cancelled.id)).toMatchObject({ status: 'cancelled', version: cancelled.version });
    expect(await auditRowsOf(t, 'order', cancelled.id)).toEqual([]);
  });

  it('refuses an order changed since the list was read (the 409’s words), and does the others', async () => {
    const [fresh, stale] = [await order('paid'), await order('paid')];
    await t.deps.db.updateTable('orders').set({ contact_phone: '+1 555 0100' }).where('id', '=', stale.id).execute(); // someone else's change
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.staff.client, { action: 'mark_processing', orders: selected(fresh, stale) }));
    expect(outcome.done.map((done) => done.id)).toEqual([fresh.id]);
    expect(outcome.refused).toEqual([{ id: stale.id, label: stale.order_number, reason: ADMIN_TEXTS.editConflict }]);
    expect((await current(stale.id)).status).toBe('paid');
  });

  it('a manager tied to a store: another store’s pickup order is refused as not found, the rest of the batch is done or refused by the table', async () => {
    const shipping = await order('paid');
    const ownPickup = await order('paid', { delivery: 'pickup', store: STORE_A });
    const otherPickup = await order('paid', { delivery: 'pickup', store: STORE_B });
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.manager.client, { action: 'mark_processing', orders: selected(shipping, ownPickup, otherPickup) }));
    expect(outcome.done.map((done) => done.id)).toEqual([shipping.id]);
    expect(outcome.refused).toEqual(
      expect.arrayContaining([
        // Outside the scope: nothing about it is told, not even its number.
        { id: otherPickup.id, label: otherPickup.id, reason: ORDER_NOT_FOUND },
        { id: ownPickup.id, label: ownPickup.order_number, reason: refusalOf('mark_processing', { status: 'paid', deliveryMethod: 'pickup' }) },
      ]),
    );
    expect(outcome.refused).toHaveLength(2);
    expect((await current(otherPickup.id)).status).toBe('paid');
  });

  it('a batch where every order is refused answers 200 with each reason and writes no audit row', async () => {
    const delivered = await order('delivered');
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.admin.client, { action: 'mark_processing', orders: selected(delivered, { id: 'no-such-order', version: 1 }) }));
    expect(outcome.done).toEqual([]);
    expect(outcome.refused.map((refused) => refused.reason)).toEqual([ORDER_NOT_FOUND, refusalOf('mark_processing', { status: 'delivered', deliveryMethod: 'shipping' })]);
    expect(await auditRowsOf(t, 'order', delivered.id)).toEqual([]);
  });
});

describe('mark shipped and the filter', () => {
  it('staff mark the selected orders shipped with one carrier and tracking number; both are required (400 with the fields)', async () => {
    const [a, b] = [await order('paid'), await order('processing')];
    const missing = await refusal(await bulkStatus(team.staff.client, { action: 'mark_shipped', carrier: 'UPS', orders: selected(a, b) }), 400);
    expect(missing.fields).toEqual({ trackingNumber: ORDERS_TEXTS.trackingRequired });
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.staff.client, { action: 'mark_shipped', carrier: 'UPS', trackingNumber: '1Z-BULK', orders: selected(a, b) }));
    expect(outcome.done).toHaveLength(2);
    for (const row of [a, b]) expect(await current(row.id)).toMatchObject({ status: 'shipped', carrier: 'UPS', tracking_number: '1Z-BULK' });
  });

  it('applies to every order the filter matches now, on the server, not to ids the client holds', async () => {
    const marker = `filter-${randomUUID().slice(0, 6)}`;
    const matching = [await order('paid'), await order('paid'), await order('paid')];
    const elsewhere = await order('paid');
    for (const row of matching) await t.deps.db.updateTable('orders').set({ email: `${marker}@example.com` }).where('id', '=', row.id).execute();
    const outcome = await ok<BulkOutcome>(await bulkStatus(team.admin.client, { action: 'mark_processing', filter: { q: marker, status: 'paid' } }));
    expect(outcome.done.map((done) => done.id).sort()).toEqual(matching.map((row) => row.id).sort());
    expect((await current(elsewhere.id)).status).toBe('paid');
  });

  it('refuses more than the cap with a 400 and changes nothing: selected ids, and a filter matching more', async () => {
    const tooMany = Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, index) => ({ id: `id-${index}`, version: 1 }));
    expect((await refusal(await bulkStatus(team.admin.client, { action: 'mark_processing', orders: tooMany }), 400)).fields).toEqual({ orders: BULK_TEXTS.tooMany });
    const marker = `cap${randomUUID().slice(0, 6)}`;
    const now = new Date();
    await t.deps.db
      .insertInto('orders')
      .values(Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, index) => ({
        id: randomUUID(), order_number: `${marker}-${index}`, guest_id: 'g', email: 'cap@example.com', country: 'US' as const, currency: 'USD' as const,
        status: 'paid' as const, delivery_method: 'shipping' as const, subtotal: 100, total: 100, created_at: now, updated_at: now,
      })))
      .execute();
    const over = await refusal(await bulkStatus(team.admin.client, { action: 'mark_processing', filter: { q: marker } }), 400);
    expect(over.fields).toEqual({ filter: ORDERS_BULK_TEXTS.filterTooMany });
    const changed = await t.deps.db.selectFrom('orders').select('id').where('order_number', 'like', `${marker}-%`).where('status', '<>', 'paid').execute();
    expect(changed).toEqual([]);
    // Neither, or both, of the selection and the filter: a 400 too.
    expect((await refusal(await bulkStatus(team.admin.client, { action: 'mark_processing' }), 400)).fields).toEqual({ orders: ORDERS_BULK_TEXTS.targets });
  });
});

describe('mark shipped from a CSV of order number, carrier and tracking', () => {
  it('the dry run checks each line and changes nothing; the real run ships the good lines with their own tracking and refuses the rest', async () => {
    const [a, b] = [await order('paid'), await order('processing')];
    const delivered = await order('delivered');
    const otherStore = await order('paid', { delivery: 'pickup', store: STORE_B });
    const csv = [
      'Order Number,Carrier,Tracking',
      `${a.order_number},UPS,1Z-A`,
      `${b.order_number.toLowerCase()},FedEx,FX-B`,
      `${delivered.order_number},UPS,1Z-D`,
      'TS-NOPE-1,UPS,1Z-X',
      `${a.order_number},UPS,1Z-A2`,
      `${otherStore.order_number},UPS,1Z-O`,
      ',UPS,1Z-Y',
      `${b.order_number},USPS,`,
    ].join('\r\n');
    const preview = await ok<ShipCsvPreview>(await shipCsv(team.manager.client, csv, true));
    expect(preview.lines.map((line) => [line.line, line.problem])).toEqual([
      [2, null],
      [3, null],
      [4, refusalOf('mark_shipped', { status: 'delivered', deliveryMethod: 'shipping' })],
      [5, ORDER_NOT_FOUND],
      [6, ORDERS_BULK_TEXTS.csvDuplicate(2)],
      [7, ORDER_NOT_FOUND], // another store's pickup order, for a manager of store A
      [8, ORDERS_BULK_TEXTS.csvOrderMissing],
      [9, ORDERS_TEXTS.trackingRequired],
    ]);
    expect(preview.lines[1]).toMatchObject({ orderNumber: b.order_number, orderId: b.id, carrier: 'FedEx', trackingNumber: 'FX-B' });
    for (const row of [a, b]) expect((await current(row.id)).version).toBe(row.version);

    const outcome = await ok<BulkOutcome>(await shipCsv(team.manager.client, csv, false));
    expect(outcome.done.map((done) => done.label).sort()).toEqual([a.order_number, b.order_number].sort());
    expect(outcome.refused.map((refused) => [refused.label, refused.reason])).toEqual([
      [delivered.order_number, refusalOf('mark_shipped', { status: 'delivered', deliveryMethod: 'shipping' })],
      ['TS-NOPE-1', ORDER_NOT_FOUND],
      [a.order_number, ORDERS_BULK_TEXTS.csvDuplicate(2)],
      [otherStore.order_number, ORDER_NOT_FOUND],
      [ORDERS_BULK_TEXTS.csvLine(8), ORDERS_BULK_TEXTS.csvOrderMissing],
      [b.order_number, ORDERS_TEXTS.trackingRequired],
    ]);
    expect(await current(a.id)).toMatchObject({ status: 'shipped', carrier: 'UPS', tracking_number: '1Z-A' });
    expect(await current(b.id)).toMatchObject({ status: 'shipped', carrier: 'FedEx', tracking_number: 'FX-B' });
    expect((await current(otherStore.id)).status).toBe('paid');
    expect((await auditRowsOf(t, 'order', a.id)).map((entry) => entry.action)).toEqual(['order.mark_shipped']);
  });

  it('refuses a file without the three columns, or not sent as a file, with a 400 on the file', async () => {
    expect((await refusal(await shipCsv(team.admin.client, 'order_number,carrier\nX,UPS', true), 400)).fields?.file).toMatch(/order_number, carrier, tracking/);
    expect((await refusal(await team.admin.client.request('/api/admin/orders/bulk/shipped-from-csv', { method: 'POST', json: {} }), 400)).fields?.file).toBeTruthy();
  });
});

describe('who may', () => {
  it('a visitor is 401 and a customer 403 on both bulk routes, before any validation', async () => {
    const visitor = new TestClient(t);
    for (const client of [visitor, team.customer.client]) {
      const want = client === visitor ? 401 : 403;
      expect((await bulkStatus(client, {})).status).toBe(want);
      expect((await shipCsv(client, 'x', true)).status).toBe(want);
    }
  });
});

describe('two bulk changes over the same orders at once', () => {
  it('never apply a transition twice: each order is processing once, done by exactly one of them', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => order('paid')));
    const body = { action: 'mark_processing', orders: selected(...orders) };
    const [first, second] = await Promise.all([bulkStatus(team.admin.client, body), bulkStatus(team.staff.client, body)]);
    const outcomes = [await ok<BulkOutcome>(first), await ok<BulkOutcome>(second)];
    const doneIds = outcomes.flatMap((outcome) => outcome.done.map((done) => done.id));
    expect(doneIds.sort()).toEqual(orders.map((row) => row.id).sort());
    for (const row of orders) {
      expect(await processingSteps(row.id)).toBe(1);
      expect(await auditRowsOf(t, 'order', row.id)).toHaveLength(1);
    }
    // The loser of each order was told why: changed by the other (stale version) or already processing.
    const reasons = new Set(outcomes.flatMap((outcome) => outcome.refused.map((refused) => refused.reason)));
    for (const reason of reasons) expect([ADMIN_TEXTS.editConflict, refusalOf('mark_processing', { status: 'processing', deliveryMethod: 'shipping' })]).toContain(reason);
  });
});
