import { sql, type Kysely } from 'kysely';
import type { Country, DB, NewRow, Row, ShippingAddress } from '../db/schema';
import type { ShippingRate } from '../../shared/checkout/totals';
import type { TaxRateRow } from '../../shared/checkout/tax';
import { activeShippingRate } from '../../shared/checkout/shipping-rate';
import { settingValue } from '../../shared/settings';

// Reads the catalogue, rates and codes that price a cart. Every query takes the caller's
// connection or transaction.

export interface StockRow {
  product_id: string;
  variant_id: string | null;
  stock: number;
}

export type PricingProduct = Pick<Row<'products'>, 'id' | 'name' | 'price' | 'price_uk' | 'image_url' | 'release_date'>;
export type PricingVariant = Pick<Row<'product_variants'>, 'id' | 'product_id' | 'variant_name' | 'price' | 'price_uk' | 'price_adjustment' | 'image_url'>;

/** What prices a cart, read in one statement. */
export interface PricingData {
  products: PricingProduct[];
  variants: PricingVariant[];
  stock: StockRow[];
  shippingRate: ShippingRate | null;
  /** The promo code's row; undefined when no code was asked for or none matches. */
  discount: Row<'discounts'> | undefined;
  /** The tax rows for `taxState` (as selectTaxRates); empty when tax was not asked for. */
  taxRates: TaxRateRow[];
  /** The UK VAT rate (the `uk_vat_rate_bps` setting). */
  vatRateBps: number;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/**
 * What prices a cart, in one statement (one round trip, one pooled connection): the live products
 * and their live variants, stock in the country per product and variant (the sum of its inventory
 * rows), the country's shipping rate (as selectShippingRate), the promo code's row (by its
 * code) and, when `tax` is given, the tax rows (as selectTaxRates). The SQL text is
 * the same for every cart (ids travel as one array parameter): a checkout pays no query building,
 * and 50 creates at once queue for one connection each, not two.
 */
export async function selectPricingData(
  db: Kysely<DB>,
  country: Country,
  productIds: string[],
  options: { promoCode?: string | undefined; tax?: { state: string | null } | null } = {},
): Promise<PricingData> {
  const taxWanted = options.tax !== undefined && options.tax !== null;
  const taxState = options.tax?.state ?? null;
  const { rows } = await sql<{
    products: Json<PricingProduct>[];
    variants: Json<PricingVariant>[];
    stock: StockRow[];
    shipping: Array<{ id: string; base_rate: number; free_shipping_threshold: number }>;
    discount: Json<Row<'discounts'>> | null;
    tax_rates: Array<{ state: string; zip_prefix: string | null; rate_bps: number }>;
    uk_vat: unknown;
  }>`/* prepared: select-pricing-data */
    select
      (select coalesce(json_agg(p), '[]') from (
        select id, name, price, price_uk, image_url, release_date from products
        where id = any(${productIds}::text[]) and deleted_at is null) p) as products,
      (select coalesce(json_agg(v), '[]') from (
        select id, product_id, variant_name, price, price_uk, price_adjustment, image_url from product_variants
        where product_id = any(${productIds}::text[]) and deleted_at is null) v) as variants,
      (select coalesce(json_agg(s), '[]') from (
        select product_id, variant_id, sum(stock) as stock from inventory
        where country = ${country} and product_id = any(${productIds}::text[]) and deleted_at is null
        group by product_id, variant_id) s) as stock,
      (select coalesce(json_agg(r), '[]') from (
        select id, base_rate, free_shipping_threshold from shipping_rates
        where country = ${country} and is_active and deleted_at is null) r) as shipping,
      (select row_to_json(d) from (select * from discounts where code = ${options.promoCode ?? null}::text and deleted_at is null) d) as discount,
      (select coalesce(json_agg(t), '[]') from (
        select state, zip_prefix, rate_bps from tax_rates
        where ${taxWanted}::boolean and is_active and deleted_at is null
          and (case when ${taxState}::text is null then zip_prefix is not null else state = ${taxState}::text end)) t) as tax_rates,
      (select value from settings where key = 'uk_vat_rate_bps') as uk_vat
  `.execute(db);
  const row = rows[0]!;
  const discount = row.discount;
  return {
    products: row.products.map((p) => ({
      ...p, price: Number(p.price), price_uk: p.price_uk === null ? null : Number(p.price_uk), release_date: p.release_date === null ? null : new Date(p.release_date),
    })),
    variants: row.variants.map((v) => ({
      ...v,
      price: v.price === null ? null : Number(v.price),
      price_uk: v.price_uk === null ? null : Number(v.price_uk),
      price_adjustment: Number(v.price_adjustment),
    })),
    stock: row.stock.map((s) => ({ product_id: s.product_id, variant_id: s.variant_id, stock: Number(s.stock) })),
    shippingRate: activeShippingRate(
      row.shipping.map((r) => ({ id: r.id, country, baseRate: Number(r.base_rate), freeShippingThreshold: Number(r.free_shipping_threshold), isActive: true })),
      country,
    ),
    discount: discount
      ? {
          ...discount,
          start_date: discount.start_date === null ? null : new Date(discount.start_date),
          end_date: discount.end_date === null ? null : new Date(discount.end_date),
          created_at: new Date(discount.created_at),
          updated_at: new Date(discount.updated_at),
          deleted_at: discount.deleted_at === null ? null : new Date(discount.deleted_at),
        }
      : undefined,
    taxRates: row.tax_rates.map((t) => ({ state: t.state.trim(), zipPrefix: t.zip_prefix, rateBps: t.rate_bps })),
    vatRateBps: settingValue('uk_vat_rate_bps', row.uk_vat),
  };
}

/** The country's shipping rate (activeShippingRate over its live rows); null when none (defaults apply). */
export async function selectShippingRate(db: Kysely<DB>, country: Country): Promise<ShippingRate | null> {
  const rows = await db
    .selectFrom('shipping_rates')
    .select(['id', 'base_rate', 'free_shipping_threshold', 'is_active'])
    .where('country', '=', country)
    .where('deleted_at', 'is', null)
    .execute();
  return activeShippingRate(
    rows.map((row) => ({ id: row.id, country, baseRate: row.base_rate, freeShippingThreshold: row.free_shipping_threshold, isActive: row.is_active })),
    country,
  );
}

/** The state's rate and its ZIP-prefix overrides (all overrides when the state is unknown). */
export async function selectTaxRates(db: Kysely<DB>, state: string | null): Promise<TaxRateRow[]> {
  let query = db.selectFrom('tax_rates').select(['state', 'zip_prefix', 'rate_bps']).where('is_active', '=', true).where('deleted_at', 'is', null);
  query = state === null ? query.where('zip_prefix', 'is not', null) : query.where('state', '=', state);
  const rows = await query.execute();
  return rows.map((row) => ({ state: row.state.trim(), zipPrefix: row.zip_prefix, rateBps: row.rate_bps }));
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


// The columns insertCheckoutOrder writes; a field outside them is a type error, never silently dropped.
type OrderColumns = 'id' | 'order_number' | 'user_id' | 'guest_id' | 'email' | 'country' | 'currency' | 'status' | 'delivery_method' | 'pickup_store_id'
  | 'contact_name' | 'contact_phone' | 'subtotal' | 'discount_total' | 'shipping_total' | 'tax_total' | 'vat_included' | 'total' | 'discount_id' | 'discount_code';
type PaymentColumns = 'id' | 'order_id' | 'provider_order_id' | 'create_request_id' | 'capture_request_id' | 'status' | 'amount' | 'currency';
type HistoryColumns = 'order_id' | 'from_status' | 'to_status' | 'changed_by' | 'reason';

/** A new order as checkout writes it; its address is the stored object (jsonb), not a JSON string. */
export type NewCheckoutOrder = Pick<NewRow<'orders'>, OrderColumns> & { shipping_address: ShippingAddress | null };
export type NewCheckoutPayment = Pick<NewRow<'payments'>, PaymentColumns>;
export type NewCheckoutHistory = Pick<NewRow<'order_status_history'>, HistoryColumns>;

/**
 * Writes a new order, its lines, its first status row and its payment in one statement (one round
 * trip, one commit). Each row travels as one JSON parameter typed by its table
 * (json_populate_record), so the SQL text is the same for every order; columns not listed take
 * their defaults.
 */
export async function insertCheckoutOrder(
  db: Kysely<DB>,
  order: NewCheckoutOrder,
  lines: NewRow<'order_lines'>[],
  history: NewCheckoutHistory,
  payment: NewCheckoutPayment,
): Promise<void> {
  await sql`/* prepared: insert-checkout-order */
    with new_order as (
      insert into orders (id, order_number, user_id, guest_id, email, country, currency, status, delivery_method, pickup_store_id,
        contact_name, contact_phone, shipping_address, subtotal, discount_total, shipping_total, tax_total, vat_included, total, discount_id, discount_code)
      select id, order_number, user_id, guest_id, email, country, currency, status, delivery_method, pickup_store_id,
        contact_name, contact_phone, shipping_address, subtotal, discount_total, shipping_total, tax_total, vat_included, total, discount_id, discount_code
      from json_populate_record(null::orders, ${JSON.stringify(order)}::json)
      returning id
    ), new_lines as (
      insert into order_lines (id, order_id, product_id, variant_id, product_name, variant_name, unit_price, quantity, line_total)
      select id, order_id, product_id, variant_id, product_name, variant_name, unit_price, quantity, line_total
      from json_populate_recordset(null::order_lines, ${JSON.stringify(lines)}::json)
      returning id
    ), new_history as (
      insert into order_status_history (order_id, from_status, to_status, changed_by, reason)
      select order_id, from_status, to_status, changed_by, reason
      from json_populate_record(null::order_status_history, ${JSON.stringify(history)}::json)
      returning id
    )
    insert into payments (id, order_id, provider_order_id, create_request_id, capture_request_id, status, amount, currency)
    select id, order_id, provider_order_id, create_request_id, capture_request_id, status, amount, currency
    from json_populate_record(null::payments, ${JSON.stringify(payment)}::json)
  `.execute(db);
}
