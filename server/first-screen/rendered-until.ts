import type { FirstScreen } from '../../shared/catalog/first-screen';
import { NEW_WINDOW_DAYS, releaseTimeOf } from '../../shared/catalog/badges';
import type { ProductDoc } from '../../shared/sync/documents';

const DAY_MS = 86_400_000;

function productsOf(payload: FirstScreen): readonly ProductDoc[] {
  switch (payload.route) {
    case 'home':
      return payload.featured;
    case 'product':
      return payload.product ? [payload.product] : [];
    default:
      return payload.products;
  }
}

/**
 * Until when a page rendered at `now` from this first screen stays what a render would give,
 * though nothing in the catalogue changes (docs/decisions/077): the next moment one of its products
 * is released (COMING SOON ends, it may be bought) or stops being NEW (shared/catalog/badges.ts),
 * and at the latest the new year, which the footer's © line names in the server's time.
 */
export function renderedUntil(payload: FirstScreen, now: number): number {
  const current = new Date(now);
  let until = new Date(current.getFullYear() + 1, 0, 1).getTime();
  for (const product of productsOf(payload)) {
    const releasedAt = releaseTimeOf(product);
    if (releasedAt === null) continue;
    for (const moment of [releasedAt, releasedAt + NEW_WINDOW_DAYS * DAY_MS]) {
      if (moment > now && moment < until) until = moment;
    }
  }
  return until;
}
