import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import { PICKUP_COUNTER_TEXTS, type Handover, type HandoverOutcome, type HandoverResult, type PickupCounterDoc } from '../../../shared/admin/pickup-verification.schema';
import type { DB } from '../../db/schema';
import type { OrderStatus } from '../../../shared/orders/order-status';
import { transitionOrder } from '../../orders/order-transition';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { storeScopeOf, scopeCovers, type StoreScope } from '../store-scope';
import type { SessionUser } from '../../auth/session';
import { counterDocById, counterDocOf } from './pickup-counter.repo';
import { readSetting } from '../../settings/settings.repo';
import { normalisePickupCode } from '../../../shared/pickup/pickup-code';

/** The store scope of the user, for the counter (one place to swap how stores are chosen). */
export function counterScopeOf(db: Kysely<DB>, user: Pick<SessionUser, 'id' | 'roles'>): Promise<StoreScope> {
  return storeScopeOf(db, user);
}

/**
 * Applies hand-overs pushed by tablets (docs/decisions/042). Every one is checked against the user's
 * stores first: any order outside them (or unknown) refuses the whole push, nothing written. Then
 * each goes in its own transaction, the order row locked first (like every order writer):
 * - an id already kept is the same hand-over pushed again: its first outcome is answered;
 * - the order ready for pickup: `collect` through transitionOrder, with the hand-over's who and when;
 * - already collected (another tablet's hand-over came first): kept as `duplicate`, the order flagged;
 * - any other status (cancelled meanwhile, never ready): kept as `not_ready`, the order flagged.
 */
export async function applyHandovers(db: Kysely<DB>, scope: AuditScope, user: SessionUser, handovers: readonly Handover[]): Promise<HandoverResult[]> {
  const storeScope = await counterScopeOf(db, user);
  const orderIds = [...new Set(handovers.map((h) => h.orderId))];
  const orders = await db.selectFrom('orders').select(['id', 'pickup_store_id', 'pickup_code', 'delivery_method']).where('id', 'in', orderIds).execute();
  for (const handover of handovers) {
    const order = orders.find((o) => o.id === handover.orderId);
    if (!order || order.delivery_method !== 'pickup' || !order.pickup_store_id) throw new AppError('NOT_FOUND', PICKUP_COUNTER_TEXTS.noSuchCode);
    if (!scopeCovers(storeScope, order.pickup_store_id)) throw new AppError('FORBIDDEN', PICKUP_COUNTER_TEXTS.notYourStore);
    if (normalisePickupCode(handover.code) !== order.pickup_code) {
      throw new AppError('INVALID_DATA', PICKUP_COUNTER_TEXTS.noSuchCode, { code: PICKUP_COUNTER_TEXTS.noSuchCode });
    }
  }

  const results: HandoverResult[] = [];
  let recorded = 0;
  for (const handover of handovers) {
    const result = await db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['id', 'status', 'pickup_store_id']).where('id', '=', handover.orderId).forUpdate().executeTakeFirstOrThrow();
      const kept = await trx.selectFrom('pickup_handovers').select(['id', 'order_id', 'outcome', 'status_on_arrival']).where('id', '=', handover.id).executeTakeFirst();
      if (kept) {
        if (kept.order_id !== handover.orderId) throw new AppError('CONFLICT', PICKUP_COUNTER_TEXTS.handoverIdTaken);
        return { id: kept.id, orderId: kept.order_id, outcome: kept.outcome, statusOnArrival: kept.status_on_arrival as OrderStatus, fresh: false };
      }
      const outcome: HandoverOutcome = order.status === 'ready_for_pickup' ? 'collected' : order.status === 'collected' ? 'duplicate' : 'not_ready';
      const handedOverAt = new Date(handover.handedOverAt);
      await trx
        .insertInto('pickup_handovers')
        .values({
          id: handover.id, order_id: order.id, store_id: order.pickup_store_id!, code: normalisePickupCode(handover.code),
          staff_user_id: user.id, staff_name: user.name, device_id: handover.deviceId, handed_over_at: handedOverAt,
          outcome, status_on_arrival: order.status,
        })
        .execute();
      if (outcome === 'collected') {
        await transitionOrder(trx, {
          orderId: order.id, action: 'collect', actorId: user.id, reason: `Handed over at the counter (device ${handover.deviceId})`,
          changes: { collected_by: user.id, collected_at: handedOverAt }, audit: scope,
        });
      }
      await recordChange(trx, scope, {
        action: `pickup.handover.${outcome}`, entityType: 'order', entityId: order.id, before: { status: order.status },
        after: { handoverId: handover.id, deviceId: handover.deviceId, handedOverAt: handedOverAt.toISOString(), staff: user.name, outcome },
      });
      return { id: handover.id, orderId: order.id, outcome, statusOnArrival: order.status, fresh: true };
    });
    if (result.fresh) recorded += 1;
    results.push({ id: result.id, orderId: result.orderId, outcome: result.outcome, statusOnArrival: result.statusOnArrival });
  }
  if (recorded === 0) nothingChanged(scope);
  return results;
}

/** Marks a pickup order of the user's stores ready (online only): transitionOrder's `mark_ready`. */
export async function markReady(db: Kysely<DB>, scope: AuditScope, user: SessionUser, orderId: string, expectedVersion?: number): Promise<PickupCounterDoc> {
  const storeScope = await counterScopeOf(db, user);
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'pickup_store_id']).where('id', '=', orderId).executeTakeFirst();
    if (!order || !order.pickup_store_id) throw new AppError('NOT_FOUND', PICKUP_COUNTER_TEXTS.noSuchCode);
    if (!scopeCovers(storeScope, order.pickup_store_id)) throw new AppError('FORBIDDEN', PICKUP_COUNTER_TEXTS.notYourStore);
    await transitionOrder(trx, { orderId, action: 'mark_ready', actorId: user.id, reason: 'Marked ready at the counter', expectedVersion, permissions: ['status'], audit: scope });
    return counterDocOf((await counterDocById(trx, orderId))!, await readSetting(trx, 'pickup_hold_days'));
  });
}
