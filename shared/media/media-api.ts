import type { MediaWidth } from './media-urls';

/** The back-office screens whose records carry images; each has its upload route (below). */
export const IMAGE_UPLOAD_SCREENS = ['products', 'brands', 'hero-slides', 'blog-posts'] as const;
export type ImageUploadScreen = (typeof IMAGE_UPLOAD_SCREENS)[number];

/** Where a screen's images are uploaded (POST multipart, field `file`), under /api. */
export const imageUploadPath = (screen: ImageUploadScreen): string => `/admin/${screen}/images`;

/**
 * An uploaded image as the upload route answers it (201 { image }). `url` is the path a record
 * stores (the largest rendition); `sizes` has every rendition's path by width.
 */
export interface UploadedImage {
  id: string;
  url: string;
  sizes: Partial<Record<MediaWidth, string>>;
  /** The original's dimensions, upright. */
  width: number;
  height: number;
}
