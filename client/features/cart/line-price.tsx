import { CART_SUMMARY_TEXTS } from '../../../shared/checkout/checkout-texts';
import { formatMoney, type CurrencyCode } from '../../../shared/money';

/** A bag line's price as the cart shows it: the unit price each, then the line's total. */
export function LinePrice({ unitPrice, lineTotal, currency }: { unitPrice: number; lineTotal: number; currency: CurrencyCode }) {
  return (
    <span className="line-price">
      <span className="muted" data-testid="line-unit-price">{CART_SUMMARY_TEXTS.each(formatMoney(unitPrice, currency))}</span>
      <span className="line-price__total" data-testid="line-total">{formatMoney(lineTotal, currency)}</span>
    </span>
  );
}
