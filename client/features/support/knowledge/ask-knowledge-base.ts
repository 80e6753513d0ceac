import type { AnsweredBy, SupportAnswer } from '../../../../shared/support/knowledge';
import { ApiError, apiRequest } from '../../../lib/api/api-client';
import { fetchArticles, readStoredArticles, REFRESH_AFTER_MS, type StoredArticles } from './stored-articles';
import type { DeviceIndex } from './device-index';

/** Answers that mean the server could not be reached (no network, or a gateway with no server behind it). */
const UNREACHABLE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Asks the knowledge base a shopper's question (the chat calls only this). Online: the server's
 * full-text search (POST /api/support/knowledge/answer), and the device's copy of the articles is
 * refreshed in the background when it is old. When the server cannot be reached: the device's own
 * index of its copy (device-index.ts, loaded only then), with the same "good enough" rule.
 * Throws the ApiError when offline with no copy on the device, and for every other failure.
 */
export async function askKnowledgeBase(question: string): Promise<SupportAnswer & { answeredBy: AnsweredBy }> {
  try {
    const answer = await apiRequest<SupportAnswer>('POST', '/api/support/knowledge/answer', { body: { question } });
    refreshCopyWhenOld();
    return { ...answer, answeredBy: 'server' };
  } catch (failure) {
    if (!(failure instanceof ApiError) || !UNREACHABLE_STATUSES.has(failure.status)) throw failure;
    const index = await deviceIndex();
    if (!index) throw failure;
    return { ...index.answer(question), answeredBy: 'device' };
  }
}

let built: { stored: StoredArticles; index: DeviceIndex } | null = null;

/** The index of the device's copy, built once per copy; null when the device has none. */
async function deviceIndex(): Promise<DeviceIndex | null> {
  const stored = readStoredArticles();
  if (!stored || stored.articles.length === 0) return null;
  if (built?.stored.fetchedAt !== stored.fetchedAt) {
    const { buildDeviceIndex } = await import('./device-index');
    built = { stored, index: buildDeviceIndex(stored.articles) };
  }
  return built.index;
}

function refreshCopyWhenOld(): void {
  const stored = readStoredArticles();
  if (stored && Date.now() - stored.fetchedAt < REFRESH_AFTER_MS) return;
  fetchArticles().catch(() => undefined);
}
