import { sql, type RawBuilder } from 'kysely';
import type { CurrencyCode } from '../../../shared/money';

// How much a customer has paid, per currency: what was captured on their orders, less what was
// refunded. One place, so the list, the detail and the approvals queue's history agree.

/** Payment statuses whose money was taken (a refunded payment was taken, then given back). */
const TAKEN = sql`('captured', 'refunded')`;
/** Payment statuses of an order placed and paid for, or waiting at PayPal. */
const PLACED = sql`('captured', 'pending', 'refunded')`;

/** Orders of `who` (a SQL condition on `o`) that were placed and paid for (or pending at PayPal). */
export function placedOrderCount(who: RawBuilder<boolean>): RawBuilder<number> {
  return sql<number>`(SELECT count(*)::int FROM orders o WHERE ${who}
    AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ${PLACED}))`;
}

/** Captured money of `who`'s orders in one currency (minor units). */
function takenIn(who: RawBuilder<boolean>, currency: CurrencyCode): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(sum(p.amount), 0)::bigint FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE ${who} AND o.currency = ${currency} AND p.status IN ${TAKEN})`;
}

/** What completed refunds gave back on `who`'s orders in one currency (the `refunds` table, docs/decisions/043). */
function refundedIn(who: RawBuilder<boolean>, currency: CurrencyCode): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(sum(r.amount), 0)::bigint FROM orders o JOIN refunds r ON r.order_id = o.id
    WHERE ${who} AND o.currency = ${currency} AND r.status = 'completed')`;
}

/** Lifetime spend of `who` in one currency: paid less refunded (minor units). */
export function spendIn(who: RawBuilder<boolean>, currency: CurrencyCode): RawBuilder<number> {
  return sql<number>`(${takenIn(who, currency)} - ${refundedIn(who, currency)})`;
}

/** Whether `who` has any order taken in this currency (so a spend of 0 after refunds still shows). */
export function paidIn(who: RawBuilder<boolean>, currency: CurrencyCode): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE ${who} AND o.currency = ${currency} AND p.status IN ${TAKEN})`;
}

/** The condition "the order belongs to this account", for a user id column or value. */
export function ordersOfUser(userId: RawBuilder<string> | string): RawBuilder<boolean> {
  return sql<boolean>`o.user_id = ${userId}`;
}

/** The condition "the order was placed as a guest with this email" (an account's email is its own). */
export function guestOrdersOf(email: string): RawBuilder<boolean> {
  return sql<boolean>`o.user_id IS NULL AND lower(o.email) = ${email.toLowerCase()}`;
}
