import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishedArticle } from '../../../../shared/support/articles';
import { askKnowledgeBase } from './ask-knowledge-base';
import { readStoredArticles } from './stored-articles';

// askKnowledgeBase, the chat's one call: the server's answer when it is reachable (and the device's
// copy refreshed when old), the device's own index when the network fails, the failure when the
// device has no copy, and every other failure passed on.

const ARTICLES: PublishedArticle[] = [
  { slug: 'returns-policy', title: 'What is your returns policy?', topic: 'returns-refunds', keywords: ['return', 'money back'], html: '<p>x</p>', text: 'Unopened items within 30 days in the US.\n\nFaulty items are replaced.' },
  { slug: 'delivery-cost', title: 'How much does delivery cost?', topic: 'orders-delivery', keywords: ['shipping', 'postage'], html: '<p>x</p>', text: 'Free over 99.' },
];

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askKnowledgeBase', () => {
  it('answers from the server when it is reachable, and keeps a copy of the articles on the device', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/answer') ? json({ kind: 'unknown', followUps: [] }) : json({ articles: ARTICLES }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await askKnowledgeBase('hello there')).toEqual({ kind: 'unknown', followUps: [], answeredBy: 'server' });
    await vi.waitFor(() => expect(readStoredArticles()?.articles).toEqual(ARTICLES));
  });

  it('answers from the device’s index when the network fails, with the same "good enough" rule', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => json({ articles: ARTICLES }, url.endsWith('/answer') ? 500 : 200)));
    await expect(askKnowledgeBase('returns')).rejects.toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(readStoredArticles()).toBeNull());

    vi.stubGlobal('fetch', vi.fn(async () => json({ articles: ARTICLES })));
    await askKnowledgeBase('hello');
    await vi.waitFor(() => expect(readStoredArticles()).not.toBeNull());

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const answer = await askKnowledgeBase('can I get my money back on a return?');
    expect(answer).toMatchObject({ kind: 'answer', answeredBy: 'device', article: { slug: 'returns-policy', url: '/faq#returns-policy', quote: 'Unopened items within 30 days in the US.' } });
    expect(await askKnowledgeBase('what is the capital of France')).toMatchObject({ kind: 'unknown', answeredBy: 'device' });
  }, 30_000); // the first answer offline loads the index module

  it('passes the network failure on when the device has no copy of the articles', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(askKnowledgeBase('returns')).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
