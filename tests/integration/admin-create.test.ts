import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { AdminInputError, createAdmin, DEFAULT_ADMIN_NAME } from '../../server/accounts/create-admin';
import { VALIDATION } from '../../shared/texts';

const STRONG = 'Kestrel#Lantern42';

async function rolesOf(client: TestClient): Promise<string[]> {
  const me = (await (await client.get('/api/me')).json()) as { user: { roles: string[] } | null };
  return me.user?.roles ?? [];
}

async function sessionsOf(t: TestApp, userId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM session WHERE "userId" = ${userId}`.execute(t.deps.db);
  return Number(rows[0]!.count);
}

const never = (): Promise<string> => {
  throw new Error('the password was asked for an existing account');
};

describe('createAdmin (the core of npm run admin:create)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an account that signs in with the password and holds the admin role, and leaves no session behind', async () => {
    const result = await createAdmin(t.deps, { email: 'Owner@Example.com', name: 'Olive Owner', password: async () => STRONG });
    expect(result).toMatchObject({ outcome: 'created', email: 'owner@example.com' });
    expect(await sessionsOf(t, result.userId)).toBe(0);

    const client = new TestClient(t);
    expect((await client.signIn('owner@example.com', STRONG)).status).toBe(200);
    expect(await rolesOf(client)).toEqual(['admin']);
    const user = await t.deps.db.selectFrom('user').select(['name']).where('id', '=', result.userId).executeTakeFirstOrThrow();
    expect(user.name).toBe('Olive Owner');
  });

  it('names the account "Shop Admin" when no name is given', async () => {
    const result = await createAdmin(t.deps, { email: 'nameless@example.com', password: async () => STRONG });
    const user = await t.deps.db.selectFrom('user').select(['name']).where('id', '=', result.userId).executeTakeFirstOrThrow();
    expect(user.name).toBe(DEFAULT_ADMIN_NAME);
  });

  it('refuses a weak password with the sign-up rule’s message and creates nothing', async () => {
    await expect(createAdmin(t.deps, { email: 'weak@example.com', password: async () => 'Password1' })).rejects.toThrow(new AdminInputError(VALIDATION.passwordSpecial));
    await expect(createAdmin(t.deps, { email: 'weak@example.com', password: async () => 'short' })).rejects.toThrow(VALIDATION.passwordMinLength);
    expect(await t.deps.db.selectFrom('user').select('id').where('email', '=', 'weak@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an invalid email before asking for a password', async () => {
    await expect(createAdmin(t.deps, { email: 'not-an-email', password: never })).rejects.toThrow(new AdminInputError(VALIDATION.invalidEmailAddress));
  });

  it('grants the admin role to an existing account without touching its password, then says it is already an admin', async () => {
    const client = new TestClient(t);
    const { id } = await client.signUp('shopper@example.com', 'Shopper#2026x', 'Sasha Shopper');
    expect(await rolesOf(client)).toEqual([]);

    expect(await createAdmin(t.deps, { email: 'SHOPPER@example.com', password: never })).toEqual({ outcome: 'granted', userId: id, email: 'shopper@example.com' });
    expect(await rolesOf(client)).toEqual(['admin']);
    expect((await new TestClient(t).signIn('shopper@example.com', 'Shopper#2026x')).status).toBe(200);

    expect(await createAdmin(t.deps, { email: 'shopper@example.com', password: never })).toEqual({ outcome: 'already-admin', userId: id, email: 'shopper@example.com' });
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM user_roles WHERE user_id = ${id}`.execute(t.deps.db);
    expect(Number(rows[0]!.count)).toBe(1);
  });
});

interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create`'s script as an operator would, against the given database. */
function runAdminCreate(args: string[], database: { DATABASE_URL: string } | { DATA_DIR: string }, stdin = ''): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', ...args],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PAYPAL_MODE: 'live',
          PAYPAL_CLIENT_ID: 'live-client-id',
          PAYPAL_CLIENT_SECRET: 'live-client-secret',
          BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
          PUBLIC_URL: 'http://localhost:3000',
          LOG_LEVEL: 'silent',
          ...database,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe('npm run admin:create in production', () => {
  let t: TestApp;
  let typed: CommandRun;
  let generated: CommandRun;
  let weak: CommandRun;
  let pgliteDir: string | undefined;

  beforeAll(async () => {
    const commands = async (database: { DATABASE_URL: string } | { DATA_DIR: string }) => {
      typed = await runAdminCreate(['--email', 'first@example.com', '--name', 'Fran First', '--password-stdin'], database, `${STRONG}\n`);
      generated = await runAdminCreate(['--email=second@example.com'], database);
      weak = await runAdminCreate(['--email', 'third@example.com', '--password-stdin'], database, 'weakpass\n');
    };
    if (testDatabaseKind() === 'postgres') {
      t = await createTestApp('postgres');
      await commands({ DATABASE_URL: t.config.databaseUrl! });
    } else {
      // One process at a time may open a PGlite directory: the commands run first, then the app opens it.
      pgliteDir = mkdtempSync(join(tmpdir(), 'shop-admin-create-'));
      await commands({ DATA_DIR: pgliteDir });
      t = await createTestApp('pglite', { pgliteDataDir: join(pgliteDir, 'pglite') });
    }
  }, 360_000);
  afterAll(async () => {
    await t?.close();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  });

  it('creates an admin with the password read from stdin', async () => {
    expect(typed).toMatchObject({ code: 0, stdout: 'Created the admin account first@example.com.\n' });
    const client = new TestClient(t);
    expect((await client.signIn('first@example.com', STRONG)).status).toBe(200);
    expect(await rolesOf(client)).toEqual(['admin']);
  });

  it('without a terminal or --password-stdin, generates a password that meets the rule and prints it once', async () => {
    expect(generated.code).toBe(0);
    const password = /^Its password, shown only this once: (\S+)$/m.exec(generated.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    const client = new TestClient(t);
    expect((await client.signIn('second@example.com', password!)).status).toBe(200);
    expect(await rolesOf(client)).toEqual(['admin']);
  });

  it('refuses a weak password, says why, and exits with an error', async () => {
    expect(weak).toMatchObject({ code: 1, stderr: `${VALIDATION.passwordUppercase}. Nothing was changed.\n` });
    expect(await t.deps.db.selectFrom('user').select('id').where('email', '=', 'third@example.com').executeTakeFirst()).toBeUndefined();
  });
});
