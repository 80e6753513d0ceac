import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { AppError } from '../../shared/errors';
import { isAdmin } from '../../shared/roles';
import type { SessionUser } from '../auth/session';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which stores a back-office user may see and act on: an admin every store; a store_manager or staff
 * member only the stores tied to them in `staff_stores`, and every store when none is tied to them
 * (DECISIONS.md "Store scope"; docs/decisions/071). Read from the database on every request (never
 * kept in the session), so a role or store change counts from the next request.
 */
export type StoreScope = { readonly kind: 'all' } | { readonly kind: 'stores'; readonly storeIds: readonly string[] };

export const STORE_SCOPE_TEXTS = {
  notYourStore: 'This store is not one of yours',
} as const;

/** The user's store scope, read now. */
export async function storeScopeOf(db: Db, user: Pick<SessionUser, 'id' | 'roles'>): Promise<StoreScope> {
  if (isAdmin(user.roles)) return { kind: 'all' };
  const rows = await db.selectFrom('staff_stores').select('store_id').where('user_id', '=', user.id).orderBy('store_id').execute();
  if (rows.length === 0) return { kind: 'all' };
  return { kind: 'stores', storeIds: rows.map((row) => row.store_id) };
}

/** True when the scope covers this store. */
export function scopeCovers(scope: StoreScope, storeId: string): boolean {
  return scope.kind === 'all' || scope.storeIds.includes(storeId);
}

/** A 403 unless the scope covers the store (a store that does not exist is not covered either, for non-admins). */
export function assertStoreInScope(scope: StoreScope, storeId: string): void {
  if (!scopeCovers(scope, storeId)) throw new AppError('FORBIDDEN', STORE_SCOPE_TEXTS.notYourStore);
}

/** A SQL condition "this store column is in the scope", for a query's `where` (`column` e.g. `pp.store_id`). */
export function storeColumnInScope(scope: StoreScope, column: string): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.storeIds.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} = ANY(${[...scope.storeIds]}::text[])`;
}
