import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxRate, TaxImportInput, TaxImportResult, TaxRateInput } from '../../../../shared/admin/tax-rate.schema';
import { adminRequest } from './admin-client';
import { resourceQueries } from './resource-queries';

/** Tax rates: /api/admin/tax-rates. */
export const taxRateQueries = resourceQueries<AdminTaxRate, TaxRateInput>('tax-rates');

/** POST /api/admin/tax-rates/import (a dry run or the real import); a real one refreshes the list. */
export function useImportTaxRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxImportInput) => adminRequest<TaxImportResult>('POST', 'tax-rates/import', { body: input }),
    onSuccess: (result) => (result.dryRun ? undefined : client.invalidateQueries({ queryKey: taxRateQueries.keys.all })),
  });
}
