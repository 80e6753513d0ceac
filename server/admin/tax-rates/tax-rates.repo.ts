import type { Kysely, Transaction } from 'kysely';
import type { AdminTaxRate, TaxRateInput, TaxRateListQuery } from '../../../shared/admin/tax-rate.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';

const SORT: ListSort = {
  sortable: { state: 'tax_rates.state', zipPrefix: 'tax_rates.zip_prefix', rateBps: 'tax_rates.rate_bps', updatedAt: 'tax_rates.updated_at' },
  defaultSort: 'state.asc',
  tiebreaker: 'tax_rates.id',
};

function selectTaxRates(db: Kysely<DB>) {
  return db.selectFrom('tax_rates').selectAll('tax_rates');
}

type TaxRateRow = Awaited<ReturnType<ReturnType<typeof selectTaxRates>['executeTakeFirstOrThrow']>>;

export function toAdminTaxRate(row: TaxRateRow): AdminTaxRate {
  return { id: row.id, state: row.state.trim(), zipPrefix: row.zip_prefix, rateBps: row.rate_bps, isActive: row.is_active, ...lifecycleOf(row) };
}

function filtered(db: Kysely<DB>, query: TaxRateListQuery) {
  const rows = searchedAndFiltered(selectTaxRates(db), query, { table: 'tax_rates', search: ['tax_rates.state', 'tax_rates.zip_prefix'] });
  return query.state ? rows.where('tax_rates.state', '=', query.state) : rows;
}

// The export is exactly what the import reads (shared/admin/tax-rate.schema.ts TAX_CSV_COLUMNS):
// exporting and importing the file back changes nothing.
const CSV: CsvExport<AdminTaxRate> = {
  name: 'tax-rates',
  columns: [
    { header: 'state', value: (row) => row.state },
    { header: 'zip_prefix', value: (row) => row.zipPrefix },
    { header: 'rate_bps', value: (row) => row.rateBps },
    { header: 'active', value: (row) => row.isActive },
  ],
};

export const taxRateList = listAndCsv(filtered, SORT, toAdminTaxRate, CSV);

export async function findTaxRate(db: Kysely<DB>, id: string): Promise<AdminTaxRate | undefined> {
  const row = await selectTaxRates(db).where('tax_rates.id', '=', id).executeTakeFirst();
  return row && toAdminTaxRate(row);
}

export function taxRateColumns(input: TaxRateInput) {
  return { state: input.state, zip_prefix: input.zipPrefix, rate_bps: input.rateBps, is_active: input.isActive };
}

/** Every tax row (deleted ones too: an import naming one brings it back), locked for an import. */
export async function lockAllTaxRates(trx: Transaction<DB>): Promise<AdminTaxRate[]> {
  const rows = await selectTaxRates(trx).orderBy('tax_rates.id').forUpdate().execute();
  return rows.map(toAdminTaxRate);
}
