import { describe, expect, it } from 'vitest';
import { PRODUCT_HISTORY_FIELDS } from '../products/history-fields';
import { SHIPPING_RATE_HISTORY_FIELDS } from '../shipping-rates/history-fields';
import { changedFields, fieldLabel } from './record-changes';

describe('a record’s history: what changed', () => {
  it('lists only the fields that differ, leaving out bookkeeping', () => {
    const before = { id: 'c1', name: 'Dinos', slug: 'dinos', isActive: true, version: '4', updated_at: 'x' };
    const after = { id: 'c1', name: 'Dinosaurs', slug: 'dinos', isActive: false, version: '5', updated_at: 'y' };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', label: 'Name', before: 'Dinos', after: 'Dinosaurs' },
      { field: 'isActive', label: 'Active', before: 'Yes', after: 'No' },
    ]);
  });

  it('shows a creation as every field set, and empty values as a dash', () => {
    expect(changedFields(null, { name: 'Robots', description: null })).toEqual([{ field: 'name', label: 'Name', before: '—', after: 'Robots' }]);
  });
});

describe('a record’s history: read for people (issue 23 §12)', () => {
  it('shows a product’s prices as money in their currency, not cents', () => {
    expect(changedFields({ price: 1599, priceUk: null }, { price: 1234, priceUk: 999 }, PRODUCT_HISTORY_FIELDS)).toEqual([
      { field: 'price', label: 'US price', before: '$15.99', after: '$12.34' },
      { field: 'priceUk', label: 'UK price', before: '—', after: '£9.99' },
    ]);
  });

  it('names a referenced brand or category instead of its id', () => {
    const names = { 'b-1': 'Acme Toys', 'b-2': 'Zeta' };
    expect(changedFields({ brandId: 'b-1', categoryId: null }, { brandId: 'b-2', categoryId: 'c-gone' }, PRODUCT_HISTORY_FIELDS, names)).toEqual([
      { field: 'brandId', label: 'Brand', before: 'Acme Toys', after: 'Zeta' },
      { field: 'categoryId', label: 'Category', before: '—', after: 'c-gone' },
    ]);
  });

  it('shows pictures and sizes as lists', () => {
    const before = { images: ['/media/a/800.webp'], variants: [{ id: 'v1', name: 'Small', price: null, priceUk: null, priceAdjustment: -200, imageUrl: null, displayOrder: 0 }] };
    const after = {
      images: ['/media/a/800.webp', '/media/b/800.webp'],
      variants: [
        { id: 'v1', name: 'Small', price: null, priceUk: null, priceAdjustment: -200, imageUrl: null, displayOrder: 0 },
        { id: 'v2', name: 'Large', price: 2999, priceUk: 2499, priceAdjustment: 0, imageUrl: null, displayOrder: 1 },
      ],
    };
    expect(changedFields(before, after, PRODUCT_HISTORY_FIELDS)).toEqual([
      { field: 'images', label: 'Pictures', before: ['/media/a/800.webp'], after: ['/media/a/800.webp', '/media/b/800.webp'] },
      { field: 'variants', label: 'Sizes', before: ['Small · adjustment -2.00'], after: ['Small · adjustment -2.00', 'Large · US $29.99 · UK £24.99'] },
    ]);
  });

  it('shows a shipping rate’s amounts in its country’s currency', () => {
    expect(changedFields({ country: 'UK', baseRate: 499 }, { country: 'UK', baseRate: 399 }, SHIPPING_RATE_HISTORY_FIELDS)).toEqual([{ field: 'baseRate', label: 'Base rate', before: '£4.99', after: '£3.99' }]);
  });

  it('finds nothing to show in a write that changed nothing but its version', () => {
    expect(changedFields({ price: 1599, version: '4', updatedAt: 'a' }, { price: 1599, version: '5', updatedAt: 'b' }, PRODUCT_HISTORY_FIELDS)).toEqual([]);
  });

  it('labels fields in words', () => {
    expect(fieldLabel('freeShippingThreshold')).toBe('Free shipping threshold');
    expect(fieldLabel('isFeatured')).toBe('Featured');
    expect(fieldLabel('store_id')).toBe('Store');
  });
});
