import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Country, DB, Row } from '../db/schema';
import type { ShippingRate } from '../../shared/checkout/totals';
import type { TaxRateRow } from '../../shared/checkout/tax';

// Reads the catalogue, rates and codes that price a cart. Every query takes the caller's
// connection or transaction.

export async function selectProducts(db: Kysely<DB>, ids: string[]): Promise<Row<'products'>[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').selectAll().where('id', 'in', ids).where('deleted_at', 'is', null).execute();
}

/** Every live variant of these products (a product with variants needs one chosen). */
export async function selectVariantsOf(db: Kysely<DB>, productIds: string[]): Promise<Row<'product_variants'>[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom('product_variants').selectAll().where('product_id', 'in', productIds).where('deleted_at', 'is', null).execute();
}

export interface StockRow {
  product_id: string;
  variant_id: string | null;
  stock: number;
}

/** Stock in a country per product and variant: the sum of its inventory rows. */
export async function selectStock(db: Kysely<DB>, country: Country, productIds: string[]): Promise<StockRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('inventory')
    .select(['product_id', 'variant_id', sql<number>`sum(stock)`.as('stock')])
    .where('country', '=', country)
    .where('product_id', 'in', productIds)
    .where('deleted_at', 'is', null)
    .groupBy(['product_id', 'variant_id'])
    .execute();
  return rows.map((row) => ({ ...row, stock: Number(row.stock) }));
}

export type PricingProduct = Pick<Row<'products'>, 'id' | 'name' | 'price' | 'price_uk' | 'image_url'>;
export type PricingVariant = Pick<Row<'product_variants'>, 'id' | 'product_id' | 'variant_name' | 'price' | 'price_uk' | 'price_adjustment' | 'image_url'>;

/**
 * What prices a cart, in one query (one round trip, one connection): the live products and their
 * live variants, stock in the country per product and variant (the sum of its inventory rows), and
 * the country's shipping rate (as selectShippingRate).
 */
export async function selectPricingData(
  db: Kysely<DB>,
  country: Country,
  productIds: string[],
): Promise<{ products: PricingProduct[]; variants: PricingVariant[]; stock: StockRow[]; shippingRate: ShippingRate | null }> {
  // `in ()` is not SQL: an empty cart asks for a product id that cannot exist.
  const ids = productIds.length > 0 ? productIds : [''];
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb.selectFrom('products').select(['products.id', 'products.name', 'products.price', 'products.price_uk', 'products.image_url']).where('products.id', 'in', ids).where('products.deleted_at', 'is', null),
      ).as('products'),
      jsonArrayFrom(
        eb
          .selectFrom('product_variants')
          .select(['product_variants.id', 'product_variants.product_id', 'product_variants.variant_name', 'product_variants.price', 'product_variants.price_uk', 'product_variants.price_adjustment', 'product_variants.image_url'])
          .where('product_variants.product_id', 'in', ids)
          .where('product_variants.deleted_at', 'is', null),
      ).as('variants'),
      jsonArrayFrom(
        eb
          .selectFrom('inventory')
          .select(['inventory.product_id', 'inventory.variant_id', sql<number>`sum(inventory.stock)`.as('stock')])
          .where('inventory.country', '=', country)
          .where('inventory.product_id', 'in', ids)
          .where('inventory.deleted_at', 'is', null)
          .groupBy(['inventory.product_id', 'inventory.variant_id']),
      ).as('stock'),
      jsonObjectFrom(
        eb
          .selectFrom('shipping_rates')
          .select(['shipping_rates.base_rate', 'shipping_rates.free_shipping_threshold'])
          .where('shipping_rates.country', '=', country)
          .where('shipping_rates.is_active', '=', true)
          .where('shipping_rates.deleted_at', 'is', null)
          .orderBy('shipping_rates.base_rate')
          .orderBy('shipping_rates.id')
          .limit(1),
      ).as('shipping'),
    ])
    .executeTakeFirstOrThrow();
  return {
    products: row.products.map((p) => ({ ...p, price: Number(p.price), price_uk: p.price_uk === null ? null : Number(p.price_uk) })),
    variants: row.variants.map((v) => ({
      ...v,
      price: v.price === null ? null : Number(v.price),
      price_uk: v.price_uk === null ? null : Number(v.price_uk),
      price_adjustment: Number(v.price_adjustment),
    })),
    stock: row.stock.map((s) => ({ product_id: s.product_id, variant_id: s.variant_id, stock: Number(s.stock) })),
    shippingRate: row.shipping ? { baseRate: Number(row.shipping.base_rate), freeShippingThreshold: Number(row.shipping.free_shipping_threshold) } : null,
  };
}

/** The country's active shipping rate, lowest base rate first; null when none (defaults apply). */
export async function selectShippingRate(db: Kysely<DB>, country: Country): Promise<ShippingRate | null> {
  const row = await db
    .selectFrom('shipping_rates')
    .select(['base_rate', 'free_shipping_threshold'])
    .where('country', '=', country)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('base_rate')
    .orderBy('id')
    .executeTakeFirst();
  return row ? { baseRate: row.base_rate, freeShippingThreshold: row.free_shipping_threshold } : null;
}

/** The state's rate and its ZIP-prefix overrides (all overrides when the state is unknown). */
export async function selectTaxRates(db: Kysely<DB>, state: string | null): Promise<TaxRateRow[]> {
  let query = db.selectFrom('tax_rates').select(['state', 'zip_prefix', 'rate_bps']);
  query = state === null ? query.where('zip_prefix', 'is not', null) : query.where('state', '=', state);
  const rows = await query.execute();
  return rows.map((row) => ({ state: row.state.trim(), zipPrefix: row.zip_prefix, rateBps: row.rate_bps }));
}

export async function selectDiscountByCode(db: Kysely<DB>, code: string): Promise<Row<'discounts'> | undefined> {
  return db.selectFrom('discounts').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function selectDiscountById(db: Kysely<DB>, id: string): Promise<Row<'discounts'> | undefined> {
  return db.selectFrom('discounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An active pickup store in the country. */
export async function selectPickupStore(db: Kysely<DB>, id: string, country: Country): Promise<Row<'stores'> | undefined> {
  return db
    .selectFrom('stores')
    .selectAll()
    .where('id', '=', id)
    .where('country', '=', country)
    .where('is_active', '=', true)
    .where('pickup_enabled', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

