import * as z from 'zod';
import { imagePathField, markdownField, nameField } from '../admin/fields';
import { listQuerySchema } from '../admin/list-query';
import { slugSchema } from '../admin/slug';
import { text } from '../text.schema';
import { BLOG_POST_STATUSES, BLOG_TEXTS, type BlogPostStatus } from './blog';

// A blog post as the back office writes it (/admin/blog-posts, docs/decisions/048). The status is
// what staff choose; the server stores "published from <time>" (is_published + published_at), so
// a scheduled post reads as published once its time has come, with no job to flip it.

/** The longest article, in Markdown characters. */
export const BLOG_BODY_MAX = 100_000;

const instant = z.iso.datetime({ offset: true, message: BLOG_TEXTS.publishAtFormat }).nullable().default(null);

const blogPostFields = z.object({
  title: nameField(160, 'a title'),
  slug: slugSchema,
  excerpt: text().trim().min(1, BLOG_TEXTS.excerptRequired).max(300, BLOG_TEXTS.excerptLength),
  body: markdownField(BLOG_BODY_MAX, 'the article').refine((value) => value.trim() !== '', BLOG_TEXTS.bodyRequired),
  coverImageUrl: imagePathField,
  status: z.enum(BLOG_POST_STATUSES, BLOG_TEXTS.status),
  /** When a scheduled post publishes itself; for a published post, its date (now when left empty). */
  publishAt: instant,
});

/** The post's status and time agree: a scheduled post has a time to come; a published one none ahead. */
function statusAndTime(input: { status: BlogPostStatus; publishAt: string | null }, context: z.RefinementCtx) {
  const ahead = input.publishAt !== null && Date.parse(input.publishAt) > Date.now();
  if (input.status === 'scheduled' && !ahead) context.addIssue({ code: 'custom', path: ['publishAt'], message: BLOG_TEXTS.scheduleAhead });
  if (input.status === 'published' && ahead) context.addIssue({ code: 'custom', path: ['publishAt'], message: BLOG_TEXTS.publishedNotAhead });
}

export const blogPostInputSchema = blogPostFields.superRefine(statusAndTime);
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const blogPostUpdateSchema = blogPostFields.extend({ version: z.string().min(1) }).superRefine(statusAndTime);
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

/** The posts list: search by title or slug, filter by status and deleted. */
export const blogPostListQuerySchema = listQuerySchema({ status: z.enum(BLOG_POST_STATUSES).optional(), deleted: z.enum(['yes', 'no', 'all']).optional() });
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;
export const BLOG_POST_SORTS = ['title', 'publishedAt', 'updatedAt'] as const;

/** A post as the back office lists and edits it. */
export interface AdminBlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  bodyHtml: string;
  coverImageUrl: string | null;
  status: BlogPostStatus;
  /** When it was or will be published; null for a draft. */
  publishAt: string | null;
  authorName: string;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
