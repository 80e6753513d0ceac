import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PICKUP_COUNTER_TEXTS, type HandoverResult, type PickupCounterDoc, type PickupPull } from '../../shared/admin/pickup-verification.schema';
import type { AdminSettings } from '../../shared/admin/settings.schema';
import * as m0034 from '../../migrations/0034_pickup_card_paid_phone_hold';
import type { OrderStatus } from '../../shared/orders/order-status';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { untilVisibleToPulls } from '../support/pull-visibility';
import { auditRowsOf, insertOrder, ok, refusal, send, signedInWith, type SignedIn } from './admin-fixtures';

// The counter tablet's API (issue 13, docs/decisions/042): the pull is scoped to the user's stores;
// hand-overs are idempotent, may come out of order or from two tablets, are never lost, and the first
// one makes the order collected through transitionOrder with the hand-over's who and when, audited.

let t: TestApp;
let staffA: SignedIn;
let staffB: SignedIn;
let managerA: SignedIn;
let codeCounter = 0;
const PHONE = '+1 212 555 0100';

async function store(id: string, country: 'US' | 'UK') {
  await t.deps.db
    .insertInto('stores')
    .values({ id, name: `Store ${id}`, slug: id, country, address_line_1: '1 High Street', city: 'Town', postal_code: '10001', opening_hours: '[]', latitude: 51.5, longitude: -0.1 })
    .execute();
}

/** A paid pickup order with a code and two lines; US orders are at store s-a, UK ones at s-b. */
async function pickupOrder(status: OrderStatus, country: 'US' | 'UK' = 'US'): Promise<{ id: string; code: string }> {
  const id = await insertOrder(t, { country, total: 2500, status, paidAt: new Date(), delivery: 'pickup' });
  codeCounter += 1;
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let n = codeCounter; code.length < 5; n = Math.floor(n / alphabet.length)) code = alphabet[n % alphabet.length] + code;
  code = `K${code}`;
  await t.deps.db.insertInto('order_lines').values([
    { id: randomUUID(), order_id: id, product_id: 'p-ball', variant_id: null, product_name: 'Ball', variant_name: null, unit_price: 500, quantity: 2, line_total: 1000 },
    { id: randomUUID(), order_id: id, product_id: 'p-shirt', variant_id: null, product_name: 'Shirt', variant_name: 'M', unit_price: 1500, quantity: 1, line_total: 1500 },
  ]).execute();
  await t.deps.db.updateTable('orders').set({ pickup_code: code, contact_name: 'Pat Parent', contact_phone: PHONE }).where('id', '=', id).execute();
  return { id, code };
}

/** One page of the counter's pull, once everything written before is visible to pulls. */
async function pullPage(client: TestClient, query: string): Promise<PickupPull> {
  await untilVisibleToPulls(t.deps.db);
  return ok<PickupPull>(await client.get(`/api/admin/pickup-verification?${query}`));
}

async function pullAll(client: TestClient): Promise<PickupPull['documents']> {
  const documents: PickupPull['documents'] = [];
  let query = '';
  for (;;) {
    const page = await pullPage(client, `limit=50${query}`);
    documents.push(...page.documents);
    if (page.documents.length < 50) return documents;
    query = `&xid=${page.checkpoint!.xid}&seq=${page.checkpoint!.seq}`;
  }
}

