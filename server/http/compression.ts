import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** The encodings the shop answers in, best first (docs/decisions/076). */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** Below this a response goes as it is: the headers would cost more than compression saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for answers built per request. 6 makes the 10,000-product catalogue's pulls 94 bytes
 * a product (953 raw), 3% under quality 5 in the same time; 7 took 2.5x as long for 2% more, and 11
 * (the default, used for the build's files) is 20-50x slower (docs/decisions/076).
 */
export const DYNAMIC_BROTLI_QUALITY = 6;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer a request's Accept-Encoding with: the one it weighs highest, brotli when it
 * weighs both the same (`*` stands for any encoding it does not name); none when it names neither.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: ContentEncoding; q: number } | null = null;
  for (const encoding of PREFERENCE) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/**
 * Compresses every answer over 1 KB whose type compresses (JSON, HTML, text, SVG; never an event
 * stream) in the encoding the client prefers, as it streams: the body passes through zlib on its
 * way out, off the event loop. Answers already encoded (the built files, precompressed) and those
 * marked no-transform go as they are.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!shouldCompress(c)) return;
    addVaryAcceptEncoding(c);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || !c.res.body) return;
    const length = Number(c.res.headers.get('content-length') ?? 0) || undefined;
    let body = c.res.body;
    if (length === undefined) {
      // A body of unknown length (c.json, a stream) is read up to the threshold to see which it is.
      const start = await readUpTo(body, COMPRESSION_THRESHOLD);
      if (start.ended && start.size < COMPRESSION_THRESHOLD) {
        c.res = new Response(concat(start.chunks, start.size), c.res);
        c.res.headers.set('content-length', String(start.size));
        return;
      }
      body = replay(start.chunks, start.reader);
    }
    // Assigned first, then changed: Hono copies the old answer's headers onto a new one.
    c.res = new Response(body.pipeThrough(compressor(encoding, length)), c.res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    // A strong validator names exact bytes; the encoded bytes differ, so it becomes a weak one.
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}

function shouldCompress(c: Context): boolean {
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return false;
  if (res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return false;
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return false;
  if (NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')) return false;
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '');
}

function addVaryAcceptEncoding(c: Context): void {
  const vary = c.res.headers.get('vary');
  if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  c.res.headers.set('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

function compressor(encoding: ContentEncoding, sizeHint: number | undefined): ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>> {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
          },
        })
      : createGzip();
  return Duplex.toWeb(zlib) as ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>;
}

interface StreamStart {
  chunks: Uint8Array<ArrayBuffer>[];
  size: number;
  ended: boolean;
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>;
}

async function readUpTo(body: ReadableStream<Uint8Array<ArrayBuffer>>, limit: number): Promise<StreamStart> {
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true, reader };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false, reader };
}

/** The stream again from its start: the chunks already read, then the rest as it comes. */
function replay(chunks: Uint8Array<ArrayBuffer>[], reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function concat(chunks: readonly Uint8Array<ArrayBuffer>[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
