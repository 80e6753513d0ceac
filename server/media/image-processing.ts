import { createHash } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { MEDIA_LIMITS, MEDIA_TEXTS } from '../../shared/media/media-texts';
import { mediaWidthsUpTo } from '../../shared/media/media-urls';
import { refusedImage } from './image-check';
import type { Rendition } from './media-store';

export interface ProcessedImage {
  /** The original's dimensions, upright (after its EXIF orientation). */
  width: number;
  height: number;
  renditions: Rendition[];
}

const WEBP = { quality: 80 } as const;

/** Quoted strong ETag from the bytes: a rendition never changes, so its hash names it. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

type SharpFactory = (input: Uint8Array, options: SharpOptions) => Sharp;
let loadedSharp: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on the first image: libvips and its libraries cost the server ~9 MiB of memory from
 * the moment sharp is imported, and most instances never process an upload (issue 24 §6, RSS at rest;
 * docs/decisions/079).
 */
function sharpOf(): Promise<SharpFactory> {
  loadedSharp ??= import('sharp').then((module) => module.default);
  return loadedSharp;
}

async function decoder(bytes: Uint8Array): Promise<Sharp> {
  const sharp = await sharpOf();
  // limitInputPixels guards the decode itself, should a header lie about the size; one frame only.
  return sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, pages: 1 });
}

/** The header's dimensions, upright; refuses what would be too small, too large or too thin. */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await sharpOf();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refusedImage(MEDIA_TEXTS.unreadable);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw refusedImage(MEDIA_TEXTS.unreadable);
  if (width * height > MEDIA_LIMITS.maxPixels) throw refusedImage(MEDIA_TEXTS.tooManyPixels);
  if (width < MEDIA_LIMITS.minWidth || height < MEDIA_LIMITS.minHeight) throw refusedImage(MEDIA_TEXTS.tooSmall);
  if (Math.max(width, height) > MEDIA_LIMITS.maxAspectRatio * Math.min(width, height)) throw refusedImage(MEDIA_TEXTS.tooNarrow);
  return { width, height };
}

/**
 * Re-encodes a checked image (PNG, JPEG or WebP bytes) as WebP at each standard width up to its
 * own: turned upright, metadata (EXIF, GPS, ICC) left out, colours in sRGB, never enlarged. A file
 * that fails to decode is refused as unreadable, never a 500.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { width, height } = await uprightSize(bytes);
  const upright = (await decoder(bytes)).autoOrient();
  try {
    const renditions = await Promise.all(
      mediaWidthsUpTo(width).map(async (target) => {
        const { data, info } = await upright.clone().resize({ width: target, withoutEnlargement: true }).webp(WEBP).toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, contentType: 'image/webp', bytes: data, etag: etagOf(data) } satisfies Rendition;
      }),
    );
    return { width, height, renditions };
  } catch (error) {
    throw refusedImage(/pixel limit/i.test(String(error)) ? MEDIA_TEXTS.tooManyPixels : MEDIA_TEXTS.unreadable);
  }
}
