import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, jobInputSchema, type JobInput } from '../../../../shared/careers/job.schema';
import { storeQueries } from '../api/use-stores';
import { describedBy, FieldFrame, TextField, useFieldError } from '../kit/field';
import { MarkdownField } from '../kit/markdown-field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { SelectField } from '../kit/value-fields';

export type JobFormValues = z.input<typeof jobInputSchema>;
type JobFormApi = UseFormReturn<JobFormValues, unknown, JobInput>;

/** The job form's state, empty or from the job being edited. */
export function useJobForm(initial?: Partial<JobInput>): JobFormApi {
  return useResourceForm(jobInputSchema, {
    title: initial?.title ?? '',
    department: initial?.department ?? '',
    storeId: initial?.storeId ?? null,
    remoteArea: initial?.remoteArea ?? null,
    employmentType: initial?.employmentType ?? 'full_time',
    description: initial?.description ?? '',
  });
}

const TYPE_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }));

/** Where the job is: one of the shop's stores, or remote (then the area it covers). */
function PlaceFields() {
  const { register, control } = useFormContext<JobFormValues>();
  const id = useId();
  const error = useFieldError('storeId');
  const stores = storeQueries.useList({ page: 1, pageSize: 100, deleted: 'no', sort: 'name.asc' });
  const storeId = useWatch({ control, name: 'storeId' });
  return (
    <>
      <FieldFrame id={id} label="Location" hint="A store, or remote." error={error}>
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, 'A store, or remote.', error)}
          {...register('storeId', { setValueAs: (value: unknown) => (value === '' || value === null ? null : value) })}
        >
          <option value="">Remote</option>
          {(stores.data?.rows ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      {!storeId ? <TextField<JobFormValues> name="remoteArea" label="Remote from" hint="Where the job can be done from, e.g. US or UK." nullWhenEmpty /> : null}
    </>
  );
}

/** A job's fields; it is opened and closed from its page, not here. */
export function JobForm(props: { form: JobFormApi; onSave: (values: JobInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <TextField<JobFormValues> name="title" label="Job title" />
      <TextField<JobFormValues> name="department" label="Department" hint="Jobs are filtered by department on the careers page, e.g. Retail." />
      <PlaceFields />
      <SelectField<JobFormValues> name="employmentType" label="Type" options={TYPE_OPTIONS} />
      <MarkdownField<JobFormValues> name="description" label="Description" hint="Markdown: ## headings, - lists, **bold**, [links](https://…)." screen="jobs" />
    </ResourceForm>
  );
}
