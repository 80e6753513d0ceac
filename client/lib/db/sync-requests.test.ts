import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPull, requestPush } from './sync-requests';

// The sync API's pull and push, through the one API client (docs/decisions/059).

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(response: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sync API calls', () => {
  it('pull from the start or after a checkpoint, and push rows as JSON', async () => {
    const fetch = answer(json({ documents: [], checkpoint: null }));
    await requestPull('products', 500);
    await requestPull('cart_items', 2000, { xid: '77', seq: 4 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/sync/products/pull?limit=500', '/api/sync/cart_items/pull?limit=2000&xid=77&seq=4']);

    answer(json([]));
    expect(await requestPush('favorites', [{ newDocumentState: { id: 'p1' } }])).toEqual([]);
    const failed = answer(json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, 401));
    await expect(requestPush('favorites', [])).rejects.toMatchObject({ name: 'ApiError', code: 'UNAUTHORIZED', status: 401 });
    expect(failed.mock.calls[0]).toMatchObject(['/api/sync/favorites/push', { method: 'POST', body: '[]' }]);
  });
});
