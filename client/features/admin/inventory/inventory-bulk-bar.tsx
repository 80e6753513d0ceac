import { useState } from 'react';
import * as z from 'zod';
import { BULK_TEXTS, inventoryBulkSchema, type BulkOutcome } from '../../../../shared/admin/bulk.schema';
import type { InventoryRow } from '../../../../shared/admin/inventory.schema';
import { COUNTRIES, type Country } from '../../../../shared/money';
import { carryIssues } from '../../../lib/form/use-schema-form';
import { useInventoryBulk } from '../api/use-bulk';
import type { BulkSummary } from '../kit/bulk-summary';
import { FieldFrame, describedBy } from '../kit/field';
import { FormDialog, useActionForm } from '../kit/form-dialog';
import '../kit/stock-change.css';

type Mode = 'set' | 'change';

/** The shared schema's field names as this dialog's boxes. */
const SERVER_FIELDS = { stock: 'amount', delta: 'amount' } as const;
const fieldOf = (path: PropertyKey[]): PropertyKey[] => {
  const key = String(path[0]);
  return [key in SERVER_FIELDS ? SERVER_FIELDS[key as keyof typeof SERVER_FIELDS] : key === 'reason' ? 'reason' : 'form'];
};

/** The inventory grid's bulk actions: one country's stock of the selected rows set, or changed, for one reason. */
export function InventoryBulkBar({ selected, clear, country, summary }: { selected: InventoryRow[]; clear: () => void; country: Country | undefined; summary: BulkSummary }) {
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <>
      <button type="button" className="small-button" onClick={() => setMode('set')}>
        Set stock…
      </button>
      <button type="button" className="small-button" onClick={() => setMode('change')}>
        Change stock…
      </button>
      {mode ? (
        <InventoryBulkDialog
          mode={mode}
          rows={selected}
          country={country ?? 'US'}
          onDone={(outcome) => {
            setMode(null);
            summary.report(outcome, (count) => `Stock ${mode === 'set' ? 'set' : 'changed'} for ${BULK_TEXTS.count(count, 'row', 'rows')}`);
            clear();
          }}
          onClose={() => setMode(null)}
        />
      ) : null}
    </>
  );
}

/**
 * The form of a bulk stock change (the single row's dialog's fields: a count or a change, and the
 * reason), checked by the same shared schema the server applies before anything is sent. Each row
 * is sent with its version in the chosen country, so a row changed since the grid was read is refused.
 */
function InventoryBulkDialog({ mode, rows, country, onDone, onClose }: { mode: Mode; rows: InventoryRow[]; country: Country; onDone: (outcome: BulkOutcome) => void; onClose: () => void }) {
  const bulk = useInventoryBulk();
  const schema = z.object({ country: z.enum(COUNTRIES), amount: z.string(), reason: z.string() }).transform((fields, context) => {
    const amount = fields.amount.trim() === '' ? Number.NaN : Number(fields.amount);
    const targets = rows.map((row) => ({ productId: row.productId, variantId: row.variantId, version: row.stock[fields.country].version }));
    const common = { country: fields.country, rows: targets, reason: fields.reason };
    const body = carryIssues(inventoryBulkSchema.safeParse(mode === 'set' ? { mode, ...common, stock: amount } : { mode, ...common, delta: amount }), context, fieldOf);
    return body ?? z.NEVER;
  });
  const form = useActionForm(schema, { country, amount: '', reason: '' });
  const errors = form.formState.errors;
  const rowsText = BULK_TEXTS.count(rows.length, 'row', 'rows');
  const ids = { country: 'bulk-stock-country', amount: 'bulk-stock-amount', reason: 'bulk-stock-reason' };
  return (
    <FormDialog
      form={form}
      title={mode === 'set' ? `Set stock for ${rowsText}` : `Change stock for ${rowsText}`}
      submitLabel={mode === 'set' ? 'Set stock' : 'Change stock'}
      busyLabel="Saving…"
      formClassName="stock-dialog"
      testId="inventory-bulk-dialog"
      serverFields={SERVER_FIELDS}
      onSave={async (body) => onDone(await bulk.mutateAsync(body))}
      onClose={onClose}
    >
      <FieldFrame id={ids.country} label="Country">
        <select id={ids.country} {...form.register('country')}>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        id={ids.amount}
        label={mode === 'set' ? 'New count for each row' : 'Change for each row (+ or −)'}
        hint={mode === 'change' ? 'A negative number takes units away, e.g. -2. A row that would go below 0 is left as it is.' : undefined}
        error={errors.amount?.message}
      >
        <input
          id={ids.amount}
          type="number"
          inputMode="numeric"
          step={1}
          min={mode === 'set' ? 0 : undefined}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy(ids.amount, mode === 'change' ? 'hint' : undefined, errors.amount?.message)}
          {...form.register('amount')}
        />
      </FieldFrame>
      <FieldFrame id={ids.reason} label="Reason" error={errors.reason?.message}>
        <textarea id={ids.reason} maxLength={500} rows={2} aria-invalid={errors.reason ? true : undefined} aria-describedby={describedBy(ids.reason, undefined, errors.reason?.message)} {...form.register('reason')} />
      </FieldFrame>
      {(errors as Record<string, { message?: string } | undefined>).form?.message ? (
        <p className="form-alert" role="alert">
          {(errors as Record<string, { message?: string } | undefined>).form?.message}
        </p>
      ) : null}
    </FormDialog>
  );
}
