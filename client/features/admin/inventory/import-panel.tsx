import { useId, useState } from 'react';
import type { ImportReport } from '../../../../shared/admin/inventory.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useImportStock } from '../api/use-inventory';
import { importSummaryText, outcomeText } from './inventory-texts';

/**
 * CSV import in two steps: choose a file → a dry run lists every row's outcome (nothing written) →
 * "Apply" sends the same file for real; the server writes all of it or, when a row has an error, none.
 */
export function ImportPanel({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const importStock = useImportStock();

  const run = (chosen: File, dryRun: boolean) => {
    importStock.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.applied) {
            showToast({ title: 'Stock imported', description: `${result.summary.updated} updated, ${result.summary.unchanged} unchanged.` });
          }
        },
      },
    );
  };

  const { summary } = report ?? { summary: null };
  return (
    <section className="inventory-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import stock from CSV</h2>
      <p className="muted">Use the columns of the export. You will see what each row would change before anything is written.</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={readOnly || importStock.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so that choosing the same file again (after fixing it) runs a new dry run.
            event.target.value = '';
            setFile(chosen);
            setReport(null);
            importStock.reset();
            if (chosen) run(chosen, true);
          }}
        />
      </div>
      {importStock.isPending ? <p role="status">Reading the file…</p> : null}
      {importStock.error ? (
        <p className="form-alert" role="alert">
          {errorText(importStock.error)}
        </p>
      ) : null}
      {report && summary ? (
        <div className="inventory-import__report">
          <p role="status">
            {file ? `${file.name}: ` : ''}
            {importSummaryText(report)}
          </p>
          <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Import rows">
            <table className="data-table">
              <caption>Import rows</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Product</th>
                  <th scope="col">Size</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.line} data-outcome={row.outcome}>
                    <td>{row.line}</td>
                    <td>{row.productId}</td>
                    <td>{row.variantId ?? '—'}</td>
                    <td>{outcomeText(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.dryRun && file ? (
            <p>
              {summary.errors > 0 ? (
                <span className="field-error">Fix the rows with errors and choose the file again: an import with errors writes nothing. </span>
              ) : null}
              <button type="button" className="button" disabled={readOnly || summary.errors > 0 || summary.updated === 0 || importStock.isPending} onClick={() => run(file, false)}>
                Apply
              </button>
              {summary.errors === 0 && summary.updated === 0 ? <span className="muted"> Every row is unchanged: there is nothing to apply.</span> : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
