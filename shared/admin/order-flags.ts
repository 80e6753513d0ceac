import * as z from 'zod';
import { text } from '../text.schema';

// Pickup flags in the back office (issue 23 §8, docs/decisions/071): a hand-over the counter kept that
// did not collect the order. Open until an admin or store manager marks it dealt with.

export const ORDER_FLAG_KINDS = ['collected_twice', 'not_ready'] as const;
export type OrderFlagKind = (typeof ORDER_FLAG_KINDS)[number];

export const ORDER_FLAG_TEXTS = {
  kinds: { collected_twice: 'Collected twice', not_ready: 'Handed over while not ready' } satisfies Record<OrderFlagKind, string>,
  title: 'Flags',
  filter: 'Flagged',
  filterOpen: 'Flagged, not dealt with',
  dashboardLabel: 'Flagged pickups',
  markDealtWith: 'Mark dealt with',
  dealtWith: 'Dealt with',
  noteLabel: 'What was done',
  noteRequired: 'Say what was done',
  handedOverBy: (staff: string, device: string) => `Handed over by ${staff} (device ${device})`,
  dealtWithBy: (name: string) => `Dealt with by ${name}`,
  markedDone: 'Flags marked dealt with',
  nothingOpen: 'This order has no flag left to deal with',
  forbidden: 'Only an admin or a store manager can mark a flag dealt with',
} as const;

/** One flag of an order, as the order's page shows it. */
export interface OrderFlag {
  handoverId: string;
  kind: OrderFlagKind;
  handedOverAt: string;
  staffName: string;
  deviceId: string;
  /** The order's status when the hand-over reached the server. */
  statusOnArrival: string;
  dealtWith: { at: string; by: string; note: string } | null;
}

/** Who may mark a flag dealt with: admins and store managers (staff see the flags). */
export function canDealWithFlags(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('store_manager');
}

export const dealWithFlagsSchema = z.object({
  note: z.string(ORDER_FLAG_TEXTS.noteRequired).pipe(text().trim().min(1, ORDER_FLAG_TEXTS.noteRequired).max(500)),
});
export type DealWithFlagsBody = z.infer<typeof dealWithFlagsSchema>;

/** The orders list's filter value: orders with a flag not dealt with yet. */
export const FLAGGED_FILTER = 'open';
