import { sql, type Kysely } from 'kysely';
import type { AdminBlogPost, BlogPostInput, BlogPostListQuery } from '../../../shared/blog/blog-post.schema';
import { blogPostStatus } from '../../../shared/blog/blog';
import type { DB } from '../../db/schema';
import { renderMarkdown } from '../../content/markdown';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';
import type { AuditScope } from '../../platform/audit';

const SORT: ListSort = {
  sortable: { title: 'blog_posts.title', publishedAt: 'blog_posts.published_at', updatedAt: 'blog_posts.updated_at' },
  defaultSort: 'updatedAt.desc',
  tiebreaker: 'blog_posts.id',
};

function selectBlogPosts(db: Kysely<DB>) {
  return db.selectFrom('blog_posts').selectAll('blog_posts');
}

type BlogPostRow = Awaited<ReturnType<ReturnType<typeof selectBlogPosts>['executeTakeFirstOrThrow']>>;

function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    bodyHtml: row.body_html,
    coverImageUrl: row.cover_image_url,
    status: blogPostStatus(row.is_published, row.published_at),
    publishAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    authorName: row.author_name,
    ...lifecycleOf(row),
  };
}

function filtered(db: Kysely<DB>, query: BlogPostListQuery) {
  let builder = searchedAndFiltered(selectBlogPosts(db), query, { table: 'blog_posts', search: ['blog_posts.title', 'blog_posts.slug'] });
  // The status as the list shows it, decided by the clock the same way as blogPostStatus.
  if (query.status === 'draft') builder = builder.where('blog_posts.is_published', '=', false);
  if (query.status === 'published') builder = builder.where('blog_posts.is_published', '=', true).where('blog_posts.published_at', '<=', sql<Date>`now()`);
  if (query.status === 'scheduled') builder = builder.where('blog_posts.is_published', '=', true).where('blog_posts.published_at', '>', sql<Date>`now()`);
  return builder;
}

const CSV: CsvExport<AdminBlogPost> = {
  name: 'blog-posts',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'title', value: (row) => row.title },
    { header: 'slug', value: (row) => row.slug },
    { header: 'status', value: (row) => row.status },
    { header: 'publish_at', value: (row) => row.publishAt },
    { header: 'author', value: (row) => row.authorName },
    { header: 'excerpt', value: (row) => row.excerpt },
    { header: 'cover_image_url', value: (row) => row.coverImageUrl },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const blogPostList = listAndCsv(filtered, SORT, toAdminBlogPost, CSV);

export async function findBlogPost(db: Kysely<DB>, id: string): Promise<AdminBlogPost | undefined> {
  const row = await selectBlogPosts(db).where('blog_posts.id', '=', id).executeTakeFirst();
  return row && toAdminBlogPost(row);
}

/**
 * The columns an input writes: the Markdown and its sanitised HTML (rendered here, on save), and
 * "published from" — a draft has no time, a published post its time or now, a scheduled one its time.
 */
export function blogPostColumns(input: BlogPostInput) {
  const published = input.status !== 'draft';
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    body: input.body,
    body_html: renderMarkdown(input.body),
    cover_image_url: input.coverImageUrl,
    is_published: published,
    published_at: published ? (input.publishAt ?? new Date().toISOString()) : null,
  };
}

/** The author of a new post: the staff member who writes it. */
export function blogPostAuthor(actor: AuditScope['actor']) {
  return { author_user_id: actor.id, author_name: actor.name.trim() || actor.email };
}
