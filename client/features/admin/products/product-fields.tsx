import { useId } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { toDecimalString } from '../../../../shared/money';
import { describedBy, FieldFrame, useFieldError } from '../kit/field';
import { parseMoneyText } from '../kit/money-text';
import { useTypedValue, type TextReading } from '../kit/typed-value';
import type { RecordOption } from './record-options';

/**
 * A choice among records (a category, a brand), or none: the form holds the id or null. Controlled,
 * because its options arrive after the record: an uncontrolled select, given the product's brand id
 * before that brand was an option, showed "No brand" for good.
 */
export function RecordSelectField<Values extends FieldValues>({ name, label, options, noneLabel }: { name: Path<Values>; label: string; options: RecordOption[]; noneLabel: string }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value },
  } = useController({ control, name });
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        ref={ref}
        value={(value as string | null) ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** "2026-12-01T09:30" in the browser's time zone, as datetime-local shows an ISO instant. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The ISO instant (UTC) of what datetime-local holds, read in the browser's time zone; empty: null. */
export function isoFromLocalInput(value: string): string | null {
  if (value === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The launch: a date and time in staff's own time zone, held as an ISO instant; empty means on sale now. */
export function ReleaseDateField<Values extends FieldValues>({ name, label, hint }: { name: Path<Values>; label: string; hint?: string }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value },
  } = useController({ control, name });
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        type="datetime-local"
        value={localInputValue(value as string | null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(isoFromLocalInput(event.target.value))}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** A signed amount in minor units ("-2.50" → -250): a size's price adjustment, which may lower the price. */
export function AdjustmentField<Values extends FieldValues>({ name, label, hint }: { name: Path<Values>; label: string; hint?: string }) {
  const { ref, text, error, onChange, onBlur } = useTypedValue<Values, number>(name, readAdjustment, adjustmentText);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** "-2.50" → -250, "+1" → 100, empty → 0. */
function readAdjustment(text: string): TextReading<number> {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parsed = parseMoneyText(negative ? trimmed.slice(1) : trimmed.replace(/^\+/, ''));
  return parsed.ok ? { ok: true, value: (negative ? -1 : 1) * (parsed.minorUnits ?? 0) } : parsed;
}

function adjustmentText(held: number | undefined): string {
  const value = held ?? 0;
  return value === 0 ? '' : `${value < 0 ? '-' : ''}${toDecimalString(Math.abs(value))}`;
}
