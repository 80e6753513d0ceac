import type { ReactNode } from 'react';
import type { StoreDoc } from '../../../shared/sync/documents';
import { DAY_NAMES, PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { hoursOn, openingStatus } from '../../../shared/stores/opening-hours';
import { storeTimeZone } from '../../../shared/stores/store-time-zone';
import { formatMiles, kmToMiles } from '../../../shared/stores/distance';
import { useCountry } from '../../lib/region/country-store';

/** The store's address on one line. */
export function storeAddress(store: StoreDoc): string {
  return [store.addressLine1, store.addressLine2, store.city, store.region, store.postalCode].filter(Boolean).join(', ');
}

/** A maps link that opens directions to the store's coordinates (any maps app takes it). */
export function directionsUrl(store: StoreDoc): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

// The week from Monday, as shops print it.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * A store as the locator shows it: address, phone, today's hours and open now (on the store's own
 * clock), the week's hours, pickup offered or not, directions; `km` when sorted by distance.
 */
export function StoreCard({ store, now, km, children }: { store: StoreDoc; now: Date; km?: number; children?: ReactNode }) {
  const status = openingStatus(store.openingHours, storeTimeZone(store), now);
  const { country } = useCountry();
  return (
    <li data-testid="store-card" className="store-card" aria-label={store.name}>
      <div className="store-card__head">
        <h2 className="store-card__name">{store.name}</h2>
        <span className={status.openNow ? 'store-card__open' : 'store-card__closed'} data-testid="open-now">
          {status.openNow ? PICKUP_TEXTS.openNow : PICKUP_TEXTS.closedNow}
        </span>
      </div>
      {km !== undefined && <p className="muted store-card__distance" data-testid="store-distance">{PICKUP_TEXTS.distanceMiles(formatMiles(kmToMiles(km), country))}</p>}
      <p className="store-card__line">{storeAddress(store)}</p>
      {store.phone && (
        <p className="store-card__line">
          Phone: <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <p className="store-card__line" data-testid="today-hours">
        {status.today ? PICKUP_TEXTS.todayHours(status.today.opens, status.today.closes) : PICKUP_TEXTS.closedToday}
      </p>
      <details className="store-card__week">
        <summary>{PICKUP_TEXTS.weekHours}</summary>
        <table className="store-card__hours">
          <tbody>
            {WEEK.map((day) => {
              const hours = hoursOn(store.openingHours, day);
              return (
                <tr key={day} aria-current={day === status.day ? 'date' : undefined}>
                  <th scope="row">{DAY_NAMES[day]}</th>
                  <td>{hours ? `${hours.opens}–${hours.closes}` : PICKUP_TEXTS.closed}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
      <p className="store-card__line" data-testid="store-pickup-offered">
        {store.pickupEnabled ? PICKUP_TEXTS.pickupOffered : PICKUP_TEXTS.pickupNotOffered}
      </p>
      <p className="store-card__actions">
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" className="button button--quiet">{PICKUP_TEXTS.directions}</a>
        {children}
      </p>
    </li>
  );
}
