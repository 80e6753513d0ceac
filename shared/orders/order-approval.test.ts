import { describe, expect, it } from 'vitest';
import { APPROVAL_SETTING_KEYS, approvalLimitsFrom, approvalReasons, approvalReasonText, captureOutcome, heldBesidesPayment, type ApprovalLimits } from './order-approval';

const limits: ApprovalLimits = { threshold: { USD: 50_000, GBP: 40_000 }, maxLineQuantity: 10 };
const line = (quantity: number, variantName: string | null = null) => ({ productName: 'Robot', variantName, quantity });

describe('the approval rule', () => {
  it('holds a total at or above its currency threshold, not below', () => {
    expect(approvalReasons({ currency: 'USD', total: 49_999, lines: [line(1)] }, limits, false)).toEqual([]);
    expect(approvalReasons({ currency: 'USD', total: 50_000, lines: [line(1)] }, limits, false)).toEqual([{ rule: 'total_at_threshold', total: 50_000, threshold: 50_000, currency: 'USD' }]);
    expect(approvalReasons({ currency: 'GBP', total: 45_000, lines: [line(1)] }, limits, false).map((reason) => reason.rule)).toEqual(['total_at_threshold']);
  });

  it('holds a line above the quantity limit (the limit itself passes) and names it', () => {
    expect(approvalReasons({ currency: 'USD', total: 100, lines: [line(10)] }, limits, false)).toEqual([]);
    const reasons = approvalReasons({ currency: 'USD', total: 100, lines: [line(11, 'Red')] }, limits, false);
    expect(reasons).toEqual([{ rule: 'line_over_limit', product: 'Robot (Red)', quantity: 11, limit: 10 }]);
    expect(approvalReasonText(reasons[0]!)).toBe('11 × Robot (Red) is more than the line limit of 10');
  });

  it('holds a pending payment, and says what holds it once the payment completes', () => {
    const pendingOnly = approvalReasons({ currency: 'USD', total: 100, lines: [line(1)] }, limits, true);
    expect(pendingOnly).toEqual([{ rule: 'payment_pending' }]);
    expect(heldBesidesPayment(pendingOnly)).toBe(false);
    const both = approvalReasons({ currency: 'USD', total: 60_000, lines: [line(1)] }, limits, true);
    expect(both.map((reason) => reason.rule)).toEqual(['total_at_threshold', 'payment_pending']);
    expect(heldBesidesPayment(both)).toBe(true);
    expect(approvalReasonText(both[0]!)).toBe('Total $600.00 is at or above the approval threshold of $500.00');
  });
});

describe('the capture outcome', () => {
  it('takes the limits from the settings', () => {
    expect(approvalLimitsFrom({ order_approval_threshold: { USD: 1, GBP: 2 }, order_approval_max_line_quantity: 3 })).toEqual({ threshold: { USD: 1, GBP: 2 }, maxLineQuantity: 3 });
    expect(APPROVAL_SETTING_KEYS).toEqual(['order_approval_threshold', 'order_approval_max_line_quantity']);
  });

  it('marks an order no rule holds paid, by the shopper', () => {
    expect(captureOutcome({ currency: 'USD', total: 100, lines: [line(1)] }, limits, false)).toEqual({
      status: 'paid',
      reasons: [],
      steps: [{ action: 'capture', from: 'pending_payment', to: 'paid', reason: 'Payment captured', byShopper: true }],
    });
  });

  it('holds an order a rule holds after it is paid, the hold written by the shop with every reason', () => {
    const outcome = captureOutcome({ currency: 'USD', total: 50_000, lines: [line(11)] }, limits, false);
    expect(outcome.status).toBe('awaiting_approval');
    expect(outcome.steps).toEqual([
      { action: 'capture', from: 'pending_payment', to: 'paid', reason: 'Payment captured', byShopper: true },
      {
        action: 'hold',
        from: 'paid',
        to: 'awaiting_approval',
        reason: 'Needs approval: Total $500.00 is at or above the approval threshold of $500.00; 11 × Robot is more than the line limit of 10',
        byShopper: false,
      },
    ]);
  });

  it('holds a pending payment straight from awaiting payment, whatever else holds it', () => {
    const outcome = captureOutcome({ currency: 'USD', total: 60_000, lines: [line(1)] }, limits, true);
    expect(outcome.status).toBe('awaiting_approval');
    expect(outcome.reasons.map((reason) => reason.rule)).toEqual(['total_at_threshold', 'payment_pending']);
    expect(outcome.steps).toEqual([{ action: 'hold_for_funds', from: 'pending_payment', to: 'awaiting_approval', reason: 'Payment pending at PayPal: held for review until the funds clear', byShopper: true }]);
  });
});
