import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, OrderStatus, Row } from '../db/schema';
import { AppError } from '../../shared/errors';
import { TOASTS } from '../../shared/texts';
import type { CaptureRequest, CaptureResponse, ShippingAddressInput } from '../../shared/checkout/api';
import { checkShippingCountry } from '../../shared/checkout/address';
import { evaluatePromo } from '../../shared/checkout/promo';
import type { PayPalCaptureResult, PayPalClient, PayPalShippingAddress } from '../payments/paypal/paypal-client';
import type { Shopper } from '../orders/order-access';
import { claimCaptureRequestId, removePaidItemsFromCart, takeStockForLines, updatePayment, type CaptureLine } from '../orders/orders.repo';
import { recordCaptureOf, selectCheckoutForCapture, takePromoUse } from './capture.repo';
import { selectDiscountById, selectStock } from './checkout.repo';
import { promoDiscountFrom } from './cart-pricing.service';
import { accepted, refused, type CheckoutOutcome, type CheckoutRefusal } from './checkout-outcome';
import { stockMessage } from './create-order.service';
import { payPalAmountOf } from './paypal-order';
import { ORDER_CLOSED, ORDER_NOT_FOUND, shipOrderTo } from './shipping-change.service';
import { ownsOrder } from '../orders/order-access';
import { storedAddressFrom, totalsOf } from '../orders/order-view';

/** DECISIONS.md defaults when settings holds no value: 500 in the local currency, 10 of one line. */
export const DEFAULT_APPROVAL_THRESHOLD = { USD: 50_000, GBP: 50_000 } as const;
export const DEFAULT_APPROVAL_MAX_LINE_QUANTITY = 10;

const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'awaiting_approval', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'collected'];

export interface CaptureDeps {
  db: Kysely<DB>;
  paypal: PayPalClient;
  /** Called after a capture commits (the order confirmation email); must not throw. */
  afterPaid: (orderId: string) => void;
  log: (entry: Record<string, unknown>) => void;
}

