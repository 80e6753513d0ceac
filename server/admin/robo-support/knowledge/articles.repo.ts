import { sql, type Kysely } from 'kysely';
import type { AdminArticle, ArticleInput, ArticleListQuery } from '../../../../shared/support/articles';
import type { DB } from '../../../db/schema';
import type { SupportTopicId } from '../../../../shared/support/topics';
import { markdownToText, renderMarkdown } from '../../../content/markdown';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../../platform/list';
import { lifecycleOf } from '../../../platform/records';

const SORT: ListSort = {
  sortable: {
    title: 'support_articles.title',
    topic: 'support_articles.topic',
    displayOrder: 'support_articles.display_order',
    updatedAt: 'support_articles.updated_at',
  },
  defaultSort: 'displayOrder.asc',
  tiebreaker: 'support_articles.id',
};

function selectArticles(db: Kysely<DB>) {
  return db
    .selectFrom('support_articles')
    .select([
      'id', 'slug', 'title', 'topic', 'body_markdown', 'body_html', 'keywords', 'is_published', 'display_order',
      'deleted_at', 'updated_at', 'sync_seq',
    ]);
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['executeTakeFirstOrThrow']>>;

function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    topic: row.topic as SupportTopicId,
    bodyMarkdown: row.body_markdown,
    bodyHtml: row.body_html,
    keywords: row.keywords,
    isPublished: row.is_published,
    displayOrder: Number(row.display_order),
    ...lifecycleOf(row),
  };
}

function filtered(db: Kysely<DB>, query: ArticleListQuery) {
  // `active` is the kit's "shown to shoppers" filter: for an article, published.
  const { active, ...rest } = query;
  let builder = searchedAndFiltered(selectArticles(db), rest, {
    table: 'support_articles',
    search: ['support_articles.title', 'support_articles.slug', 'support_articles.body_text'],
  });
  if (query.topic) builder = builder.where('support_articles.topic', '=', query.topic);
  if (active) builder = builder.where(sql<boolean>`support_articles.is_published = ${active === 'yes'}`);
  return builder;
}

const CSV: CsvExport<AdminArticle> = {
  name: 'knowledge-base-articles',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'title', value: (row) => row.title },
    { header: 'slug', value: (row) => row.slug },
    { header: 'topic', value: (row) => row.topic },
    { header: 'keywords', value: (row) => row.keywords.join('; ') },
    { header: 'published', value: (row) => row.isPublished },
    { header: 'display_order', value: (row) => row.displayOrder },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The articles list (a page, or every row as CSV). */
export const articleList = listAndCsv(filtered, SORT, toAdminArticle, CSV);

export async function findArticle(db: Kysely<DB>, id: string): Promise<AdminArticle | undefined> {
  const row = await selectArticles(db).where('id', '=', id).executeTakeFirst();
  return row && toAdminArticle(row);
}

/** The columns an input writes: the Markdown, and its sanitised HTML and plain text rendered on save. */
export function articleColumns(input: ArticleInput) {
  return {
    title: input.title,
    slug: input.slug,
    topic: input.topic,
    body_markdown: input.bodyMarkdown,
    body_html: renderMarkdown(input.bodyMarkdown),
    body_text: markdownToText(input.bodyMarkdown),
    // One keyword once, in the case staff typed it first.
    keywords: input.keywords.filter((keyword, index) => input.keywords.findIndex((other) => other.toLowerCase() === keyword.toLowerCase()) === index),
    is_published: input.isPublished,
  };
}
