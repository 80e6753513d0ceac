import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ListPage } from '../../shared/admin/api';
import type { CustomerDetail, CustomerRow } from '../../shared/admin/customers.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { insertOrder, ok, refusal, signedInTeam, signedInWith, type SignedIn } from './admin-fixtures';

// The customers screen (issue 12, "Customers"): every account with its order count and lifetime
// spend per currency (paid less refunded), searched, sorted, paged and exported; one customer's
// profile, addresses, orders, refunds, newsletter and do-not-sell status; never a password, a
// session or a token; read-only for admins and store managers, nothing for staff.

let t: TestApp;
let team: Awaited<ReturnType<typeof signedInTeam>>;
let ann: SignedIn;
let bob: SignedIn;

async function orderFor(user: SignedIn, country: 'US' | 'UK', total: number, payment: 'captured' | 'pending' | 'refunded' | 'created', status: 'paid' | 'awaiting_approval' | 'refunded' | 'pending_payment' = 'paid') {
  const id = await insertOrder(t, { country, total, status, paymentStatus: payment, ...(payment === 'created' ? {} : { paidAt: new Date() }) });
  await t.deps.db.updateTable('orders').set({ user_id: user.id, guest_id: null, email: user.email }).where('id', '=', id).execute();
  return id;
}

