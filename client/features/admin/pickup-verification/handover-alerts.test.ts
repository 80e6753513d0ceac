import { describe, expect, it } from 'vitest';
import { PICKUP_COUNTER_TEXTS } from '../../../../shared/admin/pickup-verification.schema';
import { handoverAlertWords } from './handover-alerts';

const A = PICKUP_COUNTER_TEXTS.alerts;

describe('handoverAlertWords', () => {
  it('says plainly what happened to a flagged hand-over and what to do, per case', () => {
    expect(handoverAlertWords({ outcome: 'not_ready', statusOnArrival: 'cancelled', reason: null })).toEqual({ title: A.cancelled, advice: A.cancelledAdvice });
    expect(handoverAlertWords({ outcome: 'not_ready', statusOnArrival: 'refunded', reason: null })).toEqual({ title: A.refunded, advice: A.refundedAdvice });
    expect(handoverAlertWords({ outcome: 'not_ready', statusOnArrival: 'paid', reason: null })).toEqual({ title: A.notReady, advice: A.notReadyAdvice('paid') });
    expect(handoverAlertWords({ outcome: 'duplicate', statusOnArrival: 'collected', reason: null })).toEqual({ title: A.collectedTwice, advice: A.collectedTwiceAdvice });
  });

  it('a refused hand-over carries the shop\'s own words', () => {
    const words = handoverAlertWords({ outcome: 'refused', statusOnArrival: null, reason: PICKUP_COUNTER_TEXTS.notYourStore });
    expect(words.title).toBe(A.refused);
    expect(words.advice).toContain(PICKUP_COUNTER_TEXTS.notYourStore);
  });
});
