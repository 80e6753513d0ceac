import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { AppError } from '../../../shared/errors';
import { ORDER_NOT_FOUND } from '../../../shared/orders/order-texts';
import { ADMIN_TEXTS } from '../../../shared/admin/api';
import { ORDERS_TEXTS } from '../../../shared/admin/orders.schema';
import { formatMoney } from '../../../shared/money';
import { canApply, permissionFor, refusalOf, type OrderPermission } from '../../../shared/orders/order-status';
import { lineRefundAmount } from '../../../shared/orders/line-refund';
import { lineName } from '../../../shared/checkout/checkout-texts';
import type { AppDeps } from '../../context';
import type { DB, RefundLine, Row } from '../../db/schema';
import { retryOnLockConflict } from '../../db/retry-conflicts';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { PayPalNoAnswerError } from '../../payments/paypal/paypal-errors';
import { transitionOrder } from '../order-transition';
import { capturedPaymentOf, completeRefund, failRefund, givePromoUseBack, lineTallies, refundsOf, takenOf } from './refunds.repo';
import { returnStock } from './stock-back';

export type RefundDeps = Pick<AppDeps, 'db' | 'paypal' | 'email'> & {
  /** How long a retry waits for the first request's refund to settle before driving it itself (ms). */
  settleWaitMs?: number;
};

export interface RefundLineChoice {
  lineId: string;
  quantity: number;
  restock: boolean;
}

export interface RefundOrderInput {
  orderId: string;
  /** Exactly one of: everything left (`full`), chosen lines and quantities, or an amount in minor units. */
  full?: boolean;
  lines?: readonly RefundLineChoice[];
  amount?: number;
  /** For `full`: whether the lines not yet restocked go back to stock (a cancel or reject always does). */
  restock?: boolean;
  reason: string;
  /** The shop's idempotency key: the same key for the same order is the same refund (a double click, a retry). */
  requestKey: string;
  actor: { id: string } | null;
  audit?: AuditScope;
  /** The order version the person saw: another is 409. Not checked on a replay of the same request key. */
  expectedVersion?: number;
  /** What the person may do: a refund needs `money`. */
  permissions?: readonly OrderPermission[];
  /** The refund closes the order: `cancel` (from the orders screen) or `reject` (approvals): everything left, all stock and the promo use back. */
  closesWith?: 'cancel' | 'reject';
}

export interface RefundOutcome {
  refund: Row<'refunds'>;
  order: Row<'orders'>;
  /** False when this call replayed a refund an earlier call with the same key made. */
  created: boolean;
}

const DEFAULT_SETTLE_WAIT_MS = 5000;
const POLL_MS = 50;

/**
 * Refunds an order, in full or in part, through PayPal (docs/decisions/043). Three steps, as capture
 * does, so no row lock is held while PayPal answers: reserve (one transaction locks the order, checks
 * version, permission, the status table and what is left, and writes the refund `pending` with its
 * PayPal-Request-Id), call PayPal's refund with that id, then settle (one transaction marks it
 * `completed`, restocks the chosen lines, and moves the order through `transitionOrder`). A call
 * with a request key already used for this order replays that refund: it never refunds twice.
 */
export async function refundOrder(deps: RefundDeps, input: RefundOrderInput): Promise<RefundOutcome> {
  const reserved = await retryOnLockConflict(() => deps.db.transaction().execute((trx) => reserve(trx, input)));
  let refund = reserved.refund;
  if (!reserved.created) refund = await waitForSettle(deps, refund);
  if (refund.status === 'pending') refund = await drive(deps, refund, input);
  if (refund.status === 'failed') {
    throw new AppError('PAYMENT_FAILED', ORDERS_TEXTS.refundFailed(refund.failure_reason ?? 'unknown reason'));
  }
  // A replay that found the refund already settled changed nothing: it owes no audit row.
  if (!reserved.created && input.audit && input.audit.recorded === 0) nothingChanged(input.audit);
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
  return { refund, order, created: reserved.created };
}

