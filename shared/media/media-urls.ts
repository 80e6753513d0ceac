// Uploaded images are stored as WebP renditions at fixed widths and served at
// /media/<id>/<width>.webp (server/media/media.routes.ts). A record keeps the path of the image's
// largest rendition; every smaller standard width exists too, so the srcset follows from the path.

/** The widths an upload is resized to (never enlarged): cards and logos, the product page, the hero. */
export const MEDIA_WIDTHS = [300, 600, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)\.webp$/;

/** The path of one rendition of an uploaded image. */
export const mediaUrl = (id: string, width: MediaWidth): string => `/media/${id}/${width}.webp`;

/** The id and width of an uploaded image's path; null for any other picture (the drawn SVG art). */
export function parseMediaUrl(url: string): { id: string; width: MediaWidth } | null {
  const match = MEDIA_PATH.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? { id: match[1]!, width: width as MediaWidth } : null;
}

/** The standard widths up to and including `largest`. */
export const mediaWidthsUpTo = (largest: number): MediaWidth[] => MEDIA_WIDTHS.filter((width) => width <= largest);

/** `srcset` for an uploaded image's path (every rendition up to the stored one); undefined for other pictures. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const media = url ? parseMediaUrl(url) : null;
  if (!media) return undefined;
  return mediaWidthsUpTo(media.width).map((width) => `${mediaUrl(media.id, width)} ${width}w`).join(', ');
}

/**
 * How wide each catalogue picture is drawn (client/styles.css), for `sizes`: the browser then picks
 * the smallest rendition that is sharp on the screen. The first screen's preload uses the same.
 */
export const PICTURE_SIZES = {
  card: '(max-width: 440px) 100vw, (max-width: 700px) 50vw, 300px',
  gallery: '(max-width: 700px) 100vw, 600px',
  hero: '100vw',
} as const;

/** `src`, `srcSet` and `sizes` for an <img> of any catalogue picture (SVG art stays a plain src). */
export function responsivePicture(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
