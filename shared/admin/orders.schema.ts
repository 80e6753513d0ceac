import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { text } from '../text.schema';
import { ORDER_STATUSES, type DeliveryMethod, type OrderAction, type OrderPermission, type OrderStatus } from '../orders/order-status';
import type { CurrencyCode } from '../money';
import { FLAGGED_FILTER, type OrderFlag } from './order-flags';

// The back office's orders screen (issue 12, docs/decisions/043): its list query, its actions'
// bodies, and what the API answers. The status table itself is shared/orders/order-status.ts.

export const ORDERS_TEXTS = {
  reasonRequired: 'Give a reason',
  carrierRequired: 'Enter the carrier',
  trackingRequired: 'Enter the tracking number',
  noteRequired: 'Write the note',
  refundChoice: 'Choose lines to refund, or an amount',
  refundOverLeft: (left: string) => `That is more than is left to refund (${left})`,
  nothingLeft: 'Everything this order was paid has been refunded already',
  lineOverLeft: (name: string, left: number) => `Only ${left} of ${name} can still be refunded`,
  /** A line refund that would return nothing: the chosen units cost the shopper nothing (a free or fully discounted line). */
  lineRefundNothingPaid: (names: readonly string[], zero: string) =>
    `Nothing to refund: the shopper paid ${zero} for ${names.join(', ')}, so no money can go back for ${names.length === 1 ? 'it' : 'them'}`,
  unknownLine: 'That line is not part of this order',
  notCaptured: 'This order has no captured payment to refund',
  refundFailed: (detail: string) => `PayPal did not refund the payment: ${detail}`,
  refundPending: 'The refund was sent to PayPal and is waiting for its answer; try again to finish it',
  moneyForbidden: 'Your role cannot refund an order or cancel a paid one',
} as const;

export const PAYMENT_FILTERS = ['captured', 'pending', 'refunded', 'partially_refunded', 'unpaid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-01-31');

export const ordersListQuerySchema = listQuerySchema({
  status: z.enum(ORDER_STATUSES).optional(),
  country: z.enum(['US', 'UK']).optional(),
  delivery: z.enum(['shipping', 'pickup']).optional(),
  payment: z.enum(PAYMENT_FILTERS).optional(),
  from: day.optional(),
  to: day.optional(),
  /** `open`: orders with a pickup flag not dealt with yet (shared/admin/order-flags.ts). */
  flagged: z.enum([FLAGGED_FILTER]).optional(),
});
export type OrdersListQuery = z.infer<typeof ordersListQuerySchema>;

export interface OrderListRow {
  id: string;
  orderNumber: string;
  /** The order's version as listed: a bulk action on the selected rows is refused for one changed since. */
  version: number;
  createdAt: string;
  customer: string;
  email: string | null;
  country: 'US' | 'UK';
  currency: CurrencyCode;
  total: number;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paymentStatus: string | null;
  refunded: number;
}

const reason = z.string(ORDERS_TEXTS.reasonRequired).pipe(text().trim().min(1, ORDERS_TEXTS.reasonRequired).max(500));
const version = z.number().int().min(1);

export const statusActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('mark_processing'), version, reason: reason.optional() }),
  z.object({
    action: z.literal('mark_shipped'),
    version,
    carrier: z.string(ORDERS_TEXTS.carrierRequired).pipe(text().trim().min(1, ORDERS_TEXTS.carrierRequired).max(100)),
    trackingNumber: z.string(ORDERS_TEXTS.trackingRequired).pipe(text().trim().min(1, ORDERS_TEXTS.trackingRequired).max(100)),
    reason: reason.optional(),
  }),
  z.object({ action: z.literal('mark_delivered'), version, reason: reason.optional() }),
  z.object({ action: z.literal('mark_ready'), version, reason: reason.optional() }),
]);
export type StatusActionBody = z.infer<typeof statusActionSchema>;

const requestKey = text().min(8).max(100);

export const refundBodySchema = z
  .object({
    version,
    requestKey,
    reason,
    /** Everything that is left; `restock` puts every line not yet restocked back in stock. */
    full: z.boolean().optional(),
    restock: z.boolean().optional(),
    /** Chosen lines and quantities (their value is refunded); restock per line. */
    lines: z.array(z.object({ lineId: text().min(1).max(100), quantity: z.number().int().min(1).max(10_000), restock: z.boolean() })).max(200).optional(),
    /** Or an amount in minor units, up to what is left. */
    amount: z.number().int().min(1).max(100_000_000).optional(),
  })
  .refine((body) => [body.full === true, (body.lines?.length ?? 0) > 0, body.amount !== undefined].filter(Boolean).length === 1, {
    message: ORDERS_TEXTS.refundChoice,
    path: ['amount'],
  });
export type RefundBody = z.infer<typeof refundBodySchema>;

export const cancelBodySchema = z.object({ version, requestKey, reason });
export type CancelBody = z.infer<typeof cancelBodySchema>;

export const noteBodySchema = z.object({ body: text().trim().min(1, ORDERS_TEXTS.noteRequired).max(2000) });

export interface AdminRefund {
  id: string;
  amount: number;
  currency: CurrencyCode;
  reason: string;
  status: 'pending' | 'completed' | 'failed';
  lines: Array<{ lineId: string; quantity: number; restock: boolean }>;
  paypalRefundId: string | null;
  failureReason: string | null;
  requestedBy: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface AdminOrderLine {
  id: string;
  productId: string;
  variantId: string | null;
  productName: string;
  variantName: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** How many of this line pending and completed refunds chose. */
  refundedQuantity: number;
}

export interface AdminOrder {
  id: string;
  orderNumber: string;
  version: number;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  country: 'US' | 'UK';
  currency: CurrencyCode;
  createdAt: string;
  email: string | null;
  customer: { id: string; name: string; email: string } | null;
  contact: { name: string | null; phone: string | null };
  shippingAddress: Record<string, string | null> | null;
  pickupStore: { id: string; name: string } | null;
  pickupCode: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  lines: AdminOrderLine[];
  totals: { subtotal: number; discount: number; discountCode: string | null; shipping: number; tax: number; vatIncluded: number; total: number };
  payment: {
    provider: string;
    providerOrderId: string;
    captureId: string | null;
    status: string;
    captured: number;
    refunded: number;
    left: number;
  } | null;
  refunds: AdminRefund[];
  timeline: Array<{ from: OrderStatus | null; to: OrderStatus; by: string | null; at: string; reason: string }>;
  notes: Array<{ id: string; author: string; body: string; at: string }>;
  /** The counter's flags on a pickup order (collected twice, handed over while not ready), oldest first. */
  flags: OrderFlag[];
  /** What the asking user may do now (the shared table × their permissions). */
  actions: OrderAction[];
}

/** What a user's roles let them do to orders (DECISIONS.md: staff "orders: read and status"). */
export function orderPermissionsFor(roles: readonly string[]): OrderPermission[] {
  if (roles.includes('admin') || roles.includes('store_manager')) return ['status', 'money'];
  if (roles.includes('staff')) return ['status'];
  return [];
}
