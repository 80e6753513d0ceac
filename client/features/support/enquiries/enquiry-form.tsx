import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError, apiRequest } from '../../../lib/api/api-client';
import { Form } from '../../../lib/form/shop-form';
import { CHECK_ON_LEAVE, useSchemaForm } from '../../../lib/form/use-schema-form';
import { tooManyAttemptsMessage } from '../../../../shared/rate-limit-texts';
import { ENQUIRY_TEXTS } from '../../../../shared/support/desk-texts';
import { serverErrorsOnFields } from '../form-field';

/**
 * A public enquiry form (/contact, /partnership) on react-hook-form with the shared zod schema: each
 * field says its own error, the server's field errors land on the same fields, and nothing typed is
 * lost on an error. After sending, the confirmation replaces the form.
 */
export function EnquiryForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  endpoint,
  defaults,
  fieldNames,
  submitLabel,
  sentText,
  label,
  children,
}: {
  schema: Schema;
  endpoint: string;
  defaults: DefaultValues<z.input<Schema>>;
  fieldNames: ReadonlyArray<Path<z.input<Schema>>>;
  submitLabel: string;
  sentText: string;
  label: string;
  children: ReactNode;
}) {
  const form = useSchemaForm(schema, defaults, CHECK_ON_LEAVE);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (values: z.output<Schema>) => {
    setProblem(null);
    try {
      await apiRequest('POST', endpoint, { body: values });
      setSent(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'RATE_LIMITED') setProblem(tooManyAttemptsMessage(error.retryAfterSeconds ?? 60));
      else setProblem(serverErrorsOnFields(error, fieldNames, (name, message) => form.setError(name as Path<z.input<Schema>>, { message })));
    }
  };

  if (sent) {
    return (
      <p className="support-sent" role="status" data-testid="enquiry-sent">
        {sentText}
      </p>
    );
  }
  return (
    <Form form={form} onValid={submit} label={label} className="support-enquiry">
      {problem ? (
        <p className="support-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {children}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? ENQUIRY_TEXTS.sending : submitLabel}
      </button>
    </Form>
  );
}
