import { useId } from 'react';

/** A labelled input with its inline error beneath it, tied by aria-describedby (SPEC §2.9). */
export function TextField(props: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
}) {
  const id = useId();
  const inputId = `${id}-${props.name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        required={props.required ?? true}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && (
        <p id={errorId} className="field-error auth-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
