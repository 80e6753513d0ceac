import type { ImportReport, ImportRowOutcome } from '../../../../shared/admin/inventory.schema';


/** One import line's outcome in words: "Updated US 4 → 7, UK 0 → 2", "Unchanged", "Error: …". */
export function outcomeText(row: ImportRowOutcome): string {
  if (row.outcome === 'unchanged') return 'Unchanged';
  if (row.outcome === 'error') return `Error: ${row.error}`;
  return `Updated ${row.changes.map((change) => `${change.country} ${change.from} → ${change.to}`).join(', ')}`;
}

/** What an import did, or what its dry run would do. */
export function importSummaryText({ applied, dryRun, summary }: ImportReport): string {
  if (applied) return `Imported: ${summary.updated} updated, ${summary.unchanged} unchanged.`;
  if (dryRun) return `Dry run, nothing written yet: ${summary.updated} would be updated, ${summary.unchanged} unchanged, ${summary.errors} with errors.`;
  return `Nothing was imported: ${summary.errors} ${summary.errors === 1 ? 'row has an error' : 'rows have errors'}.`;
}
