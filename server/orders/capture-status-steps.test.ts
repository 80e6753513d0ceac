import { describe, expect, it } from 'vitest';
import type { OrderAction } from '../../shared/orders/order-status';
import { captureStatusSteps } from './order-transition';

// A capture's status changes are the status table's (shared/orders/order-status.ts), checked as a
// chain before the settle writes them: a chain the table does not allow is never written.
describe("a capture's status steps", () => {
  const step = (action: OrderAction, reason = 'x', changedBy: string | null = 'user-1') => ({ action, changedBy, reason });

  it('runs captured, then held, from pending payment, each step from where the last ended', () => {
    expect(captureStatusSteps([step('capture', 'Payment captured'), step('hold', 'Needs approval', null)])).toEqual({
      from: 'pending_payment',
      to: 'awaiting_approval',
      steps: [
        { from: 'pending_payment', to: 'paid', changedBy: 'user-1', reason: 'Payment captured' },
        { from: 'paid', to: 'awaiting_approval', changedBy: null, reason: 'Needs approval' },
      ],
    });
    expect(captureStatusSteps([step('hold_for_funds', 'Held')])).toMatchObject({ from: 'pending_payment', to: 'awaiting_approval' });
  });

  it('refuses a chain the table does not allow, and a change that is not the shop’s own', () => {
    expect(() => captureStatusSteps([step('hold')])).toThrow(/does not allow a capture to hold an order that is pending_payment/);
    expect(() => captureStatusSteps([step('capture'), step('capture')])).toThrow(/capture an order that is paid/);
    expect(() => captureStatusSteps([step('capture'), step('hold_for_funds')])).toThrow();
    expect(() => captureStatusSteps([step('approve')])).toThrow();
  });
});
