import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// RATE_LIMIT and TRUST_PROXY as the server reads them (docs/decisions/023).

const base = { BETTER_AUTH_SECRET: 'config-secret-config-secret-config-sec-01', PAYPAL_MODE: 'emulator' } as const;

describe('RATE_LIMIT and TRUST_PROXY', () => {
  it('limits are on by default in production only, and RATE_LIMIT decides when set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).rateLimit).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).rateLimit).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', RATE_LIMIT: 'off' }).rateLimit).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'development', RATE_LIMIT: 'on' }).rateLimit).toBe(true);
  });

  it('refuses the old AUTH_RATE_LIMIT by name rather than ignoring it', () => {
    expect(() => loadConfig({ ...base, AUTH_RATE_LIMIT: 'off' })).toThrow('AUTH_RATE_LIMIT: renamed to RATE_LIMIT');
  });

  it('trusts no proxy by default, the listed ones when set, and refuses a bad entry', () => {
    expect(loadConfig(base).trustedProxies.entries).toEqual([]);
    const config = loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect([config.trustedProxies.has('10.9.8.7'), config.trustedProxies.has('192.0.2.1')]).toEqual([true, false]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow('TRUST_PROXY: "proxy.internal" is not an IP address or CIDR');
  });
});