/** What a paid order answers to every capture call, the first and any replay. */
function answerFor(order: Pick<Row<'orders'>, 'id' | 'status'>): CaptureResponse {
  return { orderId: order.id, status: order.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid' };
}

/** The payment's fate when a capture is refused after PayPal was asked. */
interface PaymentMark {
  paymentId: string;
  status: 'declined' | 'failed';
  reason: string;
}

type Step =
  | { kind: 'paid'; response: CaptureResponse; newlyPaid: boolean }
  | { kind: 'refused'; refusal: CheckoutRefusal; mark?: PaymentMark }
  /** The payment has no capture request id: claim one (committed) and begin again. */
  | { kind: 'claim'; paymentId: string };

/**
 * Captures an approved PayPal order in one database transaction: lock the order, take the promo
 * use and the stock with guarded updates, capture at PayPal, mark the order paid. Anything that
 * goes wrong before the commit rolls back what was taken. Replays answer the first answer.
 */
export async function captureCheckoutOrder(
  deps: CaptureDeps,
  shopper: Shopper,
  paypalOrderId: string,
  input: CaptureRequest,
  now: Date,
): Promise<CheckoutOutcome<CaptureResponse>> {
  // The owner, the order's state and the capture's PayPal-Request-Id are read under the order's lock,
  // in the capture's transaction: one pooled connection and one round trip fewer per capture than a
  // separate read first. The request id must be committed before PayPal is called (so a retry after
  // a crash sends the same id); it normally is, with the payment row at create. Only when a refused
  // attempt cleared it is a new one claimed and committed, and the transaction begun again.
  let claimed: string | null = null;
  for (;;) {
    const trx = await deps.db.startTransaction().execute();
    let step: Step;
    try {
      step = await captureInTransaction(deps, trx, shopper, paypalOrderId, claimed, input, now);
    } catch (error) {
      await trx.rollback().execute().catch(() => undefined);
      throw error;
    }
    if (step.kind === 'claim') {
      await trx.rollback().execute();
      claimed = await claimCaptureRequestId(deps.db, step.paymentId, `capture-${randomUUID()}`);
      continue;
    }
    if (step.kind === 'paid') {
      await trx.commit().execute().catch((error: unknown) => {
        // PayPal holds the money and we hold nothing: the stored request id lets a retry reconcile.
        deps.log({ level: 'error', msg: 'capture commit failed after PayPal captured; a retry of the capture reconciles', paypalOrderId, error: String(error) });
        throw error;
      });
      if (step.newlyPaid) deps.afterPaid(step.response.orderId);
      return accepted(step.response);
    }
    await trx.rollback().execute();
    if (step.mark) {
      const mark = step.mark;
      // A definite refusal: the next attempt (another card, say) gets a fresh PayPal-Request-Id.
      await updatePayment(deps.db, mark.paymentId, { status: mark.status, failure_reason: mark.reason, capture_request_id: null }).catch((error: unknown) => {
        deps.log({ level: 'error', msg: 'payment outcome not recorded', paypalOrderId, status: mark.status, error: String(error) });
      });
    }
    return refused(step.refusal);
  }
}

async function captureInTransaction(
  deps: CaptureDeps,
  trx: Transaction<DB>,
  shopper: Shopper,
  paypalOrderId: string,
  claimed: string | null,
  input: CaptureRequest,
  now: Date,
): Promise<Step> {
  // One query: the order locked, its payment, its lines and the approval settings. Anyone but the
  // owner gets NOT_FOUND (the transaction is rolled back at once).
  const locked = await selectCheckoutForCapture(trx, paypalOrderId, APPROVAL_SETTING_KEYS);
  if (!locked || !ownsOrder(locked.order, shopper)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const { payment, lines } = locked;
  let order = locked.order;
  // A concurrent capture of the same order (a double click) committed while we waited for the lock.
  if (PAID_STATUSES.includes(order.status)) return { kind: 'paid', response: answerFor(order), newlyPaid: false };
  if (order.status !== 'pending_payment') return { kind: 'refused', refusal: { code: 'CONFLICT', message: ORDER_CLOSED } };
  const requestId = payment.capture_request_id ?? claimed;
  if (requestId === null) return { kind: 'claim', paymentId: payment.id };

  // The shopper's address never reached us (the address-change call failed, "Address accepted"), so
  // the order was priced without it: PayPal has it now. Price the order for it before capturing.
  if (order.delivery_method === 'shipping' && order.shipping_address === null) {
    let atPayPal;
    try {
      atPayPal = await deps.paypal.getOrder(paypalOrderId);
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', refusal: { code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title } };
      throw error;
    }
    if (atPayPal.shippingAddress) {
      const address = addressInputFromPayPal(atPayPal.shippingAddress);
      const problem = checkShippingCountry(order.currency, address);
      if (problem) return { kind: 'refused', refusal: { code: 'INVALID_DATA', message: problem.message, fields: { shippingAddress: problem.message }, status: 422 } };
      order = await shipOrderTo(trx, order, address);
    }
  }

  // An address change whose PayPal patch failed left PayPal's amount behind ours: bring it in line first.
  if (payment.amount !== order.total) {
    try {
      await deps.paypal.patchOrderAmount(paypalOrderId, { referenceId: order.id, currency: order.currency, amount: payPalAmountOf(totalsOf(order)) });
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', refusal: { code: 'PAYMENT_FAILED', message: 'We couldn’t update the PayPal order total. Please try again.' } };
      throw error;
    }
    await updatePayment(trx, payment.id, { amount: order.total });
  }

  // The code may have run out or ended since the order was created.
  // The guarded update takes the use first and answers the row; the rule is then checked on the row
  // as it was (one use fewer). A refusal rolls the use back with the transaction.
  if (order.discount_id) {
    const taken = await takePromoUse(trx, order.discount_id);
    if (!taken) {
      // None left (or the code is gone): the rule's own answer when it has one, else "used up".
      const discount = await selectDiscountById(trx, order.discount_id);
      const promo = evaluatePromo(discount ? promoDiscountFrom(discount) : null, order.subtotal, now, order.currency);
      if (!promo.ok) return { kind: 'refused', refusal: { code: promo.code, message: promo.message } };
      return { kind: 'refused', refusal: { code: 'PROMO_USED_UP', message: TOASTS.promoUsedUp.description } };
    }
    const promo = evaluatePromo(promoDiscountFrom({ ...taken, current_uses: taken.current_uses - 1 }), order.subtotal, now, order.currency);
    if (!promo.ok) return { kind: 'refused', refusal: { code: promo.code, message: promo.message } };
  }

  // One statement for every line, locking the inventory rows in one fixed order (no deadlocks).
  // Sorted as before, so that when several lines are short the refusal names the same one.
  const sorted = [...lines].sort((a, b) => (a.product_id + '\u0000' + (a.variant_id ?? '')).localeCompare(b.product_id + '\u0000' + (b.variant_id ?? '')));
  const short = await takeStockForLines(trx, order.country, sorted.map((line) => ({ productId: line.product_id, variantId: line.variant_id, quantity: line.quantity })));
  const shortLine = short.length > 0 ? sorted.find((line) => line.product_id === short[0]!.productId && line.variant_id === short[0]!.variantId) : undefined;
  if (shortLine) {
    const stock = await selectStock(trx, order.country, [shortLine.product_id]);
    const available = stock.find((row) => row.variant_id === shortLine.variant_id)?.stock ?? 0;
    const message = stockMessage({ productName: shortLine.product_name, variantName: shortLine.variant_name, available, status: 'insufficient_stock' });
    return { kind: 'refused', refusal: { code: 'OUT_OF_STOCK', message } };
  }

  let capture: PayPalCaptureResult;
  try {
    capture = await deps.paypal.captureOrder(paypalOrderId, requestId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_FAILED')) {
      return { kind: 'refused', refusal: { code: error.code, message: error.message }, mark: { paymentId: payment.id,  status: error.code === 'PAYMENT_DECLINED' ? 'declined' : 'failed', reason: error.message } };
    }
    throw error;
  }

  // PENDING: PayPal took the payment but is still reviewing the funds. The shopper will be charged,
  // so the order is kept, with its stock, and held for staff to release (docs/decisions/018).
  const fundsPending = capture.captureStatus === 'PENDING';
  if ((capture.captureStatus !== 'COMPLETED' && !fundsPending) || !capture.captureId) {
    deps.log({ level: 'error', msg: 'paypal capture not completed; order left unpaid', paypalOrderId, captureId: capture.captureId, captureStatus: capture.captureStatus });
    const reason = `PayPal capture ${capture.captureStatus ?? 'missing'}`;
    return { kind: 'refused', refusal: { code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title }, mark: { paymentId: payment.id,  status: 'failed', reason } };
  }
  if (capture.amount !== order.total || capture.currency !== order.currency) {
    // PayPal took a different amount from the order's: give it back rather than keep it.
    deps.log({ level: 'error', msg: 'paypal captured a different amount; refunding', paypalOrderId, captured: capture.amount, expected: order.total });
    await deps.paypal.refundCapture(capture.captureId, `refund-${capture.captureId}`).catch((error: unknown) => {
      deps.log({ level: 'error', msg: 'refund of a mismatched capture failed', paypalOrderId, captureId: capture.captureId, error: String(error) });
    });
    return { kind: 'refused', refusal: { code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title }, mark: { paymentId: payment.id,  status: 'failed', reason: 'captured amount differed from the order total; refunded' } };
  }

  const approvalNeeded = fundsPending || needsApproval(locked.settings, order, lines);
  const status: OrderStatus = approvalNeeded ? 'awaiting_approval' : 'paid';
  await recordCaptureOf(trx, {
    orderId: order.id,
    order: {
      status,
      needs_approval: approvalNeeded,
      email: order.email ?? input.email?.toLowerCase() ?? capture.payerEmail?.toLowerCase() ?? null,
      ...(order.shipping_address === null && order.delivery_method === 'shipping' && capture.shippingAddress
        ? { shipping_address: storedAddressFrom(addressInputFromPayPal(capture.shippingAddress)) }
        : {}),
    },
    paymentId: payment.id,
    payment: { status: fundsPending ? 'pending' : 'captured', capture_id: capture.captureId, capture_request_id: requestId, amount: capture.amount },
    history: fundsPending
      ? [{ order_id: order.id, from_status: 'pending_payment', to_status: 'awaiting_approval', changed_by: shopper.userId, reason: 'Payment pending at PayPal: held for review until the funds clear' }]
      : [
          { order_id: order.id, from_status: 'pending_payment', to_status: 'paid', changed_by: shopper.userId, reason: 'Payment captured' },
          ...(approvalNeeded
            ? [{ order_id: order.id, from_status: 'paid' as const, to_status: 'awaiting_approval' as const, changed_by: null, reason: 'Needs approval: order total or a line quantity is over the limit' }]
            : []),
        ],
  });
  if (order.user_id) {
    await removePaidItemsFromCart(trx, order.user_id, lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id })));
  }
  return { kind: 'paid', response: { orderId: order.id, status: status === 'awaiting_approval' ? 'awaiting_approval' : 'paid' }, newlyPaid: true };
}

