// The catalogue's sizes and limits, read by the storefront's pages and the server's first screen
// alike (docs/decisions/063): a change here changes both.

/** How many cards a listing (shop, brand, new arrivals, pickup shop) shows per page; a first screen holds one page. */
export const LISTING_PAGE_SIZE = 48;

/** The home page's featured products and brands (SPEC §9). */
export const HOME_FEATURED_LIMIT = 4;
export const HOME_BRANDS_LIMIT = 4;

/** The shop URL's limits: a longer text, or a price bound beyond the maximum, is dropped. */
export const SHOP_URL_LIMITS = {
  search: 200,
  slug: 100,
  /** Whole units of the country's currency. */
  price: 1_000_000,
} as const;
