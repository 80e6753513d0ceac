import { useId, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod';
import { applicationFieldsSchema, cvFileProblem, CV_LIMITS, type ApplicationReceipt } from '../../../shared/careers/application.schema';
import { CAREERS_TEXTS } from '../../../shared/careers/careers-texts';
import { ApiError } from '../../lib/api/api-client';
import { Form } from '../../lib/form/shop-form';
import { CHECK_ON_LEAVE, useSchemaForm } from '../../lib/form/use-schema-form';
import { useOnlineStatus } from '../../lib/use-online-status';
import { sendApplication } from './careers-api';

const TEXTS = CAREERS_TEXTS.apply;

// The shared schema of the fields, plus the CV file as the browser holds it (its size is checked
// here for a quick answer; the server checks its bytes).
const formSchema = applicationFieldsSchema.extend({
  cv: z.custom<FileList | null>().superRefine((files, context) => {
    const problem = cvFileProblem(files?.item(0));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELD_NAMES = ['fullName', 'email', 'phone', 'coverLetter', 'consent', 'cv'] as const;

/** The application form of an open job (a lazy chunk: react-hook-form and zod load with it). */
export default function ApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const id = useId();
  const online = useOnlineStatus();
  const [sent, setSent] = useState<ApplicationReceipt | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(formSchema, { fullName: '', email: '', phone: '', coverLetter: '', consent: false as unknown as true, cv: null }, CHECK_ON_LEAVE);
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = async (values: FormOutput) => {
    setFormError(null);
    const body = new FormData();
    body.set('fullName', values.fullName);
    body.set('email', values.email);
    body.set('phone', values.phone);
    body.set('coverLetter', values.coverLetter);
    body.set('consent', 'true');
    body.set('cv', values.cv!.item(0)!);
    try {
      setSent(await sendApplication(jobId, body));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      let placed = false;
      for (const [field, message] of Object.entries(failure.fields)) {
        if ((FIELD_NAMES as readonly string[]).includes(field)) {
          form.setError(field as FieldPath<FormInput>, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) setFormError(failure.code === 'NETWORK' ? TEXTS.offline : failure.message || TEXTS.failed);
    }
  };

  if (sent) {
    return (
      <div className="application-sent" role="status" data-testid="application-sent">
        <h3>{TEXTS.sentTitle}</h3>
        <p>{TEXTS.sent(sent.jobTitle || jobTitle, sent.email)}</p>
      </div>
    );
  }

  const describedBy = (name: (typeof FIELD_NAMES)[number], hint = false) =>
    [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (name: (typeof FIELD_NAMES)[number]) =>
    errors[name]?.message ? <span id={`${id}-${name}-error`} className="field-error">{errors[name]?.message}</span> : null;

  return (
    <Form form={form} onValid={submit} className="application-form" testId="application-form">
      {!online && <p className="notice" role="status">{TEXTS.offline}</p>}
      <label htmlFor={`${id}-fullName`}>
        {TEXTS.fullName}
        <input id={`${id}-fullName`} type="text" autoComplete="name" aria-invalid={errors.fullName ? true : undefined} aria-describedby={describedBy('fullName')} {...register('fullName')} />
        {error('fullName')}
      </label>
      <label htmlFor={`${id}-email`}>
        {TEXTS.email}
        <input id={`${id}-email`} type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')} {...register('email')} />
        {error('email')}
      </label>
      <label htmlFor={`${id}-phone`}>
        {TEXTS.phone}
        <input id={`${id}-phone`} type="tel" autoComplete="tel" aria-invalid={errors.phone ? true : undefined} aria-describedby={describedBy('phone')} {...register('phone')} />
        {error('phone')}
      </label>
      <label htmlFor={`${id}-coverLetter`}>
        {TEXTS.coverLetter}
        <span className="field-hint" id={`${id}-coverLetter-hint`}>{TEXTS.coverLetterHint}</span>
        <textarea id={`${id}-coverLetter`} aria-invalid={errors.coverLetter ? true : undefined} aria-describedby={describedBy('coverLetter', true)} {...register('coverLetter')} />
        {error('coverLetter')}
      </label>
      <label htmlFor={`${id}-cv`}>
        {TEXTS.cv}
        <input id={`${id}-cv`} type="file" accept={CV_LIMITS.accept} aria-invalid={errors.cv ? true : undefined} aria-describedby={describedBy('cv')} {...register('cv')} />
        {error('cv')}
      </label>
      <div>
        <label htmlFor={`${id}-consent`} className="application-form__consent">
          <input id={`${id}-consent`} type="checkbox" aria-invalid={errors.consent ? true : undefined} aria-describedby={describedBy('consent')} {...register('consent')} />
          <span>{TEXTS.consent}</span>
        </label>
        {error('consent')}
      </div>
      {formError && <p className="field-error" role="alert">{formError}</p>}
      <div>
        <button type="submit" className="button" disabled={formState.isSubmitting || !online}>
          {formState.isSubmitting ? TEXTS.busy : TEXTS.submit}
        </button>
      </div>
    </Form>
  );
}
