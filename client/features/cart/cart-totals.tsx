import type { Totals } from '../../../shared/checkout/api';
import { CART_SUMMARY_TEXTS } from '../../../shared/checkout/checkout-texts';
import { formatMoney, type CurrencyCode } from '../../../shared/money';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';

/**
 * A bag's summary lines (SPEC §9: subtotal − discount + shipping), in the same words on /cart, in the
 * mini-cart, the pickup bag and the pickup checkout. A `pickup` order is collected in store (no
 * shipping row's charge); `withTax` adds what a server quote knows: US tax, or the UK VAT the total
 * includes. `testIdPrefix` keeps the places apart for tests.
 */
export function CartTotals({ totals, currency, promoCode, testIdPrefix = 'cart', pickup = false, withTax = false }: {
  totals: Totals;
  currency: CurrencyCode;
  promoCode: string | null;
  testIdPrefix?: 'cart' | 'mini-cart' | 'pickup-bag' | 'checkout';
  pickup?: boolean;
  withTax?: boolean;
}) {
  const shipping = pickup
    ? PICKUP_CHECKOUT_TEXTS.noShipping
    : totals.shipping === 0 ? CART_SUMMARY_TEXTS.freeShipping : formatMoney(totals.shipping, currency);
  return (
    <dl className="cart-totals" data-testid={`${testIdPrefix}-totals`}>
      <div><dt>{CART_SUMMARY_TEXTS.subtotal}</dt><dd data-testid={`${testIdPrefix}-subtotal`}>{formatMoney(totals.subtotal, currency)}</dd></div>
      {totals.discount > 0 && (
        <div><dt>{CART_SUMMARY_TEXTS.discount(promoCode)}</dt><dd data-testid={`${testIdPrefix}-discount`}>−{formatMoney(totals.discount, currency)}</dd></div>
      )}
      <div>
        <dt>{pickup ? CART_SUMMARY_TEXTS.pickup : CART_SUMMARY_TEXTS.shipping}</dt>
        <dd data-testid={`${testIdPrefix}-shipping`}>{shipping}</dd>
      </div>
      {withTax && currency === 'USD' && (
        <div><dt>{CART_SUMMARY_TEXTS.tax}</dt><dd data-testid={`${testIdPrefix}-tax`}>{formatMoney(totals.tax, currency)}</dd></div>
      )}
      <div className="cart-totals__total"><dt>{CART_SUMMARY_TEXTS.total}</dt><dd data-testid={`${testIdPrefix}-total`}>{formatMoney(totals.total, currency)}</dd></div>
      {withTax && currency === 'GBP' && (
        <div className="muted"><dt>{CART_SUMMARY_TEXTS.vatIncluded}</dt><dd data-testid={`${testIdPrefix}-vat`}>{formatMoney(totals.vatIncluded, currency)}</dd></div>
      )}
    </dl>
  );
}
