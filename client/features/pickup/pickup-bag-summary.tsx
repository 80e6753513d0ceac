import { Link } from '@tanstack/react-router';
import type { ProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { pickupBagCount } from '../../../shared/pickup/pickup-bag';
import { removePickupLine, usePickupBag } from '../../lib/pickup/pickup-bag-store';
import { useStoreById } from '../../lib/pickup/use-pickup-store';

/** The pickup bag in short: its lines, for which store, and the way on to /pickup-checkout. */
export function PickupBagSummary({ store, products }: { store: StoreDoc; products: readonly ProductDoc[] | undefined }) {
  const bag = usePickupBag();
  const bagStore = useStoreById(bag.lines.length > 0 ? bag.storeId : null);
  if (bag.lines.length === 0) return <section className="pickup-bag-summary" aria-label="Pickup bag" data-testid="pickup-bag"><p className="muted">{PICKUP_TEXTS.bagEmpty}</p></section>;
  const storeName = bag.storeId === store.id ? store.name : (bagStore?.name ?? 'another store');
  const nameOf = (productId: string, variantId: string | null) => {
    const product = products?.find((candidate) => candidate.id === productId);
    const size = variantId ? product?.variants.find((variant) => variant.id === variantId)?.variantName : undefined;
    return product ? (size ? `${product.name} (${size})` : product.name) : productId;
  };
  return (
    <section className="pickup-bag-summary" aria-label="Pickup bag" data-testid="pickup-bag">
      <p><strong>{PICKUP_TEXTS.bagSummary(pickupBagCount(bag), storeName)}</strong></p>
      <ul>
        {bag.lines.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} data-testid="pickup-bag-line">
            <span>{line.quantity} × {nameOf(line.productId, line.variantId)}</span>
            <button type="button" className="button button--quiet" onClick={() => removePickupLine(line.productId, line.variantId)}>
              {PICKUP_TEXTS.remove}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/pickup-checkout" className="button">{PICKUP_TEXTS.goToPickupCheckout}</Link>
    </section>
  );
}
