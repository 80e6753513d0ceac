import type { StoreDoc } from '../../../shared/sync/documents';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function StoreCard({ store }: { store: StoreDoc }) {
  const address = [store.addressLine1, store.addressLine2, store.city, store.region, store.postalCode].filter(Boolean).join(', ');
  return (
    <li data-testid="store-card">
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 0.25rem' }}>{store.name}</h2>
      <p style={{ margin: 0 }}>{address}</p>
      {store.phone && <p style={{ margin: 0 }}>Phone: {store.phone}</p>}
      {store.openingHours.length > 0 && (
        <details>
          <summary>Opening hours</summary>
          <ul>
            {store.openingHours.map((hours) => (
              <li key={hours.day}>{DAY_NAMES[hours.day]}: {hours.opens}–{hours.closes}</li>
            ))}
          </ul>
        </details>
      )}
      {store.pickupEnabled && <p className="muted" style={{ margin: 0 }}>Store pickup available</p>}
    </li>
  );
}

export function StoreList({ stores }: { stores: readonly StoreDoc[] }) {
  const byCountry = [
    { label: 'United States', stores: stores.filter((store) => store.country === 'US') },
    { label: 'United Kingdom', stores: stores.filter((store) => store.country === 'UK') },
  ].filter((group) => group.stores.length > 0);
  return (
    <>
      {byCountry.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h2>{group.label}</h2>
          <ul className="plain-list">
            {group.stores.map((store) => <StoreCard key={store.id} store={store} />)}
          </ul>
        </section>
      ))}
    </>
  );
}
