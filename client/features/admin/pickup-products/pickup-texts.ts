import type { PickupImportReport, PickupImportRowOutcome, PickupProductRow } from '../../../../shared/admin/pickup-product.schema';

/** "Dino Set" or "Dino Set, size L": how a row is named on buttons and in dialogs. */
export function pickupRowName(row: Pick<PickupProductRow, 'productName' | 'variantName'>): string {
  return row.variantName ? `${row.productName}, ${row.variantName}` : row.productName;
}

/** One import line's outcome in words: "Added with 5", "Updated 4 → 7", "Unchanged", "Error: …". */
export function pickupOutcomeText(row: PickupImportRowOutcome): string {
  if (row.outcome === 'unchanged') return 'Unchanged';
  if (row.outcome === 'error') return `Error: ${row.error}`;
  return row.added ? `Added with ${row.to}` : `Updated ${row.from} → ${row.to}`;
}

/** What an import did, or what its dry run would do. */
export function pickupImportSummaryText({ applied, dryRun, summary }: PickupImportReport): string {
  if (applied) return `Imported: ${summary.updated} changed, ${summary.unchanged} unchanged.`;
  if (dryRun) return `Dry run, nothing written yet: ${summary.updated} would change, ${summary.unchanged} unchanged, ${summary.errors} with errors.`;
  return `Nothing was imported: ${summary.errors} ${summary.errors === 1 ? 'row has an error' : 'rows have errors'}.`;
}
