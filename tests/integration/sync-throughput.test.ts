import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { MAX_PULL_BATCH, type PullResponse } from '../../shared/sync/protocol';

// Not a timed assertion: logs how long a device's first full product pull takes on this database.
const PRODUCTS = 10_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: PRODUCTS }, (_, index) => ({
    id: `p-${String(index).padStart(5, '0')}`,
    name: `Toy ${index}`,
    price: 500 + (index % 5000),
    price_uk: 400 + (index % 4000),
    description: 'A toy from the throughput test.',
    images: ['/images/a.webp', '/images/b.webp'],
  }));
  // One multi-row insert: one transaction, one xid, ordered by sequence.
  await t.deps.db.insertInto('products').values(rows).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('pull throughput', () => {
  it(`pulls ${PRODUCTS} products in batches of ${MAX_PULL_BATCH}`, async () => {
    const client = new TestClient(t);
    let query = '';
    let documents = 0;
    let requests = 0;
    const started = performance.now();
    for (;;) {
      const response = await client.get(`/api/sync/products/pull?limit=${MAX_PULL_BATCH}${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as PullResponse<unknown>;
      requests += 1;
      documents += body.documents.length;
      if (body.documents.length === 0) {
        if (documents >= PRODUCTS) break;
        await new Promise((resolve) => setTimeout(resolve, 50)); // held back behind another test's transaction
        continue;
      }
      query = `&xid=${body.checkpoint!.xid}&seq=${body.checkpoint!.seq}`;
    }
    const ms = performance.now() - started;
    console.log(JSON.stringify({ bench: 'sync-pull', database: t.kind, products: documents, batch: MAX_PULL_BATCH, requests, ms: Math.round(ms), productsPerSecond: Math.round((documents / ms) * 1000) }));
    expect(documents).toBe(PRODUCTS);
  });
});
