/** The size and dimension limits of an uploaded image, shared by the upload field and the server. */
export const MEDIA_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  /** The smallest rendition's width: an image narrower than that would have to be enlarged. */
  minWidth: 300,
  minHeight: 100,
  /** Decoded size limit (sharp's limitInputPixels): a small file claiming huge dimensions is refused. */
  maxPixels: 50_000_000,
  /** Longer side at most this many times the shorter one. */
  maxAspectRatio: 8,
} as const;

/** The file types an upload may be, by its bytes. */
export const MEDIA_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What the upload field and the server say about an image (the server's field error on `file`). */
export const MEDIA_TEXTS = {
  missing: 'Choose an image file to upload.',
  notAnImage: 'This file is not a PNG, JPEG or WebP image.',
  tooLarge: 'This image is larger than 8 MB. Choose a smaller file.',
  unreadable: 'This image could not be read; the file may be damaged.',
  tooSmall: `This image is too small: it must be at least ${MEDIA_LIMITS.minWidth} pixels wide and ${MEDIA_LIMITS.minHeight} pixels high.`,
  tooManyPixels: 'This image has too many pixels: at most 50 megapixels (for example 8,000 × 6,000).',
  tooNarrow: `This image is too long and thin: its longer side may be at most ${MEDIA_LIMITS.maxAspectRatio} times its shorter side.`,
  uploadFailed: 'The image could not be uploaded. Please try again.',
  uploading: 'Uploading…',
  choose: 'Choose image',
  replace: 'Replace image',
  remove: 'Remove',
} as const;
