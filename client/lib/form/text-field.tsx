import { useId } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { errorAttributes, useFieldError } from './field-error';

/** A labelled input bound to the form by name, with its inline error beneath it (SPEC §2.9). */
export function TextField<Values extends FieldValues>(props: {
  name: Path<Values>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
}) {
  const { register } = useFormContext<Values>();
  const error = useFieldError<Values>(props.name);
  const id = useId();
  const inputId = `${id}-${props.name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        type={props.type ?? 'text'}
        required={props.required ?? true}
        autoComplete={props.autoComplete}
        {...errorAttributes(errorId, error)}
        {...register(props.name)}
      />
      {error && (
        <p id={errorId} className="field-error auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
