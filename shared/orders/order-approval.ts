import { formatMoney, type CurrencyCode } from '../money';
import type { Settings } from '../settings';
import { lineName } from '../checkout/checkout-texts';
import { ORDER_TRANSITIONS, type OrderStatus } from './order-status';

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

/** The settings the rule reads (a capture reads them with the order it locks). */
export const APPROVAL_SETTING_KEYS = ['order_approval_threshold', 'order_approval_max_line_quantity'] as const;

/** The rule's limits from the shop's settings. */
export function approvalLimitsFrom(settings: Pick<Settings, (typeof APPROVAL_SETTING_KEYS)[number]>): ApprovalLimits {
  return { threshold: settings.order_approval_threshold, maxLineQuantity: settings.order_approval_max_line_quantity };
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
      reasons.push({ rule: 'line_over_limit', product: lineName(line.productName, line.variantName), quantity: line.quantity, limit: limits.maxLineQuantity });
    }
  }
  if (paymentPending) reasons.push({ rule: 'payment_pending' });
  return reasons;
}

/** The status table's changes a capture makes (the shop's own: no role may make them). */
export type CaptureAction = 'capture' | 'hold' | 'hold_for_funds';

/**
 * One step of an order's status timeline as a capture writes it, through the status table's
 * `action` (`from` and `to` are the table's); `byShopper`: the shopper's own step, else the shop's.
 */
export interface CaptureStep {
  action: CaptureAction;
  from: OrderStatus;
  to: OrderStatus;
  reason: string;
  byShopper: boolean;
}

function step(action: CaptureAction, reason: string, byShopper: boolean): CaptureStep {
  const { from, to } = ORDER_TRANSITIONS[action];
  return { action, from: from[0] as OrderStatus, to: to as OrderStatus, reason, byShopper };
}

/** Where a captured order goes: paid, or held for approval, with why, and the timeline steps that say so. */
export interface CaptureOutcome {
  status: 'paid' | 'awaiting_approval';
  reasons: ApprovalReason[];
  steps: CaptureStep[];
}

/**
 * When an order is held for approval, decided as PayPal answers a capture: `paymentPending` when the
 * capture is PENDING (the funds are still under review; docs/decisions/018).
 */
export function captureOutcome(order: ApprovalOrder, limits: ApprovalLimits, paymentPending: boolean): CaptureOutcome {
  const reasons = approvalReasons(order, limits, paymentPending);
  const status = reasons.length > 0 ? 'awaiting_approval' : 'paid';
  if (paymentPending) return { status, reasons, steps: [step('hold_for_funds', APPROVAL_TEXTS.heldForFunds, true)] };
  const steps: CaptureStep[] = [step('capture', APPROVAL_TEXTS.paymentCaptured, true)];
  if (status === 'awaiting_approval') steps.push(step('hold', APPROVAL_TEXTS.needsApproval(reasons), false));
  return { status, reasons, steps };
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
  /** Timeline reasons written by a capture. */
  paymentCaptured: 'Payment captured',
  heldForFunds: 'Payment pending at PayPal: held for review until the funds clear',
  needsApproval: (reasons: readonly ApprovalReason[]) => `Needs approval: ${reasons.map(approvalReasonText).join('; ')}`,
} as const;
