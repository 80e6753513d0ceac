import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

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
  body: Uint8Array;
  gzip: Uint8Array | null;
  contentType: string;
  cacheControl: string;
}

/** Hashed build assets never change; everything else (index.html, sw.js, manifest) revalidates. */
function cacheControlFor(path: string): string {
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The built PWA, loaded into memory once (it is small) and gzipped ahead of time. */
export class StaticClient {
  private readonly files = new Map<string, StaticFile>();

  constructor(root: string) {
    if (!existsSync(root)) return;
    for (const absolute of walk(root)) {
      const path = relative(root, absolute).split(sep).join('/');
      const body = readFileSync(absolute);
      const ext = extname(path);
      this.files.set(path, {
        body,
        gzip: COMPRESSIBLE.has(ext) && body.length > 512 ? gzipSync(body, { level: 9 }) : null,
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(path),
      });
    }
  }

  get isBuilt(): boolean {
    return this.files.has('index.html');
  }

  /** The app shell (index.html) as text, for the server to build pages on; null without a build. */
  get shell(): string | null {
    const file = this.files.get('index.html');
    return file ? Buffer.from(file.body).toString('utf8') : null;
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
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const body = acceptsGzip && file.gzip ? file.gzip : file.body;
    if (body === file.gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), { status: 200, headers });
  }
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

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const absolute = join(dir, name);
    if (statSync(absolute).isDirectory()) yield* walk(absolute);
    else yield absolute;
  }
}
