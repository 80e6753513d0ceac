import type { ImportRowOutcome } from '../../../../shared/admin/inventory.schema';
import { useImportStock } from '../api/use-inventory';
import { CsvImportPanel, type ImportReportColumn } from '../kit/csv-import-panel';
import { importSummaryText, outcomeText } from './inventory-texts';

const COLUMNS: ReadonlyArray<ImportReportColumn<ImportRowOutcome>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Product', cell: (row) => row.productId },
  { header: 'Size', cell: (row) => row.variantId ?? '—' },
  { header: 'Outcome', cell: outcomeText },
];

/** The inventory's CSV import (the kit's two-step panel: dry run, then apply). */
export function ImportPanel({ readOnly }: { readOnly: boolean }) {
  return (
    <CsvImportPanel
      title="Import stock from CSV"
      readOnly={readOnly}
      importFile={useImportStock()}
      columns={COLUMNS}
      summaryText={importSummaryText}
      appliedText={(report) => ({ title: 'Stock imported', description: `${report.summary.updated} updated, ${report.summary.unchanged} unchanged.` })}
    />
  );
}
