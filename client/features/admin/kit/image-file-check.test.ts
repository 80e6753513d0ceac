import { describe, expect, it } from 'vitest';
import { MEDIA_TEXTS } from '../../../../shared/media/media-texts';
import { imageFileProblem } from './image-file-check';

describe('imageFileProblem', () => {
  it('stops an empty file and one over 8 MB before it is sent', () => {
    expect(imageFileProblem({ size: 0 })).toBe(MEDIA_TEXTS.missing);
    expect(imageFileProblem({ size: 8 * 1024 * 1024 + 1 })).toBe(MEDIA_TEXTS.tooLarge);
  });

  it('lets anything else through to the server, which checks the bytes', () => {
    expect(imageFileProblem({ size: 8 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem(new File(['%PNG'], 'photo.txt', { type: 'text/plain' }))).toBeNull();
  });
});
