import type { BlogArticle } from '../../../shared/blog/blog';
import { createLocalStore } from '../../lib/local-store';

// Posts read on this device, kept so they stay readable offline (docs/decisions/048): the article
// as the server answered it (its HTML sanitised there), newest read first. Only what was read is
// kept, at most READ_POSTS_KEPT of them (a few hundred KB of localStorage at most); the cover image
// is kept by the service worker's image cache.

export const READ_POSTS_KEPT = 20;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNeighbour = (value: unknown) => value === null || (typeof value === 'object' && isText((value as { slug?: unknown }).slug) && isText((value as { title?: unknown }).title));

function isArticle(value: unknown): value is BlogArticle {
  if (typeof value !== 'object' || value === null) return false;
  const post = value as Record<string, unknown>;
  return (
    isText(post.slug) && isText(post.title) && isText(post.excerpt) && isText(post.html) && isText(post.publishedAt) && isText(post.authorName) && isText(post.updatedAt) &&
    (post.coverImageUrl === null || isText(post.coverImageUrl)) && isNeighbour(post.previous) && isNeighbour(post.next)
  );
}

const parse = (stored: unknown): BlogArticle[] => (Array.isArray(stored) ? stored.filter(isArticle).slice(0, READ_POSTS_KEPT) : []);

export const readPosts = createLocalStore<BlogArticle[]>('toy-shop:read-posts', parse, []);

/** Keeps a post just read (replacing an older copy of it). */
export function rememberPost(article: BlogArticle): void {
  readPosts.update((posts) => [article, ...posts.filter((post) => post.slug !== article.slug)].slice(0, READ_POSTS_KEPT));
}

/** A post read earlier on this device, if it was. */
export function rememberedPost(slug: string): BlogArticle | undefined {
  return readPosts.read().find((post) => post.slug === slug);
}

/** Drops a post the shop no longer publishes (it answered 404). */
export function forgetPost(slug: string): void {
  if (rememberedPost(slug)) readPosts.update((posts) => posts.filter((post) => post.slug !== slug));
}
