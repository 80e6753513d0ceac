import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, postgresUrlOf } from '../support/database-templates';
import { freePort } from '../support/free-port';

// The README's "Production" steps on a fresh copy of the project (issue 26, docs/decisions/088): the
// build, `npm prune --omit=dev`, then the operator commands and the shop itself with production
// dependencies only. PostgreSQL only: production runs on a PostgreSQL server.
//
// What a fresh clone holds is copied from this checkout (the files git tracks, and new ones it does
// not ignore), its node_modules hard-linked from this one's (what `npm ci` installs, without
// downloading it again). The server and the operator commands are compiled in the copy; the client's
// files are taken from this checkout's build when there is one (`npm test` builds first), else built.

const run = promisify(execFile);
const ROOT = process.cwd();
const ADMIN = { email: 'operator@example.com', password: 'Operator#2026install' };

let dir = '';
let database = '';
let port = 0;
let env: NodeJS.ProcessEnv = {};

/** Runs a shell command in the copy; its output when it succeeds. */
async function sh(command: string, extra: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout, stderr } = await run('bash', ['-c', command], { cwd: dir, env: { ...env, ...extra }, maxBuffer: 64 * 1024 * 1024 });
  return `${stdout}${stderr}`;
}

/** An `npm run` of the copy, with the password on its standard input when one is given. */
function npmRun(args: string[], input?: string, extra: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: dir, env: { ...env, ...extra }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input ?? '');
  });
}

/** The development packages `npm prune --omit=dev` leaves, because a production one names them as an optional peer. */
async function removeDevelopmentPackages(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const removed: string[] = [];
  for (const name of Object.keys(manifest.devDependencies)) {
    const where = join(dir, 'node_modules', name);
    if (!existsSync(where)) continue;
    await rm(where, { recursive: true, force: true });
    removed.push(name);
  }
  // Their commands (node_modules/.bin/tsx, vite, ...) go with them.
  for (const entry of await readdir(join(dir, 'node_modules', '.bin'))) {
    if (!existsSync(join(dir, 'node_modules', '.bin', entry))) await rm(join(dir, 'node_modules', '.bin', entry), { force: true });
  }
  return removed;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-install-'));
  await run('bash', ['-c', `git ls-files -z -co --exclude-standard | tar --null -T - -cf - | tar -xf - -C ${JSON.stringify(dir)}`], { cwd: ROOT });
  await run('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  const builtClient = existsSync(join(ROOT, 'dist', 'client', 'index.html')) && existsSync(join(ROOT, 'dist', 'ssr', 'entry-server.js'));
  if (builtClient) {
    await run('mkdir', ['-p', join(dir, 'dist')]);
    await run('cp', ['-r', join(ROOT, 'dist', 'client'), join(ROOT, 'dist', 'ssr'), join(dir, 'dist')]);
    await sh('npx vite build --config vite.server.config.ts');
  } else {
    await sh('npm run --silent build');
  }
  await sh('npm prune --omit=dev --no-audit --no-fund');
  await removeDevelopmentPackages();

  port = await freePort();
  database = `shop_test_install_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dir,
    NODE_ENV: 'production',
    DATABASE_URL: postgresUrlOf(database),
    PAYPAL_MODE: 'emulator',
    BETTER_AUTH_SECRET: 'install-secret-install-secret-install-0123',
    SECRETS_KEY: 'aW5zdGFsbC1zZWNyZXRzLWtleS1pbnN0YWxsLWtleSE=',
    PUBLIC_URL: `http://localhost:${port}`,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
}, 600_000);

afterAll(async () => {
  if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the README\'s production install, with production dependencies only', () => {
  it('has no development package left: no tsx, no vite, no TypeScript', () => {
    for (const name of ['tsx', 'vite', 'vitest', 'typescript', '@playwright/test']) expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
    expect(existsSync(join(dir, 'node_modules', '.bin', 'tsx'))).toBe(false);
  });

  it('migrates, seeds the catalogue, creates the first admin and rotates the secrets key with the compiled commands', async () => {
    const migrate = await npmRun(['db:migrate']);
    expect(migrate.output).toContain('Migrated: 0001');
    expect(migrate.code).toBe(0);
    expect((await npmRun(['db:migrate'])).output).toMatch(/Migrations: already up to date/);

    const seed = await npmRun(['db:seed'], undefined, { SEED_DEMO: 'catalogue' });
    expect(seed.code, seed.output).toBe(0);
    expect(seed.output).toContain('No demo accounts');

    const admin = await npmRun(['admin:create', '--', '--email', ADMIN.email, '--password-stdin'], `${ADMIN.password}\n`);
    expect(admin.code, admin.output).toBe(0);
    expect(admin.output).toContain(`Created the admin account ${ADMIN.email}`);

    const rotate = await npmRun(['secrets:rotate'], undefined, { SECRETS_KEY_NEW: 'bmV3LWluc3RhbGwtc2VjcmV0cy1rZXktbmV3LWtleSE=' });
    expect(rotate.code, rotate.output).toBe(0);
    expect(rotate.output).toContain('Re-sealed 0 secrets');
  }, 300_000);

  it('serves the shop compiled: the first screen, a sign-in as that admin and the back office; SIGTERM ends it cleanly', async () => {
    // As a process manager runs it (`npm run serve` is the same command): the signal reaches the shop itself.
    const shop = spawn('node', ['dist/server/main.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    shop.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shop.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => shop.on('exit', (code) => resolve(code)));
    const base = `http://localhost:${port}`;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/api/health/ready`).catch(() => null))?.status ?? 0, { timeout: 120_000, interval: 250 })
        .toBe(200);
      const page = await fetch(`${base}/shop`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-testid="product-card"');

      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = signIn.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
      const dashboard = await fetch(`${base}/api/admin/dashboard`, { headers: { cookie } });
      expect(dashboard.status).toBe(200);
      expect(((await dashboard.json()) as { countries: unknown[] }).countries).toHaveLength(2);
    } finally {
      shop.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 300_000);

  it('backs the database up and restores it into an empty one with the compiled commands', async () => {
    await mkdir(join(dir, 'backups'));
    const backup = await npmRun(['db:backup', '--', '--out', join(dir, 'backups')]);
    expect(backup.code, backup.output).toBe(0);
    const file = (await readdir(join(dir, 'backups'))).find((name) => name.endsWith('.dump'));
    expect(file, backup.output).toBeDefined();
    const restored = `${database}_restored`;
    await adminQuery(`CREATE DATABASE ${restored}`);
    try {
      const restore = await npmRun(['db:restore', '--', '--file', join(dir, 'backups', file!)], undefined, { DATABASE_URL: postgresUrlOf(restored) });
      expect(restore.code, restore.output).toBe(0);
      // The admin made above is there: the restored database is the shop's.
      const again = await npmRun(['admin:create', '--', '--email', ADMIN.email, '--password-stdin'], `${ADMIN.password}\n`, { DATABASE_URL: postgresUrlOf(restored) });
      expect(again.output).toContain(`${ADMIN.email} is already an admin`);
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
    }
  }, 300_000);
});
