import type { ProductImportOutcome } from '../../../../shared/admin/product-import.schema';
import { useImportProducts } from '../api/use-products';
import { CsvImportPanel, type ImportReportColumn } from '../kit/csv-import-panel';
import { importSummaryText } from '../kit/import-texts';
import { importRowName, PRODUCT_IMPORT_PANEL_TEXTS, productOutcomeText } from './product-import-texts';

const COLUMNS: ReadonlyArray<ImportReportColumn<ProductImportOutcome>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Product', cell: importRowName },
  {
    header: 'Outcome',
    cell: (row) => (
      <ul className="import-outcome">
        {productOutcomeText(row).map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    ),
  },
];

/** The products' CSV import (the kit's two-step panel: a dry run listing every change and error, then apply). */
export function ProductImportPanel({ readOnly }: { readOnly: boolean }) {
  return (
    <CsvImportPanel
      title={PRODUCT_IMPORT_PANEL_TEXTS.title}
      readOnly={readOnly}
      importFile={useImportProducts()}
      columns={COLUMNS}
      summaryText={importSummaryText}
      appliedText={(report) => ({ title: PRODUCT_IMPORT_PANEL_TEXTS.applied, description: PRODUCT_IMPORT_PANEL_TEXTS.appliedDescription(report.summary.updated, report.summary.unchanged) })}
    />
  );
}
