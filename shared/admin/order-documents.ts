import * as z from 'zod';
import { pathIdSchema } from '../text.schema';
import { divideRoundHalfUp } from '../checkout/totals';
import type { CurrencyCode } from '../money';
import type { DeliveryMethod, OrderStatus } from '../orders/order-status';
import { ORDER_DOCUMENT_TEXTS } from './order-document-texts';

// Packing slips and invoices (issue 25, docs/decisions/099): what GET /api/admin/orders/documents
// answers, its query, and the pure sums the paper prints.

/** The two documents an order prints. */
export const ORDER_DOCUMENT_KINDS = ['slip', 'invoice'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** At most this many orders in one request (and on one print run). */
export const ORDER_DOCUMENTS_MAX = 100;

/** `ids=<id>,<id>…` → the distinct ids in the order given. */
export function splitOrderIds(ids: string): string[] {
  return [...new Set(ids.split(',').map((id) => id.trim()))];
}

const idList = z
  .string(ORDER_DOCUMENT_TEXTS.idsRequired)
  .transform(splitOrderIds)
  .pipe(
    z
      .array(pathIdSchema, ORDER_DOCUMENT_TEXTS.idsRequired)
      .min(1, ORDER_DOCUMENT_TEXTS.idsRequired)
      .max(ORDER_DOCUMENTS_MAX, ORDER_DOCUMENT_TEXTS.tooMany(ORDER_DOCUMENTS_MAX)),
  );

/** GET /api/admin/orders/documents's query: `ids`, comma-separated order ids. */
export const orderDocumentsQuerySchema = z.object({ ids: idList });

/**
 * Where to print these orders' slips or invoices: the many-orders print view's path and search, for a
 * link or `navigate` (the orders list's bulk action). At most ORDER_DOCUMENTS_MAX ids; more are refused there.
 */
export function orderPrintLink(ids: readonly string[], doc: OrderDocumentKind = 'slip'): { to: '/admin/orders/print'; search: { ids: string; doc: OrderDocumentKind } } {
  return { to: '/admin/orders/print', search: { ids: ids.join(','), doc } };
}

/** The print view's search: `/admin/orders/print?ids=<id>,<id>&doc=slip|invoice` (doc defaults to slip). */
export const orderPrintSearchSchema = z.object({ ids: z.string().catch(''), doc: z.enum(ORDER_DOCUMENT_KINDS).catch('slip') });

export interface DocumentParty {
  tradingName: string;
  addressLines: string[];
}

export interface OrderDocumentLine {
  id: string;
  name: string;
  variantName: string | null;
  /** The catalogue's product id, the one reference the shop keeps for an item (and the SKU PayPal is given). */
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** US sales tax added to the order, or UK VAT contained in its prices. */
export type DocumentTax =
  | { kind: 'sales_tax'; amount: number }
  | { kind: 'vat_included'; amount: number; net: number; ratePercent: number | null };

export interface OrderDocument {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  /** When the payment was taken (the invoice's date); null for an unpaid order. */
  paidAt: string | null;
  country: 'US' | 'UK';
  currency: CurrencyCode;
  customer: { name: string | null; email: string | null; phone: string | null };
  delivery:
    | { method: Extract<DeliveryMethod, 'shipping'>; addressLines: string[]; carrier: string | null; trackingNumber: string | null }
    | { method: Extract<DeliveryMethod, 'pickup'>; pickupCode: string | null; store: { name: string; addressLines: string[]; phone: string | null } };
  lines: OrderDocumentLine[];
  totals: { subtotal: number; discount: number; discountCode: string | null; shipping: number; total: number };
  tax: DocumentTax;
  refunds: Array<{ amount: number; at: string }>;
  refundedTotal: number;
  /** The shop as it trades in the order's country; `vatNumber` on UK orders only, null when the setting is empty. */
  shop: DocumentParty & { vatNumber: string | null };
}

const containsAt = (total: number, bps: number) => divideRoundHalfUp(total * bps, 10_000 + bps);

/**
 * UK VAT contained in a total (the order's stored figures, never recomputed): the net, and the rate
 * that gives exactly that VAT on that total. The rate is not stored with the order, so it is the
 * shop's rate now (`currentBps`) when that fits, else the one whole percent up to 50 that fits, else
 * null (on a few pence several fit): a rate is never guessed.
 */
export function vatBreakdown(total: number, vatIncluded: number, currentBps: number): Extract<DocumentTax, { kind: 'vat_included' }> {
  const net = total - vatIncluded;
  let rateBps: number | null = null;
  if (containsAt(total, currentBps) === vatIncluded) {
    rateBps = currentBps;
  } else {
    const fitting = Array.from({ length: 51 }, (_, percent) => percent * 100).filter((bps) => containsAt(total, bps) === vatIncluded);
    if (fitting.length === 1) rateBps = fitting[0]!;
  }
  return { kind: 'vat_included', amount: vatIncluded, net, ratePercent: rateBps === null ? null : rateBps / 100 };
}

/** A shipping address as on an envelope: name, street lines, town line, country. */
export function shippingAddressLines(address: {
  fullName: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  countryCode: string;
}): string[] {
  const us = address.countryCode === 'US';
  const town = us ? `${address.city}, ${[address.region, address.postalCode].filter(Boolean).join(' ')}` : [address.city, address.region, address.postalCode].filter(Boolean).join(' ');
  const country = us ? 'United States' : address.countryCode === 'GB' || address.countryCode === 'UK' ? 'United Kingdom' : address.countryCode;
  return [address.fullName, address.addressLine1, address.addressLine2, town, country].filter((line): line is string => typeof line === 'string' && line.trim().length > 0).map((line) => line.trim());
}
