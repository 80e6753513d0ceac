import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { IMAGE_UPLOAD_SCREENS, imageUploadPath, type ImageUploadScreen } from '../../shared/media/media-api';
import { MEDIA_LIMITS, MEDIA_TEXTS } from '../../shared/media/media-texts';
import { auditedWrites, auditScopeOf, type AuditedEnv } from '../platform/audit';
import { requireScreen } from '../auth/session';
import { bodyLimit } from '../http/body-limit';
import { refusedImage } from './image-check';
import { uploadImage } from './media.service';

// The multipart envelope around the file (boundaries, part headers): an 8 MB file must fit.
const MULTIPART_ALLOWANCE = 64 * 1024;

/** True for the upload routes' paths, which the API's 1 MB body limit leaves to their own (after the role check). */
export function isImageUploadPath(path: string): boolean {
  return IMAGE_UPLOAD_SCREENS.some((screen) => path === `/api${imageUploadPath(screen)}`);
}

/** The `file` part of a multipart body; a field error when there is none or the body is not multipart. */
async function uploadedFile(c: Context): Promise<{ bytes: Uint8Array; name: string }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw refusedImage(MEDIA_TEXTS.missing);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw refusedImage(MEDIA_TEXTS.missing);
  if (file.size > MEDIA_LIMITS.maxBytes) throw refusedImage(MEDIA_TEXTS.tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file instanceof File ? file.name : '' };
}

/**
 * The screen's audit scope, unless the request already has one: the screen's own sub-app, mounted
 * at /api/admin/<screen>, runs its guard and auditedWrites on this path too, and a second scope
 * would leave the first one empty (which auditedWrites refuses as an unrecorded write).
 */
function auditedOnce(screen: ImageUploadScreen): MiddlewareHandler<AuditedEnv> {
  const audited = auditedWrites(screen);
  return (c, next) => (c.var.audit ? next() : audited(c, next));
}

/**
 * POST /api/admin/<screen>/images (multipart, field `file`): 201 { image } (shared/media/media-api.ts).
 * The role check comes before anything reads the body, so a user without write access is refused
 * without uploading 8 MB; the body limit is 8 MB here only.
 */
export function imageUploadRoutes(screen: ImageUploadScreen) {
  return new Hono<AuditedEnv>()
    .use('*', requireScreen(screen, 'write'))
    .use('*', auditedOnce(screen))
    .post('/', bodyLimit(MEDIA_LIMITS.maxBytes + MULTIPART_ALLOWANCE, { refuse: () => refusedImage(MEDIA_TEXTS.tooLarge) }), async (c) => {
      const image = await uploadImage(c.var.deps, auditScopeOf(c), await uploadedFile(c));
      return c.json({ image }, 201);
    });
}
