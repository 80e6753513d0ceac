import { useState } from 'react';
import type { Country } from '../../../shared/money';
import { productBadge, type BadgeProduct } from '../../../shared/catalog/badges';
import { BADGE_TEXTS } from '../../../shared/catalog/catalog-texts';
import { SHOP } from '../../../shared/texts';
import { LaunchTime } from './launch-time';

/** The moment a card or page was first shown: badges do not flip while the shopper looks. */
export function useShownAt(): number {
  return useState(() => Date.now())[0];
}

/**
 * The one badge of a product (shared/catalog/badges.ts): NEW, COMING SOON with its date,
 * "Only n left" or SOLD OUT; nothing otherwise.
 */
export function ProductBadge({ product, country, now, className }: { product: BadgeProduct; country: Country; now: number; className: string }) {
  const badge = productBadge(product, country, now);
  if (!badge) return null;
  const base = `${className} product-badge product-badge--${badge.kind}`;
  switch (badge.kind) {
    case 'coming-soon':
      return (
        <span className={base} data-testid="badge" data-badge={badge.kind}>
          {BADGE_TEXTS.comingSoon} <LaunchTime at={badge.releaseAt} short />
        </span>
      );
    case 'sold-out':
      // "sold-out": the test id the SOLD OUT badge has always had (SPEC §2.6).
      return <span className={`${base} product-card__sold-out`} data-testid="sold-out" data-badge={badge.kind}>{SHOP.soldOut}</span>;
    case 'low-stock':
      return <span className={base} data-testid="badge" data-badge={badge.kind}>{BADGE_TEXTS.lowStock(badge.left)}</span>;
    case 'new':
      return <span className={base} data-testid="badge" data-badge={badge.kind}>{BADGE_TEXTS.new}</span>;
  }
}
