import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { InvalidEnvironmentError } from '../../server/invalid-environment';
import { SecretBox } from '../../server/secrets/secret-box';
import { checkSecretsAtStart, rotateSecrets, secretsProblem } from '../../server/secrets/sealed-secrets';
import { readTillConnection, readTillConnectionRow } from '../../server/till/till-sync';
import { silentLogger } from '../../server/logging/logger';
import { ok, refusal, send, signedInTeam } from './admin-fixtures';

// Issue 26, "Secrets" (docs/decisions/081): the till's credentials are sealed at rest under SECRETS_KEY,
// write-only through the API, never in the audit log; sealed values SECRETS_KEY cannot open stop a
// production start with a message that says so; a rotation re-seals them under a new key.

const TOKEN = 'EAAAl-till-access-token-sealed-0001';
const SIGNATURE_KEY = 'till-signature-key-sealed-0002';
let t: TestApp;
let team: Awaited<ReturnType<typeof signedInTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await signedInTeam(t);
});
afterAll(async () => {
  await t?.close();
});

const otherKey = () => SecretBox.fromKey(Buffer.alloc(32, 9).toString('base64'));
const refuse = (problem: string): never => {
  throw new InvalidEnvironmentError([problem]);
};

describe('the till connection’s credentials', () => {
  it('are stored sealed, shown only as "set", kept out of the audit log, and opened for talking to the till', async () => {
    await ok(await send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: 'https://till.example.com/v2', accessToken: TOKEN, webhookSignatureKey: SIGNATURE_KEY }));
    const row = (await readTillConnectionRow(t.deps.db))!;
    for (const [stored, plain] of [[row.access_token, TOKEN], [row.webhook_signature_key, SIGNATURE_KEY]] as const) {
      expect(stored).toMatch(/^sealed:v1:/);
      expect(stored).not.toContain(plain);
      expect(stored).toContain(t.deps.secrets!.keyId);
    }
    const opened = (await readTillConnection(t.deps))!;
    expect([opened.access_token, opened.webhook_signature_key]).toEqual([TOKEN, SIGNATURE_KEY]);

    const settings = await ok<Record<string, unknown>>(await send(team.admin.client, 'GET', '/api/admin/epos-sync/settings'));
    expect(settings).toMatchObject({ accessTokenSet: true, webhookSignatureKeySet: true });
    expect(JSON.stringify(settings)).not.toContain(TOKEN);
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'till_connection').execute();
    expect(audit.length).toBeGreaterThan(0);
    const written = JSON.stringify(audit);
    expect(written).not.toContain(TOKEN);
    expect(written).not.toContain(SIGNATURE_KEY);
    expect(written).not.toContain('sealed:v1');

    // A blank field keeps the saved secret, still sealed as it was.
    await ok(await send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: 'https://till.example.com/v2', accessToken: '', webhookSignatureKey: '' }));
    expect((await readTillConnectionRow(t.deps.db))!.access_token).toBe(row.access_token);
  });

  it('cannot be saved, nor read for the till, without a key that opens them: each says why', async () => {
    const locked = { ...t.deps, secrets: otherKey() };
    await expect(readTillConnection(locked)).rejects.toThrow(/SECRETS_KEY is missing or is not the key they were saved with/);
    await expect(readTillConnection({ ...t.deps, secrets: null })).rejects.toThrow(/SECRETS_KEY is missing/);

    const keyless = await createTestApp(undefined, { env: { NODE_ENV: 'production', PAYPAL_MODE: 'emulator', RATE_LIMIT: 'off', SECRETS_KEY: undefined } });
    try {
      expect(keyless.deps.secrets).toBeNull();
      const admins = await signedInTeam(keyless);
      const refused = await refusal(await send(admins.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: 'https://till.example.com/v2', accessToken: TOKEN, webhookSignatureKey: SIGNATURE_KEY }), 503);
      expect(refused.message).toBe('Set SECRETS_KEY on the server before saving the till’s credentials');
      expect(await readTillConnectionRow(keyless.deps.db)).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });
});

describe('start-up with sealed secrets', () => {
  it('in production refuses a missing or wrong key, saying so; outside production it warns and runs', async () => {
    expect(await secretsProblem(t.deps.db, t.deps.secrets)).toBeNull();
    await expect(checkSecretsAtStart(t.deps.db, null, { production: true, log: silentLogger(), refuse })).rejects.toThrow(/SECRETS_KEY is not set, and the database keeps secrets sealed with it \(till_connection\)/);
    await expect(checkSecretsAtStart(t.deps.db, otherKey(), { production: true, log: silentLogger(), refuse })).rejects.toThrow(/SECRETS_KEY \(key \w+\) does not open the secrets in till_connection, sealed with key \w+/);
    await expect(checkSecretsAtStart(t.deps.db, otherKey(), { production: false, log: silentLogger(), refuse })).resolves.toBeUndefined();
  });

  it('a production shop on PostgreSQL with the wrong key stops before serving, and starts with the right one', async () => {
    if (t.kind !== 'postgres') return;
    const production = (key: string) => loadConfig({ ...process.env, NODE_ENV: 'production', PAYPAL_MODE: 'emulator', LOG_LEVEL: 'silent', DATABASE_URL: t.config.databaseUrl, BETTER_AUTH_SECRET: t.config.authSecret, SECRETS_KEY: key, DATA_DIR: '/tmp/sealed-secrets-test' });
    await expect(bootstrap(production(Buffer.alloc(32, 9).toString('base64')))).rejects.toBeInstanceOf(InvalidEnvironmentError);
    const running = await bootstrap(production(t.config.secretsKey!));
    await running.shutdown();
  });

  it('seals a credential stored in plain before sealing began', async () => {
    await t.deps.db.updateTable('till_connection').set({ access_token: 'plain-token-from-before' }).where('id', '=', 1).execute();
    await checkSecretsAtStart(t.deps.db, t.deps.secrets, { production: true, log: silentLogger(), refuse });
    const row = (await readTillConnectionRow(t.deps.db))!;
    expect(row.access_token).toMatch(/^sealed:v1:/);
    expect((await readTillConnection(t.deps))!.access_token).toBe('plain-token-from-before');
  });
});

describe('rotating SECRETS_KEY', () => {
  it('re-seals every secret under the new key: the old key no longer opens them, the new one does', async () => {
    const next = otherKey();
    expect(await rotateSecrets(t.deps.db, t.deps.secrets!, next)).toBe(2);
    expect(await secretsProblem(t.deps.db, next)).toBeNull();
    expect(await secretsProblem(t.deps.db, t.deps.secrets)).toMatch(/does not open/);
    expect((await readTillConnection({ ...t.deps, secrets: next }))!.webhook_signature_key).toBe(SIGNATURE_KEY);
    // A rotation from a key that does not open them changes nothing.
    await expect(rotateSecrets(t.deps.db, t.deps.secrets!, next)).rejects.toThrow(/another key/);
    expect(await secretsProblem(t.deps.db, next)).toBeNull();
  });
});
