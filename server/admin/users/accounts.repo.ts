import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountListQuery, AccountRow, StoreChoice } from '../../../shared/admin/accounts.schema';
import type { Role } from '../../../shared/roles';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../../platform/list';

type Db = Kysely<DB> | Transaction<DB>;

/** The account lists' sort whitelist: API key → column (server/platform/list.ts). */
export const ACCOUNT_LIST_SORT: ListSort = {
  sortable: { name: 'u.name', email: 'u.email', createdAt: 'u.createdAt', lastSignInAt: 'u.lastSignInAt' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'u.id',
};

/** Every account with its roles and stores (as JSON arrays), searched and filtered, neither sorted nor paged. */
export function accountListQuery(db: Db, query: Partial<AccountListQuery>) {
  let select = db
    .selectFrom('user as u')
    .select([
      'u.id', 'u.name', 'u.email', 'u.createdAt', 'u.lastSignInAt', 'u.disabledAt',
      sql<Role[]>`coalesce((SELECT json_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '[]'::json)`.as('roles'),
      sql<Array<{ id: string; name: string }>>`coalesce((
        SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name)
        FROM staff_stores ss JOIN stores s ON s.id = ss.store_id WHERE ss.user_id = u.id), '[]'::json)`.as('stores'),
    ]);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  const role = query.role;
  if (role === 'any') select = select.where(sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)`);
  else if (role === 'none') select = select.where(sql<boolean>`NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)`);
  else if (role) select = select.where(sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ${role})`);
  if (query.disabled) select = select.where('u.disabledAt', query.disabled === 'yes' ? 'is not' : 'is', null);
  return select;
}

type RawAccount = Awaited<ReturnType<ReturnType<typeof accountListQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toAccountRow(raw: RawAccount): AccountRow {
  return {
    id: raw.id,
    name: raw.name,
    email: raw.email,
    createdAt: iso(raw.createdAt)!,
    lastSignInAt: iso(raw.lastSignInAt),
    disabledAt: iso(raw.disabledAt),
    roles: raw.roles,
    stores: raw.stores,
  };
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | null> {
  const raw = await accountListQuery(db, {}).where('u.id', '=', id).executeTakeFirst();
  return raw ? toAccountRow(raw) : null;
}

/**
 * Serialises every change to who is an admin and who may sign in (roles given or taken, accounts
 * disabled or enabled) for the rest of the transaction. Under READ COMMITTED each later statement
 * then sees every such change committed before, so two admins removing each other at once cannot
 * both pass the last-admin check (docs/decisions/046).
 */
export async function lockAdminRoster(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended('toy-shop:admin-roster', 0))`.execute(trx);
}

/** The account's row, locked for this transaction; null when there is none. */
export async function lockAccount(trx: Transaction<DB>, id: string) {
  return (await trx.selectFrom('user').select(['id', 'email', 'name', 'disabledAt']).where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
}

export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((row) => row.role);
}

/** Enabled admins other than `userId` (call under lockAdminRoster). */
export async function otherEnabledAdmins(trx: Transaction<DB>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('user_roles as r')
    .innerJoin('user as u', 'u.id', 'r.user_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('r.role', '=', 'admin')
    .where('u.disabledAt', 'is', null)
    .where('u.id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends every better-auth session of the account; the number ended. */
export async function endSessions(trx: Transaction<DB>, userId: string): Promise<number> {
  const result = await sql`DELETE FROM session WHERE "userId" = ${userId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export async function storeIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('staff_stores').select('store_id').where('user_id', '=', userId).orderBy('store_id').execute();
  return rows.map((row) => row.store_id);
}

/** Active stores, by name: the store picker's choices. */
export async function activeStores(db: Db): Promise<StoreChoice[]> {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'city', 'country'])
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
