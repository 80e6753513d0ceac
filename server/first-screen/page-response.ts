import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding, type ContentEncoding } from '../http/compression';

/** A page as the server built it: the HTML, its status, and its Content-Security-Policy (with its inline scripts' hashes). */
export interface PageBody {
  status: 200 | 404;
  html: string;
  contentSecurityPolicy: string;
}

/** A page ready to send in any encoding, with the validator of its content. */
export interface ServedPage {
  status: 200 | 404;
  contentSecurityPolicy: string;
  /** A strong validator of the HTML and its policy; each encoding's ETag adds its own suffix. */
  tag: string;
  /** The body in this encoding (null: none). */
  body(encoding: ContentEncoding | null): Uint8Array;
}

// A page's compressed bytes come out in pieces small enough for Node's shared pool (under 4 KB) and
// are then copied into a buffer of their own: a 16 KB piece each would be memory of its own until a
// collection, and such pieces, freed between the pages kept, are what the allocator keeps at rest.
const OUTPUT_CHUNK_BYTES = 4000;

// Brotli at 5: /shop's 133 KB of HTML in 1.5 ms to 17.4 KB, where gzip at 6 takes 1.2 ms for 21.2 KB
// (brotli at 4: 0.9 ms, 18.7 KB). A page is compressed once per catalogue change and sent many times,
// so the smaller bytes win; 6 (the /api answers' quality, docs/decisions/076) took nearly twice as long
// on this HTML for 0.3 % fewer bytes, and 11 (the default) tens of milliseconds a page.
// A 256 KB window holds any page whole; the default 4 MB one only makes the encoder's memory bigger.
const brotliOptions = (size: number) => ({
  chunkSize: OUTPUT_CHUNK_BYTES,
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

// What a kept page holds besides its bodies (its key, validator and policy, the objects around them).
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * The page's HTML as UTF-8 in one buffer reused by every page (grown for a larger page): the bytes
 * are read by the compressor at once and never leave here, so no page leaves its HTML's bytes behind
 * for a collection to free (docs/decisions/110).
 */
let htmlScratch = Buffer.allocUnsafeSlow(256 * 1024);

function scratchBytes(html: string): Buffer {
  if (html.length * 3 > htmlScratch.length) htmlScratch = Buffer.allocUnsafeSlow(html.length * 3);
  return htmlScratch.subarray(0, htmlScratch.write(html, 0, 'utf8'));
}

const compressBytesSync = (encoding: ContentEncoding, html: Buffer): Buffer =>
  encoding === 'br' ? brotliCompressSync(html, brotliOptions(html.length)) : gzipSync(html, { chunkSize: OUTPUT_CHUNK_BYTES });
const compressSync = (encoding: ContentEncoding, html: string): Buffer => compressBytesSync(encoding, scratchBytes(html));

/**
 * The bytes in a buffer of their own: zlib's output is a view of its output chunk (a slab of Node's
 * shared pool, or a larger chunk), which a kept 5 KB page would otherwise hold on to.
 */
const ownBytes = (body: Buffer): Buffer => Buffer.from(body);
const decompressSync = (encoding: ContentEncoding, body: Buffer): Buffer => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body));

/** The validator of a page: the same on every instance that builds the same HTML under the same policy. */
function tagOf(body: PageBody): string {
  return createHash('sha256').update(body.contentSecurityPolicy).update('\n').update(body.html).digest('base64url').slice(0, 27);
}

/**
 * A page kept compressed: in the encoding its first request asked for, and in the other once a
 * client asks for that (made once, then kept too), so a kept page costs no compression after its
 * first request in each encoding. Browsers ask for brotli: most pages are only ever held in it.
 */
export class PackedPage implements ServedPage {
  private readonly bodies = new Map<ContentEncoding, Buffer>();

  private constructor(
    readonly status: 200 | 404,
    readonly contentSecurityPolicy: string,
    readonly tag: string,
    readonly expiresAt: number | null,
    encoding: ContentEncoding,
    body: Buffer,
  ) {
    this.bodies.set(encoding, body);
  }

  /**
   * Compresses the page in `encoding` (brotli when the client takes neither). On the event loop, as
   * the gzip of every page was: zlib's thread pool cost more CPU in its streams than it saved here.
   */
  static pack(page: PageBody, expiresAt: number | null, encoding: ContentEncoding | null): PackedPage {
    const kept = encoding ?? 'br';
    return new PackedPage(page.status, page.contentSecurityPolicy, tagOf(page), expiresAt, kept, ownBytes(compressSync(kept, page.html)));
  }

  /** Bytes the page holds in memory. */
  get bytes(): number {
    let bytes = this.contentSecurityPolicy.length + ENTRY_OVERHEAD_BYTES;
    for (const body of this.bodies.values()) bytes += body.byteLength;
    return bytes;
  }

  body(encoding: ContentEncoding | null): Uint8Array {
    if (encoding) {
      const held = this.bodies.get(encoding);
      if (held) return held;
    }
    const [heldEncoding, heldBody] = this.bodies.entries().next().value!;
    const html = decompressSync(heldEncoding, heldBody);
    if (!encoding) return html;
    const body = ownBytes(compressBytesSync(encoding, html));
    this.bodies.set(encoding, body);
    return body;
  }
}

/** A page served once and not kept: compressed in the one encoding asked for. */
export function freshPage(body: PageBody): ServedPage {
  return {
    status: body.status,
    contentSecurityPolicy: body.contentSecurityPolicy,
    tag: tagOf(body),
    body: (encoding) => (encoding ? compressSync(encoding, body.html) : Buffer.from(body.html, 'utf8')),
  };
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks of If-None-Match). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The page's response: in the encoding the client prefers, with a strong ETag per encoding, and a
 * 304 without a body when If-None-Match names it. Always revalidated (`no-cache`), so a deploy or a
 * catalogue change is seen at once; it differs by the country cookie (`vary: cookie`; the regional
 * domain is in the URL) and by the encoding asked for.
 */
export function sendPage(c: Context, page: ServedPage): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const etag = `"${page.tag}${encoding ? ENCODING_SUFFIX[encoding] : ''}"`;
  const headers: Record<string, string> = {
    'cache-control': 'no-cache',
    vary: 'accept-encoding, cookie',
    'content-security-policy': page.contentSecurityPolicy,
  };
  // A 404 page is not validated: only what exists is revalidated.
  if (page.status === 200) {
    headers.etag = etag;
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  }
  headers['content-type'] = 'text/html; charset=UTF-8';
  if (encoding) headers['content-encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, page.status, headers);
  return c.body(page.body(encoding) as Uint8Array<ArrayBuffer>, page.status, headers);
}
