import type { ProductDoc } from '../../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { pickupAvailability } from '../../../shared/pickup/pickup-stock';
import { AddForPickup } from './add-for-pickup';
import { useChosenPickupStore, useStorePickupRows } from './use-pickup-store';
import './pickup.css';

/**
 * On the product page, once a pickup store is chosen: whether it has the product (or the chosen
 * size) — "Pick up today at Oxford Street: 3 left", "Sold out at …", "Not available for pickup at …" —
 * and "Add for pickup". Loaded after the first paint (its own chunk), so the page's entry does not grow.
 */
export function ProductPickup({ product, variantId }: { product: ProductDoc; variantId: string | null }) {
  const { store } = useChosenPickupStore();
  const rows = useStorePickupRows(store?.id ?? null, product.id);
  if (!store || !rows) return null;
  const sized = product.variants.length > 0;
  // Before a size is chosen: the product over every size the store holds.
  const availability = pickupAvailability(rows, store.id, product.id, sized ? (variantId ?? undefined) : null);
  const text = availability.kind === 'available' ? PICKUP_TEXTS.pickUpToday(store.name, availability.stock)
    : availability.kind === 'sold-out' ? PICKUP_TEXTS.soldOutAt(store.name)
    : PICKUP_TEXTS.notAvailableAt(store.name);
  const needsSize = sized && variantId === null;
  return (
    <section className="product-pickup" aria-label="Store pickup" data-testid="product-pickup">
      <p data-testid="product-pickup-availability" className={availability.kind === 'available' ? 'pickup-stock' : 'pickup-stock pickup-stock--out'}>{text}</p>
      {availability.kind === 'available' && needsSize && <p className="muted">{PICKUP_TEXTS.chooseSizeFor(store.name)}</p>}
      {availability.kind === 'available' && (
        <AddForPickup
          store={store}
          productId={product.id}
          variantId={sized ? variantId : null}
          stock={availability.stock}
          disabled={needsSize}
          className="button button--quiet"
        />
      )}
    </section>
  );
}
