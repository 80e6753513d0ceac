import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuth } from 'better-auth';
import { sql } from 'kysely';
import { authOptions, createAuth } from '../../server/auth/auth';
import { authSettingsFrom } from '../../server/bootstrap';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

// Contract test (docs/decisions/092): better-auth's `internalAdapter`, reached through
// `(await auth.$context).internalAdapter` or a hook's `ctx.context.internalAdapter`, is the adapter
// better-auth's own routes use; its functions are typed but not documented for applications, and a
// minor release may change what they answer. The shop uses findUserById (server/auth/account-access.ts,
// inside the session-create hook), deleteSession (server/accounts/create-admin.ts),
// findVerificationValue with better-auth's `reset-password:<token>` identifier
// (server/accounts/account.service.ts) and, in tests, createSession with the signed session cookie
// (tests/integration/hostile-input-probe.test.ts). better-auth is pinned to one version in
// package.json; this file is what an upgrade must pass first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Passw0rd!';

async function internalAdapter() {
  return (await t.deps.auth.$context).internalAdapter;
}

/** The signed session cookie a sign-in would set, made as the hostile-input probe makes it. */
async function sessionCookie(token: string): Promise<{ name: string; value: string }> {
  const context = await t.deps.auth.$context;
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  return { name: context.authCookies.sessionToken.name, value: encodeURIComponent(`${token}.${signature}`) };
}

async function signedInAs(token: string): Promise<string | null> {
  const client = new TestClient(t);
  const cookie = await sessionCookie(token);
  client.setCookie(cookie.name, cookie.value);
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } | null };
  return me.user?.id ?? null;
}

describe('better-auth’s internalAdapter, as the shop uses it', () => {
  // Guards against an upgrade after which findUserById leaves out additional fields declared
  // `returned: false` (account-access.ts reads `disabledAt` from it): a disabled account could sign in.
  it('findUserById answers the account with its additional fields, `disabledAt` included, and null for nobody', async () => {
    const { id } = await new TestClient(t).signUp('find-me@example.com', PASSWORD, 'Find Me');
    const adapter = await internalAdapter();
    const enabled = (await adapter.findUserById(id)) as ({ email: string; disabledAt?: Date | null } | null);
    expect(enabled?.email).toBe('find-me@example.com');
    expect(enabled?.disabledAt ?? null).toBeNull();

    const disabledAt = new Date('2026-12-01T10:00:00Z');
    await t.deps.db.updateTable('user').set({ disabledAt }).where('id', '=', id).execute();
    const disabled = (await adapter.findUserById(id)) as { disabledAt?: Date | null } | null;
    expect(disabled?.disabledAt).toBeInstanceOf(Date);
    expect(disabled?.disabledAt?.getTime()).toBe(disabledAt.getTime());
    expect(await adapter.findUserById('nobody')).toBeNull();
  });

  // Guards against an upgrade after which the session-create hook gets no context, or a context whose
  // adapter is not the sign-up's transaction: on PGlite (one connection) the hook would then wait for
  // that transaction for ever, and every sign-up would hang.
  it('in the session-create hook of a sign-up, ctx.context.internalAdapter finds the account the sign-up has not committed yet', { timeout: 20_000 }, async () => {
    const seen: Array<{ email: string } | null | 'no context'> = [];
    const base = authOptions(t.deps.db, authSettingsFrom(t.config));
    const probe = betterAuth({
      ...base,
      databaseHooks: {
        session: {
          create: {
            async before(session, ctx) {
              seen.push(ctx ? ((await ctx.context.internalAdapter.findUserById(session.userId)) as { email: string } | null) : 'no context');
            },
          },
        },
      },
    });
    const request = new Request(t.url('/api/auth/sign-up/email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      body: JSON.stringify({ email: 'in-transaction@example.com', password: PASSWORD, name: 'In Transaction' }),
    });
    const response = await probe.handler(request);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ email: 'in-transaction@example.com' });
  });

  // Guards against an upgrade that changes createSession's answer or the signed session cookie (the
  // hostile-input probe makes sessions this way), or makes deleteSession take an id instead of the
  // token (create-admin.ts would leave the sign-up's session behind, signed in).
  it('createSession makes a session its signed cookie signs in with, and deleteSession(token) ends it', async () => {
    const { id } = await new TestClient(t).signUp('session@example.com', PASSWORD, 'Session Holder');
    const adapter = await internalAdapter();
    const session = await adapter.createSession(id);
    expect(typeof session.token).toBe('string');
    expect(await signedInAs(session.token)).toBe(id);

    await adapter.deleteSession(session.token);
    expect(await adapter.findSession(session.token)).toBeNull();
    expect(await signedInAs(session.token)).toBeNull();
    // Deleted, not marked: no session row is left behind.
    const { rows } = await sql<{ remaining: number }>`SELECT count(*)::int AS remaining FROM session WHERE token = ${session.token}`.execute(t.deps.db);
    expect(rows).toEqual([{ remaining: 0 }]);
  });

  // Guards against an upgrade that renames the reset token's identifier (`reset-password:<token>`),
  // stores it hashed, or drops `expiresAt`: the reset page's check (account.service.ts) would call
  // every link expired, or a used one valid.
  it('findVerificationValue(`reset-password:<token>`) finds a reset link’s token with its expiry, and nothing once it is used', async () => {
    await new TestClient(t).signUp('reset@example.com', PASSWORD, 'Reset Me');
    const links: string[] = [];
    const auth = createAuth(t.deps.db, authSettingsFrom(t.config), {
      sendPasswordReset: async ({ resetUrl }) => {
        links.push(resetUrl);
        return { status: 'sent', emailLogId: null, error: null };
      },
    });
    const asked = Date.now();
    await auth.api.requestPasswordReset({ body: { email: 'reset@example.com', redirectTo: '/reset-password' } });
    expect(links).toHaveLength(1);
    const token = new URL(links[0]!).searchParams.get('token')!;

    const adapter = (await auth.$context).internalAdapter;
    const verification = await adapter.findVerificationValue(`reset-password:${token}`);
    expect(verification).not.toBeNull();
    const expiresIn = new Date(verification!.expiresAt).getTime() - asked;
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60_000);
    expect(await adapter.findVerificationValue('reset-password:not-a-token')).toBeNull();

    await auth.api.resetPassword({ body: { token, newPassword: 'NewPass#2026' } });
    expect(await adapter.findVerificationValue(`reset-password:${token}`)).toBeNull();
  });
});
