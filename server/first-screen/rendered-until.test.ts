import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '../../shared/catalog/first-screen';
import type { ProductDoc } from '../../shared/sync/documents';
import { NEW_WINDOW_DAYS } from '../../shared/catalog/badges';
import { renderedUntil } from './rendered-until';

const DAY = 86_400_000;
const now = Date.parse('2026-06-15T12:00:00Z');
const newYear = new Date(2027, 0, 1).getTime();
const product = (id: string, releaseDate: string | null) => ({ id, releaseDate }) as unknown as ProductDoc;
const listing = (...products: ProductDoc[]): FirstScreen => ({ route: 'new-arrivals', products, total: products.length });

describe('renderedUntil', () => {
  it('is the new year (the footer’s ©) when no product’s badge is due to change', () => {
    expect(renderedUntil(listing(product('a', null), product('b', '2020-01-01T00:00:00Z')), now)).toBe(newYear);
    expect(renderedUntil({ route: 'product', productId: 'x', product: null, brand: null, shippingRates: [] }, now)).toBe(newYear);
  });

  it('ends when a product shown is released (COMING SOON ends)', () => {
    const release = now + 3 * DAY;
    expect(renderedUntil(listing(product('a', null), product('b', new Date(release).toISOString())), now)).toBe(release);
    expect(renderedUntil({ route: 'product', productId: 'b', product: product('b', new Date(release).toISOString()), brand: null, shippingRates: [] }, now)).toBe(release);
  });

  it('ends when a product shown stops being NEW', () => {
    const released = now - 10 * DAY;
    expect(renderedUntil({ route: 'home', heroSlides: [], featured: [product('a', new Date(released).toISOString())], brands: [], shippingRates: [] }, now)).toBe(released + NEW_WINDOW_DAYS * DAY);
  });

  it('takes the soonest of its products', () => {
    const soon = now + DAY;
    const later = now + 2 * DAY;
    expect(renderedUntil(listing(product('a', new Date(later).toISOString()), product('b', new Date(soon).toISOString())), now)).toBe(soon);
  });
});
