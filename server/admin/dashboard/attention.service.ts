import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { accessTo, type Role } from '../../../shared/roles';
import { ATTENTION_ITEMS, type Attention, type AttentionKey } from '../../../shared/admin/attention';
import type { StoreScope } from '../store-scope';
import { countAwaitingApproval, countFailedEmails, countFlaggedPickups, countTillSyncFailed } from './attention.repo';

const COUNTS: Record<AttentionKey, (db: Kysely<DB>, scope: StoreScope) => Promise<number>> = {
  awaitingApproval: countAwaitingApproval,
  flaggedPickups: countFlaggedPickups,
  failedEmails: (db) => countFailedEmails(db),
  tillSyncFailed: (db) => countTillSyncFailed(db),
};

/**
 * What needs someone now (docs/decisions/098), for the screens the roles open and within the store
 * scope: every item the roles may see, with its count (0 included), and their total.
 */
export async function attentionFor(db: Kysely<DB>, roles: readonly Role[], scope: StoreScope): Promise<Attention> {
  const keys = (Object.keys(ATTENTION_ITEMS) as AttentionKey[]).filter((key) => accessTo(ATTENTION_ITEMS[key].screen, roles) !== 'none');
  const counts = await Promise.all(keys.map((key) => COUNTS[key](db, scope)));
  const items = keys.map((key, index) => ({ key, label: ATTENTION_ITEMS[key].label, count: counts[index]!, path: ATTENTION_ITEMS[key].path }));
  return { items, total: counts.reduce((sum, value) => sum + value, 0) };
}
