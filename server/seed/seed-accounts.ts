import type { Transaction } from 'kysely';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { SEED_STAFF_ACCOUNTS, type SeedAccount } from './accounts';
import { seedId } from './ids';
import { storeIdFor } from './stores';

/**
 * Signs the demo accounts up through better-auth, so their passwords are hashed exactly as a
 * real sign-up's. An account left behind by an interrupted seed is reused, not duplicated.
 * Runs outside the catalogue transaction: better-auth uses the same pool, and on PGlite a
 * pool of one connection would wait on our own open transaction.
 */
export async function signUpSeedAccounts(deps: { db: Database; auth: Auth }, accounts: ReadonlyArray<SeedAccount> = SEED_STAFF_ACCOUNTS): Promise<Map<SeedAccount, string>> {
  const userIds = new Map<SeedAccount, string>();
  for (const account of accounts) {
    const existing = await deps.db.selectFrom('user').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) {
      userIds.set(account, existing.id);
      continue;
    }
    const { user } = await deps.auth.api.signUpEmail({ body: { email: account.email, password: account.password, name: account.name } });
    userIds.set(account, user.id);
  }
  return userIds;
}

/** Roles (the customer has none) and the stores each staff account works at. */
export async function grantSeedRoles(trx: Transaction<DB>, userIds: ReadonlyMap<SeedAccount, string>, now: Date): Promise<void> {
  for (const [account, userId] of userIds) {
    if (account.role === 'customer') continue;
    await trx
      .insertInto('user_roles')
      .values({ id: seedId(`role:${account.email}:${account.role}`), user_id: userId, role: account.role, created_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
      .execute();
    for (const storeSlug of account.storeSlugs) {
      await trx
        .insertInto('staff_stores')
        .values({ user_id: userId, store_id: storeIdFor(storeSlug), created_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'store_id']).doNothing())
        .execute();
    }
  }
}
