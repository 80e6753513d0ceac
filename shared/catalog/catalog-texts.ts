// Storefront texts the spec leaves to the product (issue 10 §9): the product badges and the
// coming-soon state. SOLD OUT is the spec's own (shared/texts.ts SHOP.soldOut).

export const BADGE_TEXTS = {
  new: 'NEW',
  comingSoon: 'COMING SOON',
  lowStock: (left: number) => `Only ${left} left`,
} as const;

export const COMING_SOON_TEXTS = {
  /** The bag button's label before release. */
  button: 'COMING SOON',
  /** Followed by the launch date and time in the shopper's time zone. */
  launches: 'Launches',
} as const;

/** The product page's two extra sections (issue 10; the spec has no wording for them). */
export const PRODUCT_EXTRAS_TEXTS = {
  mayAlsoLike: 'You may also like',
  recentlyViewed: 'Recently viewed',
} as const;

/** The shop's filters (issue 10 "filters that fit a phone"). */
export const SHOP_FILTER_TEXTS = {
  filters: 'Filters',
  close: 'Close filters',
  /** The drawer's live count. */
  matching: (count: number) => (count === 1 ? '1 product matches' : `${count} products match`),
  /** The drawer's closing button; before the count is known, without it. */
  show: (count: number | undefined) => (count === undefined ? 'Show results' : count === 1 ? 'Show 1 result' : `Show ${count} results`),
  priceNotWhole: 'Enter prices as whole numbers, like 20.',
  priceOrder: 'The minimum price is above the maximum.',
} as const;
