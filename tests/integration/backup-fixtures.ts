import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestApp, type TestApp, type TestDatabaseKind } from '../support/test-app';
import { adminQuery, postgresUrlOf, TEST_SECRETS } from '../support/database-templates';
import { backupTargetOf, type BackupTarget } from '../../server/ops/backup-target';
import { waitForAuthStartup } from '../../server/seed/auth-startup';

// The backup tests' databases (docs/decisions/084): unlike a test app's, one outlives the app on it,
// so the operator commands can back it up, the test can wipe it, and the restored shop can be opened.

export interface ShopDatabase {
  /** What names it in the operator commands' environment: DATABASE_URL, or DATA_DIR. */
  env: { DATABASE_URL: string } | { DATA_DIR: string };
  target: BackupTarget;
  /** The real app on this database as it now is. */
  open(): Promise<TestApp>;
  /** Leaves it empty: PostgreSQL dropped and created again, PGlite's directory removed. */
  wipe(): Promise<void>;
  /** True while nothing is in it: no relation outside the system schemas, or no PGlite directory. */
  isEmpty(): Promise<boolean>;
  remove(): Promise<void>;
}

/** A shop database: migrated (from the run's template) when `migrated`, else empty. */
export async function shopDatabase(kind: TestDatabaseKind, { migrated }: { migrated: boolean }): Promise<ShopDatabase> {
  return kind === 'postgres' ? postgresDatabase(migrated) : pgliteDatabase(migrated);
}

async function postgresDatabase(migrated: boolean): Promise<ShopDatabase> {
  const name = `shop_backup_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const create = () => adminQuery(`CREATE DATABASE ${name} TEMPLATE template0`);
  if (migrated) await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplates').postgresTemplate!}`);
  else await create();
  const databaseUrl = postgresUrlOf(name);
  return {
    env: { DATABASE_URL: databaseUrl },
    target: backupTargetOf({ databaseUrl, dataDir: 'unused' }),
    open: () => started(createTestApp('postgres', { databaseUrl })),
    wipe: async () => {
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
      await create();
    },
    isEmpty: async () => (await userRelations(databaseUrl)) === 0,
    remove: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function pgliteDatabase(migrated: boolean): ShopDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const target = backupTargetOf({ databaseUrl: undefined, dataDir });
  // createTestApp starts a directory without a database from the run's migrated one.
  const open = () => started(createTestApp('pglite', { pgliteDataDir: target.pgliteDir }));
  return {
    env: { DATA_DIR: dataDir },
    target,
    open: migrated ? open : () => Promise.reject(new Error('an empty PGlite directory is opened only after a restore')),
    wipe: async () => rmSync(target.pgliteDir, { recursive: true, force: true }),
    isEmpty: async () => !existsSync(target.pgliteDir) || readdirSync(target.pgliteDir).length === 0,
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The app once better-auth's check of its tables is done: closed before that, the check logs a false error. */
async function started(opening: Promise<TestApp>): Promise<TestApp> {
  const t = await opening;
  await waitForAuthStartup(t.deps.auth);
  return t;
}

async function userRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'",
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run db:backup` or `db:restore`'s script as an operator would, against the given database. */
export function runOperatorScript(script: 'db-backup' | 'db-restore', args: string[], database: ShopDatabase['env'], env: NodeJS.ProcessEnv = {}): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_SECRETS, ...database, ...env }, timeout: 300_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** Every row of the tables, in a stable order, as stored: what a restore must bring back unchanged. */
export async function rowsOf(t: TestApp, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.deps.db)).rows;
  return rows;
}
