import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { ApprovalAnswer, ApprovalRow } from '../../shared/admin/order-approvals.schema';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { APPROVAL_TEXTS } from '../../shared/orders/order-approval';
import { sweepPendingCaptures } from '../../server/orders/approval/pending-capture-sweep';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { ok, refusal, send, signedInTeam } from './admin-fixtures';
import { approveAtPayPal, capture, createOrder, insertDiscount, insertProduct, newGuestId, stockOf, usesOf } from './checkout-fixtures';

// The approvals queue (issue 12, "Order approvals"; docs/decisions/044): exactly the held orders,
// each with the rules that held it and the customer's history; approve → processing (409 on a stale
// version, refused while PayPal holds the payment); reject → one full refund however often it is
// sent, cancelled, stock and promo use back; a pending capture resolved either way (from the queue
// or by the sweep) balances the stock and promo books.

let t: TestApp;
let team: Awaited<ReturnType<typeof signedInTeam>>;
type Line = { productId: string; quantity: number };

async function paidOrder(lines: Line[], options: { promoCode?: string; outcome?: 'approve' | 'pending' } = {}): Promise<string> {
  const client = new TestClient(t);
  const guestId = newGuestId();
  const created = await createOrder(client, { country: 'US', guestId, lines: lines.map((line) => ({ ...line, variantId: null })), ...(options.promoCode ? { promoCode: options.promoCode } : {}) });
  await approveAtPayPal(t, created.paypalOrderId, { outcome: options.outcome ?? 'approve' });
  const response = await capture(client, created.paypalOrderId, { guestId });
  expect(response.status, await response.clone().text()).toBe(200);
  return created.orderId;
}

const queue = async () => ok<ListPage<ApprovalRow>>(await team.manager.client.get('/api/admin/order-approvals?pageSize=100'));
const orderOf = (id: string) => t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const approve = (id: string, version: number) => send(team.manager.client, 'POST', `/api/admin/order-approvals/${id}/approve`, { version });
const reject = (id: string, version: number, requestKey: string) => send(team.admin.client, 'POST', `/api/admin/order-approvals/${id}/reject`, { version, reason: 'Suspected fraud', requestKey });
const checkPayment = (id: string) => send(team.manager.client, 'POST', `/api/admin/order-approvals/${id}/check-payment`);

async function settleAtPayPal(orderId: string, status: 'COMPLETED' | 'DECLINED') {
  const payment = await t.deps.db.selectFrom('payments').select('capture_id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const response = await t.app.request(t.url(`/paypal-emulator/__captures/${payment.capture_id}/outcome`), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let big: string;
let manyLines: string;
let small: string;
let pendingSmall: string;
let pendingBig: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await signedInTeam(t);
  await insertProduct(t, { id: 'a-robot', name: 'Robot', price: 30_000, stock: { US: 100 } });
  await insertProduct(t, { id: 'a-ball', name: 'Ball', price: 100, stock: { US: 100 } });
  await insertProduct(t, { id: 'a-kite', name: 'Kite', price: 200, stock: { US: 100 } });
  await insertDiscount(t, { code: 'HELD10', value: 10 });
  await insertDiscount(t, { code: 'PEND10', value: 10 });
  big = await paidOrder([{ productId: 'a-robot', quantity: 2 }]);
  manyLines = await paidOrder([{ productId: 'a-ball', quantity: 11 }], { promoCode: 'HELD10' });
  small = await paidOrder([{ productId: 'a-ball', quantity: 1 }]);
  pendingSmall = await paidOrder([{ productId: 'a-ball', quantity: 2 }], { outcome: 'pending' });
  pendingBig = await paidOrder([{ productId: 'a-kite', quantity: 3 }], { outcome: 'pending', promoCode: 'PEND10' });
}, 180_000);
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

