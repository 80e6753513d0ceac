import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { freshPage, matchesIfNoneMatch, PackedPage, type PageBody } from './page-response';

const body: PageBody = { status: 200, html: `<!doctype html><p>${'Rocket Robot £19.99 '.repeat(200)}</p>`, contentSecurityPolicy: "script-src 'self' 'sha256-abc'" };
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('matchesIfNoneMatch', () => {
  it('matches the ETag among others, weakly or not, and *', () => {
    expect(matchesIfNoneMatch('"abc.br"', '"abc.br"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc.br" , "y"', '"abc.br"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc.br"')).toBe(true);
    expect(matchesIfNoneMatch('"abc.gz"', '"abc.br"')).toBe(false);
    expect(matchesIfNoneMatch('"abc"', '"abc.br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc.br"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc.br"')).toBe(false);
  });
});

describe('a packed page', () => {
  it('holds the HTML in the encoding first asked for, and gives it in any other', async () => {
    for (const first of ['br', 'gzip', null] as const) {
      const packed = PackedPage.pack(body, 123, first);
      expect(text(brotliDecompressSync(packed.body('br'))), String(first)).toBe(body.html);
      expect(text(gunzipSync(packed.body('gzip'))), String(first)).toBe(body.html);
      expect(text(packed.body(null)), String(first)).toBe(body.html);
      expect(packed.expiresAt).toBe(123);
      // Its body in memory of its own, not a view of zlib's larger output chunk.
      expect(packed.body(first ?? 'br').buffer.byteLength, String(first)).toBeLessThanOrEqual(8192);
    }
  });

  it('compresses in a second encoding once, when first asked for it, and counts its bytes then', async () => {
    const packed = PackedPage.pack(body, null, 'br');
    const brOnly = packed.bytes;
    expect(brOnly).toBeGreaterThan(packed.body('br').byteLength);
    // Inflating for a client that takes no encoding keeps nothing more.
    packed.body(null);
    expect(packed.bytes).toBe(brOnly);
    const gz = packed.body('gzip');
    expect(packed.body('gzip')).toBe(gz);
    expect(packed.bytes).toBe(brOnly + gz.byteLength);
  });

  it('has the same validator as the page served once, which changes with the HTML and with the policy', async () => {
    const packed = PackedPage.pack(body, null, 'br');
    expect(freshPage(body).tag).toBe(packed.tag);
    expect(freshPage({ ...body, html: `${body.html} ` }).tag).not.toBe(packed.tag);
    expect(freshPage({ ...body, contentSecurityPolicy: "script-src 'self'" }).tag).not.toBe(packed.tag);
  });

  it('keeps its own bytes while later pages, larger and in other scripts, are compressed after it', () => {
    // Every page's HTML passes through one reused buffer on its way into the compressor.
    const pages = [
      body,
      { ...body, html: `<!doctype html><p>${'Lok\u00e9 \u6a5f\u68b0\u4eba \u{1F916} '.repeat(40_000)}</p>` },
      { ...body, html: '<!doctype html><p>short</p>' },
    ];
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = pages.map((page) => PackedPage.pack(page, null, encoding));
      const served = pages.map((page) => freshPage(page).body(encoding));
      const decode = (bytes: Uint8Array) => text(encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes));
      pages.forEach((page, index) => {
        expect(decode(packed[index]!.body(encoding)), `${encoding} packed ${index}`).toBe(page.html);
        expect(decode(served[index]!), `${encoding} served ${index}`).toBe(page.html);
      });
    }
  });

  it('served once, is compressed in the encoding asked for', () => {
    const fresh = freshPage(body);
    expect(text(brotliDecompressSync(fresh.body('br')))).toBe(body.html);
    expect(text(gunzipSync(fresh.body('gzip')))).toBe(body.html);
    expect(text(fresh.body(null))).toBe(body.html);
  });
});
