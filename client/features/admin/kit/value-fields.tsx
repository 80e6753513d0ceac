import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, FieldFrame, useFieldError } from './field';

/** A whole-number box: the form holds a number (or null when left empty and `nullable`); what cannot be a number stays as typed so the schema says why. */
export function IntegerField<Values extends FieldValues>({ name, label, hint, nullable = false }: { name: Path<Values>; label: string; hint?: string; nullable?: boolean }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value: held },
  } = useController({ control, name });
  const id = useId();
  const error = useFieldError(name);
  const [text, setText] = useState(() => ((held as unknown) === null || held === undefined ? '' : String(held)));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const trimmed = typed.trim();
          if (trimmed === '') onChange(nullable ? null : undefined);
          else onChange(/^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed);
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** `2026-06-01T09:30` in the browser's time zone, for a datetime-local box. */
function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date and time in the browser's time zone; the form holds an ISO instant, or null when empty. */
export function DateTimeField<Values extends FieldValues>({ name, label, hint }: { name: Path<Values>; label: string; hint?: string }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value: held },
  } = useController({ control, name });
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        name={name}
        type="datetime-local"
        value={localInputValue(held as string | null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          const value = event.target.value;
          const date = value === '' ? null : new Date(value);
          onChange(date === null || Number.isNaN(date.getTime()) ? null : date.toISOString());
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** One choice of a few, bound to the form by name. */
export function SelectField<Values extends FieldValues>({ name, label, options, hint }: { name: Path<Values>; label: string; options: ReadonlyArray<{ value: string; label: string }>; hint?: string }) {
  const { register } = useFormContext<Values>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
