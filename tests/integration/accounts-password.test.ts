import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { VALIDATION } from '../../shared/texts';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { plainTextOf, SmtpSink, withEmail } from '../support/smtp-sink';

const GOOD = 'Passw0rd!';
const WEAK: Array<[string, string]> = [
  ['Pa0!', VALIDATION.passwordMinLength],
  ['passw0rd!', VALIDATION.passwordUppercase],
  ['PASSW0RD!', VALIDATION.passwordLowercase],
  ['Password!', VALIDATION.passwordNumber],
  ['Passw0rdd', VALIDATION.passwordSpecial],
];

let base: TestApp;
let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  base = await createTestApp();
  sink = await SmtpSink.start();
  t = await withEmail(base, sink.url());
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await base?.close();
});

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: { message?: string } };
  return body.error?.message ?? '';
}

describe('the server applies the password rule of SPEC §5', () => {
  for (const [password, message] of WEAK) {
    it(`sign-up with "${password}" is a 400: ${message}`, async () => {
      const response = await new TestClient(t).post('/api/auth/sign-up/email', { email: `weak-${password.length}-${message.length}@example.com`, password, name: 'Weak' });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(message);
    });
  }

  it('no account is created for a weak sign-up', async () => {
    await new TestClient(t).post('/api/auth/sign-up/email', { email: 'never@example.com', password: 'weakpass', name: 'Never' });
    const row = await t.deps.db.selectFrom('user').select('id').where('email', '=', 'never@example.com').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('change-password refuses a weak new password and accepts a good one', async () => {
    const client = new TestClient(t);
    await client.signUp('changer@example.com', GOOD, 'Changer');
    const weak = await client.post('/api/auth/change-password', { currentPassword: GOOD, newPassword: 'nouppercase1!' });
    expect(weak.status).toBe(400);
    expect(await errorMessage(weak)).toBe(VALIDATION.passwordUppercase);
    const wrongCurrent = await client.post('/api/auth/change-password', { currentPassword: 'Wr0ng-pass!', newPassword: 'Better#2026' });
    expect(wrongCurrent.status).toBe(400);
    const ok = await client.post('/api/auth/change-password', { currentPassword: GOOD, newPassword: 'Better#2026' });
    expect(ok.status).toBe(200);
    expect((await new TestClient(t).signIn('changer@example.com', 'Better#2026')).status).toBe(200);
  });

  it('sign-in is not held to the rule: bad credentials are a 401, not a 400', async () => {
    const response = await new TestClient(t).signIn('nobody@example.com', 'x');
    expect(response.status).toBe(401);
  });
});

describe('password reset by email', () => {
  it('answers the same for a known and an unknown address', async () => {
    await new TestClient(t).signUp('known@example.com', GOOD, 'Known Shopper');
    const known = await new TestClient(t).post('/api/auth/request-password-reset', { email: 'known@example.com', redirectTo: '/reset-password' });
    const unknown = await new TestClient(t).post('/api/auth/request-password-reset', { email: 'unknown@example.com', redirectTo: '/reset-password' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await t.deps.email.idle();
    const logs = await t.deps.db.selectFrom('email_logs').select(['to_address', 'status']).where('template', '=', 'password_reset').execute();
    expect(logs.filter((row) => row.to_address === 'unknown@example.com')).toEqual([]);
    expect(logs.filter((row) => row.to_address === 'known@example.com')).toEqual([{ to_address: 'known@example.com', status: 'sent' }]);
  });

  it('sends the link through SMTP; following it sets a new password that then signs in', async () => {
    const shopper = new TestClient(t);
    await shopper.signUp('resetter@example.com', GOOD, 'Reset Shopper');

    const request = await new TestClient(t).post('/api/auth/request-password-reset', { email: 'resetter@example.com', redirectTo: '/reset-password' });
    expect(request.status).toBe(200);
    const mail = await sink.waitFor('resetter@example.com');
    expect(mail.user).toBe('shop');
    expect(mail.raw).toMatch(/^Subject: Reset your Toy Shop password/m);
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Hello Reset Shopper,');
    const link = /(http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('token')!;

    const visitor = new TestClient(t);
    expect(await (await visitor.post('/api/account/password-reset/check', { token })).json()).toEqual({ valid: true });

    const weak = await visitor.post('/api/auth/reset-password', { token, newPassword: 'Passw0rdd' });
    expect(weak.status).toBe(400);
    expect(await errorMessage(weak)).toBe(VALIDATION.passwordSpecial);

    const reset = await visitor.post('/api/auth/reset-password', { token, newPassword: 'NewPass#2026' });
    expect(reset.status).toBe(200);
    expect((await new TestClient(t).signIn('resetter@example.com', GOOD)).status).toBe(401);
    expect((await new TestClient(t).signIn('resetter@example.com', 'NewPass#2026')).status).toBe(200);

    // The link works once, and the old sessions are ended.
    expect(await (await visitor.post('/api/account/password-reset/check', { token })).json()).toEqual({ valid: false });
    const again = await visitor.post('/api/auth/reset-password', { token, newPassword: 'Another#2026' });
    expect(again.status).toBe(400);
    expect(((await (await shopper.get('/api/me')).json()) as { user: unknown }).user).toBeNull();
  });

  it('an expired link is refused', async () => {
    await new TestClient(t).signUp('late@example.com', GOOD, 'Late');
    await new TestClient(t).post('/api/auth/request-password-reset', { email: 'late@example.com', redirectTo: '/reset-password' });
    const mail = await sink.waitFor('late@example.com');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(plainTextOf(mail.raw))![1]!;
    await sql`UPDATE verification SET "expiresAt" = now() - interval '1 second' WHERE identifier = ${`reset-password:${token}`}`.execute(t.deps.db);
    expect(await (await new TestClient(t).post('/api/account/password-reset/check', { token })).json()).toEqual({ valid: false });
    const reset = await new TestClient(t).post('/api/auth/reset-password', { token, newPassword: 'NewPass#2026' });
    expect(reset.status).toBe(400);
  });

  it('the reset link expires after one hour', async () => {
    await new TestClient(t).signUp('hour@example.com', GOOD, 'Hour');
    const before = Date.now();
    await new TestClient(t).post('/api/auth/request-password-reset', { email: 'hour@example.com', redirectTo: '/reset-password' });
    const { rows } = await sql<{ expiresAt: Date | string }>`
      SELECT "expiresAt" FROM verification WHERE identifier LIKE 'reset-password:%' ORDER BY "createdAt" DESC LIMIT 1`.execute(t.deps.db);
    const expiresAt = new Date(rows[0]!.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresAt - before).toBeLessThan(61 * 60 * 1000);
  });
});
