import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../shared/errors';
import { MEDIA_LIMITS, MEDIA_TEXTS } from '../../shared/media/media-texts';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

const FORMAT_BY_MIME: Record<string, ImageFormat> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** A refused upload: a 400 whose field error is on the form's `file` input. */
export function refusedImage(message: string): AppError {
  return new AppError('INVALID_DATA', message, { file: message });
}

/**
 * What the bytes are, whatever the file is called or claims to be: PNG, JPEG or WebP by their
 * signature (file-type), else a field error. Size is checked first so nothing large is sniffed.
 */
export async function checkImageBytes(bytes: Uint8Array): Promise<ImageFormat> {
  if (bytes.byteLength === 0) throw refusedImage(MEDIA_TEXTS.missing);
  if (bytes.byteLength > MEDIA_LIMITS.maxBytes) throw refusedImage(MEDIA_TEXTS.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? FORMAT_BY_MIME[detected.mime] : undefined;
  if (!format) throw refusedImage(MEDIA_TEXTS.notAnImage);
  return format;
}
