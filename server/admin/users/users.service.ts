import type { Context } from 'hono';
import { ACCOUNT_TEXTS, type AccountListQuery, type AccountRow } from '../../../shared/admin/accounts.schema';
import type { ListPage } from '../../../shared/admin/api';
import { AppError } from '../../../shared/errors';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { csvResponse, listPage, type CsvColumn } from '../../platform/list';
import { ACCOUNT_LIST_SORT, accountListQuery, endSessions, findAccount, lockAccount, lockAdminRoster, otherEnabledAdmins, rolesOf, toAccountRow } from './accounts.repo';

/** The audit log's name for an account (entity_type). */
export const ACCOUNT_ENTITY = 'user';

export function listAccounts(db: Database, query: AccountListQuery): Promise<ListPage<AccountRow>> {
  return listPage(db, accountListQuery(db, query), query, ACCOUNT_LIST_SORT, toAccountRow);
}

const CSV_COLUMNS: ReadonlyArray<CsvColumn<AccountRow>> = [
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'created', value: (row) => row.createdAt },
  { header: 'last_sign_in', value: (row) => row.lastSignInAt },
  { header: 'roles', value: (row) => row.roles.join(' ') },
  { header: 'stores', value: (row) => row.stores.map((store) => store.name).join('; ') },
  { header: 'disabled', value: (row) => row.disabledAt !== null },
];

/** The same list as a CSV download. */
export function accountsCsv(c: Context, db: Database, query: AccountListQuery, name: string): Response {
  return csvResponse(c, accountListQuery(db, query), query, ACCOUNT_LIST_SORT, toAccountRow, { name, columns: CSV_COLUMNS });
}

export async function mustFindAccount(db: Database, id: string): Promise<AccountRow> {
  const account = await findAccount(db, id);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_TEXTS.notFound);
  return account;
}

/**
 * Disables an account: it can no longer sign in (better-auth's session hook refuses it) and every
 * session it has ends now, in the same transaction; a cookie it still holds is refused on the next
 * request (server/auth/session.ts). The last enabled admin cannot be disabled. Disabling a disabled
 * account changes nothing (a retry).
 */
export async function disableAccount(db: Database, scope: AuditScope, id: string): Promise<AccountRow> {
  await db.transaction().execute(async (trx) => {
    await lockAdminRoster(trx);
    const account = await lockAccount(trx, id);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_TEXTS.notFound);
    if (account.disabledAt !== null) {
      nothingChanged(scope);
      return;
    }
    const roles = await rolesOf(trx, id);
    if (roles.includes('admin') && (await otherEnabledAdmins(trx, id)) === 0) throw new AppError('CONFLICT', ACCOUNT_TEXTS.lastAdminDisable);
    const disabledAt = new Date();
    await trx.updateTable('user').set({ disabledAt, updatedAt: disabledAt }).where('id', '=', id).execute();
    const sessionsEnded = await endSessions(trx, id);
    await recordChange(trx, scope, {
      action: 'account.disable', entityType: ACCOUNT_ENTITY, entityId: id,
      before: { email: account.email, disabled: false },
      after: { email: account.email, disabled: true, sessionsEnded },
    });
  });
  return mustFindAccount(db, id);
}

/** Lets a disabled account sign in again (its old sessions stay ended). Enabling an enabled account changes nothing. */
export async function enableAccount(db: Database, scope: AuditScope, id: string): Promise<AccountRow> {
  await db.transaction().execute(async (trx) => {
    await lockAdminRoster(trx);
    const account = await lockAccount(trx, id);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_TEXTS.notFound);
    if (account.disabledAt === null) {
      nothingChanged(scope);
      return;
    }
    await trx.updateTable('user').set({ disabledAt: null, updatedAt: new Date() }).where('id', '=', id).execute();
    await recordChange(trx, scope, {
      action: 'account.enable', entityType: ACCOUNT_ENTITY, entityId: id,
      before: { email: account.email, disabled: true },
      after: { email: account.email, disabled: false },
    });
  });
  return mustFindAccount(db, id);
}

/**
 * Sends the account the same password-reset email a shopper gets from "Forgot password?" (better-auth
 * makes the token; the mailer logs the message in email_logs). The audit row names the address,
 * never the link or its token.
 */
export async function sendPasswordReset(db: Database, auth: Auth, scope: AuditScope, id: string): Promise<{ sentTo: string }> {
  const account = await mustFindAccount(db, id);
  await auth.api.requestPasswordReset({ body: { email: account.email, redirectTo: '/reset-password' } });
  await db.transaction().execute((trx) =>
    recordChange(trx, scope, { action: 'account.password-reset', entityType: ACCOUNT_ENTITY, entityId: id, before: null, after: { email: account.email, resetLinkSent: true } }),
  );
  return { sentTo: account.email };
}
