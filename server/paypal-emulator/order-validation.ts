import { fromDecimalString } from '../../shared/money';
import { issue, type ErrorDetail } from './paypal-error-bodies';

// Currencies with two decimal places that PayPal accepts; the shop uses USD and GBP.
const SUPPORTED_CURRENCIES = new Set(['AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'NOK', 'NZD', 'PLN', 'SEK', 'SGD', 'USD']);
const BREAKDOWN_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const BREAKDOWN_SUBTRACTED = ['shipping_discount', 'discount'] as const;

export interface MoneyBody {
  currency_code: string;
  value: string;
}

export interface AmountBody extends MoneyBody {
  breakdown?: Partial<Record<(typeof BREAKDOWN_ADDED)[number] | (typeof BREAKDOWN_SUBTRACTED)[number], MoneyBody>>;
}

export interface ItemBody {
  name: string;
  quantity: string;
  unit_amount: MoneyBody;
  sku?: string;
  category?: string;
}

export interface ValidPurchaseUnit {
  referenceId: string;
  amount: AmountBody;
  items: ItemBody[];
}

type Result<T> = { ok: true; value: T } | { ok: false; status: 400 | 422; details: ErrorDetail[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one money object the way PayPal does: a known currency and a decimal string with at most two places. */
function checkMoney(value: unknown, field: string, details400: ErrorDetail[]): value is MoneyBody {
  if (!isRecord(value)) {
    details400.push(issue('MISSING_REQUIRED_PARAMETER', field));
    return false;
  }
  let ok = true;
  if (typeof value.currency_code !== 'string') {
    details400.push(issue('MISSING_REQUIRED_PARAMETER', `${field}/currency_code`));
    ok = false;
  } else if (!SUPPORTED_CURRENCIES.has(value.currency_code)) {
    details400.push(issue('INVALID_CURRENCY_CODE', `${field}/currency_code`, value.currency_code));
    ok = false;
  }
  if (typeof value.value !== 'string') {
    details400.push(issue('MISSING_REQUIRED_PARAMETER', `${field}/value`));
    ok = false;
  } else if (/^\d+\.\d{3,}$/.test(value.value)) {
    details400.push(issue('DECIMAL_PRECISION', `${field}/value`, value.value));
    ok = false;
  } else if (!/^\d{1,10}(\.\d{1,2})?$/.test(value.value)) {
    details400.push(issue('INVALID_PARAMETER_SYNTAX', `${field}/value`, value.value));
    ok = false;
  }
  return ok;
}

/**
 * Validates an amount (and the unit's items) as PayPal does: syntax errors answer 400, breakdowns that
 * don't add up 422 with AMOUNT_MISMATCH / ITEM_TOTAL_MISMATCH.
 */
export function validateAmount(amount: unknown, items: ItemBody[], unitPath: string): Result<AmountBody> {
  const details400: ErrorDetail[] = [];
  const field = `${unitPath}/amount`;
  if (!checkMoney(amount, field, details400)) return { ok: false, status: 400, details: details400 };
  const body = amount as AmountBody & Record<string, unknown>;
  const breakdown = isRecord(body.breakdown) ? body.breakdown : undefined;
  if (breakdown) {
    for (const key of [...BREAKDOWN_ADDED, ...BREAKDOWN_SUBTRACTED]) {
      if (breakdown[key] !== undefined) checkMoney(breakdown[key], `${field}/breakdown/${key}`, details400);
    }
  }
  items.forEach((item, index) => checkMoney(item.unit_amount, `${unitPath}/items/${index}/unit_amount`, details400));
  if (details400.length) return { ok: false, status: 400, details: details400 };

  const details422: ErrorDetail[] = [];
  const currency = body.currency_code;
  const parts = breakdown as AmountBody['breakdown'];
  const allMoney = [...Object.values(parts ?? {}), ...items.map((item) => item.unit_amount)];
  if (allMoney.some((money) => money?.currency_code !== currency)) details422.push(issue('CURRENCY_MISMATCH', `${field}/currency_code`, currency));

  if (items.length && !parts?.item_total) details422.push(issue('ITEM_TOTAL_REQUIRED', `${field}/breakdown/item_total`));
  if (items.length && parts?.item_total) {
    const sum = items.reduce((total, item) => total + fromDecimalString(item.unit_amount.value) * Number(item.quantity), 0);
    if (sum !== fromDecimalString(parts.item_total.value)) details422.push(issue('ITEM_TOTAL_MISMATCH', `${field}/breakdown/item_total/value`, parts.item_total.value));
  }
  if (parts) {
    const part = (key: keyof NonNullable<AmountBody['breakdown']>) => (parts[key] ? fromDecimalString(parts[key].value) : 0);
    const expected = BREAKDOWN_ADDED.reduce((t, k) => t + part(k), 0) - BREAKDOWN_SUBTRACTED.reduce((t, k) => t + part(k), 0);
    if (expected !== fromDecimalString(body.value)) details422.push(issue('AMOUNT_MISMATCH', `${field}/value`, body.value));
  }
  if (details422.length) return { ok: false, status: 422, details: details422 };
  return { ok: true, value: body };
}

function validateItems(raw: unknown, unitPath: string): Result<ItemBody[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, status: 400, details: [issue('INVALID_PARAMETER_SYNTAX', `${unitPath}/items`)] };
  const details: ErrorDetail[] = [];
  raw.forEach((item: unknown, index) => {
    const path = `${unitPath}/items/${index}`;
    if (!isRecord(item)) return details.push(issue('INVALID_PARAMETER_SYNTAX', path));
    if (typeof item.name !== 'string' || !item.name) details.push(issue('MISSING_REQUIRED_PARAMETER', `${path}/name`));
    if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity)) details.push(issue('INVALID_PARAMETER_VALUE', `${path}/quantity`, String(item.quantity)));
    if (!isRecord(item.unit_amount)) details.push(issue('MISSING_REQUIRED_PARAMETER', `${path}/unit_amount`));
  });
  return details.length ? { ok: false, status: 400, details } : { ok: true, value: raw as ItemBody[] };
}

/** Validates a create-order body; answers the purchase unit the emulator keeps. */
export function validateCreateOrder(body: unknown): Result<{ intent: 'CAPTURE' | 'AUTHORIZE'; unit: ValidPurchaseUnit; shippingPreference: string }> {
  if (!isRecord(body)) return { ok: false, status: 400, details: [issue('MALFORMED_REQUEST_JSON')] };
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return { ok: false, status: 400, details: [issue(body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE', '/intent')] };
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) return { ok: false, status: 400, details: [issue('MISSING_REQUIRED_PARAMETER', '/purchase_units')] };
  // The shop sends one purchase unit; more are legal at PayPal but outside what the emulator models.
  if (units.length > 1) return { ok: false, status: 422, details: [issue('MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED', '/purchase_units')] };
  const unit: unknown = units[0];
  if (!isRecord(unit)) return { ok: false, status: 400, details: [issue('INVALID_PARAMETER_SYNTAX', '/purchase_units/0')] };
  const referenceId = typeof unit.reference_id === 'string' && unit.reference_id ? unit.reference_id : 'default';
  const unitPath = `/purchase_units/@reference_id=='${referenceId}'`;
  const items = validateItems(unit.items, unitPath);
  if (!items.ok) return items;
  const amount = validateAmount(unit.amount, items.value, unitPath);
  if (!amount.ok) return amount;
  const context = isRecord(body.application_context) ? body.application_context : {};
  const experience = isRecord(body.payment_source) && isRecord(body.payment_source.paypal) && isRecord(body.payment_source.paypal.experience_context) ? body.payment_source.paypal.experience_context : {};
  const preference = experience.shipping_preference ?? context.shipping_preference ?? 'GET_FROM_FILE';
  if (preference !== 'GET_FROM_FILE' && preference !== 'NO_SHIPPING' && preference !== 'SET_PROVIDED_ADDRESS') {
    return { ok: false, status: 400, details: [issue('INVALID_PARAMETER_VALUE', '/application_context/shipping_preference', String(preference))] };
  }
  return { ok: true, value: { intent: body.intent, unit: { referenceId, amount: amount.value, items: items.value }, shippingPreference: preference } };
}
