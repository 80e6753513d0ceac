import { AppError } from '../../../shared/errors';
import { fromDecimalString } from '../../../shared/money';
import { assertAmountAddsUp, toPayPalAmount, toPayPalItems, toPayPalMoney, type OrderAmount, type OrderItem, type PayPalCurrency } from './paypal-amounts';
import { PAYMENT_TEXTS } from '../../../shared/checkout/checkout-texts';
import { PayPalApiError, PayPalNoAnswerError, PayPalNotApprovedError } from './paypal-errors';
import { PayPalHttp, type PayPalHttpOptions } from './paypal-http';
import { readOrder, type PayPalCaptureStatus, type PayPalOrderView, type PayPalShippingAddress } from './paypal-order-reader';

export type { OrderAmount, OrderItem, PayPalCurrency } from './paypal-amounts';
export type { PayPalCaptureStatus, PayPalOrderView, PayPalShippingAddress } from './paypal-order-reader';

export interface CreatePayPalOrderInput {
  /** PayPal-Request-Id: reuse it when retrying the same checkout attempt. */
  requestId: string;
  currency: PayPalCurrency;
  /** Our reference for the purchase unit (our order id); patches address the unit by it. */
  referenceId: string;
  /** Unit amounts in minor units. */
  items: OrderItem[];
  /** Minor units; must add up (itemTotal = Σ unitAmount × quantity; total = itemTotal + shipping + taxTotal − discount). */
  amount: OrderAmount;
  /** GET_FROM_FILE: the shopper picks the address in PayPal; NO_SHIPPING: store pickup. */
  shippingPreference: 'GET_FROM_FILE' | 'NO_SHIPPING';
}

export interface PatchPayPalOrderAmountInput {
  referenceId: string;
  currency: PayPalCurrency;
  amount: OrderAmount;
}

export interface PayPalCaptureResult {
  orderStatus: string;
  captureId: string | null;
  /** Only COMPLETED or PENDING are returned: DECLINED throws PAYMENT_DECLINED, FAILED throws PAYMENT_FAILED. */
  captureStatus: PayPalCaptureStatus | null;
  /** The captured amount in minor units. */
  amount: number | null;
  currency: PayPalCurrency;
  payerEmail: string | null;
  shippingAddress: PayPalShippingAddress | null;
}

/** A capture as PayPal now reports it (GET /v2/payments/captures/{id}): a PENDING one settles later. */
export interface PayPalCaptureView {
  captureId: string;
  /** COMPLETED, PENDING, DECLINED, FAILED, PARTIALLY_REFUNDED, REFUNDED… as PayPal says. */
  status: string;
  amount: number | null;
  currency: string | null;
}

export interface PayPalRefundResult {
  refundId: string;
  status: string;
}

/** The shop's side of PayPal's Orders v2 API. Money in and out is integer minor units. */
export interface PayPalClient {
  createOrder(input: CreatePayPalOrderInput): Promise<{ id: string; status: string }>;
  /** Replaces the purchase unit's amount (after a shipping address change). */
  patchOrderAmount(orderId: string, input: PatchPayPalOrderAmountInput): Promise<void>;
  getOrder(orderId: string): Promise<PayPalOrderView>;
  /**
   * Captures an approved order. Declines throw AppError PAYMENT_DECLINED; an order captured before
   * (ORDER_ALREADY_CAPTURED) returns its existing capture, so a retry never charges twice.
   */
  captureOrder(orderId: string, requestId: string): Promise<PayPalCaptureResult>;
  /** Where a capture is now (a PENDING capture is asked again until PayPal completes or declines it). */
  getCapture(captureId: string): Promise<PayPalCaptureView>;
  /** Refunds a capture in full, or `amount` (minor units) of it. */
  refundCapture(captureId: string, requestId: string, amount?: { value: number; currency: PayPalCurrency }): Promise<PayPalRefundResult>;
}

export type PayPalClientOptions = PayPalHttpOptions;

const DECLINED_MESSAGE = 'Your payment was declined. Please try another payment method.';