describe('the queue', () => {
  it('lists exactly the held orders, each with the rules that held it and the customer history', async () => {
    const page = await queue();
    expect(page.rows.map((row) => row.id).sort()).toEqual([big, manyLines, pendingSmall, pendingBig].sort());
    expect((await orderOf(small)).status).toBe('paid');
    const reasons = Object.fromEntries(page.rows.map((row) => [row.id, row.reasons.map((reason) => reason.rule)]));
    expect(reasons[big]).toEqual(['total_at_threshold']);
    expect(reasons[manyLines]).toEqual(['line_over_limit']);
    expect(reasons[pendingSmall]).toEqual(['payment_pending']);
    expect(reasons[pendingBig]).toEqual(['payment_pending']);
    const row = page.rows.find((candidate) => candidate.id === manyLines)!;
    expect(row.reasons[0]).toMatchObject({ product: 'Ball', quantity: 11, limit: 10 });
    expect(row.customer).toMatchObject({ kind: 'guest', accountCreatedAt: null, refundCount: 0 });
    expect(row.customer.orderCount).toBeGreaterThanOrEqual(1);
    expect(page.rows.find((candidate) => candidate.id === pendingSmall)!.paymentStatus).toBe('pending');
  });

  it('is for admins and store managers: staff 403', async () => {
    await refusal(await team.staff.client.get('/api/admin/order-approvals'), 403);
    await refusal(await send(team.staff.client, 'POST', `/api/admin/order-approvals/${big}/approve`, {}), 403);
  });
});

describe('approve', () => {
  it('moves a held order to processing; a stale version is 409 with the order as it now is', async () => {
    const before = await orderOf(big);
    const stale = await refusal(await approve(big, before.version - 1), 409);
    expect(stale.message).toBe(ADMIN_TEXTS.editConflict);
    const done = await ok<ApprovalAnswer>(await approve(big, before.version));
    expect(done.order.status).toBe('processing');
    expect((await refusal(await approve(big, done.order.version), 409)).message).toMatch(/cannot be approved/);
    expect((await queue()).rows.map((row) => row.id)).not.toContain(big);
    const history = await t.deps.db.selectFrom('order_status_history').select(['to_status', 'changed_by']).where('order_id', '=', big).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toEqual({ to_status: 'processing', changed_by: team.manager.id });
  });

  it('is refused while the payment is pending at PayPal', async () => {
    const order = await orderOf(pendingSmall);
    expect((await refusal(await approve(pendingSmall, order.version), 409)).message).toBe(APPROVAL_TEXTS.paymentStillPending);
    expect((await refusal(await reject(pendingSmall, order.version, 'reject-pending-1'), 409)).message).toBe(APPROVAL_TEXTS.paymentStillPending);
    expect((await orderOf(pendingSmall)).status).toBe('awaiting_approval');
  });
});

describe('reject', () => {
  it('refunds once however often it is sent (retried and raced), cancels, and gives stock and promo use back', async () => {
    const stockBefore = await stockOf(t, 'a-ball');
    expect(await usesOf(t, 'HELD10')).toBe(1);
    const order = await orderOf(manyLines);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => reject(manyLines, order.version, 'reject-key-one')),
      reject(manyLines, order.version, 'reject-key-two'),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const refunds = await t.deps.db.selectFrom('refunds').selectAll().where('order_id', '=', manyLines).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'completed', amount: order.total, closes_with: 'reject', reason: 'Suspected fraud' });
    expect((await orderOf(manyLines)).status).toBe('cancelled');
    expect(await stockOf(t, 'a-ball')).toBe(stockBefore + 11);
    expect(await usesOf(t, 'HELD10')).toBe(0);
    // A retry later with the first key answers the same, and changes nothing.
    const retried = await ok<ApprovalAnswer>(await reject(manyLines, order.version, 'reject-key-one'));
    expect(retried.order.status).toBe('cancelled');
    expect(await t.deps.db.selectFrom('refunds').select('id').where('order_id', '=', manyLines).execute()).toHaveLength(1);
    expect(await stockOf(t, 'a-ball')).toBe(stockBefore + 11);
  });

  it('needs a reason', async () => {
    const order = await orderOf(pendingBig);
    const refused = await refusal(await send(team.admin.client, 'POST', `/api/admin/order-approvals/${pendingBig}/reject`, { version: order.version, reason: ' ', requestKey: 'reject-no-reason' }), 400);
    expect(refused.fields?.reason).toBe('Say why the order is rejected');
  });
});

