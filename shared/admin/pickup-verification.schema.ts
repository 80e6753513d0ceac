import * as z from 'zod';
import type { CurrencyCode } from '../money';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';

// The counter tablet's API (issue 13, docs/decisions/042), at /api/admin/pickup-verification:
// GET  /stores              → { stores: PickupStoreOption[] }: the stores the counter may serve (the user's)
// GET  /?storeId=&xid=&seq=&limit= → PickupPull: that store's pickup orders changed after the checkpoint
//                              (without storeId: every store of the user's)
// POST /handovers           → { results: HandoverResult[] }: hand-overs made on tablets (idempotent)
// POST /orders/:id/mark-ready → { record: PickupCounterDoc }: the order is ready for pickup

/** Texts the counter shows (quoted from the issue where it gives them). */
export const PICKUP_COUNTER_TEXTS = {
  handoverIdTaken: 'This hand-over id is already used for another order',
  noSuchCode: 'No pickup with this code at this store',
  ready: 'Ready for pickup',
  notReady: 'Not ready yet: mark it ready first',
  alreadyCollected: 'Already collected',
  cancelled: 'This order was cancelled',
  confirm: 'Confirm hand-over',
  markReady: 'Mark ready',
  handedOver: 'Handed over',
  collectedTwice: 'Collected twice',
  notReadyFlag: 'Handed over while not ready',
  online: 'Online',
  offline: 'Offline: hand-overs are kept on this tablet and sent when the network returns',
  neverSynced: 'Not synced yet',
  markReadyNeedsNetwork: 'Marking ready needs the network',
  notYourStore: 'This pickup is not at one of your stores',
  noStore: 'No store is tied to your account yet. Ask an admin to add you to your store.',
  storesNeedNetwork: 'The list of your stores needs the network the first time',
  /** Issue 23, point 9: what the card says of the amount paid, the shopper's phone and the hold (docs/decisions/075). */
  paid: 'Paid',
  phone: 'Phone',
  heldUntil: 'Held until',
  /** Issue 23, point 9: a code that cannot be a pickup code says what one looks like. */
  notACode: 'A pickup code is 6 letters and digits, without 0, O, 1, I or L (for example K7MP3X)',
  /** Issue 23, point 6: a queued hand-over the shop flagged or refused (docs/decisions/072). */
  alerts: {
    heading: 'Hand-overs to put right',
    acknowledge: 'Acknowledge',
    cancelled: 'Handed over a cancelled order',
    cancelledAdvice: 'This order was cancelled and the customer refunded before the hand-over reached the shop. Ask the customer to give the goods back, and tell a manager.',
    refunded: 'Handed over a refunded order',
    refundedAdvice: 'This order was refunded before the hand-over reached the shop. Ask the customer to give the goods back, and tell a manager.',
    notReady: 'Handed over an order that was not ready',
    notReadyAdvice: (status: string) => `This order was not ready for pickup (${status}) when the hand-over reached the shop. Tell a manager before the customer leaves.`,
    collectedTwice: 'Collected twice',
    collectedTwiceAdvice: 'This order had already been handed over at another counter. The goods may have gone out twice: tell a manager.',
    refused: 'Hand-over not accepted',
    refusedAdvice: (reason: string) => `The shop did not accept this hand-over: ${reason}. The order is not marked collected: tell a manager.`,
    details: (orderNumber: string, code: string, customer: string, staff: string, at: string) => `Order ${orderNumber} · code ${code} · ${customer} · handed over by ${staff}, ${at}`,
  },
} as const;

export const pickupItemSchema = z.object({ name: z.string(), size: z.string().nullable(), quantity: z.number().int() });
export type PickupItem = z.infer<typeof pickupItemSchema>;

export type HandoverOutcome = 'collected' | 'duplicate' | 'not_ready';

export const handoverSummarySchema = z.object({
  id: z.string(),
  staffName: z.string(),
  deviceId: z.string(),
  handedOverAt: z.string(),
  outcome: z.enum(['collected', 'duplicate', 'not_ready']),
});
export type HandoverSummary = z.infer<typeof handoverSummarySchema>;

/** One pickup order as the tablet keeps it. */
export interface PickupCounterDoc {
  /** The order id. */
  id: string;
  orderNumber: string;
  storeId: string;
  code: string;
  status: OrderStatus;
  customerName: string;
  items: PickupItem[];
  collectedAt: string | null;
  collectedByName: string | null;
  /** 'collected_twice': two different hand-overs; 'not_ready': handed over while not ready for pickup. */
  flag: 'collected_twice' | 'not_ready' | null;
  handovers: HandoverSummary[];
  /**
   * What the shopper paid (the order's total, minor units) and its currency, and the phone number they
   * gave. The server always sends them; null on a tablet's copy kept from before they were sent
   * (docs/decisions/075) until it is pulled again.
   */
  total: number | null;
  currency: CurrencyCode | null;
  contactPhone: string | null;
  /** While the order is ready for pickup: the last moment the store holds it (last marked ready + `pickup_hold_days`). */
  holdUntil: string | null;
  /** Milliseconds since the epoch of the server's last change (for the tablet's index). */
  updatedAt: number;
}

export const pickupStatusSchema = z.enum(ORDER_STATUSES);

export const pickupPullQuerySchema = z
  .object({
    storeId: z.string().min(1).max(64).optional(),
    xid: z.string().regex(/^\d{1,20}$/).optional(),
    seq: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(5000).default(2000),
  })
  .refine((query) => (query.xid === undefined) === (query.seq === undefined), { message: 'xid and seq must be given together', path: ['xid'] });

export interface PickupPull {
  documents: Array<PickupCounterDoc & { _deleted: boolean }>;
  checkpoint: { xid: string; seq: number } | null;
}

/** A hand-over as the tablet made it (id made on the device). */
export const handoverSchema = z.object({
  id: z.string().trim().min(8).max(64),
  orderId: z.string().min(1).max(64),
  code: z.string().max(32),
  deviceId: z.string().trim().min(1).max(64),
  handedOverAt: z.iso.datetime({ offset: true }),
});
export type Handover = z.infer<typeof handoverSchema>;

export const handoverPushSchema = z.object({ handovers: z.array(handoverSchema).min(1).max(200) });

export interface HandoverResult {
  id: string;
  orderId: string;
  outcome: HandoverOutcome;
  /**
   * The order's status when the hand-over reached the server (added after issue 23: older tablets
   * ignore it): what a tablet tells its clerk about a flagged hand-over ("cancelled", "refunded").
   */
  statusOnArrival: OrderStatus;
}