async function refunded(orderId: string, amount: number, status: 'completed' | 'failed', reason: string) {
  const payment = await t.deps.db.selectFrom('payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  await t.deps.db.updateTable('payments').set({ capture_id: `CAP-${orderId}` }).where('id', '=', payment.id).execute();
  const id = crypto.randomUUID();
  await t.deps.db.insertInto('refunds').values({ id, order_id: orderId, payment_id: payment.id, amount, currency: 'GBP', reason, status, lines: '[]', request_key: id, paypal_request_id: `refund-${id}` }).execute();
}

const list = async (client: TestClient, query: string) => ok<ListPage<CustomerRow>>(await client.get(`/api/admin/customers?${query}`));

beforeAll(async () => {
  t = await createTestApp();
  team = await signedInTeam(t);
  ann = await signedInWith(t, [], 'ann.archer@example.com', 'Ann Archer');
  bob = await signedInWith(t, [], 'bob.baker@example.com', 'Bob Baker');
  await orderFor(ann, 'US', 12_000, 'captured');
  await orderFor(ann, 'US', 3_000, 'captured');
  await orderFor(ann, 'UK', 2_500, 'captured');
  await refunded(await orderFor(ann, 'UK', 4_000, 'refunded', 'refunded'), 4_000, 'completed', 'Arrived broken');
  await refunded(await orderFor(ann, 'UK', 2_000, 'captured'), 500, 'failed', 'PayPal said no');
  await orderFor(ann, 'US', 99_900, 'pending', 'awaiting_approval');
  await orderFor(ann, 'US', 7_000, 'created', 'pending_payment');
  await orderFor(bob, 'UK', 1_000, 'captured');
  const db = t.deps.db;
  await db.insertInto('saved_addresses').values({ id: crypto.randomUUID(), user_id: ann.id, label: 'Home', full_name: 'Ann Archer', address_line_1: '1 Bow Street', address_line_2: null, city: 'Albany', region: 'NY', postal_code: '12207', country: 'US', phone: '+1 518 555 0101', is_default: true }).execute();
  await db.insertInto('newsletter_subscribers').values({ id: crypto.randomUUID(), email: 'ann.archer@example.com' }).execute();
  await db.insertInto('do_not_sell_requests').values({ id: crypto.randomUUID(), full_name: 'Ann Archer', email: 'ann.archer@example.com', state: 'CA' }).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the customers list', () => {
  it('shows each account with its placed orders and spend per currency, paid less refunded', async () => {
    const page = await list(team.admin.client, 'q=archer');
    expect(page.total).toBe(1);
    const row = page.rows[0]!;
    expect(row).toMatchObject({ id: ann.id, name: 'Ann Archer', email: 'ann.archer@example.com' });
    // Captured, refunded and pending orders were placed; the abandoned one was not.
    expect(row.orderCount).toBe(6);
    // USD: 120 + 30 taken (the pending capture is not money yet); GBP: 25 + 40 + 20 taken, 40 refunded
    // (a failed refund gave nothing back).
    expect(row.spend).toEqual({ USD: 15_000, GBP: 4_500 });
    const bobRow = (await list(team.manager.client, 'q=bob.baker')).rows[0]!;
    expect(bobRow).toMatchObject({ orderCount: 1, spend: { GBP: 1_000 } });
    expect(bobRow.spend.USD).toBeUndefined();
  });

  it('searches names and emails, sorts by the whitelist only, and pages', async () => {
    expect((await list(team.admin.client, 'q=Baker')).rows.map((row) => row.id)).toEqual([bob.id]);
    const byOrders = await list(team.admin.client, 'sort=orderCount.desc&pageSize=10');
    expect(byOrders.rows[0]!.id).toBe(ann.id);
    expect(byOrders.rows[1]!.id).toBe(bob.id);
    const bySpend = await list(team.admin.client, 'sort=spendGBP.desc&pageSize=10');
    expect(bySpend.rows.slice(0, 2).map((row) => row.id)).toEqual([ann.id, bob.id]);
    const byName = await list(team.admin.client, 'sort=name.asc&pageSize=10&page=1');
    expect(byName.rows[0]!.name).toBe('Ada Admin');
    expect(byName.total).toBe(6);
    const second = await list(team.admin.client, 'sort=name.asc&pageSize=10&page=2');
    expect(second.rows).toEqual([]);
    const bad = await refusal(await team.admin.client.get('/api/admin/customers?sort=password.asc'), 400);
    expect(bad.fields?.sort).toMatch(/Cannot sort by password/);
  });

  it('exports the same list as CSV with spend per currency', async () => {
    const response = await team.admin.client.get('/api/admin/customers?format=csv&q=archer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await response.text();
    const [header, line, ...rest] = text.trim().split('\n');
    expect(header).toBe('id,name,email,created_at,order_count,spend_usd,spend_gbp');
    expect(line).toContain(`${ann.id},Ann Archer,ann.archer@example.com,`);
    expect(line!.endsWith(',6,150.00,45.00')).toBe(true);
    expect(rest).toEqual([]);
  });
});

describe('a customer', () => {
  it('shows profile, addresses, orders, refunds, newsletter and do-not-sell status', async () => {
    const { record } = await ok<{ record: CustomerDetail }>(await team.manager.client.get(`/api/admin/customers/${ann.id}`));
    expect(record).toMatchObject({ id: ann.id, name: 'Ann Archer', email: 'ann.archer@example.com', orderCount: 6, spend: { USD: 15_000, GBP: 4_500 } });
    expect(typeof record.emailVerified).toBe('boolean');
    expect(record.lastSignInAt).not.toBeNull();
    expect(record.addresses).toEqual([expect.objectContaining({ label: 'Home', fullName: 'Ann Archer', lines: ['1 Bow Street', 'Albany, NY, 12207'], country: 'US', isDefault: true })]);
    // Every order that left checkout, newest first; the abandoned one is not an order to staff.
    expect(record.orders).toHaveLength(6);
    expect(record.orders.map((order) => order.status).sort()).toEqual(['awaiting_approval', 'paid', 'paid', 'paid', 'paid', 'refunded']);
    expect(record.refunds.map((refund) => [refund.amount, refund.currency, refund.status, refund.reason]).sort()).toEqual([
      [4_000, 'GBP', 'completed', 'Arrived broken'],
      [500, 'GBP', 'failed', 'PayPal said no'],
    ]);
    expect(record.newsletter.subscribed).toBe(true);
    expect(record.doNotSell).toMatchObject({ requested: true, status: 'received' });
    const plain = (await ok<{ record: CustomerDetail }>(await team.admin.client.get(`/api/admin/customers/${bob.id}`))).record;
    expect(plain).toMatchObject({ addresses: [], refunds: [], newsletter: { subscribed: false, since: null }, doNotSell: { requested: false, status: null } });
  });

  it('never answers with a password, a session or a token', async () => {
    const secrets = await sql<{ value: string }>`
      SELECT password AS value FROM account WHERE "userId" = ${ann.id} AND password IS NOT NULL
      UNION ALL SELECT token FROM session WHERE "userId" = ${ann.id}
      UNION ALL SELECT id FROM session WHERE "userId" = ${ann.id}`.execute(t.deps.db);
    expect(secrets.rows.length).toBeGreaterThanOrEqual(3);
    for (const path of [`/api/admin/customers/${ann.id}`, '/api/admin/customers?q=ann', '/api/admin/customers?format=csv&q=ann']) {
      const text = await (await team.admin.client.get(path)).text();
      for (const secret of secrets.rows) expect(text).not.toContain(secret.value);
      expect(text.toLowerCase()).not.toMatch(/password|token|session/);
    }
  });

  it('is not found for an unknown id', async () => {
    expect((await refusal(await team.admin.client.get('/api/admin/customers/nobody'), 404)).message).toBe('Customer not found');
  });
});

describe('who may see customers', () => {
  it('staff and customers are refused (403), visitors must sign in (401), and nothing here writes', async () => {
    for (const path of ['/api/admin/customers', `/api/admin/customers/${ann.id}`]) {
      await refusal(await team.staff.client.get(path), 403);
      await refusal(await team.customer.client.get(path), 403);
      await refusal(await new TestClient(t).get(path), 401);
    }
    expect((await team.admin.client.request(`/api/admin/customers/${ann.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
