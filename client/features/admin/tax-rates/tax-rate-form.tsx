import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { taxRateInputSchema, US_STATES, type TaxRateInput } from '../../../../shared/admin/tax-rate.schema';
import { CheckboxField, TextField } from '../kit/field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { IntegerField, SelectField } from '../kit/value-fields';

export type TaxRateFormValues = z.input<typeof taxRateInputSchema>;
type TaxRateFormApi = UseFormReturn<TaxRateFormValues, unknown, TaxRateInput>;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

export function useTaxRateForm(initial?: Partial<Omit<TaxRateInput, 'state'>> & { state?: string }): TaxRateFormApi {
  return useResourceForm(taxRateInputSchema, {
    state: (initial?.state ?? 'AL') as TaxRateFormValues['state'],
    zipPrefix: initial?.zipPrefix ?? null,
    rateBps: initial?.rateBps ?? 0,
    isActive: initial?.isActive ?? true,
  });
}

/** A state's rate, or a local override for the ZIP codes starting with a prefix (the longest matching prefix wins). */
export function TaxRateForm(props: { form: TaxRateFormApi; onSave: (values: TaxRateInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <SelectField<TaxRateFormValues> name="state" label="State" options={STATE_OPTIONS} />
      <TextField<TaxRateFormValues> name="zipPrefix" label="ZIP prefix" hint="Empty for the whole state; 1–5 digits for a local override." nullWhenEmpty />
      <IntegerField<TaxRateFormValues> name="rateBps" label="Rate (basis points)" hint="7.25% is 725. Orders already placed keep the tax they were charged." />
      <CheckboxField<TaxRateFormValues> name="isActive" label="Active" />
    </ResourceForm>
  );
}
