import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { carryIssues } from '../../../lib/form/use-schema-form';
import { showToast } from '../../../lib/toast/toast-store';
import { FormDialog, useActionForm } from './form-dialog';
import './stock-change.css';

export type StockChangeMode = 'set' | 'adjust';

/** The dialog's boxes as typed: the count or change is text until the shared schema reads it. */
const stockFieldsSchema = z.object({ mode: z.enum(['set', 'adjust']), amount: z.string(), reason: z.string() });

/** The shared schemas' and the server envelope's field names, as this dialog's two boxes. */
const SERVER_FIELDS = { stock: 'amount', delta: 'amount' } as const;
function fieldOf(path: PropertyKey[]): PropertyKey[] {
  const key = String(path[0]);
  return [key in SERVER_FIELDS ? SERVER_FIELDS[key as keyof typeof SERVER_FIELDS] : key === 'reason' ? 'reason' : 'form'];
}

/**
 * Change one stock count (an inventory cell, a store's pickup stock): set an absolute count (at the
 * version read, so a change made by someone else in between is refused with the conflict text) or
 * adjust by a delta, always with a reason. `parse` checks the input with the same shared schema as the
 * server before anything is sent (the form's schema, on the kit's FormDialog); `submit` sends it and
 * answers the count after.
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
  const schema = stockFieldsSchema.transform((fields, context) => {
    const amount = fields.amount.trim() === '' ? Number.NaN : Number(fields.amount);
    const parsed = parse(fields.mode, amount, fields.reason);
    if (parsed.success) return { mode: fields.mode, input: parsed.data };
    carryIssues(parsed, context, fieldOf);
    return z.NEVER;
  });
  const form = useActionForm(schema, { mode: 'set', amount: String(current), reason: '' });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const errors = form.formState.errors;
  const amountError = errors.amount?.message;
  const reasonError = errors.reason?.message;
  const formError = (errors as Record<string, { message?: string } | undefined>).form?.message;

  const describe = (field: 'amount' | 'reason', error: string | undefined, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const choose = (next: StockChangeMode) => {
    form.setValue('mode', next);
    form.setValue('amount', next === 'set' ? String(current) : '');
  };

  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel="Save stock"
      formClassName="stock-dialog"
      serverFields={SERVER_FIELDS}
      onSave={async ({ mode: chosen, input }) => {
        const after = await submit(chosen, input);
        showToast({ title: 'Stock saved', description: savedText(after) });
        onClose();
      }}
      onClose={onClose}
    >
      <p>
        Now <strong>{current}</strong> {where}.
      </p>
      <fieldset className="stock-dialog__mode">
        <legend>Change</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'set'} onChange={() => choose('set')} /> Set the count
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'adjust'} onChange={() => choose('adjust')} /> Adjust by
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
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describe('amount', amountError, mode === 'adjust')}
          {...form.register('amount')}
        />
        {mode === 'adjust' ? (
          <p className="field-hint" id={`${id}-amount-hint`}>
            A negative number takes units away, e.g. -2.
          </p>
        ) : null}
        {amountError ? (
          <p className="field-error" id={`${id}-amount-error`} role="alert">
            {amountError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea id={`${id}-reason`} maxLength={500} rows={2} aria-invalid={reasonError ? true : undefined} aria-describedby={describe('reason', reasonError)} {...form.register('reason')} />
        {reasonError ? (
          <p className="field-error" id={`${id}-reason-error`} role="alert">
            {reasonError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
    </FormDialog>
  );
}
