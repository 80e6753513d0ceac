import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { chooseEncoding, type ContentEncoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

// .wasm: the counter's QR decoder (zxing-wasm) halves gzipped (953 kB → 416 kB).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.wasm']);

interface StaticFile {
  /**
   * The file's own bytes. A file with a gzip twin is held only compressed, and inflated for the rare
   * client that takes no encoding (every browser asks for br or gzip): the build's plain copies were
   * 2.7 MB of the server's memory for answers almost never sent (docs/decisions/110).
   */
  body(): Uint8Array;
  /** The same bytes encoded, by encoding (none for files that do not compress or are tiny). */
  encoded: Partial<Record<ContentEncoding, Uint8Array>>;
  contentType: string;
  cacheControl: string;
}

/** The build writes `.br` and `.gz` beside each file (vite.config.ts, docs/decisions/076). */
const PRECOMPRESSED: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const PRECOMPRESSED_EXTENSIONS = new Set(Object.values(PRECOMPRESSED));

/** A file the build left without a brotli twin (the service worker's) is compressed here if it is this small. */
const BROTLI_AT_LOAD_LIMIT = 64 * 1024;

/** Hashed build assets never change; everything else (index.html, sw.js, manifest) revalidates. */
function cacheControlFor(path: string): string {
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The built PWA, loaded into memory once (it is small), each file with its brotli and gzip bytes:
 * the build's own (`.br`, `.gz`) where it wrote them, else made here.
 */
export class StaticClient {
  private readonly files = new Map<string, StaticFile>();

  constructor(root: string) {
    if (!existsSync(root)) return;
    const absolutes = [...walk(root)];
    const present = new Set(absolutes);
    for (const absolute of absolutes) {
      const path = relative(root, absolute).split(sep).join('/');
      if (PRECOMPRESSED_EXTENSIONS.has(extname(path)) && present.has(absolute.slice(0, -extname(path).length))) continue;
      const bytes = readFileSync(absolute);
      const ext = extname(path);
      const encoded = COMPRESSIBLE.has(ext) && bytes.length > 512 ? encodedTwins(absolute, bytes, present) : {};
      const gzip = encoded.gzip;
      this.files.set(path, {
        body: gzip ? inflatedFrom(gzip) : held(bytes),
        encoded,
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(path),
      });
    }
  }

  get isBuilt(): boolean {
    return this.files.has('index.html');
  }

  /** The app shell's HTML (index.html) as built, for the pages the server fills in; null without a build. */
  shellHtml(): string | null {
    const shell = this.files.get('index.html');
    return shell ? new TextDecoder().decode(shell.body()) : null;
  }

  /**
   * A built file for this URL path, or the app shell for any other page path (SPA fallback). A path
   * with malformed percent-encoding names nothing: a 400 (onError answers it).
   */
  serve(c: Context): Response | null {
    const path = decodedPath(c.req.path).replace(/^\/+/, '');
    const file = this.files.get(path) ?? (looksLikeFile(path) ? undefined : this.files.get('index.html'));
    if (!file) return null;
    return this.respond(c, file);
  }

  private respond(c: Context, file: StaticFile): Response {
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      vary: 'accept-encoding',
    };
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const encoded = encoding ? file.encoded[encoding] : undefined;
    const body = encoded ?? file.body();
    if (encoded) headers['content-encoding'] = encoding!;
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), { status: 200, headers });
  }
}

// Each in a function of its own: a closure made beside one that reads the plain bytes would hold them too.
const inflatedFrom = (gzip: Uint8Array) => () => gunzipSync(gzip);
const held = (bytes: Uint8Array) => () => bytes;

function encodedTwins(absolute: string, body: Buffer, present: ReadonlySet<string>): Partial<Record<ContentEncoding, Uint8Array>> {
  const built = (encoding: ContentEncoding) => (present.has(absolute + PRECOMPRESSED[encoding]) ? readFileSync(absolute + PRECOMPRESSED[encoding]) : undefined);
  const br = built('br') ?? (body.length <= BROTLI_AT_LOAD_LIMIT ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined);
  const gzip = built('gzip') ?? gzipSync(body, { level: 9 });
  return { ...(br ? { br } : {}), gzip };
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new HTTPException(400, { message: 'Malformed percent-encoding in the path' });
  }
}

function looksLikeFile(path: string): boolean {
  return extname(path) !== '';
}

/** The build's own bookkeeping (Vite's manifest of chunks), read by the build, not by browsers. */
const BUILD_ONLY_FOLDER = '.vite';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === BUILD_ONLY_FOLDER) continue;
    const absolute = join(dir, name);
    if (statSync(absolute).isDirectory()) yield* walk(absolute);
    else yield absolute;
  }
}
