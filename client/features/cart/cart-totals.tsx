import type { Totals } from '../../../shared/checkout/api';
import { CART_SUMMARY_TEXTS } from '../../../shared/checkout/checkout-texts';
import { formatMoney, type CurrencyCode } from '../../../shared/money';

/**
 * The cart's summary lines (SPEC §9: subtotal − discount + shipping, no tax), on /cart and in the
 * mini-cart alike. `testIdPrefix` keeps the two apart for tests.
 */
export function CartTotals({ totals, currency, promoCode, testIdPrefix = 'cart' }: {
  totals: Totals;
  currency: CurrencyCode;
  promoCode: string | null;
  testIdPrefix?: 'cart' | 'mini-cart';
}) {
  return (
    <dl className="cart-totals" data-testid={`${testIdPrefix}-totals`}>
      <div><dt>{CART_SUMMARY_TEXTS.subtotal}</dt><dd data-testid={`${testIdPrefix}-subtotal`}>{formatMoney(totals.subtotal, currency)}</dd></div>
      {totals.discount > 0 && (
        <div><dt>{CART_SUMMARY_TEXTS.discount(promoCode)}</dt><dd data-testid={`${testIdPrefix}-discount`}>−{formatMoney(totals.discount, currency)}</dd></div>
      )}
      <div>
        <dt>{CART_SUMMARY_TEXTS.shipping}</dt>
        <dd data-testid={`${testIdPrefix}-shipping`}>{totals.shipping === 0 ? CART_SUMMARY_TEXTS.freeShipping : formatMoney(totals.shipping, currency)}</dd>
      </div>
      <div className="cart-totals__total"><dt>{CART_SUMMARY_TEXTS.total}</dt><dd data-testid={`${testIdPrefix}-total`}>{formatMoney(totals.total, currency)}</dd></div>
    </dl>
  );
}
