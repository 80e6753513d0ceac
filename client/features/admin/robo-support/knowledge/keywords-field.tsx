import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, FieldFrame, useFieldError } from '../../kit/field';

/** Keywords typed as one line, separated by commas; the form holds them as a list. */
export function KeywordsField<Values extends FieldValues>({ name, label, hint }: { name: Path<Values>; label: string; hint?: string }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value: held },
  } = useController({ control, name });
  const id = useId();
  const error = useFieldError(name);
  const [text, setText] = useState(() => ((held as string[] | undefined) ?? []).join(', '));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        name={name}
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.split(',').map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''));
        }}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
