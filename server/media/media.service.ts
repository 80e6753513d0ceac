import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '../../shared/media/media-api';
import { mediaUrl, type MediaWidth } from '../../shared/media/media-urls';
import { recordChange, type AuditScope } from '../platform/audit';
import type { Database } from '../db/database';
import { checkImageBytes } from './image-check';
import { processImage } from './image-processing';
import type { MediaStore } from './media-store';
import { insertMedia } from './media.repo';
import { processingSlots } from './processing-slots';

// Two images decoded at once per instance (a 2-core machine; sharp uses its own threads within one).
const inProcessingSlot = processingSlots(2);

/**
 * Checks an uploaded file by its bytes, re-encodes it into the storefront's WebP sizes and stores
 * it with its audit record in one transaction. The CPU work happens before the transaction opens,
 * so no connection is held while sharp runs.
 */
export async function uploadImage(deps: { db: Database; media: MediaStore }, scope: AuditScope, file: { bytes: Uint8Array; name: string }): Promise<UploadedImage> {
  const format = await checkImageBytes(file.bytes);
  const processed = await inProcessingSlot(() => processImage(file.bytes));
  const id = randomUUID();
  const sizes: UploadedImage['sizes'] = {};
  for (const rendition of processed.renditions) sizes[rendition.width as MediaWidth] = mediaUrl(id, rendition.width as MediaWidth);
  const largest = processed.renditions[processed.renditions.length - 1]!;
  const image: UploadedImage = { id, url: mediaUrl(id, largest.width as MediaWidth), sizes, width: processed.width, height: processed.height };

  await deps.db.transaction().execute(async (trx) => {
    await insertMedia(trx, { id, original_format: format, original_bytes: file.bytes.byteLength, width: processed.width, height: processed.height, uploaded_by: scope.actor.id, created_at: new Date() });
    await deps.media.put(trx, id, processed.renditions);
    await recordChange(trx, scope, {
      action: 'media.upload',
      entityType: 'media',
      entityId: id,
      before: null,
      after: { ...image, fileName: file.name, format, bytes: file.bytes.byteLength },
    });
  });
  return image;
}