const handover = (orderId: string, code: string, deviceId = 'tablet-1', at = new Date()) => ({ id: randomUUID(), orderId, code, deviceId, handedOverAt: at.toISOString() });
const push = (client: TestClient, handovers: unknown[]) => send(client, 'POST', '/api/admin/pickup-verification/handovers', { handovers });
const handoversOf = (orderId: string) => t.deps.db.selectFrom('pickup_handovers').selectAll().where('order_id', '=', orderId).orderBy('handed_over_at').execute();
const orderRow = (orderId: string) => t.deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  await store('s-a', 'US');
  await store('s-b', 'UK');
  await t.deps.db.insertInto('products').values([{ id: 'p-ball', name: 'Ball', price: 500 }, { id: 'p-shirt', name: 'Shirt', price: 1500 }]).execute();
  staffA = await signedInWith(t, ['staff'], 'staff-a@example.com', 'Sid Staff');
  staffB = await signedInWith(t, ['staff'], 'staff-b@example.com', 'Bea Staff');
  managerA = await signedInWith(t, ['store_manager'], 'manager-a@example.com', 'Mo Manager');
  await t.deps.db.insertInto('staff_stores').values([
    { user_id: staffA.id, store_id: 's-a' }, { user_id: managerA.id, store_id: 's-a' }, { user_id: staffB.id, store_id: 's-b' },
  ]).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('pull', () => {
  it('a staff member receives only their stores\' pickups, with name, items, sizes and code', async () => {
    const a = await pickupOrder('ready_for_pickup', 'US');
    const b = await pickupOrder('paid', 'UK');
    const pending = await pickupOrder('pending_payment', 'US');
    const docsA = await pullAll(staffA.client);
    const docsB = await pullAll(staffB.client);
    expect(docsA.map((d) => d.id)).toContain(a.id);
    expect(docsA.map((d) => d.id)).not.toContain(b.id);
    expect(docsA.map((d) => d.id)).not.toContain(pending.id);
    expect(docsA.every((d) => d.storeId === 's-a')).toBe(true);
    expect(docsB.map((d) => d.id)).toContain(b.id);
    expect(docsB.map((d) => d.id)).not.toContain(a.id);
    const doc = docsA.find((d) => d.id === a.id)!;
    expect(doc).toMatchObject({ code: a.code, status: 'ready_for_pickup', customerName: 'Pat Parent', flag: null, _deleted: false });
    expect(doc.items).toEqual([{ name: 'Ball', size: null, quantity: 2 }, { name: 'Shirt', size: 'M', quantity: 1 }]);
  });

  it('after a checkpoint only changes come, and a status change reaches the tablet', async () => {
    const first = await pullPage(staffA.client, 'limit=5000');
    const order = await pickupOrder('paid', 'US');
    const cp = first.checkpoint!;
    const next = await pullPage(staffA.client, `xid=${cp.xid}&seq=${cp.seq}`);
    expect(next.documents.map((d) => d.id)).toEqual([order.id]);
    const ready = await ok<{ record: { status: string } }>(await send(staffA.client, 'POST', `/api/admin/pickup-verification/orders/${order.id}/mark-ready`, {}));
    expect(ready.record.status).toBe('ready_for_pickup');
    const after = await pullPage(staffA.client, `xid=${next.checkpoint!.xid}&seq=${next.checkpoint!.seq}`);
    expect(after.documents.map((d) => [d.id, d.status])).toEqual([[order.id, 'ready_for_pickup']]);
  });

  it('the counter serves one store: the user\'s stores are listed, the pull of a chosen one holds only its pickups, another\'s is refused', async () => {
    const twoStores = await signedInWith(t, ['store_manager'], 'manager-ab@example.com', 'Ada Two-Stores');
    await t.deps.db.insertInto('staff_stores').values([{ user_id: twoStores.id, store_id: 's-a' }, { user_id: twoStores.id, store_id: 's-b' }]).execute();
    const a = await pickupOrder('paid', 'US');
    const b = await pickupOrder('paid', 'UK');

    const listed = async (client: TestClient) => (await ok<{ stores: Array<{ id: string }> }>(await client.get('/api/admin/pickup-verification/stores'))).stores.map((store) => store.id);
    expect(await listed(staffA.client)).toEqual(['s-a']);
    expect(await listed(twoStores.client)).toEqual(['s-a', 's-b']);

    const atB = await pullPage(twoStores.client, 'storeId=s-b&limit=5000');
    expect(atB.documents.map((d) => d.id)).toContain(b.id);
    expect(atB.documents.map((d) => d.id)).not.toContain(a.id);
    expect(atB.documents.every((d) => d.storeId === 's-b')).toBe(true);
    const atA = await pullPage(twoStores.client, 'storeId=s-a&limit=5000');
    expect(atA.documents.map((d) => d.id)).toContain(a.id);
    expect(atA.documents.every((d) => d.storeId === 's-a')).toBe(true);

    await refusal(await staffA.client.get('/api/admin/pickup-verification?storeId=s-b'), 403);
  });

  it('a staff member of store A cannot mark store B\'s pickup ready (403, unchanged)', async () => {
    const b = await pickupOrder('paid', 'UK');
    const error = await refusal(await send(staffA.client, 'POST', `/api/admin/pickup-verification/orders/${b.id}/mark-ready`, {}), 403);
    expect(error.message).toBe(PICKUP_COUNTER_TEXTS.notYourStore);
    expect((await orderRow(b.id)).status).toBe('paid');
  });
});

