import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { categoryInputSchema, type CategoryInput } from '../../../../shared/admin/category.schema';
import { CheckboxField, TextField } from '../kit/field';
import { NameSlugFields } from '../kit/name-slug-fields';
import { ResourceForm, useResourceForm } from '../kit/resource-form';

export type CategoryFormValues = z.input<typeof categoryInputSchema>;
type CategoryFormApi = UseFormReturn<CategoryFormValues, unknown, CategoryInput>;

/** The category form's state, empty or from the record being edited. */
export function useCategoryForm(initial?: Partial<CategoryInput>): CategoryFormApi {
  return useResourceForm(categoryInputSchema, {
    name: initial?.name ?? '',
    slug: initial?.slug ?? '',
    description: initial?.description ?? null,
    isActive: initial?.isActive ?? true,
  });
}

/** A category's fields: name, slug, description, active. */
export function CategoryForm(props: { form: CategoryFormApi; onSave: (values: CategoryInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: React.ReactNode }) {
  return (
    <ResourceForm {...props}>
      <NameSlugFields<CategoryFormValues> slugHint="Lower-case letters, digits and hyphens; part of the category’s web address." />
      <TextField<CategoryFormValues> name="description" label="Description" multiline nullWhenEmpty />
      <CheckboxField<CategoryFormValues> name="isActive" label="Active (shown to shoppers)" />
    </ResourceForm>
  );
}
