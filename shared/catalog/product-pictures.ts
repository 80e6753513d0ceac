// A product's pictures as its document carries them (docs/decisions/076). Every picture path starts
// with "/" (an upload under /media/ or a drawn one under /images/, shared/admin/fields.ts); one in the
// product's own drawn folder travels as its file name alone ("2.svg"), which is most of them, so a
// catalogue of 10,000 products does not send 10,000 product ids three more times over.

/** The folder of a product's drawn pictures (server/images/image.routes.ts answers it). */
export const productPictureFolder = (productId: string): string => `/images/products/${productId}/`;

/** The path a document carries for one of a product's pictures: a file name in its folder, else the path. */
export function packPicture(productId: string, path: string): string {
  const folder = productPictureFolder(productId);
  if (path.startsWith(folder)) {
    const name = path.slice(folder.length);
    if (name !== '' && !name.includes('/')) return name;
  }
  return path;
}

/** The path of a picture as a document carries it (packPicture's inverse). */
export function pictureUrl(productId: string, picture: string): string {
  return picture.startsWith('/') ? picture : `${productPictureFolder(productId)}${picture}`;
}

/** A product's pictures for its document: the main one first, each once. */
export function packPictures(productId: string, main: string | null, others: readonly string[]): string[] {
  const paths = [...new Set([main, ...others].filter((path): path is string => !!path))];
  return paths.map((path) => packPicture(productId, path));
}

/** Every picture a product has, as paths, main one first. */
export function productPictureUrls(product: { id: string; pictures: readonly string[] }): string[] {
  return product.pictures.map((picture) => pictureUrl(product.id, picture));
}

/** The product's main picture, or null when it has none. */
export function mainPictureUrl(product: { id: string; pictures: readonly string[] }): string | null {
  const first = product.pictures[0];
  return first === undefined ? null : pictureUrl(product.id, first);
}

/** A size's own picture, else the product's main one. */
export function variantPictureUrl(product: { id: string; pictures: readonly string[] }, variant: { picture: string | null } | null | undefined): string | null {
  return variant?.picture ? pictureUrl(product.id, variant.picture) : mainPictureUrl(product);
}
