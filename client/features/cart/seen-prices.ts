import type { Country } from '../../../shared/money';

// The unit price the shopper last saw for each cart line, per country, on this device. The
// re-check compares the server's price with it, so a change made while the device was offline is
// shown as "from → to" instead of slipping silently into the total.

const SEEN_PRICES_KEY = 'toy-shop:cart-seen-prices';

type SeenPrices = Record<string, number>;

function slot(country: Country, key: string): string {
  return `${country}|${key}`;
}

function read(): SeenPrices {
  try {
    const raw = localStorage.getItem(SEEN_PRICES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as SeenPrices) : {};
  } catch {
    return {};
  }
}

function write(prices: SeenPrices): void {
  try {
    localStorage.setItem(SEEN_PRICES_KEY, JSON.stringify(prices));
  } catch {
    // Not remembered: the next re-check compares with the price on screen instead.
  }
}

export function seenPrice(country: Country, key: string): number | undefined {
  return read()[slot(country, key)];
}

/** Records what the shopper was shown; `onlyIfUnseen` keeps an earlier sighting (the one a change is measured from). */
export function rememberSeenPrices(country: Country, prices: ReadonlyArray<{ key: string; unitPrice: number }>, onlyIfUnseen = false): void {
  if (prices.length === 0) return;
  const all = read();
  let changed = false;
  for (const { key, unitPrice } of prices) {
    const name = slot(country, key);
    if (onlyIfUnseen && name in all) continue;
    if (all[name] === unitPrice) continue;
    all[name] = unitPrice;
    changed = true;
  }
  if (changed) write(all);
}

/** Forgets lines that left the cart. */
export function forgetSeenPrices(keys: readonly string[]): void {
  const all = read();
  const gone = new Set(keys);
  const kept = Object.fromEntries(Object.entries(all).filter(([name]) => !gone.has(name.slice(name.indexOf('|') + 1))));
  if (Object.keys(kept).length !== Object.keys(all).length) write(kept);
}
