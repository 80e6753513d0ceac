import { map } from 'rxjs';
import type { StoreDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';

/** The device's active stores (replicated, so this works offline once visited), by name. */
export function useActiveStores(): { list: StoreDoc[] | undefined; loading: boolean } {
  const synced = useCatalogueSynced();
  const stores = useRxQuery(
    (db) => db.stores.find({ selector: { isActive: true }, sort: [{ name: 'asc' }] }).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as StoreDoc))),
    [],
  );
  const list = stores.status === 'ready' ? stores.data : undefined;
  return { list, loading: !list || (!synced && list.length === 0) };
}
