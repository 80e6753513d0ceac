import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { picture } from '../../tests/support/image-fixtures';
import { checkImageBytes } from './image-check';

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error = await checkImageBytes(bytes).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkImageBytes', () => {
  it('knows PNG, JPEG and WebP by their bytes', async () => {
    expect(await checkImageBytes(await picture('png', 320, 200))).toBe('png');
    expect(await checkImageBytes(await picture('jpeg', 320, 200))).toBe('jpeg');
    expect(await checkImageBytes(await picture('webp', 320, 200))).toBe('webp');
  });

  it('refuses text, an SVG, a GIF and an empty file with a field error on file', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>');
    for (const bytes of [Buffer.from('just some text, not a picture'), svg, gif]) {
      const error = await refusal(bytes);
      expect(error.code).toBe('INVALID_DATA');
      expect(error.fields).toEqual({ file: MEDIA_TEXTS.notAnImage });
    }
    expect((await refusal(new Uint8Array(0))).fields).toEqual({ file: MEDIA_TEXTS.missing });
  });

  it('refuses more than 8 MB before looking at the bytes', async () => {
    const png = await picture('png', 320, 200);
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    expect((await refusal(big)).fields).toEqual({ file: MEDIA_TEXTS.tooLarge });
    expect(await checkImageBytes(big.subarray(0, 8 * 1024 * 1024))).toBe('png');
  });
});
