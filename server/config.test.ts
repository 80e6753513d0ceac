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
