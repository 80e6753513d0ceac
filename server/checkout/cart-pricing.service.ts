import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import { CURRENCY_BY_COUNTRY, type Country } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import type { AppliedPromo, CartLineInput, QuotedLine, Quote, ShippingAddressInput, Totals } from '../../shared/checkout/api';
import { cartTotals, type ShippingRate } from '../../shared/checkout/totals';
import { evaluatePromo, normalisePromoCode, type PromoOutcome } from '../../shared/checkout/promo';
import { taxableUsAddress, taxRateFor } from '../../shared/checkout/tax';
import { selectPricingData } from './checkout.repo';
import { promoDiscountFrom } from './promo-discount';
import { selectStoreOffers } from '../pickup/pickup-stock.repo';

export interface PriceCartInput {
  country: Country;
  lines: CartLineInput[];
  promoCode?: string | undefined;
  /** Where tax is asked for: the shipping address, or the pickup store's address. */
  taxAddress?: Pick<ShippingAddressInput, 'countryCode' | 'postalCode' | 'adminArea1'> | null | undefined;
  pickup?: boolean;
  /** A pickup order's store: stock is that store's pickup stock, and a product it does not offer is `unavailable`. */
  pickupStoreId?: string | null;
}

/** A cart priced by the server from the database, with what an order needs to be written. */
export interface PricedCart {
  quote: Quote;
  /** Every line is `ok` (present, priced, in stock). */
  sellable: boolean;
  /** The discounts row behind `quote.promo`, when one applies. */
  discount: Row<'discounts'> | null;
  shippingRate: ShippingRate | null;
  taxRateBps: number | null;
}

const lineKey = (productId: string, variantId: string | null) => `${productId}\u0000${variantId ?? ''}`;

/** The same product and size twice is one line with the quantities added (as the cart itself does). */
function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = lineKey(line.productId, line.variantId);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/**
 * Prices a cart from the database only: names, unit prices (unitPriceFor), stock in the country
 * (for a pickup order: in its store),
 * the promo, shipping and tax. What the client believes about prices is never read.
 */
export async function priceCart(db: Kysely<DB>, input: PriceCartInput, now: Date): Promise<PricedCart> {
  const lines = mergeLines(input.lines);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const code = input.promoCode === undefined ? '' : normalisePromoCode(input.promoCode);
  // One statement reads everything that prices the cart: catalogue, stock, shipping rate, the promo
  // code's row and the tax rows (a round trip and a pooled connection per checkout, not three).
  const taxWhere = taxableUsAddress(input.taxAddress);
  const { products, variants, stock, shippingRate, discount: promoRow, taxRates, vatRateBps } = await selectPricingData(db, input.country, productIds, {
    promoCode: code === '' ? undefined : code,
    tax: taxWhere ? { state: taxWhere.state } : null,
  });
  const taxRateBps = taxWhere ? taxRateFor(taxRates, input.taxAddress) : null;
  const productById = new Map(products.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const productsWithVariants = new Set(variants.map((v) => v.product_id));
  // A pickup order is sold from its store's pickup stock, never the country's (issue 13).
  const storeOffers = input.pickupStoreId ? await selectStoreOffers(db, input.pickupStoreId, productIds) : null;
  const stockByKey = new Map((storeOffers ?? stock).map((s) => [lineKey(s.product_id, s.variant_id), s.stock]));

  const quoted: QuotedLine[] = lines.map((line) => {
    const product = productById.get(line.productId);
    const variant = line.variantId === null ? null : variantById.get(line.variantId);
    const variantMatches = line.variantId === null ? !productsWithVariants.has(line.productId) : variant?.product_id === line.productId;
    const notOffered = storeOffers !== null && !stockByKey.has(lineKey(line.productId, line.variantId));
    if (!product || !variantMatches || notOffered) {
      return {
        productId: line.productId, variantId: line.variantId, productName: product?.name ?? '', variantName: variant?.variant_name ?? null,
        imageUrl: product?.image_url ?? null, unitPrice: 0, quantity: line.quantity, lineTotal: 0, available: 0, status: 'unavailable',
      };
    }
    const unitPrice = unitPriceFor(
      input.country,
      { price: product.price, priceUk: product.price_uk },
      variant ? { price: variant.price, priceUk: variant.price_uk, priceAdjustment: variant.price_adjustment } : null,
    );
    const available = stockByKey.get(lineKey(line.productId, line.variantId)) ?? 0;
    // Not on sale before its release date, whatever the stock (docs/decisions/030).
    if (product.release_date !== null && product.release_date.getTime() > now.getTime()) {
      return {
        productId: line.productId, variantId: line.variantId, productName: product.name, variantName: variant?.variant_name ?? null,
        imageUrl: variant?.image_url ?? product.image_url, unitPrice, quantity: line.quantity, lineTotal: 0, available: 0, status: 'unreleased',
      };
    }
    return {
      productId: line.productId, variantId: line.variantId, productName: product.name, variantName: variant?.variant_name ?? null,
      imageUrl: variant?.image_url ?? product.image_url, unitPrice, quantity: line.quantity, lineTotal: unitPrice * line.quantity, available,
      status: line.quantity > available ? 'insufficient_stock' : 'ok',
    };
  });

  const priced = quoted.filter((line) => line.status !== 'unavailable' && line.status !== 'unreleased');
  const subtotal = cartTotals({ country: input.country, lines: priced, discount: 0, shippingRate, taxRateBps: null }).subtotal;
  const currency = CURRENCY_BY_COUNTRY[input.country];

  let promo: AppliedPromo | null = null;
  let promoError: Quote['promoError'] = null;
  let discount: Row<'discounts'> | null = null;
  if (code !== '') {
    const row = promoRow;
    const outcome: PromoOutcome = evaluatePromo(row ? promoDiscountFrom(row) : null, subtotal, now, currency);
    if (outcome.ok) {
      promo = outcome.promo;
      discount = row ?? null;
    } else {
      promoError = { code: outcome.code, message: outcome.message };
    }
  }

  const totals: Totals = cartTotals({
    country: input.country, lines: priced, discount: promo?.amount ?? 0, shippingRate, taxRateBps, pickup: input.pickup ?? false, vatRateBps,
  });
  return {
    quote: { lines: quoted, totals, promo, promoError },
    sellable: quoted.every((line) => line.status === 'ok'),
    discount,
    shippingRate,
    taxRateBps,
  };
}
