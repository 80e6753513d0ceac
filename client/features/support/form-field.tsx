import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

// The storefront support forms' fields (chat hand-off, /contact, /partnership) on react-hook-form:
// label, control, hint and error tied together for assistive technology (docs/decisions/051).

function errorOf(errors: Record<string, unknown>, name: string): string | undefined {
  const message = (errors[name] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type Control = { kind: 'input'; type?: 'text' | 'email' | 'url'; autoComplete?: string } | { kind: 'textarea'; rows?: number } | { kind: 'select'; options: ReadonlyArray<readonly [string, string]>; placeholder: string };

/** One field of a support form, bound by name to the surrounding FormProvider. */
export function FormField<Values extends FieldValues>({ name, label, hint, control }: { name: Path<Values>; label: string; hint?: ReactNode; control: Control }) {
  const id = useId();
  const { register, formState } = useFormContext<Values>();
  const error = errorOf(formState.errors as Record<string, unknown>, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...register(name) };
  return (
    <div className="support-field">
      <label htmlFor={id}>{label}</label>
      {control.kind === 'input' ? <input type={control.type ?? 'text'} autoComplete={control.autoComplete ?? 'off'} {...common} /> : null}
      {control.kind === 'textarea' ? <textarea rows={control.rows ?? 5} {...common} /> : null}
      {control.kind === 'select' ? (
        <select {...common}>
          <option value="">{control.placeholder}</option>
          {control.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : null}
      {hint ? (
        <p className="support-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="support-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's field errors put on the form's fields; the rest (a rate limit, the network) said above it. */
export function serverErrorsOnFields(
  error: { fields?: Record<string, string>; message: string },
  fieldNames: readonly string[],
  setFieldError: (name: string, message: string) => void,
): string | null {
  const fields = error.fields ?? {};
  const placed = Object.entries(fields).filter(([name]) => fieldNames.includes(name));
  for (const [name, message] of placed) setFieldError(name, message);
  return placed.length > 0 && placed.length === Object.keys(fields).length ? null : error.message;
}
