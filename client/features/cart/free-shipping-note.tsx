import { freeShippingProgress, type ShippingRate } from '../../../shared/checkout/totals';
import { FREE_SHIPPING_TEXTS } from '../../../shared/checkout/checkout-texts';
import { formatMoney, type CurrencyCode } from '../../../shared/money';

/**
 * How far the bag is from free shipping, from the rule the totals use (freeShippingProgress on the
 * subtotal after discount and the country's synced shipping rate); the amount is formatted here.
 */
export function FreeShippingNote({ afterDiscount, rate, currency }: { afterDiscount: number; rate: ShippingRate | null; currency: CurrencyCode }) {
  const progress = freeShippingProgress(afterDiscount, rate);
  return (
    <p className={`free-shipping-note${progress.free ? ' free-shipping-note--reached' : ''}`} data-testid="free-shipping" role="status">
      {progress.free ? FREE_SHIPPING_TEXTS.reached : FREE_SHIPPING_TEXTS.away(formatMoney(progress.remaining, currency))}
    </p>
  );
}
