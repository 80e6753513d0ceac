import type { OrderAction } from '../../../../shared/orders/order-status';

/** The orders screen's own words (the status names are shared/orders/order-texts.ts). */
export const ORDER_ACTION_LABELS: Partial<Record<OrderAction, string>> = {
  mark_processing: 'Mark processing',
  mark_shipped: 'Mark shipped',
  mark_delivered: 'Mark delivered',
  mark_ready: 'Mark ready for pickup',
  cancel: 'Cancel order',
  refund: 'Refund',
};

export const DELIVERY_LABELS = { shipping: 'Shipping', pickup: 'Store pickup' } as const;

export const PAYMENT_LABELS: Record<string, string> = {
  captured: 'Captured',
  pending: 'Pending at PayPal',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  unpaid: 'Not paid',
  created: 'Not paid',
  approved: 'Not paid',
  capturing: 'Capturing',
  declined: 'Declined',
  failed: 'Failed',
};

export const REFUND_STATUS_LABELS = { pending: 'Pending at PayPal', completed: 'Completed', failed: 'Failed' } as const;
