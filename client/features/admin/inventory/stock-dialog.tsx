import { useEffect, useId, useState } from 'react';
import { stockAdjustSchema, stockSetSchema } from '../../../../shared/admin/inventory.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { useAdjustStock, useSetStock } from '../api/use-inventory';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { rowName, type StockTarget } from './inventory-columns';

type Mode = 'set' | 'adjust';
type Errors = Partial<Record<'amount' | 'reason' | 'form', string>>;

/** The shared schema's and the server envelope's field names, as this dialog's two inputs. */
function fieldOf(key: string): 'amount' | 'reason' | 'form' {
  if (key === 'stock' || key === 'delta') return 'amount';
  if (key === 'reason') return 'reason';
  return 'form';
}

/**
 * Change one stock cell: set an absolute count (at the version the grid read, so a change made by
 * someone else in between is refused with the conflict text) or adjust by a delta, always with a reason.
 * Checked by the same shared schemas as the server before anything is sent.
 */
export function StockDialog({ target, onClose }: { target: StockTarget; onClose: () => void }) {
  const id = useId();
  const { row, country } = target;
  const cell = row.stock[country];
  const [mode, setMode] = useState<Mode>('set');
  const [amount, setAmount] = useState(String(cell.stock));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const setStock = useSetStock();
  const adjustStock = useAdjustStock();
  const busy = setStock.isPending || adjustStock.isPending;

  // The dialog is removed rather than closed when done, so focus goes back to the cell's button by hand.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const save = () => {
    const key = { productId: row.productId, variantId: row.variantId, country };
    const number = amount.trim() === '' ? Number.NaN : Number(amount);
    const parsed =
      mode === 'set'
        ? stockSetSchema.safeParse({ ...key, stock: number, version: cell.version, reason })
        : stockAdjustSchema.safeParse({ ...key, delta: number, reason });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[fieldOf(String(issue.path[0]))] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const request = 'stock' in parsed.data ? setStock.mutateAsync(parsed.data) : adjustStock.mutateAsync(parsed.data);
    request.then(
      (after) => {
        showToast({ title: 'Stock saved', description: `${rowName(row)}: ${after.stock[country].stock} in ${country}.` });
        onClose();
      },
      (error: unknown) => {
        if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
          const found: Errors = {};
          for (const [key, message] of Object.entries(error.fields)) found[fieldOf(key)] ??= message;
          setErrors(found);
        } else setErrors({ form: errorText(error) ?? undefined });
      },
    );
  };

  const describe = (field: 'amount' | 'reason', hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <ConfirmDialog open title={`${country} stock of ${rowName(row)}`} confirmLabel="Save stock" busy={busy} onConfirm={save} onCancel={onClose}>
      <form
        className="stock-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>
          Now <strong>{cell.stock}</strong> in {country}.
        </p>
        <fieldset className="stock-dialog__mode">
          <legend>Change</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'set'} onChange={() => (setMode('set'), setAmount(String(cell.stock)))} /> Set the count
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'adjust'} onChange={() => (setMode('adjust'), setAmount(''))} /> Adjust by
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{mode === 'set' ? 'New count' : 'Change (+ or −)'}</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            step={1}
            min={mode === 'set' ? 0 : undefined}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describe('amount', mode === 'adjust')}
          />
          {mode === 'adjust' ? (
            <p className="field-hint" id={`${id}-amount-hint`}>
              A negative number takes units away, e.g. -2.
            </p>
          ) : null}
          {errors.amount ? (
            <p className="field-error" id={`${id}-amount-error`} role="alert">
              {errors.amount}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describe('reason')}
          />
          {errors.reason ? (
            <p className="field-error" id={`${id}-reason-error`} role="alert">
              {errors.reason}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p className="form-alert" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
