import type { ImportRowOutcome } from '../../../../shared/admin/inventory.schema';


/** One import line's outcome in words: "Updated US 4 → 7, UK 0 → 2", "Unchanged", "Error: …". */
export function outcomeText(row: ImportRowOutcome): string {
  if (row.outcome === 'unchanged') return 'Unchanged';
  if (row.outcome === 'error') return `Error: ${row.error}`;
  return `Updated ${row.changes.map((change) => `${change.country} ${change.from} → ${change.to}`).join(', ')}`;
}

export { importSummaryText } from '../kit/import-texts';
