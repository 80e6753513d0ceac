import type { PublishedArticle, PublishedArticles } from '../../../../shared/support/articles';
import { apiRequest } from '../../../lib/api/api-client';

// The device's copy of the published articles (docs/decisions/050): kept in local storage, replaced
// on every successful GET /api/support/knowledge/articles, read by the FAQ while offline and by the
// device's index when the assistant cannot reach the server.

const STORAGE_KEY = 'toy-shop:knowledge-articles:v1';

/** How old the copy may get before the assistant refreshes it in the background after an answer. */
export const REFRESH_AFTER_MS = 10 * 60 * 1000;

export interface StoredArticles {
  articles: PublishedArticle[];
  /** When the copy was fetched (ms since the epoch). */
  fetchedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The copy on this device, or null when there is none (or it cannot be read). */
export function readStoredArticles(): StoredArticles | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredArticles;
    return Array.isArray(stored.articles) && typeof stored.fetchedAt === 'number' ? stored : null;
  } catch {
    return null;
  }
}

/** The published articles from the server; the device's copy is replaced with them. */
export async function fetchArticles(): Promise<StoredArticles> {
  const { articles } = await apiRequest<PublishedArticles>('GET', '/api/support/knowledge/articles');
  const stored: StoredArticles = { articles, fetchedAt: Date.now() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage keeps the old copy: the page still shows what it fetched.
  }
  return stored;
}
