// The document title of every page, on the server's first screen (server/seo/seo-head.ts) and in
// the app after each navigation (client/lib/page-title), so the two never disagree.

export const SITE_NAME = 'Toy Shop';

/** "<page> | Toy Shop"; the shop's name alone when the page has no name of its own. */
export function pageTitle(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

/** The name of a page whose product, brand or page does not exist: "Product not found". */
export function notFoundName(what: string): string {
  return `${what} not found`;
}