describe('hand-overs', () => {
  it('collects a ready order through transitionOrder: status, by and at are the hand-over\'s, timeline and audit written', async () => {
    const order = await pickupOrder('ready_for_pickup');
    const at = new Date(Date.now() - 5 * 60_000);
    const h = handover(order.id, order.code.toLowerCase().replace(/(...)/, '$1 '), 'tablet-1', at);
    const { results } = await ok<{ results: HandoverResult[] }>(await push(staffA.client, [h]));
    expect(results).toEqual([{ id: h.id, orderId: order.id, outcome: 'collected', statusOnArrival: 'ready_for_pickup' }]);
    const row = await orderRow(order.id);
    expect(row.status).toBe('collected');
    expect(row.collected_by).toBe(staffA.id);
    expect(new Date(row.collected_at!).toISOString()).toBe(at.toISOString());
    const history = await t.deps.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'changed_by']).where('order_id', '=', order.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toEqual({ from_status: 'ready_for_pickup', to_status: 'collected', changed_by: staffA.id });
    const actions = (await auditRowsOf(t, 'order', order.id)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['order.collect', 'pickup.handover.collected']));
    const [doc] = (await pullAll(staffA.client)).filter((d) => d.id === order.id);
    expect(doc).toMatchObject({ status: 'collected', collectedByName: 'Sid Staff', collectedAt: at.toISOString(), flag: null });
  });

  it('the same hand-over pushed twice is one', async () => {
    const order = await pickupOrder('ready_for_pickup');
    const h = handover(order.id, order.code);
    await ok(await push(staffA.client, [h]));
    const again = await ok<{ results: HandoverResult[] }>(await push(staffA.client, [h]));
    // The first outcome, with the status the order had when it first arrived (not "collected" now).
    expect(again.results).toEqual([{ id: h.id, orderId: order.id, outcome: 'collected', statusOnArrival: 'ready_for_pickup' }]);
    expect(await handoversOf(order.id)).toHaveLength(1);
    expect((await auditRowsOf(t, 'order', order.id)).filter((r) => r.action.startsWith('pickup.handover'))).toHaveLength(1);
    expect((await pullAll(staffA.client)).find((d) => d.id === order.id)!.flag).toBeNull();
  });

  it('two tablets offline: both hand-overs kept, the first to arrive collects, the order flagged "collected twice" with both', async () => {
    const order = await pickupOrder('ready_for_pickup');
    const early = handover(order.id, order.code, 'tablet-1', new Date(Date.now() - 10 * 60_000));
    const late = handover(order.id, order.code, 'tablet-2', new Date(Date.now() - 2 * 60_000));
    // Out of order: the later hand-over arrives first.
    const first = await ok<{ results: HandoverResult[] }>(await push(managerA.client, [late]));
    const second = await ok<{ results: HandoverResult[] }>(await push(staffA.client, [early]));
    expect(first.results[0]!.outcome).toBe('collected');
    expect(second.results[0]!.outcome).toBe('duplicate');
    expect(second.results[0]!.statusOnArrival).toBe('collected');
    const row = await orderRow(order.id);
    expect(row.status).toBe('collected');
    expect(row.collected_by).toBe(managerA.id);
    const kept = await handoversOf(order.id);
    expect(kept.map((h) => [h.device_id, h.staff_name, h.outcome])).toEqual([['tablet-1', 'Sid Staff', 'duplicate'], ['tablet-2', 'Mo Manager', 'collected']]);
    const doc = (await pullAll(managerA.client)).find((d) => d.id === order.id)!;
    expect(doc.flag).toBe('collected_twice');
    expect(doc.handovers.map((h) => [h.staffName, h.handedOverAt])).toEqual([
      ['Sid Staff', early.handedOverAt], ['Mo Manager', late.handedOverAt],
    ]);
  });

  it('two tablets pushing the same code at once: one collects, the other is kept as the second', async () => {
    const order = await pickupOrder('ready_for_pickup');
    const responses = await Promise.all([
      push(staffA.client, [handover(order.id, order.code, 'tablet-1')]),
      push(managerA.client, [handover(order.id, order.code, 'tablet-2')]),
    ]);
    const outcomes = (await Promise.all(responses.map((r) => ok<{ results: HandoverResult[] }>(r)))).map((r) => r.results[0]!.outcome).sort();
    expect(outcomes).toEqual(['collected', 'duplicate']);
    expect(await handoversOf(order.id)).toHaveLength(2);
    expect((await orderRow(order.id)).status).toBe('collected');
  });

  it('a hand-over for an order cancelled meanwhile (or never ready) is kept and flagged, the status untouched', async () => {
    const cancelled = await pickupOrder('cancelled');
    const paid = await pickupOrder('paid');
    const { results } = await ok<{ results: HandoverResult[] }>(await push(staffA.client, [handover(cancelled.id, cancelled.code), handover(paid.id, paid.code)]));
    expect(results.map((r) => r.outcome)).toEqual(['not_ready', 'not_ready']);
    // The tablet is told why, so it can tell its clerk in plain words (issue 23, point 6).
    expect(results.map((r) => r.statusOnArrival)).toEqual(['cancelled', 'paid']);
    expect((await orderRow(cancelled.id)).status).toBe('cancelled');
    expect((await orderRow(paid.id)).status).toBe('paid');
    expect(await handoversOf(cancelled.id)).toHaveLength(1);
    const docs = await pullAll(staffA.client);
    expect(docs.find((d) => d.id === cancelled.id)!.flag).toBe('not_ready');
    expect(docs.find((d) => d.id === paid.id)!.flag).toBe('not_ready');
    expect((await auditRowsOf(t, 'order', cancelled.id)).map((r) => r.action)).toContain('pickup.handover.not_ready');
  });

  it('a staff member of store A cannot collect store B\'s pickup: 403 and nothing written, even alongside their own', async () => {
    const b = await pickupOrder('ready_for_pickup', 'UK');
    const a = await pickupOrder('ready_for_pickup', 'US');
    const error = await refusal(await push(staffA.client, [handover(a.id, a.code), handover(b.id, b.code)]), 403);
    expect(error.message).toBe(PICKUP_COUNTER_TEXTS.notYourStore);
    expect(await handoversOf(b.id)).toHaveLength(0);
    expect(await handoversOf(a.id)).toHaveLength(0);
    expect((await orderRow(b.id)).status).toBe('ready_for_pickup');
    expect((await orderRow(a.id)).status).toBe('ready_for_pickup');
  });

  it('a code that is not the order\'s is refused with the counter\'s text', async () => {
    const a = await pickupOrder('ready_for_pickup');
    const error = await refusal(await push(staffA.client, [handover(a.id, 'ZZZZZZ')]), 400);
    expect(error.message).toBe(PICKUP_COUNTER_TEXTS.noSuchCode);
    expect(await handoversOf(a.id)).toHaveLength(0);
  });
});

