import { describe, expect, it } from 'vitest';
import { mainPictureUrl, packPicture, packPictures, pictureUrl, productPictureUrls, variantPictureUrl } from './product-pictures';

const ID = '3bf40b83-2273-80c0-8efa-1c50dc896b4c';

describe("a product document's pictures", () => {
  it("carries a picture in the product's own drawn folder as its file name", () => {
    expect(packPicture(ID, `/images/products/${ID}/2.svg`)).toBe('2.svg');
    expect(pictureUrl(ID, '2.svg')).toBe(`/images/products/${ID}/2.svg`);
  });

  it('carries any other path as it is: uploads, another product\'s pictures, deeper paths', () => {
    for (const path of ['/media/ab12/800.webp', `/images/products/other-id/1.svg`, `/images/products/${ID}/deeper/1.svg`, `/images/products/${ID}/`, '/images/brands/acme.svg']) {
      expect(packPicture(ID, path), path).toBe(path);
      expect(pictureUrl(ID, packPicture(ID, path)), path).toBe(path);
    }
  });

  it('round-trips every kind of path a product may hold', () => {
    const names = ['1.svg', 'a', 'x.y.z', '~tilde', '-', '.hidden', '800.webp'];
    const paths = names.flatMap((name) => [
      `/images/products/${ID}/${name}`,
      `/images/products/${ID}/${name}/${name}`,
      `/images/products/${ID}x/${name}`,
      `/media/${name}`,
      `/media/${ID}/${name}`,
      `/images/${name}`,
    ]);
    for (const path of paths) expect(pictureUrl(ID, packPicture(ID, path)), path).toBe(path);
  });

  it('puts the main picture first, once, and answers the urls in that order', () => {
    const folder = `/images/products/${ID}`;
    const pictures = packPictures(ID, `${folder}/1.svg`, [`${folder}/1.svg`, `${folder}/2.svg`, '/media/x/800.webp']);
    expect(pictures).toEqual(['1.svg', '2.svg', '/media/x/800.webp']);
    const product = { id: ID, pictures };
    expect(productPictureUrls(product)).toEqual([`${folder}/1.svg`, `${folder}/2.svg`, '/media/x/800.webp']);
    expect(mainPictureUrl(product)).toBe(`${folder}/1.svg`);
    expect(packPictures(ID, null, [])).toEqual([]);
    expect(mainPictureUrl({ id: ID, pictures: [] })).toBeNull();
  });

  it("gives a size its own picture, else the product's main one", () => {
    const product = { id: ID, pictures: ['1.svg', '2.svg'] };
    expect(variantPictureUrl(product, { picture: '2.svg' })).toBe(`/images/products/${ID}/2.svg`);
    expect(variantPictureUrl(product, { picture: null })).toBe(`/images/products/${ID}/1.svg`);
    expect(variantPictureUrl(product, null)).toBe(`/images/products/${ID}/1.svg`);
  });
});
