import type { AdminStore, StoreInput, StoreListQuery } from '../../../shared/admin/store.schema';
import { resourceService } from '../resource.service';
import { findStore, storeColumns, storeList } from './stores.repo';
import { ADMIN_TEXTS } from '../../../shared/admin/api';

/** Stores: list, create, edit, soft delete and restore, each versioned and audited. Listed by name. */
export const storesService = resourceService<StoreListQuery, StoreInput, AdminStore>({
  table: 'stores',
  entityType: 'store',
  ...storeList,
  find: findStore,
  columns: storeColumns,
  unique: { stores_slug_key: { field: 'slug', message: ADMIN_TEXTS.slugTaken('store') } },
});
