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
