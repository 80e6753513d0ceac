import { describe, expect, it } from 'vitest';
import { captureStatusSteps } from './order-transition';

// A capture's status changes are the status table's (shared/orders/order-status.ts), checked as a
// chain before the settle writes them: a chain the table does not allow is never written.
describe("a capture's status steps", () => {
  const who = (reason: string) => ({ changedBy: 'user-1', reason });

  it('runs captured, then held, from pending payment, each step from where the last ended', () => {
    expect(captureStatusSteps(['capture', 'hold'], [who('Payment captured'), { changedBy: null, reason: 'Needs approval' }])).toEqual({
      from: 'pending_payment',
      to: 'awaiting_approval',
      steps: [
        { from: 'pending_payment', to: 'paid', changedBy: 'user-1', reason: 'Payment captured' },
        { from: 'paid', to: 'awaiting_approval', changedBy: null, reason: 'Needs approval' },
      ],
    });
    expect(captureStatusSteps(['hold_for_funds'], [who('Held')])).toMatchObject({ from: 'pending_payment', to: 'awaiting_approval' });
  });

  it('refuses a chain the table does not allow, and a change that is not the shop’s own', () => {
    expect(() => captureStatusSteps(['hold'], [who('x')])).toThrow(/does not allow a capture to hold an order that is pending_payment/);
    expect(() => captureStatusSteps(['capture', 'capture'], [who('x'), who('y')])).toThrow(/capture an order that is paid/);
    expect(() => captureStatusSteps(['capture', 'hold_for_funds'], [who('x'), who('y')])).toThrow();
    expect(() => captureStatusSteps(['approve'], [who('x')])).toThrow();
  });
});