describe('pending captures', () => {
  it('still pending at PayPal: checking changes nothing', async () => {
    const before = await orderOf(pendingSmall);
    const answer = await ok<ApprovalAnswer>(await checkPayment(pendingSmall));
    expect(answer.outcome).toBe('still_pending');
    expect((await orderOf(pendingSmall)).version).toBe(before.version);
  });

  it('completed: the payment is captured and, with no other rule holding it, the order goes on to processing', async () => {
    await settleAtPayPal(pendingSmall, 'COMPLETED');
    const stockBefore = await stockOf(t, 'a-ball');
    // Two checks at once (staff and the sweep): one resolves it; the other finds it resolved (a 200
    // that changed nothing, or 409 "no payment pending" when it looked after the first had finished).
    const answers = await Promise.all([checkPayment(pendingSmall), checkPayment(pendingSmall)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect((await orderOf(pendingSmall)).status).toBe('processing');
    const approvals = await t.deps.db.selectFrom('order_status_history').select('id').where('order_id', '=', pendingSmall).where('to_status', '=', 'processing').execute();
    expect(approvals).toHaveLength(1);
    const payment = await t.deps.db.selectFrom('payments').select('status').where('order_id', '=', pendingSmall).executeTakeFirstOrThrow();
    expect(payment.status).toBe('captured');
    expect(await stockOf(t, 'a-ball')).toBe(stockBefore);
    expect((await refusal(await checkPayment(pendingSmall), 409)).message).toBe(APPROVAL_TEXTS.notPending);
  });

  it('declined (found by the sweep): cancelled, stock and promo use back, nothing refunded', async () => {
    const stockBefore = await stockOf(t, 'a-kite');
    expect(await usesOf(t, 'PEND10')).toBe(1);
    await settleAtPayPal(pendingBig, 'DECLINED');
    const resolved = await sweepPendingCaptures(t.deps, t.deps.log);
    expect(resolved).toBe(1);
    expect(await sweepPendingCaptures(t.deps, t.deps.log)).toBe(0);
    expect((await orderOf(pendingBig)).status).toBe('cancelled');
    expect(await stockOf(t, 'a-kite')).toBe(stockBefore + 3);
    expect(await usesOf(t, 'PEND10')).toBe(0);
    expect(await t.deps.db.selectFrom('refunds').select('id').where('order_id', '=', pendingBig).execute()).toEqual([]);
    const payment = await t.deps.db.selectFrom('payments').select('status').where('order_id', '=', pendingBig).executeTakeFirstOrThrow();
    expect(payment.status).toBe('declined');
  });

  it('completed with another rule holding it: captured, and it stays in the queue for that rule', async () => {
    const held = await paidOrder([{ productId: 'a-robot', quantity: 2 }], { outcome: 'pending' });
    expect((await queue()).rows.find((row) => row.id === held)!.reasons.map((reason) => reason.rule)).toEqual(['total_at_threshold', 'payment_pending']);
    await settleAtPayPal(held, 'COMPLETED');
    expect((await ok<ApprovalAnswer>(await checkPayment(held))).outcome).toBe('completed');
    const row = (await queue()).rows.find((candidate) => candidate.id === held)!;
    expect(row.reasons.map((reason) => reason.rule)).toEqual(['total_at_threshold']);
    expect(row.paymentStatus).toBe('captured');
    const done = await ok<ApprovalAnswer>(await approve(held, row.version));
    expect(done.order.status).toBe('processing');
  });
});
