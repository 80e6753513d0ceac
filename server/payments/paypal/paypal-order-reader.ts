import { minorUnitsFrom, type PayPalCurrency, type PayPalMoney } from './paypal-amounts';

/** A shipping address as PayPal holds it (SPEC §7.3 field names), plus the recipient's name. */
export interface PayPalShippingAddress {
  full_name: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  /** City. */
  admin_area_2: string | null;
  /** State or county. */
  admin_area_1: string | null;
  postal_code: string | null;
  country_code: string;
}

export type PayPalCaptureStatus = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED';

export interface PayPalCaptureView {
  id: string;
  status: PayPalCaptureStatus;
  amount: number | null;
}

/** The parts of an Orders v2 order the shop reads. */
export interface PayPalOrderView {
  id: string;
  status: string;
  referenceId: string | null;
  payerEmail: string | null;
  shippingAddress: PayPalShippingAddress | null;
  /** The order total in minor units. */
  amount: number;
  currency: PayPalCurrency;
  /** The purchase unit's latest capture, when there is one. */
  capture: PayPalCaptureView | null;
}

// The subset of PayPal's order body we read; everything else is ignored.
interface OrderBody {
  id?: string;
  status?: string;
  payer?: { email_address?: string };
  payment_source?: { paypal?: { email_address?: string } };
  purchase_units?: Array<{
    reference_id?: string;
    amount?: PayPalMoney;
    shipping?: { name?: { full_name?: string }; address?: Record<string, string | undefined> };
    payments?: { captures?: Array<{ id?: string; status?: string; amount?: PayPalMoney }> };
  }>;
}

const CAPTURE_STATUSES: readonly string[] = ['COMPLETED', 'DECLINED', 'PENDING', 'FAILED'];

/** Reads PayPal's order JSON (from GET, capture or create) into the shop's view; throws on a body it cannot trust. */
export function readOrder(raw: unknown): PayPalOrderView {
  const body = (raw ?? {}) as OrderBody;
  const unit = body.purchase_units?.[0];
  if (typeof body.id !== 'string' || typeof body.status !== 'string' || !unit?.amount) {
    throw new TypeError('PayPal order body lacks id, status or amount');
  }
  const currency = unit.amount.currency_code;
  if (currency !== 'USD' && currency !== 'GBP') throw new TypeError(`PayPal order in unexpected currency ${currency}`);
  const address = unit.shipping?.address;
  const captures = unit.payments?.captures ?? [];
  const last = captures[captures.length - 1];
  return {
    id: body.id,
    status: body.status,
    referenceId: unit.reference_id ?? null,
    payerEmail: body.payment_source?.paypal?.email_address ?? body.payer?.email_address ?? null,
    shippingAddress: address?.country_code
      ? {
          full_name: unit.shipping?.name?.full_name ?? null,
          address_line_1: address.address_line_1 ?? null,
          address_line_2: address.address_line_2 ?? null,
          admin_area_2: address.admin_area_2 ?? null,
          admin_area_1: address.admin_area_1 ?? null,
          postal_code: address.postal_code ?? null,
          country_code: address.country_code,
        }
      : null,
    amount: minorUnitsFrom(unit.amount) ?? 0,
    currency,
    capture:
      last?.id && last.status && CAPTURE_STATUSES.includes(last.status)
        ? { id: last.id, status: last.status as PayPalCaptureStatus, amount: minorUnitsFrom(last.amount) }
        : null,
  };
}
