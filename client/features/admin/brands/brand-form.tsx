import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { brandInputSchema, type BrandInput } from '../../../../shared/admin/brand.schema';
import { CheckboxField, TextField } from '../kit/field';
import { FormImageField } from '../kit/form-image-field';
import { NameSlugFields } from '../kit/name-slug-fields';
import { ResourceForm, useResourceForm } from '../kit/resource-form';

export type BrandFormValues = z.input<typeof brandInputSchema>;
type BrandFormApi = UseFormReturn<BrandFormValues, unknown, BrandInput>;

/** The brand form's state, empty or from the record being edited. */
export function useBrandForm(initial?: Partial<BrandInput>): BrandFormApi {
  return useResourceForm(brandInputSchema, {
    name: initial?.name ?? '',
    slug: initial?.slug ?? '',
    description: initial?.description ?? null,
    logoUrl: initial?.logoUrl ?? null,
    isActive: initial?.isActive ?? true,
  });
}

/** A brand's fields: name, slug, description, logo, active. */
export function BrandForm(props: { form: BrandFormApi; onSave: (values: BrandInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <NameSlugFields<BrandFormValues> slugHint="Lower-case letters, digits and hyphens; the brand page’s web address." />
      <TextField<BrandFormValues> name="description" label="Description" multiline nullWhenEmpty />
      <FormImageField<BrandFormValues> name="logoUrl" label="Logo" screen="brands" />
      <CheckboxField<BrandFormValues> name="isActive" label="Active (shown to shoppers)" />
    </ResourceForm>
  );
}
