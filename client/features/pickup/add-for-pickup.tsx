import { useState } from 'react';
import type { StoreDoc } from '../../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import type { AddToPickupBagOutcome } from '../../../shared/pickup/pickup-bag';
import { addPickupLine, replacePickupBag, usePickupBag } from './pickup-bag-store';
import { useStoreById } from './use-pickup-store';

interface AddForPickupProps {
  store: StoreDoc;
  productId: string;
  variantId: string | null;
  /** The store's stock of this product/size. */
  stock: number;
  /** Disabled until the shopper has chosen what to add (a size). */
  disabled?: boolean;
  className?: string;
}

function messageFor(outcome: AddToPickupBagOutcome, storeName: string): string | null {
  switch (outcome.kind) {
    case 'added': return PICKUP_TEXTS.addedForPickup(storeName);
    case 'capped': return PICKUP_TEXTS.cappedAt(outcome.available);
    case 'sold-out': return PICKUP_TEXTS.soldOutAt(storeName);
    case 'bag-full': return PICKUP_TEXTS.bagFull;
    case 'other-store': return null;
  }
}

/**
 * "Add for pickup": one unit into the pickup bag for `store`, capped at its stock. A bag holding
 * another store's lines is never mixed: the shopper is told and chooses to empty it and switch, or keep it.
 */
export function AddForPickup({ store, productId, variantId, stock, disabled = false, className = 'button' }: AddForPickupProps) {
  const bag = usePickupBag();
  const bagStore = useStoreById(bag.lines.length > 0 && bag.storeId !== store.id ? bag.storeId : null);
  const [message, setMessage] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const line = { productId, variantId, quantity: 1 };

  const add = () => {
    const outcome = addPickupLine(store.id, line, stock);
    if (outcome.kind === 'other-store') {
      setAsking(true);
      setMessage(null);
    } else {
      setMessage(messageFor(outcome, store.name));
    }
  };
  const switchStores = () => {
    const outcome = replacePickupBag(store.id, line, stock);
    setAsking(false);
    setMessage(messageFor(outcome, store.name));
  };

  return (
    <div className="add-for-pickup">
      <button type="button" className={className} disabled={disabled || stock <= 0} onClick={add} data-testid="add-for-pickup">
        {stock <= 0 ? PICKUP_TEXTS.soldOut : PICKUP_TEXTS.addForPickup}
      </button>
      {asking && (
        <div role="alertdialog" aria-labelledby={`mix-${productId}-${variantId ?? 'product'}`} className="notice pickup-mix" data-testid="pickup-mix">
          <p id={`mix-${productId}-${variantId ?? 'product'}`}>{PICKUP_TEXTS.otherStore(bagStore?.name ?? 'another store', store.name)}</p>
          <div className="pickup-mix__actions">
            <button type="button" className="button" onClick={switchStores}>{PICKUP_TEXTS.switchStore(store.name)}</button>
            <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>{PICKUP_TEXTS.keepBag}</button>
          </div>
        </div>
      )}
      <p role="status" className="add-for-pickup__status">{message}</p>
    </div>
  );
}
