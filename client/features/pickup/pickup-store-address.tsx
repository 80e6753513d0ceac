import { storeAddressLines, type PickupStoreView } from '../../../shared/pickup/pickup-view';

type AddressedStore = Pick<PickupStoreView, 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postalCode' | 'country' | 'phone'>;

/** A pickup store by name, its address on lines and, `withPhone`, its phone: as checkout, confirmation and order pages show it. */
export function PickupStoreAddress({ store, withPhone = false, className }: { store: AddressedStore; withPhone?: boolean; className?: string }) {
  return (
    <p className={className}>
      <strong>{store.name}</strong>
      {storeAddressLines(store).map((line) => (
        <span key={line}><br />{line}</span>
      ))}
      {withPhone && store.phone && <span><br />{store.phone}</span>}
    </p>
  );
}
