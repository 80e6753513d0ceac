import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config';
import type { Database, OpenDatabase } from '../db/database';
import { withStartUpLock } from '../db/start-up-lock';
import { SEED_STAFF_ACCOUNTS, type SeedAccount } from './accounts';
import { demoSeedOptions } from './demo-seed-policy';
import { seedIfEmpty } from './seed';

export interface ShopDataAtStart {
  /** True when this start-up seeded an empty database. */
  seeded: boolean;
  /** Whether any user holds the admin role; without one nobody can run the back office. */
  adminExists: boolean;
  /** The demo accounts (published passwords) present in the database. */
  demoAccounts: SeedAccount[];
}

/**
 * Seeds an empty database as SEED_DEMO says, then reads what the start-up message needs. Under the
 * start-up lock: of several instances started at once on an empty database, one seeds it and the
 * others find it seeded (docs/decisions/080).
 */
export async function prepareShopData(running: { deps: { db: Database; auth: Auth; config: AppConfig }; database: Pick<OpenDatabase, 'kind' | 'pool'> }): Promise<ShopDataAtStart> {
  const { deps } = running;
  const options = demoSeedOptions(deps.config.demoSeed);
  const seeded = options ? await withStartUpLock(running.database, () => seedIfEmpty(deps, options)) : false;
  const admin = await deps.db.selectFrom('user_roles').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  const demoEmails = new Set(
    (await deps.db.selectFrom('user').select('email').where('email', 'in', SEED_STAFF_ACCOUNTS.map((account) => account.email)).execute()).map((row) => row.email),
  );
  return { seeded, adminExists: admin !== undefined, demoAccounts: SEED_STAFF_ACCOUNTS.filter((account) => demoEmails.has(account.email)) };
}
