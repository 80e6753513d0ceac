import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

/** The orders among `ids` that the scope lets the user see, with their pickup store (docs/decisions/099). */
export function documentOrderRows(db: Kysely<DB>, ids: readonly string[], scope: StoreScope) {
  return db
    .selectFrom('orders as o')
    .leftJoin('user as u', 'u.id', 'o.user_id')
    .leftJoin('stores as s', 's.id', 'o.pickup_store_id')
    .select([
      'o.id', 'o.order_number', 'o.status', 'o.created_at', 'o.paid_at', 'o.country', 'o.currency', 'o.email', 'o.delivery_method',
      'o.pickup_code', 'o.shipping_address', 'o.contact_name', 'o.contact_phone', 'o.carrier', 'o.tracking_number',
      'o.subtotal', 'o.discount_total', 'o.discount_code', 'o.shipping_total', 'o.tax_total', 'o.vat_included', 'o.total',
      'u.name as user_name', 'u.email as user_email',
      's.name as store_name', 's.country as store_country', 's.address_line_1 as store_address_line_1', 's.address_line_2 as store_address_line_2',
      's.city as store_city', 's.region as store_region', 's.postal_code as store_postal_code', 's.phone as store_phone',
    ])
    .where('o.id', 'in', [...ids])
    .where(orderInScope(scope, 'o'))
    .execute();
}

export type DocumentOrderRow = Awaited<ReturnType<typeof documentOrderRows>>[number];

/** The lines of these orders, in the order the order's page lists them. */
export function documentLineRows(db: Kysely<DB>, orderIds: readonly string[]) {
  return db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'variant_id', 'product_name', 'variant_name', 'unit_price', 'quantity', 'line_total'])
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** The completed refunds of these orders (money that went back), oldest first. */
export function documentRefundRows(db: Kysely<DB>, orderIds: readonly string[]) {
  return db
    .selectFrom('refunds')
    .select(['order_id', 'amount', 'completed_at', 'created_at'])
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'completed')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
