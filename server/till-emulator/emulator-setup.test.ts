import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTillEmulator } from './emulator-setup';

const base = { BETTER_AUTH_SECRET: 'x'.repeat(32), PAYPAL_MODE: 'emulator', DATA_DIR: '/tmp/till-config-test' } as const;

describe('the till emulator’s mode', () => {
  it('runs outside production by default, and in production only when TILL_MODE=emulator asks for it', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).till.mode).toBe('emulator');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).till.mode).toBe('emulator');
    const production = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(production.till.mode).toBe('external');
    expect(createTillEmulator(production)).toBeNull();
    const asked = loadConfig({ ...base, NODE_ENV: 'production', TILL_MODE: 'emulator', PUBLIC_URL: 'https://shop.example' });
    expect(createTillEmulator(asked)?.options.notificationUrl).toBe('https://shop.example/api/till/webhook');
  });

  it('refuses an unknown mode and a timeout out of range', () => {
    expect(() => loadConfig({ ...base, TILL_MODE: 'square' })).toThrow(/TILL_MODE/);
    expect(() => loadConfig({ ...base, TILL_TIMEOUT_MS: '5' })).toThrow(/TILL_TIMEOUT_MS/);
  });
});
