import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { heroSlideInputSchema, type HeroSlideInput } from '../../../../shared/admin/hero-slide.schema';
import { CheckboxField, TextField } from '../kit/field';
import { FormImageField } from '../kit/form-image-field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';

export type HeroSlideFormValues = z.input<typeof heroSlideInputSchema>;
type HeroSlideFormApi = UseFormReturn<HeroSlideFormValues, unknown, HeroSlideInput>;

/** The slide form's state, empty or from the slide being edited. */
export function useHeroSlideForm(initial?: Partial<HeroSlideInput>): HeroSlideFormApi {
  return useResourceForm(heroSlideInputSchema, {
    title: initial?.title ?? '',
    subtitle: initial?.subtitle ?? null,
    imageUrl: initial?.imageUrl ?? null,
    ctaText: initial?.ctaText ?? '',
    ctaLink: initial?.ctaLink ?? '',
    isActive: initial?.isActive ?? true,
  });
}

/** A slide's fields; its place in the carousel is changed from the list (move up/down). */
export function HeroSlideForm(props: { form: HeroSlideFormApi; onSave: (values: HeroSlideInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <TextField<HeroSlideFormValues> name="title" label="Title" />
      <TextField<HeroSlideFormValues> name="subtitle" label="Subtitle" nullWhenEmpty />
      <FormImageField<HeroSlideFormValues> name="imageUrl" label="Image" screen="hero-slides" />
      <TextField<HeroSlideFormValues> name="ctaText" label="Button text" />
      <TextField<HeroSlideFormValues> name="ctaLink" label="Button link" hint="A path in the shop such as /shop?category=plush, or an https:// address." />
      <CheckboxField<HeroSlideFormValues> name="isActive" label="Active (shown on the home page)" />
    </ResourceForm>
  );
}
