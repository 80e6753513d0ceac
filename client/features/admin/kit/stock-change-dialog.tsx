import { useEffect, useId, useState } from 'react';
import type * as z from 'zod';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { ConfirmDialog } from './confirm-dialog';
import './stock-change.css';

export type StockChangeMode = 'set' | 'adjust';
type Errors = Partial<Record<'amount' | 'reason' | 'form', string>>;

/** The shared schemas' and the server envelope's field names, as this dialog's two inputs. */
function fieldOf(key: string): 'amount' | 'reason' | 'form' {
  if (key === 'stock' || key === 'delta') return 'amount';
  if (key === 'reason') return 'reason';
  return 'form';
}

/**
 * Change one stock count (an inventory cell, a store's pickup stock): set an absolute count (at the
 * version read, so a change made by someone else in between is refused with the conflict text) or
 * adjust by a delta, always with a reason. `parse` checks the input with the same shared schema as the
 * server before anything is sent; `submit` sends it and answers the count after.
 */
export function StockChangeDialog<Input>({
  title,
  current,
  where,
  parse,
  submit,
  savedText,
  onClose,
}: {
  title: string;
  current: number;
  /** "in US", "at Alpha Store": after "Now N". */
  where: string;
  parse: (mode: StockChangeMode, amount: number, reason: string) => z.ZodSafeParseResult<Input>;
  submit: (mode: StockChangeMode, input: Input) => Promise<number>;
  savedText: (count: number) => string;
  onClose: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<StockChangeMode>('set');
  const [amount, setAmount] = useState(String(current));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // The dialog is removed rather than closed when done, so focus goes back to its opener by hand.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const save = () => {
    const number = amount.trim() === '' ? Number.NaN : Number(amount);
    const parsed = parse(mode, number, reason);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[fieldOf(String(issue.path[0]))] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    submit(mode, parsed.data).then(
      (after) => {
        setBusy(false);
        showToast({ title: 'Stock saved', description: savedText(after) });
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
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
    <ConfirmDialog open title={title} confirmLabel="Save stock" busy={busy} onConfirm={save} onCancel={onClose}>
      <form
        className="stock-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>
          Now <strong>{current}</strong> {where}.
        </p>
        <fieldset className="stock-dialog__mode">
          <legend>Change</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'set'} onChange={() => (setMode('set'), setAmount(String(current)))} /> Set the count
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
