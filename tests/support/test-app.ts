import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { AppConfig } from '../../server/config';
import { bootstrap, type Running } from '../../server/bootstrap';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import type { Logger } from '../../server/logging/logger';
import { adminQuery, postgresUrlOf, testConfig, type DatabaseTemplates } from './database-templates';

/** The migrated PGlite template's tar, read once per worker (its modules are kept between files). */
let template: { path: string; bytes: Promise<Uint8Array> } | null = null;
function templateBytes(path: string): Promise<Uint8Array> {
  if (template?.path !== path) template = { path, bytes: readFile(path) };
  return template.bytes;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the integration project runs on (set per vitest project). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export { POSTGRES_ADMIN_URL } from './database-templates';

export interface TestApp extends Running {
  app: App;
  config: AppConfig;
  kind: TestDatabaseKind;
  /** Absolute URL for app.request(); origin matches the trusted origin. */
  url(path: string): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults (NODE_ENV=test, PUBLIC_URL=http://localhost:3000, ...). */
  env?: NodeJS.ProcessEnv;
  /** PGlite only: a data directory to open instead of a fresh in-memory database (one holding no database yet starts migrated). */
  pgliteDataDir?: string;
  /** PostgreSQL only: an existing database to open as it is, instead of a fresh one; it is not dropped on close. */
  databaseUrl?: string;
  /** The app's logger (tests/support/captured-log.ts reads its lines); by default one at LOG_LEVEL, to stdout. */
  log?: Logger;
}

/**
 * A fresh, migrated database and the real app over it: PGlite in memory, or a new database
 * on the real PostgreSQL server that is dropped on close.
 */
export async function createTestApp(kind: TestDatabaseKind = testDatabaseKind(), options: TestAppOptions = {}): Promise<TestApp> {
  const templates = migratedTemplates();
  let databaseUrl = kind === 'postgres' ? options.databaseUrl : undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (kind === 'postgres' && !databaseUrl) {
    const name = `shop_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(templates.postgresTemplate ? `CREATE DATABASE ${name} TEMPLATE ${templates.postgresTemplate}` : `CREATE DATABASE ${name}`);
    databaseUrl = postgresUrlOf(name);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = testConfig(options.env, databaseUrl);
  // A data directory holding a database is opened as it is; an in-memory or a new one starts migrated.
  const holdsDatabase = options.pgliteDataDir !== undefined && existsSync(join(options.pgliteDataDir, 'PG_VERSION'));
  const pgliteFrom = kind === 'pglite' && !holdsDatabase && templates.pgliteDump ? await templateBytes(templates.pgliteDump) : undefined;
  const running = await bootstrap(config, { dataDir: options.pgliteDataDir ?? 'memory://', ...(pgliteFrom ? { pgliteFrom } : {}), ...(options.log ? { log: options.log } : {}) });
  const app = createApp(running.deps, { staticClient: new StaticClient('/nonexistent'), firstScreenMarkup: new FirstScreenMarkup(null) });
  return {
    ...running,
    app,
    config,
    kind,
    url: (path) => new URL(path, config.publicUrl).toString(),
    close: async () => {
      await running.shutdown();
      await dropDatabase();
    },
  };
}

/** The run's migrated databases (tests/support/database-templates.ts); none outside the integration projects. */
function migratedTemplates(): DatabaseTemplates {
  try {
    return inject('databaseTemplates') ?? {};
  } catch {
    return {};
  }
}
