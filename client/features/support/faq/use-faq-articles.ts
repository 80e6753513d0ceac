import { useEffect, useState } from 'react';
import type { PublishedArticle } from '../../../../shared/support/articles';
import { fetchArticles, readStoredArticles } from '../knowledge/stored-articles';

export type FaqState =
  | { status: 'loading' }
  | { status: 'ready'; articles: PublishedArticle[]; fresh: boolean }
  | { status: 'unavailable' };

/**
 * The FAQ's articles: the device's copy at once (so the page reads offline once visited), then the
 * server's, which replaces the copy. Unavailable only when there is neither.
 */
export function useFaqArticles(): FaqState {
  const [state, setState] = useState<FaqState>(() => {
    const stored = readStoredArticles();
    return stored ? { status: 'ready', articles: stored.articles, fresh: false } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    fetchArticles()
      .then((stored) => live && setState({ status: 'ready', articles: stored.articles, fresh: true }))
      .catch(() => live && setState((current) => (current.status === 'ready' ? current : { status: 'unavailable' })));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
