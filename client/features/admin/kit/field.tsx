import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

/** The message react-hook-form holds for a field (client check or the server's envelope), if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  let node: unknown = formState.errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Label, control, hint and error of one field, tied together for assistive technology. */
export function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control: its hint and its error. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A text box (or a multi-line one) bound to the form by name. */
export function TextField<Values extends FieldValues>({
  name,
  label,
  hint,
  multiline = false,
  type = 'text',
  autoComplete = 'off',
  nullWhenEmpty = false,
  onValueChange,
}: {
  name: Path<Values>;
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number';
  autoComplete?: string;
  /** Optional text sent as null when left empty (the shared schemas' nullable fields). */
  nullWhenEmpty?: boolean;
  /** Called with what was typed, after the form has taken it. */
  onValueChange?: (value: string) => void;
}) {
  const { register } = useFormContext<Values>();
  const id = useId();
  const error = useFieldError(name);
  const options: RegisterOptions<Values, Path<Values>> = {
    ...(nullWhenEmpty ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : value) } : {}),
    ...(onValueChange ? { onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) } : {}),
  };
  const registration = register(name, options);
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), ...registration };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
    </FieldFrame>
  );
}

/** A yes/no choice bound to the form by name. */
export function CheckboxField<Values extends FieldValues>({ name, label, hint }: { name: Path<Values>; label: string; hint?: string }) {
  const { register } = useFormContext<Values>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="field">
      <div className="field--checkbox">
        <input id={id} type="checkbox" aria-describedby={describedBy(id, hint, error)} {...register(name)} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