/** Builds the client over real HTTP (`fetch` is injectable: the emulator is reached in-process in tests). */
export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const http = new PayPalHttp(options);
  const log = options.log;

  // PayPal's 4xx answers become the shop's vocabulary; the details go to the log for operators.
  function failure(action: string, error: unknown): never {
    if (error instanceof PayPalApiError) {
      log.warn({ status: error.status, name: error.errorName, issues: error.details.map((d) => d.issue), debugId: error.debugId }, `paypal ${action} failed`);
      if (error.hasIssue('INSTRUMENT_DECLINED')) throw new AppError('PAYMENT_DECLINED', DECLINED_MESSAGE);
      if (error.hasIssue('ORDER_NOT_APPROVED')) throw new PayPalNotApprovedError(PAYMENT_TEXTS.notApproved);
      if (error.errorName === 'RESOURCE_NOT_FOUND') throw new AppError('PAYMENT_FAILED', 'PayPal does not know this payment.');
      const detail = error.details[0]?.description ?? error.message;
      // A 5xx that outlasted the retries: PayPal may or may not have done it.
      if (error.status >= 500) throw new PayPalNoAnswerError(`PayPal could not ${action} the payment: ${detail}`);
      throw new AppError('PAYMENT_FAILED', `PayPal could not ${action} the payment: ${detail}`);
    }
    throw error;
  }

  function path(segment: string): string {
    return encodeURIComponent(segment);
  }

  function captureResultFrom(order: PayPalOrderView): PayPalCaptureResult {
    // The order may say COMPLETED while its capture was declined: the capture's own status decides.
    if (order.capture?.status === 'DECLINED') throw new AppError('PAYMENT_DECLINED', DECLINED_MESSAGE);
    if (order.capture?.status === 'FAILED') throw new AppError('PAYMENT_FAILED', 'PayPal could not complete the payment.');
    if (!order.capture) throw new AppError('PAYMENT_FAILED', `PayPal returned no capture (order ${order.status}).`);
    return {
      orderStatus: order.status,
      captureId: order.capture.id,
      captureStatus: order.capture.status,
      amount: order.capture.amount,
      currency: order.currency,
      payerEmail: order.payerEmail,
      shippingAddress: order.shippingAddress,
    };
  }

  const client: PayPalClient = {
    async createOrder(input) {
      assertAmountAddsUp(input.amount, input.items);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: input.referenceId, amount: toPayPalAmount(input.currency, input.amount), items: toPayPalItems(input.currency, input.items) }],
        // application_context rather than payment_source.paypal: the same order must also suit card fields.
        application_context: { shipping_preference: input.shippingPreference, user_action: 'PAY_NOW' },
      };
      try {
        // Only the id and status are read: the minimal answer spares building and parsing the whole order.
        const answer = await http.send({ method: 'POST', path: '/v2/checkout/orders', body, requestId: input.requestId, prefer: 'return=minimal' });
        const created = answer.body as { id?: unknown; status?: unknown };
        if (typeof created?.id !== 'string' || typeof created.status !== 'string') throw new AppError('PAYMENT_FAILED', 'PayPal sent an unreadable order.');
        return { id: created.id, status: created.status };
      } catch (error) {
        return failure('create', error);
      }
    },

    async patchOrderAmount(orderId, input) {
      assertAmountAddsUp(input.amount);
      const operations = [
        { op: 'replace', path: `/purchase_units/@reference_id=='${input.referenceId}'/amount`, value: toPayPalAmount(input.currency, input.amount) },
      ];
      try {
        await http.send({ method: 'PATCH', path: `/v2/checkout/orders/${path(orderId)}`, body: operations });
      } catch (error) {
        failure('update', error);
      }
    },

    async getOrder(orderId) {
      try {
        const answer = await http.send({ method: 'GET', path: `/v2/checkout/orders/${path(orderId)}` });
        return readOrder(answer.body);
      } catch (error) {
        return failure('read', error);
      }
    },

    async captureOrder(orderId, requestId) {
      let order: PayPalOrderView;
      try {
        const answer = await http.send({ method: 'POST', path: `/v2/checkout/orders/${path(orderId)}/capture`, body: {}, requestId });
        order = readOrder(answer.body);
      } catch (error) {
        if (!(error instanceof PayPalApiError && error.hasIssue('ORDER_ALREADY_CAPTURED'))) return failure('complete', error);
        // Captured by an earlier attempt (another tab, a retry after a lost answer): report that capture.
        order = await client.getOrder(orderId);
      }
      return captureResultFrom(order);
    },

    async getCapture(captureId) {
      try {
        const answer = await http.send({ method: 'GET', path: `/v2/payments/captures/${path(captureId)}` });
        const capture = answer.body as { id?: unknown; status?: unknown; amount?: { value?: unknown; currency_code?: unknown } };
        if (typeof capture?.id !== 'string' || typeof capture.status !== 'string') throw new AppError('PAYMENT_FAILED', 'PayPal sent an unreadable capture.');
        const value = capture.amount?.value;
        return {
          captureId: capture.id,
          status: capture.status,
          amount: typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value) ? fromDecimalString(value) : null,
          currency: typeof capture.amount?.currency_code === 'string' ? capture.amount.currency_code : null,
        };
      } catch (error) {
        return failure('capture read', error);
      }
    },

    async refundCapture(captureId, requestId, amount) {
      if (amount && (!Number.isSafeInteger(amount.value) || amount.value <= 0)) throw new RangeError(`Refund amount must be positive minor units, got ${amount.value}`);
      // No amount: PayPal refunds what is left of the capture.
      const body = amount ? { amount: toPayPalMoney(amount.currency, amount.value) } : {};
      try {
        const answer = await http.send({ method: 'POST', path: `/v2/payments/captures/${path(captureId)}/refund`, body, requestId });
        const refund = answer.body as { id?: unknown; status?: unknown };
        if (typeof refund?.id !== 'string' || typeof refund.status !== 'string') throw new AppError('PAYMENT_FAILED', 'PayPal sent an unreadable refund.');
        return { refundId: refund.id, status: refund.status };
      } catch (error) {
        return failure('refund', error);
      }
    },
  };
  return client;
}
