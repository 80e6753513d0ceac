import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeFakeClientBuild } from '../support/fake-client-build';

// The Content-Security-Policy and HSTS headers (docs/decisions/025) over a real database (PGlite or
// PostgreSQL, per vitest project) and a tiny fake build. That the built shop runs under the policy
// without a single violation is proven in Chromium (tests/e2e/content-security-policy.spec.ts).
let t: TestApp;
let dist: string;
let entries: string;
let app: App;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(80)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('csp-dist-', shell);
  entries = mkdtempSync(join(tmpdir(), 'csp-entries-'));
  writeFileSync(join(entries, 'entry.js'), 'export async function renderFirstScreen() { return "<main>Shop</main>"; }');
  app = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(join(entries, 'entry.js'), t.deps.log) });
});
afterAll(async () => {
  await t?.close();
  for (const dir of [dist, entries]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (target: App, path: string, base = t.config.publicUrl) => target.request(new URL(path, base).toString());

function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(header!.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** The executable inline scripts of a page (no src, not a JSON data block), with their nonce attribute if any. */
function inlineScripts(html: string): Array<{ nonce: string | null; body: string }> {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, attributes, body]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes!)?.[1] ?? null, body: body! }));
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('allows exactly the inline scripts of a server-rendered page, by their SHA-256, in that page’s own policy: kept, revalidated or not', async () => {
    for (const path of ['/', '/shop', '/new-arrivals', '/shop?category=robots']) {
      const first = await get(app, path);
      expect(first.status, path).toBe(200);
      const html = await first.text();
      const scripts = inlineScripts(html);
      // The early-input holder and the entry that starts after the first paint.
      expect(scripts.length, path).toBe(2);
      const scriptSrc = policyOf(first).get('script-src')!;
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(scripts.map((script) => sha256Source(script.body)).sort());
      expect(scriptSrc.some((source) => source.startsWith("'nonce-")), path).toBe(false);
      // Served again from memory, and revalidated with a 304, under the same policy.
      const again = await get(app, path);
      expect(await again.text(), path).toBe(html);
      expect(again.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'));
      const revalidated = await app.request(new URL(path, t.config.publicUrl).toString(), { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'));
    }
  });

  it('allows no inline script at all on any other response', async () => {
    for (const path of ['/about', '/cart', '/no-such-page', '/api/health']) {
      const scriptSrc = policyOf(await get(app, path)).get('script-src')!;
      expect(scriptSrc, path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  });

  it('allows scripts from the shop only, no plugins, no foreign base URL and no framing', async () => {
    const policy = policyOf(await get(app, '/'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // WebAssembly may compile (the counter's QR decoder, docs/decisions/042); JavaScript eval may not.
    expect(policy.get('script-src')!.filter((value) => !value.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // The region prompt's IP look-ups are asked from the browser.
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://ipapi.co', 'https://ipwho.is']);
  });

  it('is on every HTML response (the app shell of client routes too) and on /api answers, which still work', async () => {
    for (const path of ['/', '/about', '/profile', '/admin/products', '/checkout']) {
      const response = await get(app, path);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(policyOf(response).get('frame-ancestors'), path).toEqual(["'none'"]);
    }
    const health = await get(app, '/api/health');
    expect(health.status).toBe(200);
    expect(policyOf(health).get('default-src')).toEqual(["'self'"]);
    const missing = await get(app, '/api/no-such-thing');
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent while the shop is public over http', async () => {
    expect(t.config.publicUrl).toMatch(/^http:/);
    expect((await get(app, '/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get(app, '/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent on every response once PUBLIC_URL is https', async () => {
    const publicUrl = 'https://toyshop.example';
    const secure = createApp({ ...t.deps, config: { ...t.deps.config, publicUrl } }, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
    for (const path of ['/', '/api/health']) {
      expect((await get(secure, path, publicUrl)).headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    }
  });
});
