import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { BETTER_AUTH_SECRET: 'config-test-secret-config-test-secret-01', DATA_DIR: '/tmp/config-test' };

describe('DEV_OUTBOX', () => {
  it('is on outside production and off in production unless asked for', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).devOutbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'emulator' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'emulator', DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development', DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
    expect(() => loadConfig({ ...base, DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });
});

describe('SECRETS_KEY', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  it('is the key given; refused when it is not 32 bytes; none in production without it', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'emulator', SECRETS_KEY: key }).secretsKey).toBe(key);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'emulator' }).secretsKey).toBeNull();
    expect(() => loadConfig({ ...base, SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY: SECRETS_KEY must be 32 random bytes/);
  });

  it('outside production, one is kept in DATA_DIR when none is given, the same at every start', () => {
    const dataDir = `/tmp/config-test-secrets-${process.pid}`;
    const first = loadConfig({ ...base, DATA_DIR: dataDir, NODE_ENV: 'development' }).secretsKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadConfig({ ...base, DATA_DIR: dataDir, NODE_ENV: 'development' }).secretsKey).toBe(first);
  });
});

describe('METRICS_TOKEN', () => {
  it('is the token given; none by default, in production too; refused when shorter than 16 characters', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).metricsToken).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'emulator' }).metricsToken).toBeNull();
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
