import { useState, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { useSchemaForm, type SchemaForm } from '../../../lib/form/use-schema-form';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import { AdminApiError } from '../api/admin-client';
import { ConfirmDialog } from './confirm-dialog';
import { placeServerFieldErrors } from './server-field-errors';

/** A react-hook-form form checked by the resource's shared zod schema, as staff leave each field (ADR 060). */
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>): SchemaForm<Schema> {
  return useSchemaForm(schema, defaultValues, { mode: 'onTouched' });
}

const NETWORK_FAILED = 'The server could not be reached, so nothing was saved. What you typed is still here: try again when you are back online.';

/**
 * A back-office form: the shared schema checks it as staff type, the server's field errors land on
 * their fields, an edit someone else saved first is refused with a way to reload, and a save that
 * cannot reach the server keeps every typed value. Offline, saving is refused before anything is sent.
 */
export function ResourceForm<Values extends FieldValues, Output extends FieldValues>({
  form,
  onSave,
  submitLabel,
  onReload,
  confirmSave,
  children,
  extraActions,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSave: (values: Output) => Promise<unknown>;
  submitLabel: string;
  /** Reads the record again after a conflict (an edit form). */
  onReload?: () => void;
  /** A question to ask before saving these values (a price of 0), or null to save at once. */
  confirmSave?: (values: Output) => string | null;
  children: ReactNode;
  extraActions?: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState<{ values: Output; question: string } | null>(null);
  const saving = form.formState.isSubmitting;

  const save = async (values: Output): Promise<void> => {
    setFormError(null);
    setConflict(false);
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      setFormError(ADMIN_TEXTS.offline);
      return;
    }
    try {
      await onSave(values);
    } catch (error) {
      if (!(error instanceof AdminApiError)) throw error;
      const fields = Object.entries(error.fields);
      const { placed, unplaced } = placeServerFieldErrors(error.fields, Object.keys(form.getValues()));
      for (const [field, message] of placed) form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
      if (error.code === 'NETWORK') setFormError(NETWORK_FAILED);
      else if (error.status === 409 && fields.length === 0) setConflict(true);
      else if (fields.length === 0 || unplaced.length > 0) setFormError([error.message, ...unplaced].join(' '));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const question = confirmSave?.(values) ?? null;
    if (question) {
      setPending({ values, question });
      return;
    }
    await save(values);
  });

  return (
    <FormProvider {...(form as UseFormReturn<FieldValues>)}>
      <form className="resource-form" noValidate onSubmit={(event) => void submit(event)}>
        {conflict ? (
          <div className="form-alert" role="alert" data-testid="edit-conflict">
            <p>{ADMIN_TEXTS.editConflict}</p>
            {onReload ? (
              <button type="button" className="small-button" onClick={() => { setConflict(false); onReload(); }}>
                Reload
              </button>
            ) : null}
          </div>
        ) : null}
        {formError ? (
          <p className="form-alert" role="alert" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        {children}
        <div className="resource-form__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : submitLabel}
          </button>
          {extraActions}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title="Save anyway?"
        confirmLabel="Save"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const values = pending!.values;
          setPending(null);
          void save(values);
        }}
      >
        <p>{pending?.question}</p>
      </ConfirmDialog>
    </FormProvider>
  );
}
