import type { Country } from '../money';
import { CURRENCY_BY_COUNTRY, assertMinorUnits } from '../money';
import type { Totals } from './api';

/** A shipping rate in minor units: the charge, and the subtotal after discount that makes it free. */
export interface ShippingRate {
  baseRate: number;
  freeShippingThreshold: number;
}

/** The spec's defaults (§9) when a country has no active shipping_rates row: 9.99, free from 99. */
export const DEFAULT_SHIPPING_RATE: ShippingRate = { baseRate: 999, freeShippingThreshold: 9900 };

/** UK prices include VAT; its rate is the `uk_vat_rate_bps` setting (20% = 2000 unless changed). */
export const DEFAULT_UK_VAT_BPS = 2000;

export interface TotalsInput {
  country: Country;
  /** The selected lines only, at the server's unit prices. */
  lines: ReadonlyArray<{ unitPrice: number; quantity: number }>;
  /** The promo amount; capped here at the subtotal. */
  discount: number;
  /** The country's active rate, or null for the defaults. */
  shippingRate: ShippingRate | null;
  /** US sales tax in basis points for the shipping address; null when not known yet (no tax). */
  taxRateBps: number | null;
  /** Collected in store: no shipping charge. */
  pickup?: boolean;
  /** UK VAT contained in prices, basis points (the server passes the setting); DEFAULT_UK_VAT_BPS when left out. */
  vatRateBps?: number;
}

/** Integer n / d rounded half up (n ≥ 0, d > 0), without floats deciding the result. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertMinorUnits(numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`Bad denominator ${denominator}`);
  if (numerator < 0) throw new RangeError('divideRoundHalfUp expects a non-negative numerator');
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  // Correct any off-by-one from the float division so the remainder is exact.
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** How far a subtotal after discount is from free shipping; `remaining` is 0 once it is free. */
export interface FreeShippingProgress {
  free: boolean;
  /** Minor units still to add before shipping is free. */
  remaining: number;
}

/** The free-shipping rule (SPEC §9): free when the subtotal after discount is at least the threshold. */
export function freeShippingProgress(afterDiscount: number, rate: ShippingRate | null): FreeShippingProgress {
  const remaining = Math.max(0, (rate ?? DEFAULT_SHIPPING_RATE).freeShippingThreshold - afterDiscount);
  return { free: remaining === 0, remaining };
}

/** Shipping for a subtotal after discount: free at or above the threshold. */
export function shippingFor(afterDiscount: number, rate: ShippingRate | null): number {
  return freeShippingProgress(afterDiscount, rate).free ? 0 : (rate ?? DEFAULT_SHIPPING_RATE).baseRate;
}

/**
 * The one order-totals rule (DECISIONS.md "Shipping and tax"): subtotal of the lines, discount
 * capped at the subtotal, shipping free from the threshold after discount, US tax rounded half up
 * once per order on (subtotal − discount + shipping), UK VAT contained in the total (no tax added).
 */
export function cartTotals(input: TotalsInput): Totals {
  let subtotal = 0;
  for (const line of input.lines) {
    assertMinorUnits(line.unitPrice);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`Bad quantity ${line.quantity}`);
    subtotal += line.unitPrice * line.quantity;
  }
  assertMinorUnits(subtotal);
  assertMinorUnits(input.discount);
  const discount = Math.min(Math.max(0, input.discount), subtotal);
  const afterDiscount = subtotal - discount;
  const shipping = input.lines.length === 0 || input.pickup ? 0 : shippingFor(afterDiscount, input.shippingRate);
  const taxable = afterDiscount + shipping;
  const tax = input.country === 'US' && input.taxRateBps !== null ? divideRoundHalfUp(taxable * input.taxRateBps, 10_000) : 0;
  const total = taxable + tax;
  const vatBps = input.vatRateBps ?? DEFAULT_UK_VAT_BPS;
  const vatIncluded = input.country === 'UK' ? divideRoundHalfUp(total * vatBps, 10_000 + vatBps) : 0;
  return { currency: CURRENCY_BY_COUNTRY[input.country], subtotal, discount, shipping, tax, vatIncluded, total };
}
