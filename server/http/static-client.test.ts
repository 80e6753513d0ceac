import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { StaticClient } from './static-client';

let root: string;
let app: Hono;
const shell = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(64)}</body></html>`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-client-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), shell);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), `console.log("app");${' '.repeat(2000)}`);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Toy Shop"}');
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
    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('sends gzip to clients that accept it', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body.startsWith('console.log("app");')).toBe(true);
  });
});
