import type { Kysely } from 'kysely';
import type { DB, PaymentStatus, Row } from '../db/schema';
import { AppError } from '../../shared/errors';
import { PAID_STATUSES } from '../../shared/orders/order-status';
import { APPROVAL_SETTING_KEYS, approvalLimitsFrom, captureOutcome } from '../../shared/orders/order-approval';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import { readSettings } from '../settings/settings.repo';
import { approvalOrderOf } from '../orders/approval/approval-order';
import { TOASTS } from '../../shared/texts';
import type { CaptureRequest, CaptureResponse, CaptureStatusResponse, ShippingAddressInput } from '../../shared/checkout/api';
import { checkShippingCountry } from '../../shared/checkout/address';
import { CHECKOUT_ORDER_TEXTS, CONTACT_TEXTS, PAYMENT_TEXTS, stockMessage } from '../../shared/checkout/checkout-texts';
import { deliveryAddressProblem, pickupContactProblem } from '../../shared/checkout/contact';
import { evaluatePromo } from '../../shared/checkout/promo';
import type { PayPalCaptureResult, PayPalClient, PayPalShippingAddress } from '../payments/paypal/paypal-client';
import { PayPalNoAnswerError, PayPalNotApprovedError } from '../payments/paypal/paypal-errors';
import { formatMoney } from '../../shared/money';
import { retryOnLockConflict as retry } from '../db/retry-conflicts';
import type { Shopper } from '../orders/order-access';
import { updatePayment } from '../orders/orders.repo';
import {
  leaveCaptureForRecovery, releaseCapture, reserveCapture, selectCaptureState, selectStaleCaptures, settleCapture, takeOverStaleCapture, type CaptureRecord, type CaptureView, type Reservation,
} from './capture.repo';
import { promoDiscountFrom } from './promo-discount';
import { accepted, contactRefusal, refused, type CheckoutOutcome, type CheckoutRefusal } from './checkout-outcome';
import { payPalAmountOf } from './paypal-order';
import { shipOrderTo } from './price-for-address';
import { ownsOrder } from '../orders/order-access';
import { addressInputFrom, storedAddressFrom, totalsOf } from '../orders/order-view';
import { randomPickupCode, withUniquePickupCode, type PickupCodeSource } from '../pickup/pickup-code';
import type { Logger } from '../logging/logger';
import type { CaptureOutcome } from '../metrics/shop-metrics';

/**
 * A claim older than this is taken over (its server stopped mid-capture). Longer than the slowest
 * capture can take: PayPal's time-out with its retries (~62 s) after an address look-up and patch.
 */
export const DEFAULT_STALE_CLAIM_SECONDS = 300;
/**
 * How long a capture waits for another request's claim on the same order (a double click) before
 * answering 202 "being completed": longer than PayPal usually takes, short enough that a shopper
 * retrying after a crash is never left hanging (issue 9 §2).
 */
export const DEFAULT_CLAIM_WAIT_MS = 5000;
const WAIT_INTERVAL_MS = 50;

export interface CaptureDeps {
  db: Kysely<DB>;
  paypal: PayPalClient;
  /** Called after a capture settles (the order confirmation email); must not throw. */
  afterPaid: (orderId: string) => void;
  /** The request's or the background job's logger. */
  log: Logger;
  /** Seconds after which an unsettled claim may be taken over (DEFAULT_STALE_CLAIM_SECONDS). */
  staleClaimSeconds?: number;
  /** How long to wait for another request's claim before answering "being completed" (DEFAULT_CLAIM_WAIT_MS). */
  claimWaitMs?: number;
  /** Counts how each capture asked of PayPal ended (/metrics, docs/decisions/082). */
  captureEnded?: (outcome: CaptureOutcome) => void;
  /** Draws a pickup order's code (randomPickupCode); tests inject one to force clashes. */
  pickupCode?: PickupCodeSource;
}

