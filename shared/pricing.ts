import type { Country } from './money';

/** What pricing needs of a product (device documents and server rows both map to this). */
export interface PricedProduct {
  price: number;
  priceUk: number | null;
}

/** What pricing needs of a size variant. */
export interface PricedVariant {
  price: number | null;
  priceUk: number | null;
  priceAdjustment: number;
}

/** A product's price in a country: US → price; UK → price_uk, falling back to price. */
export function productPriceFor(country: Country, product: PricedProduct): number {
  return country === 'UK' ? (product.priceUk ?? product.price) : product.price;
}

/**
 * The one unit-price rule (DECISIONS.md): a variant's own price for the country when set,
 * otherwise the product's country price plus the variant's price_adjustment (never below 0).
 * Product page, card, cart, order and payment order all call this.
 */
export function unitPriceFor(country: Country, product: PricedProduct, variant: PricedVariant | null): number {
  if (!variant) return productPriceFor(country, product);
  const own = country === 'UK' ? variant.priceUk : variant.price;
  if (own !== null) return own;
  return Math.max(0, productPriceFor(country, product) + variant.priceAdjustment);
}

/** What a shopper sees in one country: the product's price and each size's (in the sizes' order). */
export interface CountryPrices {
  product: number;
  variants: number[];
}

/**
 * The prices a shopper sees in each country, by the same rules as the shop (the back office's live
 * preview and its zero-price check both read this, so an edit shows exactly what will be charged).
 */
export function shopperPrices(product: PricedProduct, variants: readonly PricedVariant[]): Record<Country, CountryPrices> {
  const inCountry = (country: Country): CountryPrices => ({
    product: productPriceFor(country, product),
    variants: variants.map((variant) => unitPriceFor(country, product, variant)),
  });
  return { US: inCountry('US'), UK: inCountry('UK') };
}
