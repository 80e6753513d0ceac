import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { CsvImportReport } from '../../../../shared/admin/stock-change.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import './stock-change.css';

/** One column of the import report's table. */
export interface ImportReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * CSV import in two steps: choose a file → a dry run lists every row's outcome (nothing written) →
 * "Apply" sends the same file for real; the server writes all of it or, when a row has an error, none.
 * The screen gives its mutation (POST …/import), the report's columns and its summary in words.
 */
export function CsvImportPanel<Row extends { line: number; outcome: string }>({
  title,
  readOnly,
  importFile,
  columns,
  summaryText,
  appliedText,
}: {
  title: string;
  readOnly: boolean;
  importFile: UseMutationResult<CsvImportReport<Row>, Error, { file: File; dryRun: boolean }>;
  columns: ReadonlyArray<ImportReportColumn<Row>>;
  summaryText: (report: CsvImportReport<Row>) => string;
  /** The toast after an applied import: { title, description }. */
  appliedText: (report: CsvImportReport<Row>) => { title: string; description: string };
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CsvImportReport<Row> | null>(null);

  const run = (chosen: File, dryRun: boolean) => {
    importFile.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.applied) showToast(appliedText(result));
        },
      },
    );
  };

  const { summary } = report ?? { summary: null };
  return (
    <section className="inventory-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">Use the columns of the export. You will see what each row would change before anything is written.</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={readOnly || importFile.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so that choosing the same file again (after fixing it) runs a new dry run.
            event.target.value = '';
            setFile(chosen);
            setReport(null);
            importFile.reset();
            if (chosen) run(chosen, true);
          }}
        />
      </div>
      {importFile.isPending ? <p role="status">Reading the file…</p> : null}
      {importFile.error ? (
        <p className="form-alert" role="alert">
          {errorText(importFile.error)}
        </p>
      ) : null}
      {report && summary ? (
        <div className="inventory-import__report">
          <p role="status">
            {file ? `${file.name}: ` : ''}
            {summaryText(report)}
          </p>
          <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Import rows">
            <table className="data-table">
              <caption>Import rows</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column.header}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.line} data-outcome={row.outcome}>
                    {columns.map((column) => (
                      <td key={column.header}>{column.cell(row)}</td>
                    ))}
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
              <button type="button" className="button" disabled={readOnly || summary.errors > 0 || summary.updated === 0 || importFile.isPending} onClick={() => run(file, false)}>
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
