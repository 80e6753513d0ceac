import type { AdminStore, StoreInput } from '../../../../shared/admin/store.schema';
import { resourceQueries } from './resource-queries';

/** Stores: /api/admin/stores. */
export const storeQueries = resourceQueries<AdminStore, StoreInput>('stores');
