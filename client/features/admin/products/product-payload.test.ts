import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { productInputSchema, type ProductInput } from '../../../../shared/admin/product.schema';
import { hasZeroPrice, productPayload } from './product-payload';

const product = (input: Partial<z.input<typeof productInputSchema>>): ProductInput => productInputSchema.parse({ name: 'Kite', price: 1500, confirmZeroPrice: true, ...input });

describe('productPayload', () => {
  it('sends no zero-price confirmation when no shopper price is 0 (the server still checks)', () => {
    const payload = productPayload(product({ priceUk: 1200, variants: [{ name: 'S', priceAdjustment: -500 }] }));
    expect(payload).not.toHaveProperty('confirmZeroPrice');
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('confirms a 0 a shopper would see: the UK price, or a size priced to 0 by its adjustment', () => {
    expect(hasZeroPrice(product({ priceUk: 0 }))).toBe(true);
    expect(hasZeroPrice(product({ variants: [{ name: 'S', priceAdjustment: -1500 }] }))).toBe(true);
    const payload = productPayload(product({ priceUk: 0 }));
    expect(payload.confirmZeroPrice).toBe(true);
    // Without the confirmation the shared schema (the server's validator) refuses it.
    expect(productInputSchema.safeParse({ ...payload, confirmZeroPrice: undefined }).success).toBe(false);
  });

  it('a size with its own price keeps the product price out of the question', () => {
    expect(hasZeroPrice(product({ variants: [{ name: 'S', price: 900, priceUk: 800 }] }))).toBe(false);
  });
});
