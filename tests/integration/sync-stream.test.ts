import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insertInto('products').values({ id: 'p-yoyo', name: 'Yo-yo', price: 499 }).execute();
  await t.deps.db.insertInto('inventory').values({ id: 'i-yoyo', product_id: 'p-yoyo', variant_id: null, country: 'US', stock: 9 }).execute();
});
afterAll(async () => {
  await t?.close();
});

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads the SSE body until `done(text)` holds or the stream ends; fails after `ms`. */
async function readUntil(reader: Reader, done: (text: string, ended: boolean) => boolean, ms = 5000): Promise<{ text: string; ended: boolean }> {
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const deadline = Date.now() + ms;
  while (!done(text, ended)) {
    if (ended) throw new Error(`stream ended before the expected text; got:\n${text}`);
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out after ${ms} ms; got:\n${text}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
    ]);
    if (chunk === 'timeout') continue;
    if (chunk.done) ended = true;
    else text += decoder.decode(chunk.value, { stream: true });
  }
  return { text, ended };
}

function changeEvents(text: string): Array<{ collections: string[] }> {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').includes('event: change'))
    .map((block) => JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice('data: '.length)));
}

describe('GET /api/sync/stream', () => {
  it('tells an open stream which collections changed, and forgets a client that goes away', async () => {
    const listenersBefore = t.deps.changes.listenerCount;
    const response = await new TestClient(t).get('/api/sync/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes(': connected'));
    expect(t.deps.changes.listenerCount).toBe(listenersBefore + 1);

    await t.deps.db.updateTable('products').set({ price: 599 }).where('id', '=', 'p-yoyo').execute();
    const { text } = await readUntil(reader, (seen) => changeEvents(seen).some((event) => event.collections.includes('products')));
    expect(text).toMatch(/event: change\ndata: \{"collections":\["products"\]\}\n\n/);

    // Stock travels inside its product: a stock change is a change to products.
    await t.deps.db.updateTable('inventory').set({ stock: 2 }).where('product_id', '=', 'p-yoyo').execute();
    const stockEvents = await readUntil(reader, (seen) => changeEvents(seen).length > 0);
    expect(changeEvents(stockEvents.text)).toEqual([{ collections: ['products'] }]);

    await reader.cancel();
    await expect.poll(() => t.deps.changes.listenerCount).toBe(listenersBefore);
  });

  it('ends every open stream when the change feed stops, so shutdown is not held up', async () => {
    const streams = await Promise.all([1, 2].map(async () => (await new TestClient(t).get('/api/sync/stream')).body!.getReader()));
    for (const reader of streams) await readUntil(reader, (text) => text.includes(': connected'));

    await t.deps.changes.stop();
    for (const reader of streams) {
      const { ended } = await readUntil(reader, (_text, ended) => ended, 2000);
      expect(ended).toBe(true);
    }
    expect(t.deps.changes.listenerCount).toBe(0);

    // A stream opened after the stop ends at once.
    const late = (await new TestClient(t).get('/api/sync/stream')).body!.getReader();
    expect((await readUntil(late, (_text, ended) => ended, 2000)).ended).toBe(true);
  });
});
