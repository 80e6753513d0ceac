import { Link } from '@tanstack/react-router';
import { lineName } from '../../../shared/checkout/checkout-texts';
import { cartTotals } from '../../../shared/checkout/totals';
import { CURRENCY_BY_COUNTRY } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import type { ProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { pickupBagCount } from '../../../shared/pickup/pickup-bag';
import { CartTotals } from '../cart/cart-totals';
import { LinePrice } from '../cart/line-price';
import { removePickupLine, usePickupBag } from './pickup-bag-store';
import { useStoreById } from './use-pickup-store';

/**
 * The pickup bag in short: its lines with their prices, the bag's totals as the cart shows them, for
 * which store, and the way on to /pickup-checkout. Prices are the device catalogue's for the bag's
 * store's country (the one it is paid in); the checkout prices every line again and adds US tax.
 */
export function PickupBagSummary({ store, products }: { store: StoreDoc; products: readonly ProductDoc[] | undefined }) {
  const bag = usePickupBag();
  const bagStore = useStoreById(bag.lines.length > 0 && bag.storeId !== store.id ? bag.storeId : null);
  if (bag.lines.length === 0) return <section className="pickup-bag-summary" aria-label="Pickup bag" data-testid="pickup-bag"><p className="muted">{PICKUP_TEXTS.bagEmpty}</p></section>;
  const heldAt = bag.storeId === store.id ? store : bagStore;
  const storeName = heldAt?.name ?? 'another store';
  const country = heldAt?.country ?? null;
  const currency = country ? CURRENCY_BY_COUNTRY[country] : null;
  const lines = bag.lines.map((line) => {
    const product = products?.find((candidate) => candidate.id === line.productId);
    const variant = line.variantId ? (product?.variants.find((candidate) => candidate.id === line.variantId) ?? null) : null;
    // A line whose product or size the device does not hold has no price here (the checkout says why).
    const unitPrice = country && product && (line.variantId === null || variant) ? unitPriceFor(country, product, variant) : null;
    return { ...line, name: product ? lineName(product.name, variant?.variantName ?? null) : line.productId, unitPrice };
  });
  const priced = lines.flatMap((line) => (line.unitPrice === null ? [] : [{ unitPrice: line.unitPrice, quantity: line.quantity }]));
  const totals = country && priced.length === lines.length
    ? cartTotals({ country, lines: priced, discount: 0, shippingRate: null, taxRateBps: null, pickup: true })
    : null;
  return (
    <section className="pickup-bag-summary" aria-label="Pickup bag" data-testid="pickup-bag">
      <p><strong>{PICKUP_TEXTS.bagSummary(pickupBagCount(bag), storeName)}</strong></p>
      <ul>
        {lines.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} data-testid="pickup-bag-line">
            <span>{line.quantity} × {line.name}</span>
            {currency && line.unitPrice !== null && <LinePrice unitPrice={line.unitPrice} lineTotal={line.unitPrice * line.quantity} currency={currency} />}
            <button type="button" className="button button--quiet" onClick={() => removePickupLine(line.productId, line.variantId)}>
              {PICKUP_TEXTS.remove}
            </button>
          </li>
        ))}
      </ul>
      {totals && currency && <CartTotals totals={totals} currency={currency} promoCode={null} testIdPrefix="pickup-bag" pickup />}
      <Link to="/pickup-checkout" className="button">{PICKUP_TEXTS.goToPickupCheckout}</Link>
    </section>
  );
}
