import { useId, useState } from 'react';
import type { TaxImportResult } from '../../../../shared/admin/tax-rate.schema';
import { errorText } from '../api/resource-queries';
import { useImportTaxRates } from '../api/use-tax-rates';

/** CSV import: a dry run first (what would change, every row's error), then the import itself, all or nothing. */
export function TaxImportPanel() {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<TaxImportResult | null>(null);
  const importer = useImportTaxRates();
  const run = async (dryRun: boolean) => {
    if (csv === null) return;
    setResult(await importer.mutateAsync({ csv, dryRun }));
  };
  return (
    <section className="admin-panel" aria-labelledby={`${inputId}-heading`} data-testid="tax-import">
      <h2 id={`${inputId}-heading`}>Import a CSV</h2>
      <p className="muted">Columns state, zip_prefix, rate_bps, active (as exported). Rows the file leaves out stay as they are. Any bad row and nothing is imported.</p>
      <label htmlFor={inputId}>CSV file</label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          setResult(null);
          importer.reset();
          const file = event.target.files?.[0];
          if (file) void file.text().then(setCsv);
          else setCsv(null);
        }}
      />
      <div className="form-actions">
        <button type="button" className="small-button" disabled={csv === null || importer.isPending} onClick={() => void run(true).catch(() => undefined)}>
          Check (dry run)
        </button>
        <button
          type="button"
          className="small-button"
          disabled={csv === null || importer.isPending || result === null || !result.dryRun || result.errors.length > 0}
          onClick={() => void run(false).catch(() => undefined)}
        >
          Import
        </button>
      </div>
      {importer.error ? (
        <p className="form-alert" role="alert">
          {errorText(importer.error)}
        </p>
      ) : null}
      {result ? (
        <div role="status" data-testid="tax-import-result">
          {result.errors.length > 0 ? (
            <>
              <p>Nothing was imported: fix these rows and check again.</p>
              <ul>
                {result.errors.map((error) => (
                  <li key={error.line}>
                    Line {error.line}: {error.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              {result.dryRun ? 'Would create' : 'Created'} {result.created}, {result.dryRun ? 'update' : 'updated'} {result.updated}; {result.unchanged} unchanged.
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
