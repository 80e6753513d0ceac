import { describe, expect, it } from 'vitest';
import { PICKUP_COUNTER_TEXTS as T, type PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import type { LocalHandover } from './counter-database';
import { cardStateOf } from './pickup-card';

const at = '2026-12-02T10:00:00.000Z';
const doc = (over: Partial<PickupCounterDoc>): PickupCounterDoc => ({
  id: 'order-1', orderNumber: 'TS-1', storeId: 'store-1', code: 'T4HA5G', status: 'ready_for_pickup', customerName: 'Wes Wedge',
  items: [], collectedAt: null, collectedByName: null, flag: null, handovers: [], total: 1000, currency: 'USD', contactPhone: null,
  holdUntil: null, updatedAt: 0, ...over,
});
const mine = (state: LocalHandover['state']): LocalHandover => ({ id: 'handover-mine', orderId: 'order-1', code: 'T4HA5G', deviceId: 'tablet', staffName: 'Sam Staff', handedOverAt: at, state, refusal: null });
const collectedBy = (id: string, name: string) =>
  doc({ status: 'collected', collectedAt: at, collectedByName: name, handovers: [{ id, staffName: name, deviceId: 'x', handedOverAt: at, outcome: 'collected' }] });

describe('cardStateOf: what the counter card says of a hand-over', () => {
  it('says "waiting to send" while the shop has not got this tablet\'s hand-over', () => {
    expect(cardStateOf(doc({}), [mine('pending')]).text).toBe(`${T.handedOver} ${new Date(at).toLocaleString()} by Sam Staff (waiting to send)`);
  });

  it('goes on saying "Handed over" once the shop has it, whether the push\'s answer or the pulled order tells first', () => {
    const handedOver = `${T.handedOver} ${new Date(at).toLocaleString()} by Sam Staff`;
    expect(cardStateOf(collectedBy('handover-mine', 'Sam Staff'), [mine('collected')]).text).toBe(handedOver);
    expect(cardStateOf(collectedBy('handover-mine', 'Sam Staff'), [mine('pending')]).text).toBe(handedOver);
  });

  it('says "Already collected" when another hand-over collected the order, on this tablet\'s scan or before its own is sent', () => {
    expect(cardStateOf(collectedBy('handover-other', 'Ann Other'), []).text).toContain(`${T.alreadyCollected} `);
    expect(cardStateOf(collectedBy('handover-other', 'Ann Other'), [mine('pending')]).text).toContain('by Ann Other');
  });
});
