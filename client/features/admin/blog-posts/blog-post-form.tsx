import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { blogPostInputSchema, type BlogPostInput } from '../../../../shared/blog/blog-post.schema';
import { TextField } from '../kit/field';
import { NameSlugFields } from '../kit/name-slug-fields';
import { FormImageField } from '../kit/form-image-field';
import { MarkdownField } from '../kit/markdown-field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { DateTimeField, SelectField } from '../kit/value-fields';
import { BLOG_POST_STATUS_OPTIONS } from './blog-post-status';

export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
type BlogPostFormApi = UseFormReturn<BlogPostFormValues, unknown, BlogPostInput>;

/** The post form's state, empty or from the post being edited. */
export function useBlogPostForm(initial?: Partial<BlogPostInput>): BlogPostFormApi {
  return useResourceForm(blogPostInputSchema, {
    title: initial?.title ?? '',
    slug: initial?.slug ?? '',
    excerpt: initial?.excerpt ?? '',
    body: initial?.body ?? '',
    coverImageUrl: initial?.coverImageUrl ?? null,
    status: initial?.status ?? 'draft',
    publishAt: initial?.publishAt ?? null,
  });
}

/** A post's fields: title, slug (from the title when left empty), excerpt, cover, the article in Markdown with its preview, status and time. */
export function BlogPostForm(props: { form: BlogPostFormApi; onSave: (values: BlogPostInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  const { form } = props;
  const status = useWatch({ control: form.control, name: 'status' });
  return (
    <ResourceForm {...props}>
      <NameSlugFields<BlogPostFormValues> nameField="title" nameLabel="Title" slugHint="The post's address: /blog/<slug>. Lower-case letters, digits and hyphens." />
      <TextField<BlogPostFormValues> name="excerpt" label="Excerpt" hint="One or two sentences for the blog's list and search results (at most 300 characters)." />
      <FormImageField<BlogPostFormValues> name="coverImageUrl" label="Cover image" screen="blog-posts" />
      <MarkdownField<BlogPostFormValues> name="body" label="Article (Markdown)" screen="blog-posts" hint="Headings start with ##; links to the shop may be paths such as /shop." />
      <SelectField<BlogPostFormValues> name="status" label="Status" options={BLOG_POST_STATUS_OPTIONS} />
      {status === 'draft' ? null : (
        <DateTimeField<BlogPostFormValues>
          name="publishAt"
          label={status === 'scheduled' ? 'Publish at' : 'Publish date'}
          hint={status === 'scheduled' ? 'The post appears on the blog at this time, by itself.' : 'Leave empty to publish now.'}
        />
      )}
    </ResourceForm>
  );
}
