import { useFormState, type FieldValues, type Path } from 'react-hook-form';

/** The message the form holds for a top-level field (the schema's or the server's), if any. */
export function useFieldError<Values extends FieldValues>(name: Path<Values>): string | undefined {
  const { errors } = useFormState<Values>({ name });
  const message = (errors[name] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The attributes that tie a control to its error message for assistive technology. */
export function errorAttributes(errorId: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}
