import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { sql, type RawBuilder } from 'kysely';
import type { AppEnv } from '../context';
import { GUEST_ID_HEADER } from '../../shared/checkout/api';
import { AppError } from '../../shared/errors';
import { hasControlCharacter } from '../../shared/text.schema';

/** Who is asking about an order: the signed-in user, and/or the guest id their device holds. */
export interface Shopper {
  userId: string | null;
  guestId: string | null;
}


/** The shopper behind a request: the session's user, and a guest id from the body, the header or the query. */
export function shopperFrom(c: Context<AppEnv>, bodyGuestId?: string | undefined): Shopper {
  const guestId = bodyGuestId ?? c.req.header(GUEST_ID_HEADER) ?? c.req.query('guestId') ?? null;
  // The header and the query are not schema-checked; NUL must not reach the database.
  if (guestId !== null && hasControlCharacter(guestId)) throw new AppError('INVALID_DATA', 'Invalid guest id', { guestId: 'Invalid guest id' });
  return { userId: c.var.user?.id ?? null, guestId: guestId && guestId.length >= 8 ? guestId : null };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * An order belongs to its signed-in owner, or, for a guest order, to whoever holds its guest id.
 * A signed-in user's order is never reachable by guest id.
 */
export function ownsOrder(order: { user_id: string | null; guest_id: string | null }, shopper: Shopper): boolean {
  if (order.user_id !== null) return shopper.userId === order.user_id;
  return order.guest_id !== null && shopper.guestId !== null && sameSecret(order.guest_id, shopper.guestId);
}

/**
 * ownsOrder as an SQL condition on `table` (an orders row or a row with its user_id and guest_id),
 * for a write that must happen only for the owner in the same statement that reads the order.
 * Answers to the shopper still come from ownsOrder on the row read.
 */
export function ownerMatchesSql(shopper: Shopper, table: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`coalesce(case when ${table}.user_id is not null then ${table}.user_id = ${shopper.userId}::text
    else ${table}.guest_id = ${shopper.guestId}::text end, false)`;
}