describe('the card\'s facts (issue 23, point 9; docs/decisions/075)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const markReady = async (orderId: string) =>
    (await ok<{ record: PickupCounterDoc }>(await send(staffA.client, 'POST', `/api/admin/pickup-verification/orders/${orderId}/mark-ready`, {}))).record;
  /** When the order was last marked ready, from its timeline. */
  const lastReadyAt = async (orderId: string) => {
    const rows = await t.deps.db.selectFrom('order_status_history').select('created_at').where('order_id', '=', orderId).where('to_status', '=', 'ready_for_pickup').execute();
    return Math.max(...rows.map((row) => new Date(row.created_at).getTime()));
  };
  const pulledAfter = async (checkpoint: PickupPull['checkpoint'], orderId: string) =>
    (await pullPage(staffA.client, `xid=${checkpoint!.xid}&seq=${checkpoint!.seq}&limit=5000`)).documents.filter((d) => d.id === orderId);

  it('the pull carries what was paid, in the order\'s currency, and the phone; the hold deadline only while ready: set when marked ready, moved when marked ready again', async () => {
    const order = await pickupOrder('paid', 'US');
    const uk = await pickupOrder('paid', 'UK');
    const paid = (await pullAll(staffA.client)).find((d) => d.id === order.id)!;
    expect(paid).toMatchObject({ total: 2500, currency: 'USD', contactPhone: PHONE, holdUntil: null });
    expect((await pullAll(staffB.client)).find((d) => d.id === uk.id)).toMatchObject({ total: 2500, currency: 'GBP', contactPhone: PHONE });

    // Marked ready: the deadline is the timeline's ready time + pickup_hold_days (7 by default), in the answer and the pull.
    const before = (await pullPage(staffA.client, 'limit=5000')).checkpoint;
    const record = await markReady(order.id);
    const firstDeadline = new Date((await lastReadyAt(order.id)) + 7 * DAY_MS).toISOString();
    expect(record.holdUntil).toBe(firstDeadline);
    const [ready] = await pulledAfter(before, order.id);
    expect(ready).toMatchObject({ status: 'ready_for_pickup', total: 2500, currency: 'USD', contactPhone: PHONE, holdUntil: firstDeadline });

    // Taken out of ready (the deadline goes), then marked ready again: the deadline moves with it.
    await t.deps.db.updateTable('orders').set({ status: 'processing' }).where('id', '=', order.id).execute();
    expect((await pullAll(staffA.client)).find((d) => d.id === order.id)).toMatchObject({ status: 'processing', holdUntil: null });
    const beforeAgain = (await pullPage(staffA.client, 'limit=5000')).checkpoint;
    await markReady(order.id);
    const secondDeadline = new Date((await lastReadyAt(order.id)) + 7 * DAY_MS).toISOString();
    expect(secondDeadline > firstDeadline).toBe(true);
    const [readyAgain] = await pulledAfter(beforeAgain, order.id);
    expect(readyAgain!.holdUntil).toBe(secondDeadline);

    // Collected: no deadline any more.
    await ok(await push(staffA.client, [handover(order.id, order.code)]));
    expect((await pullAll(staffA.client)).find((d) => d.id === order.id)).toMatchObject({ status: 'collected', holdUntil: null, total: 2500 });
  });

  it('a new pickup_hold_days setting reaches tablets: every ready pickup is pulled again with its new deadline', async () => {
    const admin = (await signedInWith(t, ['admin'], 'admin-hold@example.com', 'Ann Admin')).client;
    const order = await pickupOrder('paid', 'US');
    await markReady(order.id);
    const readyAt = await lastReadyAt(order.id);
    const before = (await pullPage(staffA.client, 'limit=5000')).checkpoint;
    const settings = await ok<AdminSettings>(await admin.get('/api/admin/settings'));
    await ok(await send(admin, 'PUT', '/api/admin/settings', { ...settings.settings, pickup_hold_days: 3, version: settings.version }));
    try {
      const [moved] = await pulledAfter(before, order.id);
      expect(moved!.holdUntil).toBe(new Date(readyAt + 3 * DAY_MS).toISOString());
    } finally {
      const now = await ok<AdminSettings>(await admin.get('/api/admin/settings'));
      await ok(await send(admin, 'PUT', '/api/admin/settings', { ...now.settings, pickup_hold_days: settings.settings.pickup_hold_days, version: now.version }));
    }
  });

  it('migration 0034 on documents already there: the ones tablets still pull are sent again with the new fields; one closed long ago is filled in place, not sent again', async () => {
    const open = await pickupOrder('paid', 'US');
    await markReady(open.id);
    const old = await pickupOrder('ready_for_pickup', 'US');
    await ok(await push(staffA.client, [handover(old.id, old.code)]));
    const db = t.deps.db as unknown as Kysely<unknown>;
    // Closed 40 days ago, as far as the projection knows (the sync trigger would stamp now()).
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    await sql`ALTER TABLE pickup_counter_docs DISABLE TRIGGER pickup_counter_docs_touch_sync`.execute(db);
    await t.deps.db.updateTable('pickup_counter_docs').set({ updated_at: longAgo }).where('order_id', '=', old.id).execute();
    await sql`ALTER TABLE pickup_counter_docs ENABLE TRIGGER pickup_counter_docs_touch_sync`.execute(db);

    // The database as it was before 0034, a tablet's checkpoint past every document, then 0034.
    await t.deps.db.transaction().execute((trx) => m0034.down(trx as unknown as Kysely<unknown>));
    const checkpoint = (await pullPage(staffA.client, 'limit=5000')).checkpoint;
    await t.deps.db.transaction().execute((trx) => m0034.up(trx as unknown as Kysely<unknown>));

    const resent = (await pullPage(staffA.client, `xid=${checkpoint!.xid}&seq=${checkpoint!.seq}&limit=5000`)).documents;
    expect(resent.find((d) => d.id === open.id)).toMatchObject({
      status: 'ready_for_pickup', total: 2500, currency: 'USD', contactPhone: PHONE, holdUntil: new Date((await lastReadyAt(open.id)) + 7 * DAY_MS).toISOString(),
    });
    expect(resent.map((d) => d.id)).not.toContain(old.id);
    const kept = await t.deps.db.selectFrom('pickup_counter_docs').selectAll().where('order_id', '=', old.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ total: 2500, currency: 'USD', contact_phone: PHONE });
    expect(new Date(kept.updated_at).getTime()).toBe(longAgo.getTime());
  });
});
