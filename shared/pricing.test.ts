import { describe, expect, it } from 'vitest';
import { productPriceFor, shopperPrices, unitPriceFor } from './pricing';

const product = { price: 2000, priceUk: 1800 };
const noUkPrice = { price: 2000, priceUk: null };

describe('the country price of a product', () => {
  it('uses price in the US and price_uk in the UK, falling back to price', () => {
    expect(productPriceFor('US', product)).toBe(2000);
    expect(productPriceFor('UK', product)).toBe(1800);
    expect(productPriceFor('UK', noUkPrice)).toBe(2000);
  });
});

describe('the one variant price rule', () => {
  it('uses the variant own price for the country when set', () => {
    const variant = { price: 2500, priceUk: 2300, priceAdjustment: 999 };
    expect(unitPriceFor('US', product, variant)).toBe(2500);
    expect(unitPriceFor('UK', product, variant)).toBe(2300);
  });

  it('otherwise adds the adjustment to the product country price', () => {
    const variant = { price: null, priceUk: null, priceAdjustment: 300 };
    expect(unitPriceFor('US', product, variant)).toBe(2300);
    expect(unitPriceFor('UK', product, variant)).toBe(2100);
    expect(unitPriceFor('UK', noUkPrice, variant)).toBe(2300);
  });

  it('treats a US-only variant price as unset in the UK', () => {
    const variant = { price: 2500, priceUk: null, priceAdjustment: 100 };
    expect(unitPriceFor('UK', product, variant)).toBe(1900);
  });

  it('never goes below zero with a negative adjustment', () => {
    expect(unitPriceFor('US', product, { price: null, priceUk: null, priceAdjustment: -5000 })).toBe(0);
  });

  it('is the product price when there is no variant', () => {
    expect(unitPriceFor('UK', product, null)).toBe(1800);
  });
});

describe('the shopper prices preview', () => {
  it('gives each country the product price and every size by the one variant rule', () => {
    const sizes = [
      { price: null, priceUk: null, priceAdjustment: 250 },
      { price: 3000, priceUk: null, priceAdjustment: 0 },
      { price: null, priceUk: 1500, priceAdjustment: -100 },
    ];
    expect(shopperPrices(product, sizes)).toEqual({
      US: { product: 2000, variants: [2250, 3000, 1900] },
      UK: { product: 1800, variants: [2050, 1800 - 0, 1500] },
    });
    expect(shopperPrices(noUkPrice, []).UK).toEqual({ product: 2000, variants: [] });
  });

  it('matches unitPriceFor for every size, so the preview is what the cart charges', () => {
    const sizes = [{ price: null, priceUk: 900, priceAdjustment: -5000 }, { price: 100, priceUk: null, priceAdjustment: 7 }];
    const preview = shopperPrices(product, sizes);
    for (const country of ['US', 'UK'] as const) {
      sizes.forEach((size, index) => expect(preview[country].variants[index]).toBe(unitPriceFor(country, product, size)));
    }
  });
});