const APPROVAL_SETTING_KEYS = ['order_approval_threshold', 'order_approval_max_line_quantity'];

/** An order needs approval when its total reaches the currency's threshold or a line's quantity exceeds the limit (settings). */
function needsApproval(settings: Map<string, unknown>, order: Row<'orders'>, lines: CaptureLine[]): boolean {
  const thresholds = settings.get('order_approval_threshold');
  const maxQuantity = settings.get('order_approval_max_line_quantity');
  const threshold = readInteger((thresholds as Record<string, unknown> | undefined)?.[order.currency]) ?? DEFAULT_APPROVAL_THRESHOLD[order.currency];
  const limit = readInteger(maxQuantity) ?? DEFAULT_APPROVAL_MAX_LINE_QUANTITY;
  return order.total >= threshold || lines.some((line) => line.quantity > limit);
}

function readInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** PayPal's shipping address in the shape the shop's address rules take. */
function addressInputFromPayPal(address: PayPalShippingAddress): ShippingAddressInput {
  return {
    ...(address.full_name ? { fullName: address.full_name } : {}),
    addressLine1: address.address_line_1 ?? '',
    addressLine2: address.address_line_2,
    adminArea2: address.admin_area_2 ?? '',
    adminArea1: address.admin_area_1,
    postalCode: address.postal_code ?? '',
    countryCode: address.country_code,
  };
}
