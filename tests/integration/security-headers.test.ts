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

/** The executable inline scripts of a page (no src, not a JSON data block) with their nonce attribute. */
function inlineScripts(html: string): Array<{ nonce: string | null; body: string }> {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, attributes, body]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes!)?.[1] ?? null, body: body! }));
}

describe('Content-Security-Policy', () => {
  it('every inline script of a server-rendered page carries the response’s own nonce, new on each response', async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/shop', '/new-arrivals']) {
      const response = await get(app, path);
      expect(response.status, path).toBe(200);
      const scriptSrc = policyOf(response).get('script-src')!;
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce, path).toBeTruthy();
      const scripts = inlineScripts(await response.text());
      // The early-input holder and the entry that starts after the first paint.
      expect(scripts.length, path).toBe(2);
      for (const script of scripts) expect(script.nonce, path).toBe(nonce);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('allows scripts from the shop only, no plugins, no foreign base URL and no framing', async () => {
    const policy = policyOf(await get(app, '/'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // WebAssembly may compile (the counter's QR decoder, docs/decisions/042); JavaScript eval may not.
    expect(policy.get('script-src')!.filter((value) => !value.startsWith("'nonce-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
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
