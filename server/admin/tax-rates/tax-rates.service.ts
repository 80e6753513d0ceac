import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminTaxRate, TaxImportInput, TaxImportResult, TaxRateInput, TaxRateListQuery } from '../../../shared/admin/tax-rate.schema';
import { TAX_TEXTS } from '../../../shared/admin/tax-rate.schema';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { resourceService } from '../resource.service';
import { planTaxImport, readTaxImport } from './tax-import';
import { findTaxRate, lockAllTaxRates, taxRateColumns, taxRateList } from './tax-rates.repo';

const resource = resourceService<TaxRateListQuery, TaxRateInput, AdminTaxRate>({
  table: 'tax_rates',
  entityType: 'tax_rate',
  ...taxRateList,
  find: findTaxRate,
  columns: taxRateColumns,
  unique: { tax_rates_state_zip_prefix_key: { field: 'zipPrefix', message: TAX_TEXTS.taken } },
});

/**
 * US sales-tax rates: one row per state (and DC) and ZIP-prefix overrides. Checkout reads them when
 * an order is priced and the order keeps its tax (orders.tax_total), so a change applies to orders
 * created after it and never to one already placed.
 */
export const taxRatesService = {
  ...resource,
  /**
   * A CSV import, all or nothing: any bad row and nothing is written (every row's error is listed);
   * a dry run checks and counts without writing. Rows the file does not name stay as they are.
   * Each created or changed row is one audit record; a file that changes nothing writes nothing.
   */
  import: async (db: Kysely<DB>, scope: AuditScope, request: TaxImportInput): Promise<TaxImportResult> => {
    const { lines, errors } = readTaxImport(request.csv);
    return db.transaction().execute(async (trx) => {
      const existing = await lockAllTaxRates(trx);
      const { plan, unchanged } = planTaxImport(lines, existing);
      const created = plan.filter((step) => step.kind === 'create').length;
      const result: TaxImportResult = { dryRun: request.dryRun, created, updated: plan.length - created, unchanged, errors };
      if (errors.length > 0 || request.dryRun || plan.length === 0) {
        nothingChanged(scope);
        return errors.length > 0 ? { ...result, created: 0, updated: 0, unchanged: 0 } : result;
      }
      for (const step of plan) {
        if (step.kind === 'create') {
          const id = randomUUID();
          await trx.insertInto('tax_rates').values({ id, ...taxRateColumns(step.input) }).execute();
          await recordChange(trx, scope, { action: 'import', entityType: 'tax_rate', entityId: id, before: null, after: await findTaxRate(trx, id) });
        } else {
          await trx.updateTable('tax_rates').set({ ...taxRateColumns(step.input), deleted_at: null }).where('id', '=', step.existing.id).execute();
          await recordChange(trx, scope, { action: 'import', entityType: 'tax_rate', entityId: step.existing.id, before: step.existing, after: await findTaxRate(trx, step.existing.id) });
        }
      }
      return result;
    });
  },
};
