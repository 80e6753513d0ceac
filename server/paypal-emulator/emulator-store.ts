import { randomBytes } from 'node:crypto';
import { fromDecimalString, toDecimalString } from '../../shared/money';
import { issue, paypalError, type EmulatedError } from './paypal-error-bodies';
import { validateAmount, type AmountBody, type MoneyBody, type ValidPurchaseUnit } from './order-validation';

/** How the shopper finished in the emulated PayPal window. */
export type ApprovalOutcome = 'approve' | 'decline' | 'pending' | 'cancel' | 'error';

/** A shipping address in PayPal's shape, with the recipient's name. */
export interface EmulatedAddress {
  full_name?: string;
  address_line_1?: string;
  address_line_2?: string;
  admin_area_2?: string;
  admin_area_1?: string;
  postal_code?: string;
  country_code: string;
}

export interface EmulatedRefund {
  id: string;
  status: 'COMPLETED';
  amount: MoneyBody;
  createTime: string;
}

export interface EmulatedCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: MoneyBody;
  createTime: string;
  refunds: EmulatedRefund[];
}

export interface EmulatedOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  createTime: string;
  updateTime: string;
  unit: ValidPurchaseUnit;
  shippingPreference: string;
  /**
   * Set by __approve: who paid, where it ships, whether the instrument will be declined, and the
   * amount (with its breakdown) the shopper approved: the order's amount as the window showed it.
   */
  approval: {
    outcome: 'approve' | 'decline' | 'pending';
    source: 'paypal' | 'card';
    payerId: string;
    payerEmail: string | null;
    shippingAddress: EmulatedAddress | null;
    amount: AmountBody;
  } | null;
  lastOutcome: ApprovalOutcome | null;
  captures: EmulatedCapture[];
  captureAttempts: number;
  declinedAttempts: number;
  patchCount: number;
}

export interface ApprovalInput {
  outcome: ApprovalOutcome;
  source?: 'paypal' | 'card';
  payerEmail?: string;
  shippingAddress?: EmulatedAddress;
  /** The total the approval window showed; an approval of a total the order no longer has is refused. */
  shownAmount?: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: EmulatedError };

const DEFAULT_PAYER_EMAIL = 'shopper@example.com';
/** The address a PayPal account brings when the shopper picks none: one in the order's currency's country. */
export const DEFAULT_ADDRESS: Readonly<Record<string, EmulatedAddress>> = {
  USD: { full_name: 'Sam Shopper', address_line_1: '2211 N First St', admin_area_2: 'San Jose', admin_area_1: 'CA', postal_code: '95131', country_code: 'US' },
  GBP: { full_name: 'Alex Shopper', address_line_1: '10 Downing Street', admin_area_2: 'London', admin_area_1: 'Greater London', postal_code: 'SW1A 2AA', country_code: 'GB' },
};
const ID_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';

/** PayPal-looking ids: 17 upper-case letters and digits. */
export function paypalId(length = 17): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

function notFound(): EmulatedError {
  return paypalError('RESOURCE_NOT_FOUND', [issue('INVALID_RESOURCE_ID')]);
}

/** The emulator's memory: orders, captures and the answers it gave, per process. */
export class EmulatorStore {
  readonly orders = new Map<string, EmulatedOrder>();
  private readonly captureIndex = new Map<string, string>();
  /** Answers to create/capture/refund by endpoint + PayPal-Request-Id, replayed without a second effect. */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();
  tokensIssued = 0;

  constructor(private readonly now: () => number) {}

