import { useId, useState, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { CHECK_ON_SUBMIT, useSchemaForm, type SchemaForm } from '../../../lib/form/use-schema-form';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { firstFormError } from './first-form-error';
import { placeServerFieldErrors } from './server-field-errors';
import { useDialogWhileMounted } from './native-dialog';

/**
 * A back-office action's form (a dialog, a note; ADR 094): checked by its schema when staff press its
 * button, the message staying until they press again, as these forms always did. A record's form is
 * useResourceForm, which checks as staff leave each field.
 */
export function useActionForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>): SchemaForm<Schema> {
  return useSchemaForm(schema, defaultValues, CHECK_ON_SUBMIT);
}

/**
 * A form in a modal dialog, on the browser's <dialog> (the kit's dialog, ADR 094): it opens when shown,
 * focus moves into it and goes back to what opened it when it is removed; Escape and the cancel
 * button close it unless a save is under way. The submit button saves: the form's schema checks the
 * values first (useActionForm), then `onSave` sends them and closes the dialog itself when done. A
 * refused save keeps every typed value: the server's field messages go on their fields and the rest
 * is said above the buttons, or `failureText` says it all there in one line.
 */
export function FormDialog<Values extends FieldValues, Output extends FieldValues>({
  form,
  title,
  submitLabel,
  busyLabel = submitLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  className = 'confirm-dialog',
  formClassName,
  testId,
  errorTestId,
  errorClassName = 'form-alert',
  summarize = false,
  serverFields = {},
  failureText,
  onSave,
  onClose,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  title: string;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  className?: string;
  formClassName?: string;
  testId?: string;
  errorTestId?: string;
  errorClassName?: string;
  /** The fields show no message of their own: the first of the form's messages is said above the buttons. */
  summarize?: boolean;
  /** The server's field names that are this form's fields under another name (`delta` is the amount box). */
  serverFields?: Readonly<Record<string, string>>;
  /** What to say above the buttons when the save failed, instead of placing the server's field messages. */
  failureText?: (error: unknown) => string | null;
  onSave: (values: Output) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  // Shown as it mounts; it is removed rather than closed when done, so focus goes back by hand.
  const dialog = useDialogWhileMounted();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;


  const save = async (values: Output): Promise<void> => {
    try {
      await onSave(values);
    } catch (error) {
      if (failureText) {
        setFormError(failureText(error));
        return;
      }
      if (!(error instanceof AdminApiError) || Object.keys(error.fields).length === 0) {
        setFormError(errorText(error));
        return;
      }
      const renamed = Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [serverFields[field] ?? field, message]));
      const { placed, unplaced } = placeServerFieldErrors(renamed, Object.keys(form.getValues()));
      for (const [field, message] of placed) form.setError(field as Path<Values>, { type: 'server', message });
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
    }
  };

  const alert = formError ?? (summarize ? firstFormError(errors) : null);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <FormProvider {...form}>
        <form
          className={formClassName}
          noValidate
          onSubmit={(event) => {
            setFormError(null);
            void form.handleSubmit(save)(event);
          }}
        >
          {children}
          {alert ? (
            <p className={errorClassName} role="alert" data-testid={errorTestId}>
              {alert}
            </p>
          ) : null}
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--quiet" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </button>
            <button type="submit" className={`button${tone === 'danger' ? ' button--danger' : ''}`} disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
