import type { Transaction } from 'kysely';
import { ACCOUNT_TEXTS, hasStoreRole, type AccountRow, type StoreTies } from '../../../shared/admin/accounts.schema';
import { AppError } from '../../../shared/errors';
import type { Role } from '../../../shared/roles';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { activeStores, lockAccount, lockAdminRoster, otherEnabledAdmins, rolesOf, storeIdsOf } from '../users/accounts.repo';
import { ACCOUNT_ENTITY, mustFindAccount } from '../users/users.service';

/**
 * Role management (issue 12). Roles live in user_roles and are read on every request
 * (server/auth/session.ts), so a change counts from the user's next request on. Every change takes
 * the admin-roster lock first, so the last-admin guard holds under concurrency (docs/decisions/046).
 */

async function lockedAccount(trx: Transaction<DB>, id: string) {
  await lockAdminRoster(trx);
  const account = await lockAccount(trx, id);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_TEXTS.notFound);
  return account;
}

/** Gives a role; giving one the account already has changes nothing. */
export async function giveRole(db: Database, scope: AuditScope, id: string, role: Role): Promise<AccountRow> {
  await db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, id);
    const before = await rolesOf(trx, id);
    if (before.includes(role)) {
      nothingChanged(scope);
      return;
    }
    await trx.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: id, role }).execute();
    await recordChange(trx, scope, {
      action: 'role.give', entityType: ACCOUNT_ENTITY, entityId: id,
      before: { email: account.email, roles: before },
      after: { email: account.email, roles: [...before, role].sort(), given: role },
    });
  });
  return mustFindAccount(db, id);
}

/**
 * Takes a role; taking one the account does not have changes nothing. The last enabled admin keeps
 * the admin role (409). Without a store manager or staff role left, the account's store ties go too.
 */
export async function takeRole(db: Database, scope: AuditScope, id: string, role: Role): Promise<AccountRow> {
  await db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, id);
    const before = await rolesOf(trx, id);
    if (!before.includes(role)) {
      nothingChanged(scope);
      return;
    }
    if (role === 'admin' && account.disabledAt === null && (await otherEnabledAdmins(trx, id)) === 0) {
      throw new AppError('CONFLICT', ACCOUNT_TEXTS.lastAdminRole);
    }
    await trx.deleteFrom('user_roles').where('user_id', '=', id).where('role', '=', role).execute();
    const after = before.filter((held) => held !== role);
    const storesBefore = await storeIdsOf(trx, id);
    const untied = !hasStoreRole(after) && storesBefore.length > 0;
    if (untied) await trx.deleteFrom('staff_stores').where('user_id', '=', id).execute();
    await recordChange(trx, scope, {
      action: 'role.take', entityType: ACCOUNT_ENTITY, entityId: id,
      before: { email: account.email, roles: before, ...(untied ? { storeIds: storesBefore } : {}) },
      after: { email: account.email, roles: after, taken: role, ...(untied ? { storeIds: [] } : {}) },
    });
  });
  return mustFindAccount(db, id);
}

/**
 * Sets the stores a store manager or staff member works in (the whole set; active stores only).
 * Saving the same set changes nothing.
 */
export async function setStoreTies(db: Database, scope: AuditScope, id: string, input: StoreTies): Promise<AccountRow> {
  const wanted = [...new Set(input.storeIds)].sort();
  await db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, id);
    const before = await storeIdsOf(trx, id);
    if (before.length === wanted.length && before.every((storeId, index) => storeId === wanted[index])) {
      nothingChanged(scope);
      return;
    }
    if (wanted.length > 0 && !hasStoreRole(await rolesOf(trx, id))) {
      throw new AppError('INVALID_DATA', ACCOUNT_TEXTS.storesNeedRole, { storeIds: ACCOUNT_TEXTS.storesNeedRole });
    }
    const active = new Set((await activeStores(trx)).map((store) => store.id));
    const added = wanted.filter((storeId) => !before.includes(storeId));
    if (added.some((storeId) => !active.has(storeId))) {
      throw new AppError('INVALID_DATA', ACCOUNT_TEXTS.unknownStore, { storeIds: ACCOUNT_TEXTS.unknownStore });
    }
    const removed = before.filter((storeId) => !wanted.includes(storeId));
    if (removed.length > 0) await trx.deleteFrom('staff_stores').where('user_id', '=', id).where('store_id', 'in', removed).execute();
    if (added.length > 0) await trx.insertInto('staff_stores').values(added.map((storeId) => ({ user_id: id, store_id: storeId, created_at: new Date() }))).execute();
    await recordChange(trx, scope, {
      action: 'stores.set', entityType: ACCOUNT_ENTITY, entityId: id,
      before: { email: account.email, storeIds: before },
      after: { email: account.email, storeIds: wanted },
    });
  });
  return mustFindAccount(db, id);
}
