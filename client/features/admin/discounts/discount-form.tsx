import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { discountInputSchema, type DiscountInput } from '../../../../shared/admin/discount.schema';
import { CheckboxField, TextField } from '../kit/field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { DateTimeField, IntegerField, SelectField } from '../kit/value-fields';

export type DiscountFormValues = z.input<typeof discountInputSchema>;
type DiscountFormApi = UseFormReturn<DiscountFormValues, unknown, DiscountInput>;

export function useDiscountForm(initial?: Partial<DiscountInput>): DiscountFormApi {
  return useResourceForm(discountInputSchema, {
    code: initial?.code ?? '',
    discountType: initial?.discountType ?? 'percentage',
    discountValue: initial?.discountValue ?? 10,
    startDate: initial?.startDate ?? null,
    endDate: initial?.endDate ?? null,
    maxUses: initial?.maxUses ?? null,
    minPurchaseAmount: initial?.minPurchaseAmount ?? 0,
    isActive: initial?.isActive ?? true,
  });
}

/** Every field of a promo code (SPEC §3); whether it applies to a cart is the storefront's rule. */
export function DiscountForm(props: { form: DiscountFormApi; onSave: (values: DiscountInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <TextField<DiscountFormValues> name="code" label="Code" hint="Shoppers type it in any case; it is kept in capitals." />
      <SelectField<DiscountFormValues>
        name="discountType"
        label="Type"
        options={[
          { value: 'percentage', label: 'Percentage' },
          { value: 'fixed', label: 'Fixed amount' },
        ]}
      />
      <IntegerField<DiscountFormValues> name="discountValue" label="Value" hint="A percentage from 1 to 100, or a fixed amount in cents or pence (500 = 5.00 in the shopper’s currency)." />
      <DateTimeField<DiscountFormValues> name="startDate" label="Starts" hint="Empty: valid at once." />
      <DateTimeField<DiscountFormValues> name="endDate" label="Ends" hint="Empty: never ends." />
      <IntegerField<DiscountFormValues> name="maxUses" label="Maximum uses" hint="Empty: no limit." nullable />
      <IntegerField<DiscountFormValues> name="minPurchaseAmount" label="Minimum purchase" hint="In cents or pence of the shopper’s currency (2000 = 20.00); 0 for none." />
      <CheckboxField<DiscountFormValues> name="isActive" label="Active (shoppers can use it)" />
    </ResourceForm>
  );
}
