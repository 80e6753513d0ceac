import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { OPEN_FLAG } from '../orders/orders.repo';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

// The attention badge's counts (docs/decisions/098): each read from an index of its own.

const count = (value: string | number | bigint | undefined): number => Number(value ?? 0);

/** Orders held for approval, in the scope (migration 0020's partial index). */
export async function countAwaitingApproval(db: Kysely<DB>, scope: StoreScope): Promise<number> {
  const row = await db.selectFrom('orders as o').select((eb) => eb.fn.countAll<string>().as('n')).where('o.status', '=', 'awaiting_approval').where(orderInScope(scope, 'o')).executeTakeFirst();
  return count(row?.n);
}

/** Orders with a pickup flag not dealt with, in the scope (migration 0033's partial index). */
export async function countFlaggedPickups(db: Kysely<DB>, scope: StoreScope): Promise<number> {
  const row = await db.selectFrom('orders as o').select((eb) => eb.fn.countAll<string>().as('n')).where(OPEN_FLAG).where(orderInScope(scope, 'o')).executeTakeFirst();
  return count(row?.n);
}

/** Emails that failed and nobody has sent again (migration 0042's partial index). */
export async function countFailedEmails(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('email_logs').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'failed').where('resent_at', 'is', null).executeTakeFirst();
  return count(row?.n);
}

/** 1 when the till sync's last finished run failed (stock may differ from the tills until one succeeds), else 0. */
export async function countTillSyncFailed(db: Kysely<DB>): Promise<number> {
  const last = await db
    .selectFrom('till_sync_runs')
    .select('status')
    .where('status', 'in', ['succeeded', 'failed'])
    // migration 0029's index on started_at: runs finish in the order they start (one runs at a time).
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.status === 'failed' ? 1 : 0;
}
