import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { shippingRateInputSchema, type ShippingRateInput } from '../../../../shared/admin/shipping-rate.schema';
import { DEFAULT_SHIPPING_RATE } from '../../../../shared/checkout/totals';
import { CURRENCY_BY_COUNTRY } from '../../../../shared/money';
import { CheckboxField } from '../kit/field';
import { MoneyField } from '../kit/money-input';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { SelectField } from '../kit/value-fields';

export type ShippingRateFormValues = z.input<typeof shippingRateInputSchema>;
type ShippingRateFormApi = UseFormReturn<ShippingRateFormValues, unknown, ShippingRateInput>;

export function useShippingRateForm(initial?: Partial<ShippingRateInput>): ShippingRateFormApi {
  return useResourceForm(shippingRateInputSchema, {
    country: initial?.country ?? 'US',
    baseRate: initial?.baseRate ?? DEFAULT_SHIPPING_RATE.baseRate,
    freeShippingThreshold: initial?.freeShippingThreshold ?? DEFAULT_SHIPPING_RATE.freeShippingThreshold,
    isActive: initial?.isActive ?? true,
  });
}

/** A country's rate, in that country's currency. */
export function ShippingRateForm(props: { form: ShippingRateFormApi; onSave: (values: ShippingRateInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  const country = useWatch({ control: props.form.control, name: 'country' });
  const currency = CURRENCY_BY_COUNTRY[country === 'UK' ? 'UK' : 'US'];
  return (
    <ResourceForm {...props}>
      <SelectField<ShippingRateFormValues>
        name="country"
        label="Country"
        options={[
          { value: 'US', label: 'United States' },
          { value: 'UK', label: 'United Kingdom' },
        ]}
      />
      <MoneyField<ShippingRateFormValues> name="baseRate" label="Base rate" currency={currency} />
      <MoneyField<ShippingRateFormValues> name="freeShippingThreshold" label="Free shipping from" currency={currency} hint="Shipping is free when the subtotal after discount reaches this." />
      <CheckboxField<ShippingRateFormValues> name="isActive" label="Active" hint="Shoppers get the cheapest active rate of their country." />
    </ResourceForm>
  );
}