  private timestamp(): string {
    return new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  createOrder(input: { intent: 'CAPTURE' | 'AUTHORIZE'; unit: ValidPurchaseUnit; shippingPreference: string }): EmulatedOrder {
    const time = this.timestamp();
    const order: EmulatedOrder = {
      id: paypalId(),
      intent: input.intent,
      status: 'CREATED',
      createTime: time,
      updateTime: time,
      unit: input.unit,
      shippingPreference: input.shippingPreference,
      approval: null,
      lastOutcome: null,
      captures: [],
      captureAttempts: 0,
      declinedAttempts: 0,
      patchCount: 0,
    };
    this.orders.set(order.id, order);
    return order;
  }

  find(orderId: string): Outcome<EmulatedOrder> {
    const order = this.orders.get(orderId);
    return order ? { ok: true, value: order } : { ok: false, error: notFound() };
  }

  /** JSON Patch on the order; the shop only replaces a purchase unit's amount. */
  patch(orderId: string, operations: unknown): Outcome<EmulatedOrder> {
    const found = this.find(orderId);
    if (!found.ok) return found;
    const order = found.value;
    if (order.status === 'COMPLETED') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('ORDER_ALREADY_COMPLETED')]) };
    if (!Array.isArray(operations) || operations.length === 0) return { ok: false, error: paypalError('INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]) };
    let amount: AmountBody | null = null;
    for (const operation of operations as Array<{ op?: unknown; path?: unknown; value?: unknown }>) {
      const match = typeof operation?.path === 'string' ? /^\/purchase_units\/@reference_id=='([^']*)'\/amount$/.exec(operation.path) : null;
      if (!match) return { ok: false, error: paypalError('INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', '/path', String(operation?.path))]) };
      if (operation.op !== 'replace') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('INVALID_PATCH_OPERATION', '/op', String(operation.op))]) };
      if (match[1] !== order.unit.referenceId) return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('INVALID_PARAMETER_VALUE', '/path', match[1])]) };
      const valid = validateAmount(operation.value, order.unit.items, `/purchase_units/@reference_id=='${match[1]}'`);
      if (!valid.ok) return { ok: false, error: paypalError(valid.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', valid.details) };
      amount = valid.value;
    }
    if (amount) order.unit = { ...order.unit, amount };
    order.patchCount += 1;
    order.updateTime = this.timestamp();
    return { ok: true, value: order };
  }

  /** What the emulated PayPal window reports: approval (with address and payer), a decline to come, or nothing. */
  approve(orderId: string, input: ApprovalInput): Outcome<EmulatedOrder> {
    const found = this.find(orderId);
    if (!found.ok) return found;
    const order = found.value;
    if (order.status === 'COMPLETED') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('ORDER_ALREADY_CAPTURED')]) };
    // The window showed an amount the order no longer has (patched meanwhile): nothing is approved.
    if (input.shownAmount !== undefined && input.shownAmount !== order.unit.amount.value) {
      return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('AMOUNT_CHANGED', '/amount/value', order.unit.amount.value)]) };
    }
    order.lastOutcome = input.outcome;
    if (input.outcome === 'cancel' || input.outcome === 'error') return { ok: true, value: order };
    const source = input.source ?? 'paypal';
    // A PayPal account brings its email and a saved address; a card payment brings neither.
    const fallbackAddress = source === 'paypal' ? (DEFAULT_ADDRESS[order.unit.amount.currency_code] ?? null) : null;
    const shipping = order.shippingPreference === 'NO_SHIPPING' ? null : (input.shippingAddress ?? fallbackAddress);
    order.status = 'APPROVED';
    order.approval = {
      outcome: input.outcome,
      source,
      payerId: order.approval?.payerId ?? paypalId(13),
      payerEmail: input.payerEmail ?? (source === 'paypal' ? DEFAULT_PAYER_EMAIL : null),
      shippingAddress: shipping,
      amount: structuredClone(order.unit.amount),
    };
    order.updateTime = this.timestamp();
    return { ok: true, value: order };
  }

  /** Captures an approved order once; PayPal's answers for the states it can be in. */
  capture(orderId: string): Outcome<EmulatedOrder> {
    const found = this.find(orderId);
    if (!found.ok) return found;
    const order = found.value;
    order.captureAttempts += 1;
    if (order.status === 'COMPLETED') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('ORDER_ALREADY_CAPTURED')]) };
    if (order.status !== 'APPROVED' || !order.approval) return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('ORDER_NOT_APPROVED')]) };
    const { outcome, source } = order.approval;
    if (outcome === 'decline' && source === 'paypal') {
      // PayPal wallet declines come back as an error; the shopper may choose another instrument.
      order.declinedAttempts += 1;
      return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('INSTRUMENT_DECLINED')]) };
    }
    // Card declines complete the order with a DECLINED capture, as card processing does at PayPal.
    const status: EmulatedCapture['status'] = outcome === 'decline' ? 'DECLINED' : outcome === 'pending' ? 'PENDING' : 'COMPLETED';
    const capture: EmulatedCapture = {
      id: paypalId(),
      status,
      amount: { currency_code: order.unit.amount.currency_code, value: order.unit.amount.value },
      createTime: this.timestamp(),
      refunds: [],
    };
    order.captures.push(capture);
    this.captureIndex.set(capture.id, order.id);
    order.status = 'COMPLETED';
    order.updateTime = capture.createTime;
    return { ok: true, value: order };
  }

  findCapture(captureId: string): Outcome<{ order: EmulatedOrder; capture: EmulatedCapture }> {
    const orderId = this.captureIndex.get(captureId);
    const order = orderId ? this.orders.get(orderId) : undefined;
    const capture = order?.captures.find((c) => c.id === captureId);
    return order && capture ? { ok: true, value: { order, capture } } : { ok: false, error: notFound() };
  }

  /** Test control: PayPal's review of a PENDING capture ends, COMPLETED or DECLINED. */
  settleCapture(captureId: string, status: 'COMPLETED' | 'DECLINED'): Outcome<EmulatedCapture> {
    const found = this.findCapture(captureId);
    if (!found.ok) return found;
    const { capture } = found.value;
    if (capture.status !== 'PENDING') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('CAPTURE_STATUS_NOT_PENDING')]) };
    capture.status = status;
    return { ok: true, value: capture };
  }

  /** Refunds all that is left of a capture, or `amount` of it. */
  refund(captureId: string, amount: MoneyBody | undefined): Outcome<{ capture: EmulatedCapture; refund: EmulatedRefund }> {
    const found = this.findCapture(captureId);
    if (!found.ok) return found;
    const { capture } = found.value;
    if (capture.status === 'REFUNDED') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('CAPTURE_FULLY_REFUNDED')]) };
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('REFUND_NOT_ALLOWED')]) };
    const captured = fromDecimalString(capture.amount.value);
    const refunded = capture.refunds.reduce((total, r) => total + fromDecimalString(r.amount.value), 0);
    const left = captured - refunded;
    if (amount && amount.currency_code !== capture.amount.currency_code) {
      return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('CURRENCY_MISMATCH', '/amount/currency_code', amount.currency_code)]) };
    }
    const value = amount ? fromDecimalString(amount.value) : left;
    if (value <= 0 || value > left) return { ok: false, error: paypalError('UNPROCESSABLE_ENTITY', [issue('REFUND_AMOUNT_EXCEEDED', '/amount/value', amount?.value)]) };
    const refund: EmulatedRefund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: toDecimalString(value) },
      createTime: this.timestamp(),
    };
    capture.refunds.push(refund);
    capture.status = value === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { ok: true, value: { capture, refund } };
  }
}

