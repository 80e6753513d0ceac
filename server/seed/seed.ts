import { sql } from 'kysely';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import { SEED_STAFF_ACCOUNTS } from './accounts';
import { startOfUtcDay } from './clock';
import { grantSeedRoles, signUpSeedAccounts } from './seed-accounts';
import { buildSeedRows, type SeedRows } from './seed-rows';
import { writeSeedRows } from './seed-writer';

/** The catalogue size of the demo shop when none is asked for. */
export const DEFAULT_SEED_PRODUCTS = 320;

export interface SeedOptions {
  /** How many products to create (default 320). */
  products?: number;
  /** The seed's today; the same instant gives identical data. Default: today 00:00 UTC. */
  now?: Date;
  /** Whether to sign up the demo accounts of server/seed/accounts.ts (default true). */
  accounts?: boolean;
}

export interface SeedSummary {
  now: Date;
  /** Rows written per table. */
  counts: Record<keyof SeedRows | 'user_roles' | 'accounts', number>;
  accounts: { email: string; role: string }[];
}

export class DatabaseNotEmptyError extends Error {
  constructor(productCount: number) {
    super(`The database already has ${productCount} products; the demo seed only fills an empty shop.`);
    this.name = 'DatabaseNotEmptyError';
  }
}

/** How many products (live or soft-deleted) the shop has. */
export async function countProducts(db: Database): Promise<number> {
  const row = await db.selectFrom('products').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Fills an empty database with the demo shop: accounts, catalogue, stores, promotions and
 * content. Throws DatabaseNotEmptyError when products already exist.
 */
export async function seedDatabase(deps: { db: Database; auth: Auth }, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`products must be a positive integer, got ${productCount}`);
  const now = options.now ?? startOfUtcDay(new Date());

  const existing = await countProducts(deps.db);
  if (existing > 0) throw new DatabaseNotEmptyError(existing);

  const rows = buildSeedRows(productCount, now);
  const accounts = options.accounts === false ? [] : SEED_STAFF_ACCOUNTS;
  const userIds = await signUpSeedAccounts(deps, accounts);
  await deps.db.transaction().execute(async (trx) => {
    await writeSeedRows(trx, rows);
    await grantSeedRoles(trx, userIds, now);
  });

  const counts = Object.fromEntries(Object.entries(rows).map(([table, tableRows]) => [table, tableRows.length])) as SeedSummary['counts'];
  counts.user_roles = accounts.filter((account) => account.role !== 'customer').length;
  counts.accounts = accounts.length;
  return { now, counts, accounts: accounts.map(({ email, role }) => ({ email, role })) };
}

/** Seeds the demo shop (default size) when there are no products; true when it seeded. */
export async function seedIfEmpty(deps: { db: Database; auth: Auth }, options: Pick<SeedOptions, 'accounts'> = {}): Promise<boolean> {
  if ((await countProducts(deps.db)) > 0) return false;
  await seedDatabase(deps, options);
  return true;
}
