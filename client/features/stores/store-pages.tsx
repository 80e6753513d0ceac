import { Link } from '@tanstack/react-router';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { useOnlineStatus } from '../../lib/use-online-status';
import { StoreList } from './store-list';

function useStores(pickupOnly: boolean) {
  const synced = useCatalogueSynced();
  const stores = useRxQuery(
    (db) =>
      db.stores.find({ selector: pickupOnly ? { isActive: true, pickupEnabled: true } : { isActive: true }, sort: [{ name: 'asc' }] }).$,
    [pickupOnly],
  );
  const list = stores.status === 'ready' ? stores.data : undefined;
  return { list, loading: !list || (!synced && list.length === 0) };
}

export function StoreLocatorPage() {
  const { list, loading } = useStores(false);
  return (
    <div data-testid="page-store-locator">
      <h1>Find a Store</h1>
      <p className="lede">Visit us in person: every shop has its address and opening hours below.</p>
      {loading || !list ? <p role="status">Loading stores...</p> : list.length === 0 ? <p>No stores to show yet.</p> : <StoreList stores={list} />}
    </div>
  );
}

export function StorePickupPage() {
  const { list, loading } = useStores(true);
  return (
    <div data-testid="page-store-pickup">
      <h1>Store Pickup</h1>
      <p className="lede">
        Order online and collect from a shop near you. Choose a store offering pickup, then shop what it has in stock.
      </p>
      {loading || !list ? (
        <p role="status">Loading stores...</p>
      ) : list.length === 0 ? (
        <p>No stores offer pickup at the moment.</p>
      ) : (
        <StoreList stores={list} />
      )}
      <p><Link to="/pickup-shop" className="button">Shop for pickup</Link></p>
    </div>
  );
}

function NeedsConnection() {
  const online = useOnlineStatus();
  return online ? null : <p className="notice" role="status">This step needs an internet connection. You’re offline right now.</p>;
}

export function PickupShopPage() {
  return (
    <div data-testid="page-pickup-shop">
      <h1>Shop for Pickup</h1>
      <p className="lede">
        The products here are the ones your chosen store holds for same-day collection. Pick a store first on the
        Store Pickup page.
      </p>
      <Link to="/store-pickup" className="button button--quiet">Choose a store</Link>
    </div>
  );
}

export function PickupCheckoutPage() {
  return (
    <div data-testid="page-pickup-checkout">
      <h1>Pickup Checkout</h1>
      <NeedsConnection />
      <p className="lede">Pay for your pickup order here; you’ll get a pickup code to show at the counter.</p>
      <Link to="/store-pickup" className="button button--quiet">Back to Store Pickup</Link>
    </div>
  );
}

export function PickupConfirmationPage() {
  return (
    <div data-testid="page-pickup-confirmation">
      <h1>Pickup Confirmed</h1>
      <p className="lede">
        We’ll let you know when your order is ready. Bring your pickup code to the store; staff will check it and
        hand over your order.
      </p>
      <Link to="/shop" className="button">Continue Shopping</Link>
    </div>
  );
}
