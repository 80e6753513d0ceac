import { useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './field';

/** What a box's text means: a value for the form, or why it cannot be read. */
export type TextReading<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A box whose text the form holds as a value ("19.99" held as 1999). Text that cannot be read is held
 * as typed, so the shared schema refuses it and the form cannot be saved: never the value it had
 * before in its place (issue 23 §1). The box shows why it could not read the text, which says more
 * than the schema's "not a number"; on save the form focuses the first such box like any invalid field.
 */
export function useTypedValue<Values extends FieldValues, T>(name: Path<Values>, read: (text: string) => TextReading<T>, show: (value: T) => string) {
  const { control } = useFormContext<Values>();
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => show(field.value as T));
  const [typingError, setTypingError] = useState<string | null>(null);
  const formError = useFieldError(name);
  return {
    ref: field.ref,
    text,
    /** What the form holds now (the previous value while the text cannot be read is never kept). */
    value: field.value as unknown,
    typingError,
    error: typingError ?? formError,
    onChange(typed: string): void {
      setText(typed);
      const reading = read(typed);
      setTypingError(reading.ok ? null : reading.message);
      field.onChange(reading.ok ? reading.value : typed);
    },
    /** Leaving the box shows a readable value in its usual form ("5" becomes "5.00"). */
    onBlur(): void {
      const reading = read(text);
      if (reading.ok) setText(show(reading.value));
      field.onBlur();
    },
  };
}
