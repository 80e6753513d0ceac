import { useMutation } from '@tanstack/react-query';
import type { CsvImportReport } from '../../../../shared/admin/stock-change.schema';
import { adminRequest } from './admin-client';

/**
 * POST `<resource>/import` with the chosen file: a dry run lists every row's outcome; a real run
 * writes only when no row has an error, and then `onApplied` refreshes what the import changed.
 */
export function useCsvImport<Row>(resource: string, onApplied: () => unknown) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const formData = new FormData();
      formData.set('file', file);
      return adminRequest<CsvImportReport<Row>>('POST', `${resource}/import`, { query: { dryRun: String(dryRun) }, formData });
    },
    onSuccess: (report) => {
      if (report.applied) void onApplied();
    },
  });
}
