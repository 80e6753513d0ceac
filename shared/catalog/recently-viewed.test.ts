import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_CAP, RECENTLY_VIEWED_SHOWN, parseRecentlyViewed, recentlyViewedToShow, withViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('puts the product just viewed first, once', () => {
    expect(withViewed([], 'a')).toEqual(['a']);
    expect(withViewed(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(withViewed(['a'], 'a')).toEqual(['a']);
  });

  it('forgets the oldest past the cap', () => {
    let list: string[] = [];
    for (let index = 0; index < RECENTLY_VIEWED_CAP + 3; index += 1) list = withViewed(list, `p${index}`);
    expect(list).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(list[0]).toBe(`p${RECENTLY_VIEWED_CAP + 2}`);
    expect(list).not.toContain('p0');
    expect(withViewed(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });

  it('reads back only usable ids from storage, each once, at most the cap', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed({ a: 1 })).toEqual([]);
    expect(parseRecentlyViewed(['a', 1, '', 'b', 'a', null, 'x'.repeat(65)])).toEqual(['a', 'b']);
    expect(parseRecentlyViewed(Array.from({ length: 40 }, (_, index) => `p${index}`))).toHaveLength(RECENTLY_VIEWED_CAP);
  });

  it('shows the most recent first, without the current product or products that are gone, up to the limit', () => {
    const catalogue = new Map(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, { id }]));
    const lookup = (id: string) => catalogue.get(id);
    expect(recentlyViewedToShow(['c', 'gone', 'a', 'b'], 'a', lookup).map((product) => product.id)).toEqual(['c', 'b']);
    expect(recentlyViewedToShow(['a', 'b', 'c', 'd', 'e', 'f'], 'z', lookup)).toHaveLength(RECENTLY_VIEWED_SHOWN);
    expect(recentlyViewedToShow(['a', 'b', 'c', 'd', 'e', 'f'], 'a', lookup).map((product) => product.id)).toEqual(['b', 'c', 'd', 'e']);
    expect(recentlyViewedToShow([], 'a', lookup)).toEqual([]);
  });
});
