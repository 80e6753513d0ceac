import { describe, expect, it } from 'vitest';
import { codeOf, screensMatching, searchesKind } from './search';

describe("the back office search's screens and kinds", () => {
  it('finds screens by title words, titles that start with the term first, only those the roles may open', () => {
    expect(screensMatching('ord', ['admin']).map((entry) => entry.title).slice(0, 2)).toEqual(['Orders', 'Order Approvals']);
    expect(screensMatching('rates', ['admin']).map((entry) => entry.path)).toEqual(['/admin/tax-rates', '/admin/shipping-rates']);
    // Staff have neither Order Approvals nor Customers; the dashboard's and the counter's purposes speak of orders.
    expect(screensMatching('ord', ['staff']).map((entry) => entry.title)).toEqual(['Orders', 'Dashboard', 'Pickup Verification']);
    expect(screensMatching('dash', ['staff'])).toEqual([{ screen: 'dashboard', title: 'Dashboard', path: '/admin' }]);
    // From 3 characters on a screen's purpose counts too ("promo" is in Discounts' purpose).
    expect(screensMatching('promo', ['store_manager']).map((entry) => entry.title)).toEqual(['Discounts']);
    expect(screensMatching('   ', ['admin'])).toEqual([]);
  });

  it('searches a kind of record only for a role that may open its screen', () => {
    expect(searchesKind('order', ['staff'])).toBe(true);
    expect(searchesKind('product', ['staff'])).toBe(false);
    expect(searchesKind('customer', ['store_manager'])).toBe(true);
    expect(searchesKind('store', ['staff', 'store_manager'])).toBe(true);
  });

  it('reads a typed or scanned code upper-cased, without spaces', () => {
    expect(codeOf(' ts-2612-ab cd1234 ')).toBe('TS-2612-ABCD1234');
  });
});
