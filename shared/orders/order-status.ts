// The one table of order statuses and the changes allowed between them (DECISIONS.md, "Orders and
// payment"; docs/decisions/038). The server refuses anything this table does not allow, and the
// back office offers only what it allows: both read it from here.

import { ORDER_STATUS_LABELS } from './order-texts';

export const ORDER_STATUSES = [
  'pending_payment', 'paid', 'awaiting_approval', 'processing', 'shipped', 'delivered',
  'ready_for_pickup', 'collected', 'cancelled', 'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type DeliveryMethod = 'shipping' | 'pickup';

/** Statuses in which the shop holds the shopper's money (captured, or pending at PayPal and held). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid', 'awaiting_approval', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'collected',
];

/** Statuses of an order that is still open: it may be cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'pending_payment', 'paid', 'awaiting_approval', 'processing', 'ready_for_pickup',
];

/** A pickup order waiting at (or on its way to) the counter: its code must be unique in its store. */
export const OPEN_PICKUP_STATUSES: readonly OrderStatus[] = ['paid', 'awaiting_approval', 'processing', 'ready_for_pickup'];

/**
 * What a change needs: `status` is the orders screen's write access, which staff have ("orders: read
 * and status"); `money` moves money (a refund, or cancelling an order the shopper has paid for) and
 * is for admins and store managers only (DECISIONS.md, "Back office and operations"); `shop` is the
 * shop itself acting on PayPal's answer to a capture: no role holds it, so the back office never
 * offers those changes.
 */
export type OrderPermission = 'status' | 'money' | 'shop';

export type OrderAction =
  | 'capture'
  | 'hold'
  | 'hold_for_funds'
  | 'approve'
  | 'reject'
  | 'mark_processing'
  | 'mark_shipped'
  | 'mark_delivered'
  | 'mark_ready'
  | 'collect'
  | 'cancel'
  | 'refund';

export interface OrderTransition {
  /** The statuses the action may start from. */
  from: readonly OrderStatus[];
  /** The status it ends in; `null` when it depends (a partial refund keeps the status, a full one is `refunded`). */
  to: OrderStatus | null;
  /** Which orders it applies to. */
  delivery: DeliveryMethod | 'any';
  permission: OrderPermission;
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  /** PayPal completed the capture (the checkout's settle). */
  capture: { from: ['pending_payment'], to: 'paid', delivery: 'any', permission: 'shop' },
  /** Just captured, and the approval rules hold it (shared/orders/order-approval.ts). */
  hold: { from: ['paid'], to: 'awaiting_approval', delivery: 'any', permission: 'shop' },
  /** PayPal took the payment but is still reviewing the funds: held until they clear (docs/decisions/018). */
  hold_for_funds: { from: ['pending_payment'], to: 'awaiting_approval', delivery: 'any', permission: 'shop' },
  /** From the approvals queue: a held order goes on. */
  approve: { from: ['awaiting_approval'], to: 'processing', delivery: 'any', permission: 'status' },
  /** From the approvals queue: refunded in full, stock and promo use given back. */
  reject: { from: ['awaiting_approval'], to: 'cancelled', delivery: 'any', permission: 'money' },
  mark_processing: { from: ['paid'], to: 'processing', delivery: 'shipping', permission: 'status' },
  /** Needs a carrier and a tracking number. */
  mark_shipped: { from: ['paid', 'processing'], to: 'shipped', delivery: 'shipping', permission: 'status' },
  mark_delivered: { from: ['shipped'], to: 'delivered', delivery: 'shipping', permission: 'status' },
  /** The shopper is emailed "ready for pickup" with the code. */
  mark_ready: { from: ['paid', 'processing'], to: 'ready_for_pickup', delivery: 'pickup', permission: 'status' },
  /** At the counter, with who and when. */
  collect: { from: ['ready_for_pickup'], to: 'collected', delivery: 'pickup', permission: 'status' },
  /**
   * Stock goes back (to the country, or to the pickup store); an order the shopper has paid for is
   * refunded in full first, which needs `money` (see `permissionFor`).
   */
  cancel: { from: OPEN_STATUSES, to: 'cancelled', delivery: 'any', permission: 'status' },
  refund: { from: ['paid', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled'], to: null, delivery: 'any', permission: 'money' },
};

export interface OrderState {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
}

/** The permission an action needs on this order: cancelling a paid order is a refund, so it needs `money`. */
export function permissionFor(action: OrderAction, order: OrderState): OrderPermission {
  if (action === 'cancel' && order.status !== 'pending_payment') return 'money';
  return ORDER_TRANSITIONS[action].permission;
}

/** Whether the table allows the action on this order (status and delivery method; not who asks). */
export function canApply(action: OrderAction, order: OrderState): boolean {
  const transition = ORDER_TRANSITIONS[action];
  if (transition.delivery !== 'any' && transition.delivery !== order.deliveryMethod) return false;
  return transition.from.includes(order.status);
}

/** The actions the table allows on this order for someone holding these permissions, in table order. */
export function allowedActions(order: OrderState, permissions: readonly OrderPermission[]): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter(
    (action) => canApply(action, order) && permissions.includes(permissionFor(action, order)),
  );
}

/** The status an action leads to; for `refund`, whether it refunds what is left in full. */
export function statusAfter(action: OrderAction, order: OrderState, refundsEverythingLeft = false): OrderStatus {
  const to = ORDER_TRANSITIONS[action].to;
  if (to !== null) return to;
  return refundsEverythingLeft ? 'refunded' : order.status;
}

/** Why an action is refused on this order, in words for the person who asked. */
export function refusalOf(action: OrderAction, order: OrderState): string {
  if (ORDER_TRANSITIONS[action].delivery !== 'any' && ORDER_TRANSITIONS[action].delivery !== order.deliveryMethod) {
    return order.deliveryMethod === 'pickup' ? 'This is a store pickup order: it is not shipped.' : 'This order is shipped, not collected from a store.';
  }
  return `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot be ${ACTION_PAST[action]} now.`;
}

const ACTION_PAST: Record<OrderAction, string> = {
  capture: 'captured',
  hold: 'held for approval',
  hold_for_funds: 'held until the funds clear',
  approve: 'approved',
  reject: 'rejected',
  mark_processing: 'marked processing',
  mark_shipped: 'marked shipped',
  mark_delivered: 'marked delivered',
  mark_ready: 'marked ready for pickup',
  collect: 'collected',
  cancel: 'cancelled',
  refund: 'refunded',
};

/** The timeline's reason for a status action taken without one ("Marked ready for pickup"). */
export function actionDoneText(action: OrderAction): string {
  const done = ACTION_PAST[action];
  return done.charAt(0).toUpperCase() + done.slice(1);
}
