import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { authSettingsFrom } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { loadConfig, type AppConfig } from '../../server/config';

// Every integration test file starts from a fresh, migrated database. Migrating one takes seconds
// (PGlite: WASM, some seven seconds on a busy two-core machine), so the run migrates once, here,
// and each test app starts from a copy: PGlite from a dump of the migrated data directory,
// PostgreSQL from a template database (CREATE DATABASE ... TEMPLATE). bootstrap still migrates
// each copy, which finds it up to date.

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where a raw connection to the test server goes (the instances' cuttable proxy): the Unix socket
 * when the URL names a socket directory (`postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres`,
 * as `npm test` chooses when it can, docs/decisions/105), otherwise host and port.
 */
export function postgresEndpoint(url = POSTGRES_ADMIN_URL): { path: string } | { host: string; port: number } {
  const parsed = new URL(url);
  const host = decodeURIComponent(parsed.hostname);
  const port = Number(parsed.port || 5432);
  return host.startsWith('/') ? { path: `${host}/.s.PGSQL.${port}` } : { host, port };
}

/** Where the run's migrated databases are (vitest's provide/inject, set by the global setup below). */
export interface DatabaseTemplates {
  /** A tar of a migrated PGlite data directory. */
  pgliteDump?: string;
  /** A migrated database on the test PostgreSQL server, to copy. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The secrets every test app signs and seals with: given, so no secret file is written into ./.data. */
export const TEST_SECRETS = {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  // The key sealing stored credentials (docs/decisions/081).
  SECRETS_KEY: 'dGVzdC1zZWNyZXRzLWtleS10ZXN0LXNlY3JldHMtayE=',
};

/** The configuration every test app starts with, under its own `env`. */
export function testConfig(env: NodeJS.ProcessEnv = {}, databaseUrl?: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    ...TEST_SECRETS,
    LOG_LEVEL: 'silent',
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function postgresUrlOf(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migratedPgliteDump(): Promise<string> {
  const config = testConfig();
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db, authSettingsFrom(config));
    const dump = await database.dumpDataDir!();
    const path = join(tmpdir(), `shop-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  } finally {
    await database.close();
  }
}

async function migratedPostgresTemplate(): Promise<string> {
  const name = `shop_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const config = testConfig({}, postgresUrlOf(name));
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(database.db, authSettingsFrom(config));
  } finally {
    // A template must have no open connection while it is copied.
    await database.close();
  }
  return name;
}

/** The integration projects' global setup: migrates this project's database once, and cleans up after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const templates: DatabaseTemplates = kind === 'postgres' ? { postgresTemplate: await migratedPostgresTemplate() } : { pgliteDump: await migratedPgliteDump() };
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates.pgliteDump) await rm(templates.pgliteDump, { force: true });
    if (templates.postgresTemplate) await adminQuery(`DROP DATABASE IF EXISTS ${templates.postgresTemplate} WITH (FORCE)`);
  };
}
