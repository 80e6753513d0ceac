import { betterAuth } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { loadConfig } from '../../server/config';
import { authSettingsFrom } from '../../server/bootstrap';
import { authOptions } from '../../server/auth/auth';

const EMAIL = 'loopback@example.com';
const PASSWORD = 'Loopback#2026';
const SECRET = 'loop-secret-loop-secret-loop-secret-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await new TestClient(t).signUp(EMAIL, PASSWORD, 'Lou Loopback');
});
afterAll(async () => {
  await t?.close();
});

/**
 * Signs in through better-auth as the shop configures it for `env`, from a page at `origin`.
 * better-auth skips its origin check whenever NODE_ENV=test (as under vitest): it is switched
 * back on here, as it is in development and production.
 */
async function signInFrom(env: NodeJS.ProcessEnv, origin: string): Promise<{ status: number; code?: string }> {
  const config = loadConfig({ BETTER_AUTH_SECRET: SECRET, RATE_LIMIT: 'off', ...env });
  const options = authOptions(t.deps.db, authSettingsFrom(config));
  const auth = betterAuth({ ...options, advanced: { ...options.advanced, disableOriginCheck: false } });
  const response = await auth.handler(
    new Request(`${config.publicUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    }),
  );
  const body = (await response.json()) as { code?: string };
  return { status: response.status, ...(body.code ? { code: body.code } : {}) };
}

describe('sign-in from the shop’s loopback addresses', () => {
  const development = { NODE_ENV: 'development', PORT: '3000' };

  it('outside production, accepts http://localhost, http://127.0.0.1 and http://[::1] on the shop’s port', async () => {
    expect(await signInFrom(development, 'http://localhost:3000')).toEqual({ status: 200 });
    expect(await signInFrom(development, 'http://127.0.0.1:3000')).toEqual({ status: 200 });
    expect(await signInFrom(development, 'http://[::1]:3000')).toEqual({ status: 200 });
  });

  it('outside production, still refuses another port or another host', async () => {
    expect(await signInFrom(development, 'http://127.0.0.1:4000')).toEqual({ status: 403, code: 'INVALID_ORIGIN' });
    expect(await signInFrom(development, 'http://shop.example.com')).toEqual({ status: 403, code: 'INVALID_ORIGIN' });
  });

  it('under npm run dev (API on PORT, pages on PUBLIC_URL’s port), trusts the pages’ loopback addresses', async () => {
    const dev = { NODE_ENV: 'development', PORT: '3001', PUBLIC_URL: 'http://localhost:3000' };
    expect(await signInFrom(dev, 'http://127.0.0.1:3000')).toEqual({ status: 200 });
    expect(await signInFrom(dev, 'http://[::1]:3000')).toEqual({ status: 200 });
  });

  it('in production, trusts only PUBLIC_URL and TRUSTED_ORIGINS', async () => {
    const production = { NODE_ENV: 'production', PAYPAL_MODE: 'emulator', PORT: '3000', PUBLIC_URL: 'http://localhost:3000' };
    expect(await signInFrom(production, 'http://localhost:3000')).toEqual({ status: 200 });
    expect(await signInFrom(production, 'http://127.0.0.1:3000')).toEqual({ status: 403, code: 'INVALID_ORIGIN' });
    expect(await signInFrom({ ...production, TRUSTED_ORIGINS: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000')).toEqual({ status: 200 });
  });
});
