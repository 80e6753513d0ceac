import { formatMoney, type CurrencyCode } from '../money';

// The one approval rule (DECISIONS.md, "Orders and payment"; docs/decisions/044): an order waits for
// approval when its total reaches the threshold of its currency, when one line's quantity exceeds
// the limit, or while PayPal still holds its capture PENDING. Pure: the limits come from the
// settings (server/settings/settings.repo.ts) and the answer names every rule that held, so the
// approvals queue can say why.

export interface ApprovalLimits {
  /** Per currency, in minor units: a total at or above it waits. */
  threshold: Record<CurrencyCode, number>;
  /** A line of more units than this waits. */
  maxLineQuantity: number;
}

export interface ApprovalOrder {
  currency: CurrencyCode;
  total: number;
  lines: ReadonlyArray<{ productName: string; variantName: string | null; quantity: number }>;
}

export type ApprovalReason =
  | { rule: 'total_at_threshold'; total: number; threshold: number; currency: CurrencyCode }
  | { rule: 'line_over_limit'; product: string; quantity: number; limit: number }
  | { rule: 'payment_pending' };

/** The rules that hold this order, in the order total, lines, payment; none: it goes straight on. */
export function approvalReasons(order: ApprovalOrder, limits: ApprovalLimits, paymentPending: boolean): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  const threshold = limits.threshold[order.currency];
  if (order.total >= threshold) reasons.push({ rule: 'total_at_threshold', total: order.total, threshold, currency: order.currency });
  for (const line of order.lines) {
    if (line.quantity > limits.maxLineQuantity) {
      const product = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
      reasons.push({ rule: 'line_over_limit', product, quantity: line.quantity, limit: limits.maxLineQuantity });
    }
  }
  if (paymentPending) reasons.push({ rule: 'payment_pending' });
  return reasons;
}

/** Whether the rules hold the order, leaving out a pending payment (what is left once PayPal completes it). */
export function heldBesidesPayment(reasons: readonly ApprovalReason[]): boolean {
  return reasons.some((reason) => reason.rule !== 'payment_pending');
}

/** A reason in words, for the queue and the status timeline. */
export function approvalReasonText(reason: ApprovalReason): string {
  switch (reason.rule) {
    case 'total_at_threshold':
      return `Total ${formatMoney(reason.total, reason.currency)} is at or above the approval threshold of ${formatMoney(reason.threshold, reason.currency)}`;
    case 'line_over_limit':
      return `${reason.quantity} × ${reason.product} is more than the line limit of ${reason.limit}`;
    case 'payment_pending':
      return 'Payment is pending at PayPal';
  }
}

export const APPROVAL_TEXTS = {
  paymentStillPending: 'The payment is still pending at PayPal: check with PayPal, then approve once it is completed.',
  notPending: 'This order has no payment pending at PayPal.',
  rejectReasonRequired: 'Say why the order is rejected',
  notHeld: 'This order is not waiting for approval.',
} as const;