async function reserve(trx: Transaction<DB>, input: RefundOrderInput): Promise<{ refund: Row<'refunds'>; created: boolean }> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', input.orderId).forUpdate().executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const earlier = await trx.selectFrom('refunds').selectAll().where('order_id', '=', order.id).where('request_key', '=', input.requestKey).executeTakeFirst();
  if (earlier) return { refund: earlier, created: false };

  const action = input.closesWith ?? 'refund';
  const state = { status: order.status, deliveryMethod: order.delivery_method };
  if (input.permissions && !input.permissions.includes(permissionFor(action, state))) throw new AppError('FORBIDDEN', ORDERS_TEXTS.moneyForbidden);
  if (input.expectedVersion !== undefined && input.expectedVersion !== order.version) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, undefined, order);
  if (!canApply(action, state)) throw new AppError('CONFLICT', refusalOf(action, state), undefined, order);

  const payment = await capturedPaymentOf(trx, order.id);
  if (!payment?.capture_id) throw new AppError('CONFLICT', ORDERS_TEXTS.notCaptured, undefined, order);
  const refunds = await refundsOf(trx, order.id);
  const left = payment.amount - takenOf(refunds);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const orderLines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const tallies = lineTallies(refunds);

  let amount: number;
  let lines: RefundLine[] = [];
  if (input.full || input.closesWith) {
    if (left <= 0) throw new AppError('CONFLICT', ORDERS_TEXTS.nothingLeft, undefined, order);
    amount = left;
    const restock = input.closesWith !== undefined || input.restock === true;
    lines = orderLines
      .map((line) => ({ lineId: line.id, quantity: line.quantity - (tallies.get(line.id)?.refunded ?? 0), restock }))
      .filter((line) => line.quantity > 0);
  } else if (input.lines && input.lines.length > 0) {
    const chosen = new Map<string, RefundLineChoice>();
    for (const choice of input.lines) {
      const seen = chosen.get(choice.lineId);
      chosen.set(choice.lineId, seen ? { ...seen, quantity: seen.quantity + choice.quantity, restock: seen.restock || choice.restock } : { ...choice });
    }
    for (const choice of chosen.values()) {
      const line = orderLines.find((candidate) => candidate.id === choice.lineId);
      if (!line) throw new AppError('INVALID_DATA', ORDERS_TEXTS.unknownLine, { lines: ORDERS_TEXTS.unknownLine });
      const lineLeft = line.quantity - (tallies.get(line.id)?.refunded ?? 0);
      if (choice.quantity > lineLeft) {
        const message = ORDERS_TEXTS.lineOverLeft(lineName(line.product_name, line.variant_name), lineLeft);
        throw new AppError('INVALID_DATA', message, { lines: message });
      }
      lines.push({ lineId: line.id, quantity: choice.quantity, restock: choice.restock });
    }
    // What the shopper paid for those units: price less the discount's share plus the tax's (ADR 067).
    amount = lineRefundAmount(
      {
        lines: orderLines.map((line) => ({ id: line.id, unitPrice: line.unit_price, quantity: line.quantity, refunded: tallies.get(line.id)?.refunded ?? 0 })),
        discount: order.discount_total,
        shipping: order.shipping_total,
        tax: order.tax_total,
      },
      lines,
    );
  } else if (input.amount !== undefined) {
    amount = input.amount;
  } else {
    throw new AppError('INVALID_DATA', ORDERS_TEXTS.refundChoice, { amount: ORDERS_TEXTS.refundChoice });
  }
  if (left <= 0) throw new AppError('CONFLICT', ORDERS_TEXTS.nothingLeft, undefined, order);
  if (amount === 0 && lines.length > 0) {
    // Units the shopper paid nothing for (a free or fully discounted line): say so, not "more than is left".
    const names = lines.flatMap((chosen) => orderLines.filter((line) => line.id === chosen.lineId).map((line) => lineName(line.product_name, line.variant_name)));
    const message = ORDERS_TEXTS.lineRefundNothingPaid(names, money(0));
    throw new AppError('INVALID_DATA', message, { lines: message });
  }
  if (amount <= 0 || amount > left) {
    const message = ORDERS_TEXTS.refundOverLeft(money(left));
    throw new AppError('INVALID_DATA', message, { amount: message });
  }

  const id = randomUUID();
  const refund = await trx
    .insertInto('refunds')
    .values({
      id,
      order_id: order.id,
      payment_id: payment.id,
      amount,
      currency: order.currency,
      reason: input.reason,
      lines: JSON.stringify(lines),
      status: 'pending',
      closes_with: input.closesWith ?? null,
      request_key: input.requestKey,
      paypal_request_id: `refund-${id}`,
      requested_by: input.actor?.id ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A new version of the order: a change made on the version before this refund is now stale (409).
  await trx.updateTable('orders').set({ updated_at: new Date() }).where('id', '=', order.id).execute();
  if (input.audit) {
    await recordChange(trx, input.audit, {
      action: 'order.refund_requested',
      entityType: 'order',
      entityId: order.id,
      before: null,
      after: { orderNumber: order.order_number, refundId: id, amount, currency: order.currency, reason: input.reason, lines, closesWith: input.closesWith ?? null },
    });
  }
  return { refund, created: true };
}

/** A replay of a refund still pending: wait for the first request to settle it. */
async function waitForSettle(deps: RefundDeps, refund: Row<'refunds'>): Promise<Row<'refunds'>> {
  const deadline = Date.now() + (deps.settleWaitMs ?? DEFAULT_SETTLE_WAIT_MS);
  let current = refund;
  while (current.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await deps.db.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow();
  }
  return current;
}

/**
 * Asks PayPal for the refund (the same PayPal-Request-Id on every attempt, so PayPal refunds once)
 * and settles it. PayPal's refusal marks it failed; no answer leaves it pending, to be finished by a
 * retry with the same request key.
 */
async function drive(deps: RefundDeps, refund: Row<'refunds'>, input: RefundOrderInput): Promise<Row<'refunds'>> {
  const payment = await deps.db.selectFrom('payments').selectAll().where('id', '=', refund.payment_id).executeTakeFirstOrThrow();
  let paypalRefundId: string;
  try {
    const answer = await deps.paypal.refundCapture(payment.capture_id!, refund.paypal_request_id, { value: refund.amount, currency: refund.currency });
    paypalRefundId = answer.refundId;
  } catch (error) {
    if (error instanceof PayPalNoAnswerError) throw new AppError('SERVICE_UNAVAILABLE', ORDERS_TEXTS.refundPending);
    if (error instanceof AppError) {
      await failRefund(deps.db, refund.id, error.message);
      throw new AppError('PAYMENT_FAILED', ORDERS_TEXTS.refundFailed(error.message));
    }
    throw error;
  }
  const settled = await retryOnLockConflict(() => deps.db.transaction().execute((trx) => settle(trx, refund, paypalRefundId, input)));
  if (settled) notify(deps, settled);
  return settled ?? (await deps.db.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow());
}

/**
 * Records PayPal's refund: the refund completed, its chosen lines restocked, the order moved on
 * (`refunded` when nothing is left, or closed by the cancel/reject), all in one transaction. Null
 * when a racing request settled it first.
 */
async function settle(trx: Transaction<DB>, pending: Row<'refunds'>, paypalRefundId: string, input: RefundOrderInput): Promise<Row<'refunds'> | null> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', pending.order_id).forUpdate().executeTakeFirstOrThrow();
  const refund = await completeRefund(trx, pending.id, paypalRefundId);
  if (!refund) return null;
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', refund.payment_id).executeTakeFirstOrThrow();
  const refunds = await refundsOf(trx, order.id);
  const completed = refunds.filter((r) => r.status === 'completed').reduce((sum, r) => sum + r.amount, 0);
  const everythingLeft = completed >= payment.amount;

  const orderLines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
  const restocked = (refund.lines as RefundLine[])
    .filter((line) => line.restock)
    .flatMap((line) => {
      const orderLine = orderLines.find((candidate) => candidate.id === line.lineId);
      return orderLine ? [{ productId: orderLine.product_id, variantId: orderLine.variant_id, quantity: line.quantity }] : [];
    });
  await returnStock(trx, order, restocked);

  const state = { status: order.status, deliveryMethod: order.delivery_method };
  const closing = refund.closes_with !== null && canApply(refund.closes_with, state) ? refund.closes_with : null;
  if (closing) await givePromoUseBack(trx, order.discount_id);
  await transitionOrder(trx, {
    orderId: order.id,
    action: closing ?? 'refund',
    actorId: refund.requested_by,
    reason: refund.reason,
    refundsEverythingLeft: everythingLeft,
    ...(input.audit ? { audit: input.audit } : {}),
  });
  if (everythingLeft) {
    await trx.updateTable('payments').set({ status: 'refunded', updated_at: new Date() }).where('id', '=', payment.id).execute();
  }
  return refund;
}

/** The shopper's email: cancelled, or refunded (with what). Never throws; the email service logs it. */
function notify(deps: RefundDeps, refund: Row<'refunds'>): void {
  void deps.email.sendOrderUpdate(refund.order_id, refund.closes_with ? { kind: 'cancelled', refundId: refund.id } : { kind: 'refunded', refundId: refund.id });
}
