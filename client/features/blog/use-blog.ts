import { useEffect, useState } from 'react';
import type { BlogArticle, BlogPage } from '../../../shared/blog/blog';
import { ApiError, apiRequest } from '../../lib/api/api-client';
import { forgetPost, rememberPost, rememberedPost } from './read-posts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T; fromDevice?: boolean } | { state: 'missing' } | { state: 'offline' } | { state: 'error'; message: string };

/** One page of the blog's list. */
export function useBlogPage(page: number): Loaded<BlogPage> {
  // The answer with the page it was for: loading while the page asked for differs.
  const [answer, setAnswer] = useState<{ page: number; loaded: Loaded<BlogPage> } | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (loaded: Loaded<BlogPage>) => live && setAnswer({ page, loaded });
    apiRequest<BlogPage>('GET', '/api/blog', { query: { page } })
      .then((value) => settle({ state: 'ready', value }))
      .catch((failure: unknown) => settle(failure instanceof ApiError && failure.code === 'NETWORK' ? { state: 'offline' } : { state: 'error', message: messageOf(failure) }));
    return () => {
      live = false;
    };
  }, [page]);
  return answer?.page === page ? answer.loaded : { state: 'loading' };
}

/**
 * One post: from the shop, kept on the device as it arrives; from the device when the shop cannot
 * be reached (offline) and it was read here before. The page is keyed by its slug (blog.$slug.tsx),
 * so a new slug starts from loading.
 */
export function useBlogArticle(slug: string): Loaded<BlogArticle> {
  const [loaded, setLoaded] = useState<Loaded<BlogArticle>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest<{ article: BlogArticle }>('GET', `/api/blog/${encodeURIComponent(slug)}`)
      .then(({ article }) => {
        rememberPost(article);
        if (live) setLoaded({ state: 'ready', value: article });
      })
      .catch((failure: unknown) => {
        if (!live) return;
        if (failure instanceof ApiError && failure.status === 404) {
          forgetPost(slug);
          return setLoaded({ state: 'missing' });
        }
        const kept = rememberedPost(slug);
        if (kept) return setLoaded({ state: 'ready', value: kept, fromDevice: true });
        setLoaded(failure instanceof ApiError && failure.code === 'NETWORK' ? { state: 'offline' } : { state: 'error', message: messageOf(failure) });
      });
    return () => {
      live = false;
    };
  }, [slug]);
  return loaded;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
