import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ADMIN_TEXTS } from './api';
import { copyNameOf, PRODUCT_TEXTS, productBulkSchema, productFormSchema, productInputSchema, productListQuerySchema, productUpdateSchema } from './product.schema';

const valid = { name: 'Rocket', price: 1999 };

/** The issues of a failed parse, keyed by their whole path (as the server's form errors are). */
function issuesOf(input: unknown): Record<string, string> {
  const parsed = productInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the product form schema', () => {
  it('fills the defaults: no UK price (US fallback), no sizes, not featured, on sale now', () => {
    expect(productInputSchema.parse(valid)).toEqual({
      name: 'Rocket', description: '', categoryId: null, brandId: null, price: 1999, priceUk: null,
      releaseDate: null, isFeatured: false, images: [], variants: [],
    });
  });

  it('refuses negative, fractional and missing prices with the field named', () => {
    expect(issuesOf({ name: 'X', price: -1 })).toEqual({ price: PRODUCT_TEXTS.negativePrice });
    expect(issuesOf({ name: 'X', price: 19.99 })).toEqual({ price: PRODUCT_TEXTS.wholeMinorUnits });
    expect(issuesOf({ name: 'X' })).toHaveProperty('price');
    // An empty US price speaks the unit staff type in (issue 23 §13), not cents.
    expect(issuesOf({ name: 'X' })).toEqual({ price: PRODUCT_TEXTS.usPriceMissing });
    expect(PRODUCT_TEXTS.usPriceMissing).toBe('Enter the US price in dollars, such as 19.99');
    expect(issuesOf({ ...valid, priceUk: -5 })).toEqual({ priceUk: PRODUCT_TEXTS.negativePrice });
    expect(issuesOf({ ...valid, variants: [{ name: 'L', price: -1 }] })).toEqual({ 'variants.0.price': PRODUCT_TEXTS.negativePrice });
  });

  it('asks for confirmation of any price a shopper would see as 0', () => {
    expect(issuesOf({ name: 'Free', price: 0 })).toEqual({ price: ADMIN_TEXTS.zeroPriceConfirm });
    expect(issuesOf({ ...valid, priceUk: 0 })).toEqual({ priceUk: ADMIN_TEXTS.zeroPriceConfirm });
    expect(issuesOf({ ...valid, variants: [{ name: 'S', priceUk: 0 }] })).toEqual({ 'variants.0.priceUk': ADMIN_TEXTS.zeroPriceConfirm });
    expect(issuesOf({ ...valid, variants: [{ name: 'S', priceAdjustment: -1999 }] })).toEqual({ 'variants.0.priceAdjustment': ADMIN_TEXTS.zeroPriceConfirm });
    expect(productInputSchema.safeParse({ name: 'Free', price: 0, confirmZeroPrice: true }).success).toBe(true);
    expect(productInputSchema.safeParse({ name: 'Free', price: 0, confirmZeroPrice: false }).success).toBe(false);
  });

  it('leaves a price of 0 to the form to ask about on save (productFormSchema), and keeps every other rule', () => {
    expect(productFormSchema.safeParse({ name: 'Free', price: 0, variants: [{ name: 'S', priceUk: 0 }] }).success).toBe(true);
    expect(productFormSchema.safeParse({ name: 'X', price: -1 }).success).toBe(false);
    const duplicate = productFormSchema.safeParse({ ...valid, variants: [{ name: 'Large' }, { name: 'large' }] });
    expect(duplicate.success ? [] : duplicate.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['variants.1.name', PRODUCT_TEXTS.duplicateVariant]]);
  });

  it('refuses an adjustment that would price a size below 0 and a size name used twice', () => {
    expect(issuesOf({ ...valid, priceUk: 500, variants: [{ name: 'S', priceAdjustment: -600, price: 100 }] })).toEqual({
      'variants.0.priceAdjustment': PRODUCT_TEXTS.adjustmentBelowZero,
    });
    expect(issuesOf({ ...valid, variants: [{ name: 'Large' }, { name: 'large' }] })).toEqual({ 'variants.1.name': PRODUCT_TEXTS.duplicateVariant });
  });

  it('accepts the shop own image paths only (uploads and drawn pictures), never a climb out of the path', () => {
    expect(productInputSchema.safeParse({ ...valid, images: ['/images/products/p1/1.svg', '/media/abc/800.webp'] }).success).toBe(true);
    for (const bad of ['/images/../secret', 'https://cdn.example.com/a.webp', 'javascript:alert(1)']) {
      expect(Object.keys(issuesOf({ ...valid, images: [bad] }))).toEqual(['images.0']);
    }
    expect(Object.keys(issuesOf({ ...valid, variants: [{ name: 'S', imageUrl: 'http://x/y.png' }] }))).toEqual(['variants.0.imageUrl']);
  });

  it('needs the version on an edit and a launch time with its offset', () => {
    expect(productUpdateSchema.safeParse(valid).success).toBe(false);
    expect(productUpdateSchema.safeParse({ ...valid, version: '42', releaseDate: '2026-12-01T09:00:00Z' }).success).toBe(true);
    expect(productUpdateSchema.safeParse({ ...valid, version: '42', releaseDate: '1 December' }).success).toBe(false);
  });
});

describe('the products list query and bulk actions', () => {
  it('takes the filters and refuses unknown stock states', () => {
    expect(productListQuerySchema.parse({ stock: 'low', country: 'UK', launch: 'upcoming', q: ' lego ' })).toMatchObject({ stock: 'low', country: 'UK', launch: 'upcoming', q: 'lego', page: 1 });
    expect(() => productListQuerySchema.parse({ stock: 'plenty' })).toThrow(z.ZodError);
  });

  it('needs a category (or null) for set-category, and at least one id', () => {
    expect(productBulkSchema.safeParse({ action: 'set-category', ids: ['p1'] }).success).toBe(false);
    expect(productBulkSchema.safeParse({ action: 'set-category', ids: ['p1'], categoryId: null }).success).toBe(true);
    expect(productBulkSchema.safeParse({ action: 'feature', ids: [] }).success).toBe(false);
    expect(productBulkSchema.safeParse({ action: 'archive', ids: ['p1'] }).success).toBe(false);
  });
});

describe('a duplicate’s name', () => {
  it('is "<name> (copy)", the original shortened so the two stay within the 200 characters a name may have', () => {
    expect(copyNameOf('Kite')).toBe('Kite (copy)');
    const long = `${'a'.repeat(195)} bcdef`;
    const copy = copyNameOf(long);
    expect(copy).toHaveLength(200);
    expect(copy.endsWith(' (copy)')).toBe(true);
    expect(productInputSchema.safeParse({ name: copy, price: 100 }).success).toBe(true);
  });
});
