import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { StaticClient } from './static-client';

let root: string;
let app: Hono;
const script = `console.log("app");${' '.repeat(2000)}`;
const big = `console.log("big");${'/* twins */'.repeat(400)}`;
const builtBrotli = brotliCompressSync(big);
const builtGzip = gzipSync(big, { level: 1 });
const shell = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(64)}</body></html>`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-client-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), shell);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'big-def456.js'), big);
  writeFileSync(join(root, 'assets', 'big-def456.js.br'), builtBrotli);
  writeFileSync(join(root, 'assets', 'big-def456.js.gz'), builtGzip);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Toy Shop"}');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{"client/main.tsx":{"file":"assets/index-abc123.js"}}');
  const client = new StaticClient(root);
  app = new Hono();
  app.get('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  app.get('*', (c) => client.serve(c) ?? c.text('Not found', 404));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serving the built PWA', () => {
  it('marks hashed assets immutable', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('never lets the app shell, service worker or manifest be cached without revalidation', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers client routes with the app shell (SPA fallback)', async () => {
    for (const path of ['/shop', '/product/abc', '/admin/settings', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(shell);
    }
  });

  it('gives a real 404 for a missing file and for unknown /api paths', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    // The build's manifest of chunks is the build's, not a file of the shop.
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('sends brotli to clients that accept it, gzip to those that accept only gzip, and identical bytes once decoded', async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("serves the build's own .br and .gz twins, and never the twins as files of their own", async () => {
    const br = await app.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer()).equals(builtBrotli)).toBe(true);
    const gzip = await app.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(Buffer.from(await gzip.arrayBuffer()).equals(builtGzip)).toBe(true);
    // Held only compressed, it is still whole for a client that takes no encoding.
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(big)));
    expect(await plain.text()).toBe(big);
    expect((await app.request('/assets/big-def456.js.br')).status).toBe(404);
    expect((await app.request('/assets/big-def456.js.gz')).status).toBe(404);
  });
});
