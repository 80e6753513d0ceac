import { MEDIA_ACCEPT, MEDIA_LIMITS, MEDIA_TEXTS } from '../../../../shared/media/media-texts';

/**
 * What can be said about a chosen file before sending it: empty or over 8 MB. Its type is left to
 * the server, which reads the bytes (a PNG named .jpg is fine; the picker's `accept` steers choice).
 */
export function imageFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return MEDIA_TEXTS.missing;
  if (file.size > MEDIA_LIMITS.maxBytes) return MEDIA_TEXTS.tooLarge;
  return null;
}

/** The picker's `accept`: the formats the server takes. */
export const IMAGE_ACCEPT = MEDIA_ACCEPT.join(',');
