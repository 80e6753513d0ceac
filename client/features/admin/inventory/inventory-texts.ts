import { LOW_STOCK_LEVEL } from '../../../../shared/catalog/badges';
import type { ImportReport, ImportRowOutcome } from '../../../../shared/admin/inventory.schema';
import type { StatusTone } from '../kit/status-badge';

/** A country's stock state, by the same bounds as the API's filter (sold out ≤ 0, low 1…LOW_STOCK_LEVEL). */
export function stockState(count: number): { label: string; tone: StatusTone } {
  if (count <= 0) return { label: 'sold out', tone: 'bad' };
  if (count <= LOW_STOCK_LEVEL) return { label: 'low', tone: 'warning' };
  return { label: 'in stock', tone: 'good' };
}

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
