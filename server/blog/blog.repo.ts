import { sql, type Kysely } from 'kysely';
import { BLOG_PAGE_SIZE, type BlogArticle, type BlogPage, type BlogPostSummary } from '../../shared/blog/blog';
import type { DB } from '../db/schema';

// The blog as shoppers see it: posts published from a time that has come (a scheduled post is
// published once its time passes: the clock decides at read time, no job flips a flag).

function publishedPosts(db: Kysely<DB>) {
  return db
    .selectFrom('blog_posts')
    .where('is_published', '=', true)
    .where('published_at', '<=', sql<Date>`now()`)
    .where('deleted_at', 'is', null);
}

const SUMMARY = ['slug', 'title', 'excerpt', 'cover_image_url', 'published_at', 'author_name'] as const;

function toSummary(row: { slug: string; title: string; excerpt: string; cover_image_url: string | null; published_at: Date | null; author_name: string }): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.cover_image_url,
    publishedAt: new Date(row.published_at!).toISOString(),
    authorName: row.author_name,
  };
}

/** One page of published posts, newest first. */
export async function blogPage(db: Kysely<DB>, page: number): Promise<BlogPage> {
  const [rows, count] = await Promise.all([
    publishedPosts(db)
      .select(SUMMARY)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE)
      .execute(),
    publishedPosts(db).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toSummary), page, pageCount: Math.max(1, Math.ceil(Number(count.count) / BLOG_PAGE_SIZE)) };
}

/** A published post by its slug, with the next older and next newer published posts; null when there is none. */
export async function blogArticle(db: Kysely<DB>, slug: string): Promise<BlogArticle | null> {
  const row = await publishedPosts(db).select([...SUMMARY, 'id', 'body_html', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const at = row.published_at!;
  const [previous, next] = await Promise.all([
    publishedPosts(db)
      .select(['slug', 'title'])
      .where(sql<boolean>`(published_at, id) < (${at}, ${row.id})`)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    publishedPosts(db)
      .select(['slug', 'title'])
      .where(sql<boolean>`(published_at, id) > (${at}, ${row.id})`)
      .orderBy('published_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { ...toSummary(row), html: row.body_html, updatedAt: new Date(row.updated_at).toISOString(), previous: previous ?? null, next: next ?? null };
}

/** Every published post's slug and last change, for sitemap.xml. */
export async function blogSitemapRows(db: Kysely<DB>): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await publishedPosts(db).select(['slug', 'updated_at']).orderBy('published_at', 'desc').execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
}
