import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { signedInTeam, signedInWith, type SignedIn } from './admin-fixtures';
import type { Attention } from '../../shared/admin/attention';
import { LIVE_TABLES, type AdminChangeEvent } from '../../shared/admin/live';
import type { OrderStatus } from '../../shared/orders/order-status';
import { changeEventFor } from '../../server/sync/stream.routes';

// The back office's attention badge and its change stream (issue 25, docs/decisions/098), on both
// databases: what needs someone now, per role and store scope, and the tables announced as they change.

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
let tiedManager: SignedIn;

const CHICAGO = 'attention-chicago';
const LEEDS = 'attention-leeds';

async function insertStore(id: string, country: 'US' | 'UK'): Promise<void> {
  await t.deps.db.insertInto('stores').values({ id, name: id, slug: id, country, address_line_1: '1 High Street', city: 'Town', postal_code: '10001', opening_hours: '[]', latitude: 40, longitude: -70 }).execute();
}

async function insertOrder(status: OrderStatus, pickupStore: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insertInto('orders').values({
    id, order_number: `TS-ATTN-${id.slice(0, 8)}`, guest_id: `guest-${id}`, email: 'shopper@example.com', country: pickupStore === LEEDS ? 'UK' : 'US',
    currency: pickupStore === LEEDS ? 'GBP' : 'USD', status, delivery_method: pickupStore ? 'pickup' : 'shipping', pickup_store_id: pickupStore,
    pickup_code: pickupStore ? randomUUID().slice(0, 6).toUpperCase() : null, shipping_address: null, subtotal: 1_000, total: 1_000,
  }).execute();
  return id;
}

async function flag(orderId: string, storeId: string): Promise<void> {
  await t.deps.db.insertInto('pickup_handovers').values({
    id: randomUUID(), order_id: orderId, store_id: storeId, code: 'ABC234', staff_user_id: null, staff_name: 'Counter', device_id: 'tablet-1',
    handed_over_at: new Date(), outcome: 'duplicate', status_on_arrival: 'collected',
  }).execute();
}

const attentionOf = async (who: SignedIn): Promise<Record<string, number>> => {
  const response = await who.client.get('/api/admin/dashboard/attention');
  expect(response.status).toBe(200);
  const body = (await response.json()) as Attention;
  expect(body.total).toBe(body.items.reduce((sum, item) => sum + item.count, 0));
  return Object.fromEntries(body.items.map((item) => [item.key, item.count]));
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, staff, customer } = await signedInTeam(t));
  tiedManager = await signedInWith(t, ['store_manager'], 'attention-manager@example.com', 'Tia Tied');
  await insertStore(CHICAGO, 'US');
  await insertStore(LEEDS, 'UK');
  await t.deps.db.insertInto('staff_stores').values({ user_id: tiedManager.id, store_id: CHICAGO }).execute();
});
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

describe('GET /api/admin/dashboard/attention', () => {
  it('counts what needs someone, for the screens the role opens and the stores it works for', async () => {
    const empty = { awaitingApproval: 0, flaggedPickups: 0, failedEmails: 0, tillSyncFailed: 0 };
    expect(await attentionOf(admin)).toEqual(empty);

    await insertOrder('awaiting_approval');
    await insertOrder('awaiting_approval', CHICAGO);
    await insertOrder('awaiting_approval', LEEDS);
    await flag(await insertOrder('collected', LEEDS), LEEDS);
    const dealtWith = await insertOrder('collected', CHICAGO);
    await flag(dealtWith, CHICAGO);
    await t.deps.db.updateTable('pickup_handovers').set({ dealt_with_at: new Date(), dealt_with_by_name: 'Mo' }).where('order_id', '=', dealtWith).execute();
    await flag(await insertOrder('collected', CHICAGO), CHICAGO);
    const email = (status: 'failed' | 'sent', resentAt: Date | null = null) => ({
      id: randomUUID(), to_address: 'shopper@example.com', subject: 'Your order', template: 'order-confirmation', body_text: 'Hello', status, resent_at: resentAt,
    });
    await t.deps.db.insertInto('email_logs').values([email('failed'), email('failed'), email('failed', new Date()), email('sent')]).execute();
    const run = (status: 'succeeded' | 'failed', minutesAgo: number) => ({
      id: randomUUID(), status, errors: JSON.stringify(status === 'failed' ? ['The till refused the credentials'] : []), queued_at: new Date(Date.now() - minutesAgo * 60_000), started_at: new Date(Date.now() - minutesAgo * 60_000), finished_at: new Date(Date.now() - minutesAgo * 60_000 + 1_000),
    });
    await t.deps.db.insertInto('till_sync_runs').values([run('succeeded', 30), run('failed', 10)]).execute();

    // Every store's: three held orders, two open flags (one was dealt with), two failed emails not sent again, the last till run failed.
    expect(await attentionOf(admin)).toEqual({ awaitingApproval: 3, flaggedPickups: 2, failedEmails: 2, tillSyncFailed: 1 });
    // Tied to Chicago: Leeds' held pickup and flag are not theirs.
    expect(await attentionOf(tiedManager)).toEqual({ awaitingApproval: 2, flaggedPickups: 1, failedEmails: 2, tillSyncFailed: 1 });
    // Staff open neither approvals, email logs nor the till screen.
    expect(await attentionOf(staff)).toEqual({ flaggedPickups: 2 });

    // A later run that succeeds clears the till item.
    await t.deps.db.insertInto('till_sync_runs').values(run('succeeded', 1)).execute();
    expect((await attentionOf(admin)).tillSyncFailed).toBe(0);
  });

  it('asks a visitor to sign in and refuses a customer', async () => {
    expect((await new TestClient(t).get('/api/admin/dashboard/attention')).status).toBe(401);
    expect((await customer.client.get('/api/admin/dashboard/attention')).status).toBe(403);
  });
});

describe('GET /api/admin/dashboard/changes', () => {
  it('names the back-office tables as they change, and shoppers hear nothing of orders', async () => {
    const response = await admin.client.get('/api/admin/dashboard/changes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    expect(received).toContain(': connected');

    await insertOrder('paid');
    const events: AdminChangeEvent[] = [];
    while (!events.some((event) => event.tables.includes('orders'))) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before announcing orders: ${received}`);
      received += decoder.decode(value);
      events.splice(0, events.length, ...[...received.matchAll(/event: change\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1]!) as AdminChangeEvent));
    }
    await reader.cancel();
    // Only the back office's tables are named.
    expect(events.flatMap((event) => event.tables).every((table) => LIVE_TABLES.includes(table))).toBe(true);
    // The storefront's stream words the same change as no collection at all: it sends nothing.
    expect(changeEventFor(['orders', 'email_logs', 'till_sync_runs', 'pickup_handovers', 'discounts', 'tax_rates', 'blog_posts', 'jobs', 'support_articles'])).toEqual({ collections: [] });
  });

  it('asks a visitor to sign in and refuses a customer', async () => {
    expect((await new TestClient(t).get('/api/admin/dashboard/changes')).status).toBe(401);
    expect((await customer.client.get('/api/admin/dashboard/changes')).status).toBe(403);
  });
});
