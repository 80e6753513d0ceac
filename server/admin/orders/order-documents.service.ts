import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import { postalAddressLines } from '../../../shared/business-details';
import { shippingAddressLines, vatBreakdown, type OrderDocument } from '../../../shared/admin/order-documents';
import { ORDER_DOCUMENT_TEXTS } from '../../../shared/admin/order-document-texts';
import { storeAddressLines } from '../../../shared/pickup/pickup-view';
import type { BusinessDetails } from '../../../shared/business-details';
import type { DB } from '../../db/schema';
import { readSetting } from '../../settings/settings.repo';
import type { StoreScope } from '../store-scope';
import { documentLineRows, documentOrderRows, documentRefundRows, type DocumentOrderRow } from './order-documents.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What the paper needs for each of these orders, in the order asked (docs/decisions/099). Every figure
 * is the order's own, as stored when it was bought; nothing is recomputed. If any id is unknown or
 * outside the user's stores the whole request is refused with a 404 that says how many, never which:
 * another store's pickup order reads exactly like an order that does not exist.
 */
export async function orderDocuments(db: Kysely<DB>, ids: readonly string[], scope: StoreScope): Promise<OrderDocument[]> {
  const rows = await documentOrderRows(db, ids, scope);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', ORDER_DOCUMENT_TEXTS.notFound(ids.length - rows.length, ids.length));
  const [lines, refunds, shop, vatBps] = await Promise.all([documentLineRows(db, ids), documentRefundRows(db, ids), readSetting(db, 'business_details'), readSetting(db, 'uk_vat_rate_bps')]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const order = byId.get(id)!;
    const refunded = refunds.filter((refund) => refund.order_id === id);
    return {
      id,
      orderNumber: order.order_number,
      status: order.status,
      createdAt: iso(order.created_at),
      paidAt: order.paid_at ? iso(order.paid_at) : null,
      country: order.country,
      currency: order.currency,
      customer: {
        name: order.shipping_address?.full_name ?? order.contact_name ?? order.user_name ?? null,
        email: order.email ?? order.user_email ?? null,
        phone: order.contact_phone,
      },
      delivery: deliveryOf(order),
      lines: lines
        .filter((line) => line.order_id === id)
        .map((line) => ({
          id: line.id,
          name: line.product_name,
          variantName: line.variant_name,
          sku: line.variant_id ? `${line.product_id}:${line.variant_id}` : line.product_id,
          quantity: line.quantity,
          unitPrice: line.unit_price,
          lineTotal: line.line_total,
        })),
      totals: { subtotal: order.subtotal, discount: order.discount_total, discountCode: order.discount_code, shipping: order.shipping_total, total: order.total },
      tax: order.country === 'US' ? { kind: 'sales_tax', amount: order.tax_total } : vatBreakdown(order.total, order.vat_included, vatBps),
      refunds: refunded.map((refund) => ({ amount: refund.amount, at: iso(refund.completed_at ?? refund.created_at) })),
      refundedTotal: refunded.reduce((sum, refund) => sum + refund.amount, 0),
      shop: shopFor(shop, order.country),
    };
  });
}

function deliveryOf(order: DocumentOrderRow): OrderDocument['delivery'] {
  if (order.delivery_method === 'pickup') {
    const store = order.store_name
      ? {
          name: order.store_name,
          addressLines: storeAddressLines({
            addressLine1: order.store_address_line_1 ?? '',
            addressLine2: order.store_address_line_2,
            city: order.store_city ?? '',
            region: order.store_region,
            postalCode: order.store_postal_code ?? '',
            country: order.store_country ?? order.country,
          }),
          phone: order.store_phone,
        }
      : { name: '', addressLines: [], phone: null };
    return { method: 'pickup', pickupCode: order.pickup_code, store };
  }
  const address = order.shipping_address;
  return {
    method: 'shipping',
    addressLines: address
      ? shippingAddressLines({
          fullName: address.full_name ?? null,
          addressLine1: address.address_line_1,
          addressLine2: address.address_line_2 ?? null,
          city: address.admin_area_2,
          region: address.admin_area_1 ?? null,
          postalCode: address.postal_code,
          countryCode: address.country_code,
        })
      : [],
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
  };
}

function shopFor(details: BusinessDetails, country: 'US' | 'UK'): OrderDocument['shop'] {
  const here = details[country];
  const vatNumber = country === 'UK' && details.UK.vatNumber !== '' ? details.UK.vatNumber : null;
  return { tradingName: here.tradingName, addressLines: postalAddressLines(here.address), vatNumber };
}
