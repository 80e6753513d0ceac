import { Link } from '@tanstack/react-router';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { useCountry } from '../../lib/region/country-store';
import { clearPickupStore } from './pickup-selection';
import { PickUpHere } from './pick-up-here';
import { StoreCard } from '../stores/store-card';
import { useActiveStores } from '../stores/use-active-stores';
import { useNow } from '../stores/use-now';
import { useChosenPickupStore } from './use-pickup-store';
import '../stores/stores.css';
import './pickup.css';

/**
 * /store-pickup: choose the store to collect from among the pickup stores of the shopper's country;
 * it is kept on the device as the selected store with the delivery method `pickup`.
 */
export function StorePickupPage() {
  const { country } = useCountry();
  const { list, loading } = useActiveStores();
  const { store: chosen, gone } = useChosenPickupStore();
  const now = useNow();
  const stores = list?.filter((store) => store.pickupEnabled && store.country === country);

  return (
    <div data-testid="page-store-pickup">
      <h1>Store Pickup</h1>
      <p className="lede">
        Order online and collect from a shop near you. Choose a store offering pickup, then shop what it has in stock.
      </p>
      {gone && <p className="notice" role="alert">{PICKUP_TEXTS.storeUnavailable}</p>}
      {chosen ? (
        <div className="pickup-store-bar" data-testid="chosen-store">
          <p>{PICKUP_TEXTS.chosenStore(chosen.name)}</p>
          <span className="store-card__actions">
            <Link to="/pickup-shop" className="button">{PICKUP_TEXTS.shopThisStore}</Link>
            <button type="button" className="button button--quiet" onClick={clearPickupStore}>{PICKUP_TEXTS.clearStore}</button>
          </span>
        </div>
      ) : (
        <p className="muted">{PICKUP_TEXTS.noStoreChosen}</p>
      )}
      {loading || !stores ? (
        <p role="status">Loading stores...</p>
      ) : stores.length === 0 ? (
        <p>{PICKUP_TEXTS.noPickupStores}</p>
      ) : (
        <ul className="plain-list store-list" data-testid="pickup-store-list">
          {stores.map((store) => (
            <StoreCard key={store.id} store={store} now={now}>
              <PickUpHere store={store} country={country} chosenId={chosen?.id ?? null} />
            </StoreCard>
          ))}
        </ul>
      )}
    </div>
  );
}
