import type { Kysely } from 'kysely';
import type { AdminStore, StoreInput, StoreListQuery } from '../../../shared/admin/store.schema';
import type { DB, Row } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';
import { storeDocument } from '../../sync/mappers/store.mapper';

const SORT: ListSort = {
  sortable: { name: 'stores.name', country: 'stores.country', city: 'stores.city', updatedAt: 'stores.updated_at' },
  defaultSort: 'name.asc',
  tiebreaker: 'stores.id',
};

const selectStores = (db: Kysely<DB>) => db.selectFrom('stores').selectAll('stores');

function toAdminStore(row: Row<'stores'>): AdminStore {
  // The storefront's document of the store (one mapping of the row), plus what only staff see.
  const { updatedAt: _updatedAt, ...doc } = storeDocument(row);
  return { ...doc, timeZone: row.time_zone, ...lifecycleOf(row) };
}

function filtered(db: Kysely<DB>, query: StoreListQuery) {
  const listed = searchedAndFiltered(selectStores(db), query, { table: 'stores', search: ['stores.name', 'stores.city', 'stores.postal_code', 'stores.slug'] });
  return query.country ? listed.where('stores.country', '=', query.country) : listed;
}

const hoursText = (store: AdminStore) => store.openingHours.map((hours) => `${hours.day} ${hours.opens}-${hours.closes}`).join('; ');

const CSV: CsvExport<AdminStore> = {
  name: 'stores',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'name', value: (row) => row.name },
    { header: 'slug', value: (row) => row.slug },
    { header: 'country', value: (row) => row.country },
    { header: 'address_line_1', value: (row) => row.addressLine1 },
    { header: 'address_line_2', value: (row) => row.addressLine2 },
    { header: 'city', value: (row) => row.city },
    { header: 'region', value: (row) => row.region },
    { header: 'postal_code', value: (row) => row.postalCode },
    { header: 'phone', value: (row) => row.phone },
    { header: 'email', value: (row) => row.email },
    { header: 'time_zone', value: (row) => row.timeZone },
    { header: 'opening_hours', value: hoursText },
    { header: 'latitude', value: (row) => row.latitude },
    { header: 'longitude', value: (row) => row.longitude },
    { header: 'pickup_enabled', value: (row) => row.pickupEnabled },
    { header: 'active', value: (row) => row.isActive },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const storeList = listAndCsv(filtered, SORT, toAdminStore, CSV);

export async function findStore(db: Kysely<DB>, id: string): Promise<AdminStore | undefined> {
  const row = await selectStores(db).where('stores.id', '=', id).executeTakeFirst();
  return row && toAdminStore(row);
}

/** The columns an input writes (hours sorted by weekday). */
export function storeColumns(input: StoreInput) {
  return {
    name: input.name, slug: input.slug, country: input.country, address_line_1: input.addressLine1, address_line_2: input.addressLine2,
    city: input.city, region: input.region, postal_code: input.postalCode, phone: input.phone, email: input.email, time_zone: input.timeZone,
    opening_hours: JSON.stringify([...input.openingHours].sort((a, b) => a.day - b.day).map(({ day, opens, closes }) => ({ day, opens, closes }))),
    latitude: input.latitude, longitude: input.longitude, pickup_enabled: input.pickupEnabled, is_active: input.isActive,
  };
}
