import { describe, expect, it } from 'vitest';
import { handoverPushSchema, pickupPullQuerySchema } from './pickup-verification.schema';

describe('the counter API bodies', () => {
  it('a pull names a store or not, and gives xid and seq together', () => {
    expect(pickupPullQuerySchema.parse({ storeId: 's-1' })).toEqual({ storeId: 's-1', limit: 2000 });
    expect(pickupPullQuerySchema.safeParse({ xid: '12' }).success).toBe(false);
    expect(pickupPullQuerySchema.parse({ xid: '12', seq: '3', limit: '5000' })).toEqual({ xid: '12', seq: 3, limit: 5000 });
    expect(pickupPullQuerySchema.safeParse({ limit: '5001' }).success).toBe(false);
  });

  it('a push carries 1 to 200 hand-overs, each with its device-made id and an ISO time', () => {
    const handover = { id: 'b3f1c2d4-0000-4000-8000-000000000001', orderId: 'o-1', code: 'ABCD23', deviceId: 'tablet-1', handedOverAt: '2026-11-24T10:00:00.000Z' };
    expect(handoverPushSchema.safeParse({ handovers: [handover] }).success).toBe(true);
    expect(handoverPushSchema.safeParse({ handovers: [] }).success).toBe(false);
    expect(handoverPushSchema.safeParse({ handovers: Array.from({ length: 201 }, () => handover) }).success).toBe(false);
    expect(handoverPushSchema.safeParse({ handovers: [{ ...handover, handedOverAt: 'yesterday' }] }).success).toBe(false);
  });
});
