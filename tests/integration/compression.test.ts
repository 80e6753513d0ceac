import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/instances/instance-harness';

// The shop's answers on the wire (docs/decisions/076): over a real socket, so the bytes checked are
// the bytes a browser receives, encoded as it asked and identical once decoded.

let t: TestApp;
let server: ServerType;
let origin: string;
const PRODUCTS = 60;
// A last batch (fewer products than asked for): read and compressed as it streams. A full batch is
// kept, compressed once (docs/decisions/096): the last test.
const PULL = `/api/sync/products/pull?limit=${PRODUCTS + 1}`;
const FULL_PULL = `/api/sync/products/pull?limit=${PRODUCTS}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insertInto('categories').values({ id: 'c-figures', name: 'Figures', slug: 'figures', description: null }).execute();
  for (let index = 0; index < PRODUCTS; index += 1) {
    await t.deps.db.insertInto('products').values({
      id: `p-${String(index).padStart(3, '0')}`, name: `Robot ${index}`, price: 1999 + index, price_uk: 1599 + index, image_url: null, images: [],
      description: `Robot number ${index} walks, talks and lights up. Batteries included; ages 5 and up.`, category_id: 'c-figures', brand_id: null,
    }).execute();
  }
  server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A pull holds back rows newer than the oldest transaction open on the whole PostgreSQL server (another
  // file's, on a loaded machine: docs/decisions/002): every test below compares whole answers, so they
  // start once a pull holds all the products.
  await waitFor(async () => (JSON.parse((await get(PULL)).body.toString('utf8')) as { documents: unknown[] }).documents.length === PRODUCTS, 30_000, 'a pull holding every product');
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The raw bytes of an answer, as they came over the socket (node:http decodes nothing). */
function get(path: string, headers: Record<string, string> = {}, options: { firstChunkOnly?: boolean } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (options.firstChunkOnly) {
          req.destroy();
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (error) => (options.firstChunkOnly ? undefined : reject(error)));
    req.end();
  });
}


describe('answers are compressed as the client asks', () => {
  it('a sync pull comes in brotli when the browser accepts it, and decodes to the very bytes sent unencoded', async () => {
    const plain = await get(PULL);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString('utf8')) as { documents: unknown[] }).documents).toHaveLength(PRODUCTS);

    const br = await get(PULL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('gzip for a client without brotli, the same bytes once decoded', async () => {
    const plain = await get(PULL);
    const gzip = await get(PULL, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("follows the client's weights", async () => {
    const gzip = await get(PULL, { 'accept-encoding': 'br;q=0.2, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await get(PULL, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a full sync batch, kept compressed, goes with its length and decodes to the same answer in each encoding', async () => {
    const plain = await get(PULL);
    for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const full = await get(FULL_PULL, { 'accept-encoding': accept });
      expect(full.status, accept).toBe(200);
      expect(full.headers['content-encoding'], accept).toBe(encoding);
      expect(full.headers['content-length'], accept).toBe(String(full.body.length));
      expect(full.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(full.headers['content-type'], accept).toMatch(/^application\/json/);
      const decoded = encoding === 'br' ? brotliDecompressSync(full.body) : encoding === 'gzip' ? gunzipSync(full.body) : full.body;
      expect(decoded.equals(plain.body), accept).toBe(true);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await get('/api/sync/categories/pull', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never buffers the change stream: events go out unencoded, as they happen', async () => {
    const stream = await get('/api/sync/stream', { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' }, { firstChunkOnly: true });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString('utf8')).toContain(': connected');
  });
});
