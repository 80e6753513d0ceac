import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../server/config';
import { bootstrap, type Running } from '../../server/bootstrap';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the integration project runs on (set per vitest project). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
  /** PGlite only: a data directory to open instead of a fresh in-memory database. */
  pgliteDataDir?: string;
}

/**
 * A fresh, migrated database and the real app over it: PGlite in memory, or a new database
 * on the real PostgreSQL server that is dropped on close.
 */
export async function createTestApp(kind: TestDatabaseKind = testDatabaseKind(), options: TestAppOptions = {}): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (kind === 'postgres') {
    const name = `shop_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...options.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const running = await bootstrap(config, { dataDir: options.pgliteDataDir ?? 'memory://' });
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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
