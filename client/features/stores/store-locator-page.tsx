import { useMemo, useState, type FormEvent } from 'react';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { sortByCountry, sortByDistance } from '../../../shared/stores/distance';
import { useCountry } from '../../lib/region/country-store';
import { PickUpHere } from '../pickup/pick-up-here';
import { usePickupSelection } from '../pickup/pickup-selection';
import { StoreCard } from './store-card';
import { useActiveStores } from './use-active-stores';
import { useNow } from './use-now';
import './stores.css';
import { originForPostcode, type Origin } from './postcode-origin';

type Finding = { kind: 'idle' } | { kind: 'locating' } | { kind: 'message'; text: string };

/**
 * /store-locator: every active store; sorted by distance from the shopper's location (when they
 * allow it) or from a typed ZIP code / postcode prefix the shop can place; otherwise by country, the
 * shopper's own first.
 */
export function StoreLocatorPage() {
  const { list, loading } = useActiveStores();
  const { country } = useCountry();
  const now = useNow();
  const { storeId: chosenId } = usePickupSelection();
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [finding, setFinding] = useState<Finding>({ kind: 'idle' });
  const [typed, setTyped] = useState('');

  const sorted = useMemo(() => {
    if (!list) return undefined;
    if (!origin) return sortByCountry(list, country).map((store) => ({ store, km: undefined as number | undefined }));
    return sortByDistance(list, origin.place).map(({ place, km }) => ({ store: place, km: km as number | undefined }));
  }, [list, origin, country]);

  const onPostcode = (event: FormEvent) => {
    event.preventDefault();
    const { origin: placed, message } = originForPostcode(typed);
    setOrigin(placed);
    setFinding(message ? { kind: 'message', text: message } : { kind: 'idle' });
  };

  const useLocation = () => {
    if (!('geolocation' in navigator)) {
      setFinding({ kind: 'message', text: PICKUP_TEXTS.locationRefused });
      return;
    }
    setFinding({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ place: { latitude: position.coords.latitude, longitude: position.coords.longitude }, label: null });
        setFinding({ kind: 'idle' });
      },
      () => setFinding({ kind: 'message', text: PICKUP_TEXTS.locationRefused }),
      { maximumAge: 300_000, timeout: 10_000 },
    );
  };

  return (
    <div data-testid="page-store-locator">
      <h1>Find a Store</h1>
      <p className="lede">Visit us in person: every shop has its address and opening hours below.</p>
      <div className="store-finder">
        {/* eslint-disable-next-line no-restricted-syntax -- a finder: what is typed is a query, not data entered (ADR 094) */}
        <form className="store-finder__form" onSubmit={onPostcode}>
          <label htmlFor="store-postcode">{PICKUP_TEXTS.postcodeLabel}</label>
          <input id="store-postcode" name="postcode" autoComplete="postal-code" maxLength={12} value={typed} onChange={(event) => setTyped(event.target.value)} />
          <button type="submit" className="button">{PICKUP_TEXTS.sortByPostcode}</button>
        </form>
        <button type="button" className="button button--quiet" onClick={useLocation}>{PICKUP_TEXTS.useMyLocation}</button>
      </div>
      <p role="status" className="store-finder__status" data-testid="store-finder-status">
        {finding.kind === 'locating' ? PICKUP_TEXTS.locating
          : finding.kind === 'message' ? finding.text
          : origin ? (origin.label ? PICKUP_TEXTS.sortedFrom(origin.label) : PICKUP_TEXTS.sortedFromYou) : ''}
      </p>
      {loading || !sorted ? (
        <p role="status">Loading stores...</p>
      ) : sorted.length === 0 ? (
        <p>No stores to show yet.</p>
      ) : (
        <ul className="plain-list store-list" data-testid="store-list">
          {sorted.map(({ store, km }) => (
            <StoreCard key={store.id} store={store} now={now} km={km}>
              <PickUpHere store={store} country={country} chosenId={chosenId} thenShop />
            </StoreCard>
          ))}
        </ul>
      )}
    </div>
  );
}
