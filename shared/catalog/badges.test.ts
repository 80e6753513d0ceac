import { describe, expect, it } from 'vitest';
import { LOW_STOCK_LEVEL, NEW_WINDOW_DAYS, isUnreleased, productBadge, type BadgeProduct } from './badges';

const now = Date.parse('2026-11-24T10:00:00Z');
const day = 86_400_000;
const iso = (at: number) => new Date(at).toISOString();
const product = (releaseAt: number | null, usStock: number, ukStock = 50): BadgeProduct => ({
  releaseDate: releaseAt === null ? null : iso(releaseAt),
  stock: [
    { variantId: null, country: 'US', stock: usStock },
    { variantId: null, country: 'UK', stock: ukStock },
  ],
});

describe('product badge', () => {
  it('is COMING SOON before the release time, whatever the stock', () => {
    expect(productBadge(product(now + 1, 0), 'US', now)).toEqual({ kind: 'coming-soon', releaseAt: now + 1 });
    expect(productBadge(product(now + 3 * day, 100), 'US', now)).toEqual({ kind: 'coming-soon', releaseAt: now + 3 * day });
  });

  it('is SOLD OUT at zero stock in the country, summed over sizes', () => {
    expect(productBadge(product(now - 100 * day, 0, 10), 'US', now)).toEqual({ kind: 'sold-out' });
    expect(productBadge(product(now - 100 * day, 0, 10), 'UK', now)).toBeNull();
    const sized: BadgeProduct = { releaseDate: null, stock: [{ variantId: 'a', country: 'US', stock: 0 }, { variantId: 'b', country: 'US', stock: 2 }] };
    expect(productBadge(sized, 'US', now)).toEqual({ kind: 'low-stock', left: 2 });
    expect(productBadge({ releaseDate: null, stock: [] }, 'US', now)).toEqual({ kind: 'sold-out' });
  });

  it('is LOW STOCK at or below the low-stock level, not above it', () => {
    expect(productBadge(product(now - 100 * day, LOW_STOCK_LEVEL), 'US', now)).toEqual({ kind: 'low-stock', left: LOW_STOCK_LEVEL });
    expect(productBadge(product(now - 100 * day, 1), 'US', now)).toEqual({ kind: 'low-stock', left: 1 });
    expect(productBadge(product(now - 100 * day, LOW_STOCK_LEVEL + 1), 'US', now)).toBeNull();
  });

  it('prefers the stock badges to NEW', () => {
    expect(productBadge(product(now - day, 3), 'US', now)).toEqual({ kind: 'low-stock', left: 3 });
    expect(productBadge(product(now - day, 0), 'US', now)).toEqual({ kind: 'sold-out' });
  });

  it('is NEW from the release time for the new window, then nothing', () => {
    expect(productBadge(product(now, 50), 'US', now)).toEqual({ kind: 'new' });
    expect(productBadge(product(now - NEW_WINDOW_DAYS * day + 1, 50), 'US', now)).toEqual({ kind: 'new' });
    expect(productBadge(product(now - NEW_WINDOW_DAYS * day, 50), 'US', now)).toBeNull();
    expect(productBadge(product(null, 50), 'US', now)).toBeNull();
  });

  it('knows an unreleased product', () => {
    expect(isUnreleased({ releaseDate: iso(now + 1) }, now)).toBe(true);
    expect(isUnreleased({ releaseDate: iso(now) }, now)).toBe(false);
    expect(isUnreleased({ releaseDate: null }, now)).toBe(false);
  });
});
