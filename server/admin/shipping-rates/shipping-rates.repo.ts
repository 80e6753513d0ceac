import type { Kysely } from 'kysely';
import type { AdminShippingRate, ShippingRateInput, ShippingRateListQuery } from '../../../shared/admin/shipping-rate.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';

const SORT: ListSort = {
  sortable: {
    country: 'shipping_rates.country',
    baseRate: 'shipping_rates.base_rate',
    freeShippingThreshold: 'shipping_rates.free_shipping_threshold',
    updatedAt: 'shipping_rates.updated_at',
  },
  defaultSort: 'country.asc',
  tiebreaker: 'shipping_rates.id',
};

function selectShippingRates(db: Kysely<DB>) {
  return db.selectFrom('shipping_rates').selectAll('shipping_rates');
}

type ShippingRateRow = Awaited<ReturnType<ReturnType<typeof selectShippingRates>['executeTakeFirstOrThrow']>>;

function toAdminShippingRate(row: ShippingRateRow): AdminShippingRate {
  return {
    id: row.id,
    country: row.country,
    baseRate: row.base_rate,
    freeShippingThreshold: row.free_shipping_threshold,
    isActive: row.is_active,
    ...lifecycleOf(row),
  };
}

function filtered(db: Kysely<DB>, query: ShippingRateListQuery) {
  const rows = searchedAndFiltered(selectShippingRates(db), query, { table: 'shipping_rates', search: ['shipping_rates.country'] });
  return query.country ? rows.where('shipping_rates.country', '=', query.country) : rows;
}

const CSV: CsvExport<AdminShippingRate> = {
  name: 'shipping-rates',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'country', value: (row) => row.country },
    { header: 'base_rate', value: (row) => row.baseRate },
    { header: 'free_shipping_threshold', value: (row) => row.freeShippingThreshold },
    { header: 'active', value: (row) => row.isActive },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

export const shippingRateList = listAndCsv(filtered, SORT, toAdminShippingRate, CSV);

export async function findShippingRate(db: Kysely<DB>, id: string): Promise<AdminShippingRate | undefined> {
  const row = await selectShippingRates(db).where('shipping_rates.id', '=', id).executeTakeFirst();
  return row && toAdminShippingRate(row);
}

export function shippingRateColumns(input: ShippingRateInput) {
  return { country: input.country, base_rate: input.baseRate, free_shipping_threshold: input.freeShippingThreshold, is_active: input.isActive };
}
