import { Hono } from 'hono';
import { AppError } from '../../shared/errors';
import { MEDIA_WIDTHS } from '../../shared/media/media-urls';
import type { AppEnv } from '../context';

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RENDITION_FILE = /^(\d{3,4})\.webp$/;
// A rendition's path never serves other bytes (a new upload is a new id): browsers and the service
// worker may keep it for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function renditionOf(id: string, file: string): { id: string; width: number } {
  const width = Number(RENDITION_FILE.exec(file)?.[1]);
  if (!MEDIA_ID.test(id) || !(MEDIA_WIDTHS as readonly number[]).includes(width)) throw new AppError('NOT_FOUND', 'No such image');
  return { id, width };
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** GET /media/<id>/<width>.webp: an uploaded image's rendition, cached for good, 304 when unchanged. */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/:id/:file', async (c) => {
    const { id, width } = renditionOf(c.req.param('id'), c.req.param('file'));
    const store = c.var.deps.media;
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch) {
      const etag = await store.etag(id, width);
      if (etag === null) throw new AppError('NOT_FOUND', 'No such image');
      if (matches(ifNoneMatch, etag)) return c.body(null, 304, { etag, 'cache-control': IMMUTABLE });
    }
    const rendition = await store.read(id, width);
    if (!rendition) throw new AppError('NOT_FOUND', 'No such image');
    // The store's bytes (a pg Buffer or PGlite Uint8Array) are never a SharedArrayBuffer's view.
    return c.body(rendition.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': rendition.contentType,
      'content-length': String(rendition.bytes.byteLength),
      'cache-control': IMMUTABLE,
      etag: rendition.etag,
    });
  })
  .all('*', () => {
    throw new AppError('NOT_FOUND', 'No such image');
  });
