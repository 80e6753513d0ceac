// The order pages' texts (My Orders, an order's page, Track Your Order, the confirmation). The spec
// names the pages and the footer's "Track Your Order" only; the rest is ours (docs/decisions/028).

import type { OrderStatus } from './order-status';

/** The server's NOT_FOUND message for an order nobody may see (its owner, or staff, asking for another id). */
export const ORDER_NOT_FOUND = 'Order not found';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  awaiting_approval: 'Awaiting approval',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A status as the shopper and staff read it; an unknown one as it is. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export const ORDER_TEXTS = {
  myOrders: 'My Orders',
  loadingAccount: 'Loading your account...',
  loadingOrders: 'Loading your orders...',
  loadingOrder: 'Loading your order...',
  ordersOffline: 'Your orders need an internet connection to load.',
  orderOffline: 'Your order needs an internet connection to load.',
  ordersFailed: 'We couldn’t load your orders. Please try again in a moment.',
  noOrders: 'You haven’t placed any orders yet.',
  startShopping: 'Start Shopping',
  continueShopping: 'Continue Shopping',
  viewOrder: 'View order',
  orderHeading: (orderNumber: string) => `Order ${orderNumber}`,
  placedOn: (date: string) => `Placed on ${date}`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  statusHeading: 'Order status',
  trackingHeading: 'Tracking',
  trackingLine: (carrier: string, trackingNumber: string) => `${carrier} tracking number ${trackingNumber}`,
  refundsHeading: 'Refunds',
  refundLine: (amount: string, date: string) => `${amount} refunded on ${date}`,
  /** After a line's item name, once any of its units were refunded. */
  lineRefunded: (refunded: number, quantity: number) => (refunded >= quantity ? 'Refunded' : `${refunded} of ${quantity} refunded`),
  delivery: { shipping: 'Delivery to your address', pickup: 'Store pickup' },
  notFoundTitle: ORDER_NOT_FOUND,
  notFoundText: 'We can’t find this order. It may belong to another account, or the link may be wrong.',
  failedTitle: 'We couldn’t load your order',
  failedText: 'Please try again in a moment. Your order is safe.',
  track: {
    title: 'Track Your Order',
    intro: 'Enter your order number and the email address you used at checkout.',
    orderNumber: 'Order number',
    email: 'Email',
    submit: 'Track Order',
    busy: 'Looking up...',
    notFound: 'We couldn’t find an order with that number and email address. Please check both and try again.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    failed: 'We couldn’t look up your order. Please try again in a moment.',
    offline: 'Tracking an order needs an internet connection.',
    signInPrompt: 'Have an account?',
    signIn: 'Sign in to see all your orders',
    anotherOrder: 'Track another order',
  },
} as const;
