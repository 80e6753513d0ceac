import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaUrl, parseMediaUrl, responsivePicture } from './media-urls';

const ID = '0b6c1f0e-3a4d-4c55-9a1e-6f0d2b7c8e91';

describe('uploaded image paths', () => {
  it('name an id and a standard width, and nothing else', () => {
    expect(parseMediaUrl(mediaUrl(ID, 600))).toEqual({ id: ID, width: 600 });
    expect(parseMediaUrl(`/media/${ID}/450.webp`)).toBeNull();
    expect(parseMediaUrl(`/media/${ID}/600.png`)).toBeNull();
    expect(parseMediaUrl(`/images/products/${ID}/1.svg`)).toBeNull();
    expect(parseMediaUrl(`https://elsewhere.example/media/${ID}/600.webp`)).toBeNull();
  });

  it('give a srcset of every rendition up to the stored one', () => {
    expect(mediaSrcSet(mediaUrl(ID, 1200))).toBe(`/media/${ID}/300.webp 300w, /media/${ID}/600.webp 600w, /media/${ID}/1200.webp 1200w`);
    expect(mediaSrcSet(mediaUrl(ID, 300))).toBe(`/media/${ID}/300.webp 300w`);
    expect(mediaSrcSet('/images/brands/brickwell.svg')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });

  it('leave drawn SVG pictures a plain src', () => {
    expect(responsivePicture('/images/hero/1.svg', '100vw')).toEqual({ src: '/images/hero/1.svg' });
    expect(responsivePicture(mediaUrl(ID, 600), '80px')).toEqual({ src: mediaUrl(ID, 600), srcSet: `/media/${ID}/300.webp 300w, /media/${ID}/600.webp 600w`, sizes: '80px' });
  });
});
