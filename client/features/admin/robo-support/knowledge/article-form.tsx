import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { slugFromName } from '../../../../../shared/admin/slug';
import { articleInputSchema, type ArticleInput } from '../../../../../shared/support/articles';
import { SUPPORT_TOPICS } from '../../../../../shared/support/topics';
import { CheckboxField, TextField } from '../../kit/field';
import { MarkdownField } from '../../kit/markdown-field';
import { ResourceForm, useResourceForm } from '../../kit/resource-form';
import { SelectField } from '../../kit/value-fields';
import { KeywordsField } from './keywords-field';

export type ArticleFormValues = z.input<typeof articleInputSchema>;
type ArticleFormApi = UseFormReturn<ArticleFormValues, unknown, ArticleInput>;

const TOPIC_OPTIONS = SUPPORT_TOPICS.map((topic) => ({ value: topic.id, label: topic.name }));

/** The article form's state, empty (a draft) or from the article being edited. */
export function useArticleForm(initial?: Partial<ArticleInput>): ArticleFormApi {
  return useResourceForm(articleInputSchema, {
    title: initial?.title ?? '',
    slug: initial?.slug ?? '',
    topic: initial?.topic ?? SUPPORT_TOPICS[0].id,
    bodyMarkdown: initial?.bodyMarkdown ?? '',
    keywords: initial?.keywords ?? [],
    isPublished: initial?.isPublished ?? false,
  });
}

/** An article's fields: the slug follows a new article's title until staff type their own. */
export function ArticleForm(props: { form: ArticleFormApi; onSave: (values: ArticleInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode; isNew?: boolean }) {
  const { form, isNew = false } = props;
  return (
    <ResourceForm {...props}>
      <TextField<ArticleFormValues>
        name="title"
        label="Title"
        hint="The question as a shopper would ask it."
        onValueChange={(title) => {
          if (isNew && !form.getFieldState('slug').isDirty) form.setValue('slug', slugFromName(title));
        }}
      />
      <TextField<ArticleFormValues> name="slug" label="Slug" hint="The article's anchor on the FAQ: /faq#slug." />
      <SelectField<ArticleFormValues> name="topic" label="Topic" options={TOPIC_OPTIONS} />
      <KeywordsField<ArticleFormValues> name="keywords" label="Keywords" hint="Shoppers' own words for what this answers, separated by commas (e.g. postage, parcel, click and collect)." />
      <MarkdownField<ArticleFormValues> name="bodyMarkdown" label="Article" screen="robo-support" previewPath="robo-support/articles/preview" hint="Markdown. Each paragraph can be quoted on its own by Robo Support." />
      <CheckboxField<ArticleFormValues> name="isPublished" label="Published (on the FAQ and used by Robo Support)" />
    </ResourceForm>
  );
}