/** What a paid order answers to every capture call, the first and any replay. */
function answerFor(order: Pick<Row<'orders'>, 'id' | 'status'>): CaptureResponse & { status: 'paid' | 'awaiting_approval' } {
  return { orderId: order.id, status: order.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid' };
}

/** A capture still under way elsewhere: the page shows the message and polls GET .../capture. */
function inProgress(orderId: string): CaptureResponse & CaptureStatusResponse {
  return { orderId, status: 'capturing', message: PAYMENT_TEXTS.beingCompleted };
}

/** PayPal has not been approved by the shopper: a 422, with nothing taken. */
const NOT_APPROVED: CheckoutRefusal = { code: 'PAYMENT_FAILED', message: PAYMENT_TEXTS.notApproved, status: 422 };

/** A capture that lost its claim to another request (it settled or released it): look again. */
const LOOK_AGAIN = Symbol('look again');
type Finished = CheckoutOutcome<CaptureResponse> | typeof LOOK_AGAIN;

/**
 * Captures an approved PayPal order: reserve (one statement claims the payment and takes the promo
 * use and the stock, all or nothing), capture at PayPal, then settle (one statement records the
 * payment and marks the order paid) or release (one statement gives back what was taken). No
 * transaction or lock is held while PayPal answers (docs/decisions/019). A concurrent capture of the
 * same order waits for the first to settle and answers the same; replays answer the first answer.
 */
export async function captureCheckoutOrder(
  deps: CaptureDeps,
  shopper: Shopper,
  paypalOrderId: string,
  input: CaptureRequest,
  now: Date,
): Promise<CheckoutOutcome<CaptureResponse>> {
  const staleSeconds = deps.staleClaimSeconds ?? DEFAULT_STALE_CLAIM_SECONDS;
  const waitUntil = Date.now() + (deps.claimWaitMs ?? DEFAULT_CLAIM_WAIT_MS);
  let waiting = false;
  for (let unexplained = 0; ; ) {
    const found = await retry(() => reserveCapture(deps.db, paypalOrderId, shopper, staleSeconds, APPROVAL_SETTING_KEYS));
    // Anyone but the owner gets NOT_FOUND, so order ids cannot be probed.
    if (!found || !ownsOrder(found.order, shopper)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const { order, payment } = found;
    if (PAID_STATUSES.includes(order.status)) return accepted(answerFor(order));
    if (order.status !== 'pending_payment') return refused({ code: 'CONFLICT', message: CHECKOUT_ORDER_TEXTS.closed });

    let finished: Finished;
    if (found.reserved) {
      finished = await completeReservation(deps, paypalOrderId, found, shopper, input, now);
    } else if (payment.status === 'capturing') {
      // Another request is capturing this order (a double click): wait a little for it to settle,
      // or take over a claim its server left behind. A claim still young after the wait (its
      // server may have stopped) is answered "being completed", never waited out.
      const taken = payment.claimed_long_ago ? await retry(() => takeOverStaleCapture(deps.db, paypalOrderId, staleSeconds, APPROVAL_SETTING_KEYS)) : undefined;
      if (!taken) {
        if (Date.now() >= waitUntil) return accepted(inProgress(order.id));
        if (!waiting) deps.log.debug({ paypalOrderId, orderId: order.id }, 'capture waits for another request\'s claim to settle');
        waiting = true;
        await sleep(WAIT_INTERVAL_MS);
        continue;
      }
      finished = await captureAtPayPal(deps, paypalOrderId, taken, shopper.userId, input);
    } else {
      const refusal = found.eligible ? reservationRefusal(found, now) : null;
      if (refusal) return refused(refusal);
      if (!found.eligible) {
        // A pending order whose payment is already captured, pending or refunded: settle and
        // release write both rows in one statement, so this should never be seen.
        deps.log.error({ paypalOrderId, paymentStatus: payment.status }, 'capture found a pending order with a finished payment');
        return refused({ code: 'CONFLICT', message: CHECKOUT_ORDER_TEXTS.closed });
      }
      // Everything was there yet nothing was reserved: cannot happen in one statement; never loop on it.
      if (++unexplained > 3) throw new Error(`capture of ${paypalOrderId}: reservation refused without a reason`);
      continue;
    }
    if (finished !== LOOK_AGAIN) return finished;
  }
}

/** Why an eligible order could not be reserved: the promo code first, then the first short line. */
function reservationRefusal(found: Reservation, now: Date): CheckoutRefusal | null {
  const { order } = found;
  if (!found.promoAvailable) {
    // None left (or the code is gone): the rule's own answer when it has one, else "used up".
    const promo = evaluatePromo(found.promo ? promoDiscountFrom(found.promo) : null, order.subtotal, now, order.currency);
    if (!promo.ok) return { code: promo.code, message: promo.message };
    return { code: 'PROMO_USED_UP', message: TOASTS.promoUsedUp.description };
  }
  const short = found.short[0];
  if (!short) return null;
  const line = found.lines.find((candidate) => candidate.product_id === short.product_id && candidate.variant_id === short.variant_id);
  return { code: 'OUT_OF_STOCK', message: stockMessage({ productName: line?.product_name ?? '', variantName: line?.variant_name ?? null, available: short.available, status: 'insufficient_stock' }) };
}

/**
 * A reservation made: check the code's other rules on the row as it was, price an order whose
 * address never reached us, bring PayPal's amount in line, then capture. A refusal before PayPal
 * is asked gives everything back and leaves the payment as it was.
 */
async function completeReservation(deps: CaptureDeps, paypalOrderId: string, reservation: Reservation, shopper: Shopper, input: CaptureRequest, now: Date): Promise<Finished> {
  const { payment } = reservation;
  let order = reservation.order;
  const requestId = payment.capture_request_id!;
  // Before PayPal's capture is asked, a release leaves the payment as it was, with its request id.
  const releaseAsBefore = () => retry(() => releaseCapture(deps.db, { paymentId: payment.id, captureRequestId: requestId, status: payment.status, reason: null, freshRequestId: false }));
  const giveBack = async (refusal: CheckoutRefusal): Promise<Finished> => {
    await releaseAsBefore();
    return refused(refusal);
  };
  try {
    // The code may have ended since the order was created (the use was taken; the rule is checked
    // on the row as it was, one use fewer).
    if (order.discount_id) {
      const taken = reservation.promo;
      const promo = evaluatePromo(taken ? promoDiscountFrom({ ...taken, current_uses: taken.current_uses - 1 }) : null, order.subtotal, now, order.currency);
      if (!promo.ok) return await giveBack({ code: promo.code, message: promo.message });
    }

    // Nothing is captured without somewhere to deliver and someone to confirm to (whatever the
    // client sent). A shipping order without a deliverable address (none reached us, or only the
    // town and postal code PayPal's address callback reveals) takes the one the shopper chose in
    // PayPal, priced for it before capturing; the email is the order's, the shopper's, or PayPal's
    // payer's. The claim keeps an address change out meanwhile.
    let email = order.email ?? input.email?.toLowerCase() ?? null;
    const needsAddress = order.delivery_method === 'shipping' && !deliverable(order);
    if (needsAddress || email === null) {
      let atPayPal;
      try {
        atPayPal = await deps.paypal.getOrder(paypalOrderId);
      } catch (error) {
        if (error instanceof AppError) return await giveBack({ code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title });
        throw error;
      }
      // Nothing to take an address or email from before the shopper approves.
      if (atPayPal.status === 'CREATED' || atPayPal.status === 'PAYER_ACTION_REQUIRED') return await giveBack(NOT_APPROVED);
      email ??= atPayPal.payerEmail?.toLowerCase() ?? null;
      if (needsAddress) {
        const address = atPayPal.shippingAddress ? addressInputFromPayPal(atPayPal.shippingAddress) : null;
        const wrongCountry = address ? checkShippingCountry(order.currency, address) : null;
        if (wrongCountry) return await giveBack({ code: 'INVALID_DATA', message: wrongCountry.message, fields: { shippingAddress: wrongCountry.message }, status: 422 });
        if (!address || deliveryAddressProblem(order.currency, address)) {
          return await giveBack(contactRefusal({ field: 'addressLine1', message: CONTACT_TEXTS.noDeliveryAddress }));
        }
        const priceFor = order;
        order = await retry(() => shipOrderTo(deps.db, priceFor, address));
      }
    }
    if (email === null) return await giveBack(contactRefusal({ field: 'email', message: CONTACT_TEXTS.noContactEmail }));
    if (order.delivery_method === 'pickup') {
      const problem = pickupContactProblem({ contactName: order.contact_name, email, phone: order.contact_phone });
      if (problem) return await giveBack(contactRefusal(problem));
    }
    order = { ...order, email };

    // The amount approved is the amount captured (docs/decisions/068). A total that moved after the
    // shopper approved (an address only PayPal knew, or an address change whose patch failed) is
    // put to PayPal and refused: the shopper approves the new total afresh, never charged silently.
    if (payment.amount !== order.total) return await askForFreshApproval(deps, paypalOrderId, payment, order, giveBack);
  } catch (error) {
    // Nothing was asked of PayPal's capture yet: give everything back before failing.
    await releaseAsBefore().catch(() => undefined);
    throw error;
  }
  return captureAtPayPal(deps, paypalOrderId, { ...reservation, order }, shopper.userId, input);
}
/**
 * The order's total differs from the amount the shopper approved: PayPal's order is patched to the
 * new total with its breakdown (so the fresh approval shows what will be charged), the payment
 * records it, and the reservation is given back with a refusal that asks for that approval.
 */
async function askForFreshApproval(
  deps: CaptureDeps,
  paypalOrderId: string,
  payment: Reservation['payment'],
  order: Row<'orders'>,
  giveBack: (refusal: CheckoutRefusal) => Promise<Finished>,
): Promise<Finished> {
  try {
    await deps.paypal.patchOrderAmount(paypalOrderId, { referenceId: order.id, currency: order.currency, amount: payPalAmountOf(totalsOf(order)) });
  } catch (error) {
    if (error instanceof AppError) return giveBack({ code: 'PAYMENT_FAILED', message: CHECKOUT_ORDER_TEXTS.payPalTotalNotUpdated });
    throw error;
  }
  const approved = payment.amount;
  await retry(() => updatePayment(deps.db, payment.id, { amount: order.total }));
  deps.log.info({ paypalOrderId, approved, total: order.total }, 'capture refused: the total changed after approval; a fresh approval is asked for');
  return giveBack({ code: 'PAYMENT_TOTAL_CHANGED', message: PAYMENT_TEXTS.totalChanged(formatMoney(approved, order.currency), formatMoney(order.total, order.currency)) });
}

/**
 * Captures a claimed order at PayPal with the claim's PayPal-Request-Id (the same id on every
 * attempt, so PayPal charges once), then settles it, or releases it when PayPal says no. When
 * PayPal gives no answer (unreachable, or a server error after the retries) the claim is kept,
 * stock and all, and marked for the shopper's retry or the recovery sweep to finish at once with
 * the same id; an error outside the client's vocabulary keeps it until it is stale.
 */
async function captureAtPayPal(deps: CaptureDeps, paypalOrderId: string, view: CaptureView, changedBy: string | null, input: CaptureRequest): Promise<Finished> {
  const { order, payment, lines } = view;
  const requestId = payment.capture_request_id;
  if (!requestId) throw new Error(`capture of ${paypalOrderId}: a claim without a request id`);
  const release = async (status: PaymentStatus, reason: string, refusal: CheckoutRefusal): Promise<Finished> => {
    // A definite refusal: the next attempt (another card, say) gets a fresh PayPal-Request-Id.
    const released = await retry(() => releaseCapture(deps.db, { paymentId: payment.id, captureRequestId: requestId, status, reason, freshRequestId: true }));
    return released ? refused(refusal) : LOOK_AGAIN;
  };

  let capture: PayPalCaptureResult;
  try {
    capture = await deps.paypal.captureOrder(paypalOrderId, requestId);
  } catch (error) {
    deps.captureEnded?.(outcomeOfRefusal(error));
    if (error instanceof PayPalNoAnswerError) {
      // PayPal may have captured: keep the claim (and the stock) and let the shopper's retry or the
      // recovery sweep ask again at once, with the same request id.
      deps.log.warn({ paypalOrderId, error: error.message }, 'paypal capture got no answer; the claim is kept for a retry with the same request id');
      await retry(() => leaveCaptureForRecovery(deps.db, payment.id, requestId));
      return refused({ code: 'PAYMENT_FAILED', message: error.message });
    }
    if (error instanceof PayPalNotApprovedError) {
      // Nothing happened at PayPal: give back what was taken and keep the request id for the next try.
      const released = await retry(() => releaseCapture(deps.db, { paymentId: payment.id, captureRequestId: requestId, status: 'created', reason: null, freshRequestId: false }));
      return released ? refused(NOT_APPROVED) : LOOK_AGAIN;
    }
    if (error instanceof AppError && (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_FAILED')) {
      return release(error.code === 'PAYMENT_DECLINED' ? 'declined' : 'failed', error.message, { code: error.code, message: error.message });
    }
    deps.log.error({ paypalOrderId, error: String(error) }, 'paypal capture outcome unknown; the claim is kept for a retry or the recovery sweep');
    throw error;
  }

  // PENDING: PayPal took the payment but is still reviewing the funds. The shopper will be charged,
  // so the order is kept, with its stock, and held for staff to release (docs/decisions/018).
  const fundsPending = capture.captureStatus === 'PENDING';
  if ((capture.captureStatus !== 'COMPLETED' && !fundsPending) || !capture.captureId) {
    deps.log.error({ paypalOrderId, captureId: capture.captureId, captureStatus: capture.captureStatus }, 'paypal capture not completed; order left unpaid');
    deps.captureEnded?.('failed');
    return release('failed', `PayPal capture ${capture.captureStatus ?? 'missing'}`, { code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title });
  }
  if (capture.amount !== order.total || capture.currency !== order.currency) {
    // PayPal took a different amount from the order's: give it back rather than keep it.
    deps.log.error({ paypalOrderId, captured: capture.amount, expected: order.total }, 'paypal captured a different amount; refunding');
    deps.captureEnded?.('failed');
    await deps.paypal.refundCapture(capture.captureId, `refund-${capture.captureId}`).catch((error: unknown) => {
      deps.log.error({ paypalOrderId, captureId: capture.captureId, error: String(error) }, 'refund of a mismatched capture failed');
    });
    return release('failed', 'captured amount differed from the order total; refunded', { code: 'PAYMENT_FAILED', message: TOASTS.captureFailed().title });
  }

  deps.captureEnded?.(fundsPending ? 'pending' : 'captured');
  // The one approval rule (shared/orders/order-approval.ts) with the settings as they are now.
  const { status, reasons, steps } = captureOutcome(approvalOrderOf(order, lines), approvalLimitsFrom(await readSettings(deps.db)), fundsPending);
  const record: CaptureRecord = {
    orderId: order.id,
    order: {
      needs_approval: status === 'awaiting_approval',
      approval_reasons: reasons,
      email: order.email ?? input.email?.toLowerCase() ?? capture.payerEmail?.toLowerCase() ?? null,
      ...(order.shipping_address === null && order.delivery_method === 'shipping' && capture.shippingAddress
        ? { shipping_address: storedAddressFrom(addressInputFromPayPal(capture.shippingAddress)) }
        : {}),
    },
    paymentId: payment.id,
    captureRequestId: requestId,
    payment: { status: fundsPending ? 'pending' : 'captured', capture_id: capture.captureId, amount: capture.amount },
    steps: steps.map((step) => ({ action: step.action, changedBy: step.byShopper ? changedBy : null, reason: step.reason })),
  };
  // A pickup order gets its code as it becomes paid: drawn again while its store has an open pickup
  // with the same code (the clashing settle wrote nothing).
  const settled =
    order.delivery_method === 'pickup'
      ? await withUniquePickupCode(deps.pickupCode ?? randomPickupCode, (code) => retry(() => settleCapture(deps.db, { ...record, order: { ...record.order, pickup_code: code } })))
      : await retry(() => settleCapture(deps.db, record));
  if (!settled) return LOOK_AGAIN;
  deps.afterPaid(order.id);
  return accepted({ orderId: order.id, status });
}

/**
 * Finishes captures whose server stopped between claiming and settling (their claims are older
 * than the stale limit): each is captured at PayPal with its own request id (PayPal answers the
 * earlier capture if there was one) and settled, or released when PayPal says no. Answers how many
 * it finished.
 */
export async function recoverStaleCaptures(deps: CaptureDeps, limit = 20): Promise<number> {
  const staleSeconds = deps.staleClaimSeconds ?? DEFAULT_STALE_CLAIM_SECONDS;
  let finished = 0;
  for (const paypalOrderId of await selectStaleCaptures(deps.db, staleSeconds, limit)) {
    try {
      const view = await retry(() => takeOverStaleCapture(deps.db, paypalOrderId, staleSeconds, APPROVAL_SETTING_KEYS));
      if (!view) continue;
      const outcome = await captureAtPayPal(deps, paypalOrderId, view, view.order.user_id, {});
      deps.log.warn({ paypalOrderId, outcome: outcome === LOOK_AGAIN ? 'settled elsewhere' : outcome.ok ? outcome.value.status : outcome.refusal.code }, 'stale capture recovered');
      finished++;
    } catch (error) {
      deps.log.error({ paypalOrderId, error: String(error) }, 'stale capture not recovered');
    }
  }
  return finished;
}

/**
 * Where an order's payment is, for its owner (anyone else: NOT_FOUND): what the checkout page polls
 * after a capture answered 202 "being completed".
 */
export async function captureStatusOf(db: Kysely<DB>, shopper: Shopper, paypalOrderId: string): Promise<CaptureStatusResponse> {
  const found = await selectCaptureState(db, paypalOrderId);
  if (!found || !ownsOrder(found, shopper)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (PAID_STATUSES.includes(found.status)) return answerFor(found);
  if (found.status === 'pending_payment' && found.payment_status === 'capturing') return inProgress(found.id);
  return { orderId: found.id, status: 'not_paid', message: found.status === 'pending_payment' ? TOASTS.captureFailed().title : CHECKOUT_ORDER_TEXTS.closed };
}

/** How a capture PayPal did not complete ended, for /metrics. */
function outcomeOfRefusal(error: unknown): CaptureOutcome {
  if (error instanceof PayPalNoAnswerError) return 'no_answer';
  if (error instanceof PayPalNotApprovedError) return 'not_approved';
  if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') return 'declined';
  if (error instanceof AppError && error.code === 'PAYMENT_FAILED') return 'failed';
  return 'unknown';
}

/** An order's stored address is one a parcel can be delivered to. */
function deliverable(order: Row<'orders'>): boolean {
  return order.shipping_address !== null && deliveryAddressProblem(order.currency, addressInputFrom(order.shipping_address)) === null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
