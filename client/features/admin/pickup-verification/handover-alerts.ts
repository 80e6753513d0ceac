import type { RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import { PICKUP_COUNTER_TEXTS, type HandoverResult, type PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import { orderStatusLabel } from '../../../../shared/orders/order-texts';

// A hand-over this tablet queued that the shop flagged (the order was cancelled or refunded meanwhile,
// or collected at another counter) or refused (docs/decisions/072). Kept on the device, apart from
// the hand-over itself, and shown until a person acknowledges it: the clerk who handed the goods over
// is the one who can still ask for them back.

const T = PICKUP_COUNTER_TEXTS.alerts;

export type HandoverAlertOutcome = 'not_ready' | 'duplicate' | 'refused';

export interface HandoverAlert {
  /** The hand-over's id (one alert per hand-over). */
  id: string;
  orderId: string;
  orderNumber: string | null;
  code: string;
  customerName: string | null;
  outcome: HandoverAlertOutcome;
  /** The order's status when the hand-over reached the shop (the server's word, else the tablet's copy). */
  statusOnArrival: string | null;
  /** A refusal's reason, in the server's words. */
  reason: string | null;
  staffName: string;
  handedOverAt: string;
  acknowledged: boolean;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const orNull = { type: ['string', 'null'] } as const;

export const handoverAlertSchema: RxJsonSchema<HandoverAlert> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: text(64), orderId: text(64), orderNumber: orNull, code: text(16), customerName: orNull, outcome: text(16),
    statusOnArrival: orNull, reason: orNull, staffName: { type: 'string' }, handedOverAt: text(40),
    acknowledged: { type: 'boolean' }, acknowledgedBy: orNull, acknowledgedAt: orNull,
  },
  required: ['id', 'orderId', 'code', 'outcome', 'staffName', 'handedOverAt', 'acknowledged'],
};

export type HandoverAlerts = RxCollection<HandoverAlert>;

/** The hand-over as the alert needs it (a LocalHandover). */
interface FlaggedHandover {
  id: string;
  orderId: string;
  code: string;
  staffName: string;
  handedOverAt: string;
}

/**
 * Raises the alert of a hand-over the shop flagged or refused, once: an alert already there (maybe
 * acknowledged) is left as it is. `order` is the tablet's copy of the pickup, for its number and name.
 */
export async function raiseHandoverAlert(
  alerts: HandoverAlerts,
  handover: FlaggedHandover,
  outcome: HandoverAlertOutcome,
  order: PickupCounterDoc | null,
  answer: { statusOnArrival?: HandoverResult['statusOnArrival']; reason?: string },
): Promise<void> {
  await alerts.insertIfNotExists({
    id: handover.id, orderId: handover.orderId, orderNumber: order?.orderNumber ?? null, code: handover.code, customerName: order?.customerName ?? null,
    outcome, statusOnArrival: answer.statusOnArrival ?? order?.status ?? null, reason: answer.reason ?? null,
    staffName: handover.staffName, handedOverAt: handover.handedOverAt, acknowledged: false, acknowledgedBy: null, acknowledgedAt: null,
  });
}

/** A person has seen the alert and dealt with it: it is kept (with who and when), no longer shown. */
export async function acknowledgeHandoverAlert(alerts: HandoverAlerts, id: string, by: string): Promise<void> {
  await (await alerts.findOne(id).exec())?.incrementalPatch({ acknowledged: true, acknowledgedBy: by, acknowledgedAt: new Date().toISOString() });
}

/** What the clerk is told about a flagged or refused hand-over, in plain words. */
export function handoverAlertWords(alert: Pick<HandoverAlert, 'outcome' | 'statusOnArrival' | 'reason'>): { title: string; advice: string } {
  if (alert.outcome === 'refused') return { title: T.refused, advice: T.refusedAdvice(alert.reason ?? '') };
  if (alert.outcome === 'duplicate') return { title: T.collectedTwice, advice: T.collectedTwiceAdvice };
  if (alert.statusOnArrival === 'cancelled') return { title: T.cancelled, advice: T.cancelledAdvice };
  if (alert.statusOnArrival === 'refunded') return { title: T.refunded, advice: T.refundedAdvice };
  return { title: T.notReady, advice: T.notReadyAdvice(orderStatusLabel(alert.statusOnArrival ?? '').toLowerCase()) };
}
