import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../shared/errors';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { picture, pngBomb } from '../../tests/support/image-fixtures';
import { etagOf, processImage } from './image-processing';

async function refusedWith(bytes: Uint8Array): Promise<string | undefined> {
  const error = await processImage(bytes).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).fields?.file;
}

describe('processImage', () => {
  it('makes a WebP at each standard width up to the original, keeping the aspect ratio', async () => {
    const processed = await processImage(await picture('png', 1500, 1000));
    expect(processed).toMatchObject({ width: 1500, height: 1000 });
    expect(processed.renditions.map((r) => [r.width, r.height])).toEqual([[300, 200], [600, 400], [1200, 800]]);
    for (const rendition of processed.renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.height });
      expect(rendition.etag).toBe(etagOf(rendition.bytes));
    }
  });

  it('never enlarges: a 700 px wide picture gets 300 and 600 only', async () => {
    const processed = await processImage(await picture('jpeg', 700, 700));
    expect(processed.renditions.map((r) => r.width)).toEqual([300, 600]);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    // Stored 800 × 400 with "rotate 90° clockwise to view": upright it is 400 × 800.
    const processed = await processImage(await picture('jpeg', 800, 400, { orientation: 6 }));
    expect(processed).toMatchObject({ width: 400, height: 800 });
    const metadata = await sharp(processed.renditions[0]!.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 600]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('refuses a picture too small, too long and thin, or with too many pixels', async () => {
    expect(await refusedWith(await picture('png', 299, 400))).toBe(MEDIA_TEXTS.tooSmall);
    expect(await refusedWith(await picture('png', 400, 99))).toBe(MEDIA_TEXTS.tooSmall);
    expect(await refusedWith(await picture('png', 3300, 400))).toBe(MEDIA_TEXTS.tooNarrow);
    expect(await refusedWith(pngBomb(20_000, 20_000))).toBe(MEDIA_TEXTS.tooManyPixels);
  });

  it('refuses damaged bytes as unreadable', async () => {
    const png = await picture('png', 800, 600);
    expect(await refusedWith(png.subarray(0, Math.floor(png.length / 2)))).toBe(MEDIA_TEXTS.unreadable);
    const jpeg = await picture('jpeg', 800, 600);
    expect(await refusedWith(jpeg.subarray(0, 200))).toBe(MEDIA_TEXTS.unreadable);
    const scrambled = Buffer.from(png);
    for (let i = 60; i < scrambled.length - 20; i += 7) scrambled[i] = 0xa5;
    expect(await refusedWith(scrambled)).toBe(MEDIA_TEXTS.unreadable);
  });
});
