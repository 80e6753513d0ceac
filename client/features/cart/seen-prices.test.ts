import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSeenPrices, rememberSeenPrices, seenPrice } from './seen-prices';

// The device's memory of the price each line was shown at, per country (localStorage in the browser;
// a plain in-memory Storage here).
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('the prices a shopper has seen', () => {
  it('remembers a price per country and line', () => {
    rememberSeenPrices('US', [{ key: 'a', unitPrice: 1500 }]);
    rememberSeenPrices('UK', [{ key: 'a', unitPrice: 1200 }]);
    expect(seenPrice('US', 'a')).toBe(1500);
    expect(seenPrice('UK', 'a')).toBe(1200);
    expect(seenPrice('US', 'b')).toBeUndefined();
  });

  it('replaces a sighting with a newer one, unless asked to keep the first (the one a change is measured from)', () => {
    rememberSeenPrices('US', [{ key: 'a', unitPrice: 1500 }]);
    rememberSeenPrices('US', [{ key: 'a', unitPrice: 1700 }, { key: 'b', unitPrice: 900 }], true);
    expect(seenPrice('US', 'a')).toBe(1500);
    expect(seenPrice('US', 'b')).toBe(900);
    rememberSeenPrices('US', [{ key: 'a', unitPrice: 1700 }]);
    expect(seenPrice('US', 'a')).toBe(1700);
  });

  it('forgets lines that left the cart, in every country, and keeps the others', () => {
    rememberSeenPrices('US', [{ key: 'a', unitPrice: 1500 }, { key: 'b', unitPrice: 900 }]);
    rememberSeenPrices('UK', [{ key: 'a', unitPrice: 1200 }]);
    forgetSeenPrices(['a']);
    expect(seenPrice('US', 'a')).toBeUndefined();
    expect(seenPrice('UK', 'a')).toBeUndefined();
    expect(seenPrice('US', 'b')).toBe(900);
  });

  it('treats an unreadable memory as empty, and a full one as not remembered, without failing', () => {
    localStorage.setItem('toy-shop:cart-seen-prices', '{not json');
    expect(seenPrice('US', 'a')).toBeUndefined();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberSeenPrices('US', [{ key: 'a', unitPrice: 1500 }])).not.toThrow();
    expect(seenPrice('US', 'a')).toBeUndefined();
  });
});
