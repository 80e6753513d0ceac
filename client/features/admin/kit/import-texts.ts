import type { CsvImportReport } from '../../../../shared/admin/stock-change.schema';

/** What a CSV import did, or what its dry run would do (any screen's import: rows updated, unchanged, in error). */
export function importSummaryText({ applied, dryRun, summary }: CsvImportReport<unknown>): string {
  if (applied) return `Imported: ${summary.updated} updated, ${summary.unchanged} unchanged.`;
  if (dryRun) return `Dry run, nothing written yet: ${summary.updated} would be updated, ${summary.unchanged} unchanged, ${summary.errors} with errors.`;
  return `Nothing was imported: ${summary.errors} ${summary.errors === 1 ? 'row has an error' : 'rows have errors'}.`;
}
