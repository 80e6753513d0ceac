import type { AppliedPromo, CartLineInput, Totals } from '../../../shared/checkout/api';
import { promoAmount } from '../../../shared/checkout/promo';
import { cartTotals, type ShippingRate } from '../../../shared/checkout/totals';
import type { Country } from '../../../shared/money';
import type { CartLine } from './use-cart';
import type { LineCheck } from './use-cart-recheck';

// What /cart and /checkout both show of a line and of the selection. The figures come from the
// shared rules (cartTotals, promoAmount); nothing here decides a price.

/** The unit price shown: the server's from the last re-check, else the device's catalogue price. */
export function shownUnitPrice(line: CartLine, check: LineCheck | undefined): number | null {
  if (check && check.status !== 'unavailable') return check.unitPrice;
  return line.unitPrice;
}

/** A line that cannot be bought now: gone from the catalogue, or no stock (server's answer first). */
export function isUnavailable(line: CartLine, check: LineCheck | undefined): boolean {
  if (check) return check.status === 'unavailable';
  return line.unitPrice === null || line.stock === 0;
}

/** Units that can be bought of a line: the stock known now, else unbounded (null). */
export function availableUnits(line: CartLine, check: LineCheck | undefined): number | null {
  return check ? check.available : line.stock;
}

export interface SelectedLine {
  key: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPrice: number;
}

/** The lines to price and pay for: selected, available, priced. */
export function selectedLines(lines: readonly CartLine[], selected: ReadonlySet<string>, checks: ReadonlyMap<string, LineCheck>): SelectedLine[] {
  return lines.flatMap((line) => {
    const check = checks.get(line.key);
    const unitPrice = shownUnitPrice(line, check);
    if (!selected.has(line.key) || isUnavailable(line, check) || unitPrice === null) return [];
    const limit = availableUnits(line, check);
    const quantity = limit === null ? line.quantity : Math.max(1, Math.min(line.quantity, limit));
    return [{ key: line.key, productId: line.productId, variantId: line.variantId, quantity, unitPrice }];
  });
}

export function toLineInputs(lines: readonly SelectedLine[]): CartLineInput[] {
  return lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity }));
}

/** The cart summary (SPEC §9): subtotal − discount + shipping, no tax. */
export function cartSummaryTotals(country: Country, lines: readonly SelectedLine[], promo: AppliedPromo | null, shippingRate: ShippingRate | null): Totals {
  const base = cartTotals({ country, lines, discount: 0, shippingRate, taxRateBps: null });
  const discount = promo ? promoAmount(promo, base.subtotal) : 0;
  return cartTotals({ country, lines, discount, shippingRate, taxRateBps: null });
}
