import { Link, useNavigate } from '@tanstack/react-router';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import type { StoreDoc } from '../../../shared/sync/documents';
import { choosePickupStore } from './pickup-selection';

/**
 * A store entry's way into pickup: "Shop for pickup" when it is the chosen store, else "Pick up here",
 * which chooses it (and, with `thenShop`, goes on to its pickup shop). Nothing for a store that does
 * not offer pickup or is in another country.
 */
export function PickUpHere({ store, country, chosenId, thenShop = false }: { store: StoreDoc; country: string; chosenId: string | null; thenShop?: boolean }) {
  const navigate = useNavigate();
  if (!store.pickupEnabled || store.country !== country) return null;
  if (store.id === chosenId) return <Link to="/pickup-shop" className="button">{PICKUP_TEXTS.shopThisStore}</Link>;
  const choose = () => {
    choosePickupStore(store.id);
    if (thenShop) void navigate({ to: '/pickup-shop' });
  };
  return <button type="button" className="button" onClick={choose}>{PICKUP_TEXTS.useThisStore}</button>;
}
