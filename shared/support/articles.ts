import * as z from 'zod';
import { activeDeletedFilters, markdownField, nameField } from '../admin/fields';
import { listQuerySchema } from '../admin/list-query';
import { slugSchema } from '../admin/slug';
import { text } from '../text.schema';
import { SUPPORT_TOPIC_IDS, type SupportTopicId } from './topics';

/** A published article as the FAQ and the device's index read it (GET /api/support/knowledge/articles). */
export interface PublishedArticle {
  slug: string;
  title: string;
  topic: string;
  keywords: string[];
  /** The sanitised HTML the server rendered on save. */
  html: string;
  /** The same body as plain text, paragraphs separated by blank lines (quotes and the device's index). */
  text: string;
}

export interface PublishedArticles {
  articles: PublishedArticle[];
}

/** Where a shopper reads an article whole: its anchor on the FAQ. */
export const articleUrl = (slug: string): string => `/faq#${slug}`;

/** A keyword: a shopper's word or phrase for what the article answers. */
const keyword = text().trim().min(1).max(60, 'A keyword is at most 60 characters');

/** An article as the back office creates or edits it. Its place in its topic is the display order. */
export const articleInputSchema = z.object({
  title: nameField(160, 'a title'),
  slug: slugSchema,
  topic: z.enum(SUPPORT_TOPIC_IDS, 'Choose a topic'),
  bodyMarkdown: markdownField(20_000, 'the article').refine((value) => value.trim().length > 0, 'Write the article'),
  keywords: z.array(keyword).max(40, 'At most 40 keywords').default([]),
  isPublished: z.boolean().default(false),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const articleUpdateSchema = articleInputSchema.extend({ version: z.string().min(1) });

/** The articles list: search by title, slug or text, filter by topic, published (`active`) and deleted. */
export const articleListQuerySchema = listQuerySchema({
  topic: z.enum(SUPPORT_TOPIC_IDS).optional(),
  ...activeDeletedFilters,
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
export const ARTICLE_SORTS = ['title', 'topic', 'displayOrder', 'updatedAt'] as const;

/** An article as staff list and edit it. */
export interface AdminArticle {
  id: string;
  title: string;
  slug: string;
  topic: SupportTopicId;
  bodyMarkdown: string;
  bodyHtml: string;
  keywords: string[];
  isPublished: boolean;
  displayOrder: number;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}

/** A question the assistant could not answer, for staff to write the missing article. */
export interface UnansweredQuestion {
  id: string;
  question: string;
  timesAsked: number;
  firstAskedAt: string;
  lastAskedAt: string;
}

export const unansweredListQuerySchema = listQuerySchema({});
export type UnansweredListQuery = z.infer<typeof unansweredListQuerySchema>;
