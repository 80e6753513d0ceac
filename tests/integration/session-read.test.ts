import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionReader, type SessionRead } from '../../server/auth/session-read';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

// The one-query read of who a request is (server/auth/session-read.ts, docs/decisions/106), side by
// side with better-auth's getSession, which stays the authority: for every kind of cookie the two
// name the same account (or nobody), and only a plain live session is answered without better-auth.

let t: TestApp;
let read: (headers: Headers) => Promise<SessionRead>;
beforeAll(async () => {
  t = await createTestApp();
  read = createSessionReader(t.deps.auth, t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Passw0rd!';
const DAY = 24 * 60 * 60 * 1000;

async function signedIn(email: string, rememberMe = true): Promise<{ id: string; client: TestClient }> {
  const { id } = await new TestClient(t).signUp(email, PASSWORD, 'Session Reader');
  const client = new TestClient(t);
  const response = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe });
  expect(response.status).toBe(200);
  return { id, client };
}

const headersOf = (cookie: string) => new Headers({ cookie });

/** Who better-auth's own getSession says the cookie is (the authority the read must agree with). */
async function betterAuthSays(cookie: string): Promise<string | null> {
  const session = await t.deps.auth.api.getSession({ headers: headersOf(cookie), query: { disableRefresh: true } }).catch(() => null);
  return session?.user.id ?? null;
}

function tokenOf(client: TestClient): string {
  const value = client.cookieHeader.split('; ').find((pair) => pair.includes('session_token='))!.split('=')[1]!;
  return decodeURIComponent(value).split('.')[0]!;
}

async function sessionRow(token: string) {
  return t.deps.db.selectFrom('session').select(['expiresAt', 'updatedAt']).where('token', '=', token).executeTakeFirst();
}

describe('who a request is, in one read', () => {
  it('a live session: its account, name and roles in one query, as better-auth names it; a role given counts at once', async () => {
    const { id, client } = await signedIn('reader-live@example.com');
    const first = await read(headersOf(client.cookieHeader));
    expect(first).toEqual({ via: 'one read', user: { id, email: 'reader-live@example.com', name: 'Session Reader', roles: [] } });
    expect(await betterAuthSays(client.cookieHeader)).toBe(id);

    await t.deps.db.insertInto('user_roles').values([{ id: crypto.randomUUID(), user_id: id, role: 'staff' }, { id: crypto.randomUUID(), user_id: id, role: 'store_manager' }]).execute();
    const withRoles = await read(headersOf(client.cookieHeader));
    expect(withRoles.via).toBe('one read');
    expect(withRoles.user?.roles.sort()).toEqual(['staff', 'store_manager']);
  });

  it('a disabled account is nobody, from its next request on', async () => {
    const { id, client } = await signedIn('reader-disabled@example.com');
    expect((await read(headersOf(client.cookieHeader))).user?.id).toBe(id);
    await t.deps.db.updateTable('user').set({ disabledAt: new Date() }).where('id', '=', id).execute();
    expect(await read(headersOf(client.cookieHeader))).toEqual({ via: 'one read', user: null });
  });

  it('a signature that is not the secret’s, a session signed out elsewhere and a cookie with no session are nobody, as better-auth says', async () => {
    const { client } = await signedIn('reader-forged@example.com');
    const [name, value] = client.cookieHeader.split('; ').find((pair) => pair.includes('session_token='))!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    // The signature's last character before its padding changed to another one (one signature in 16
    // ends in "A": replacing it with "A" would leave it the secret's).
    const last = decoded.at(-2);
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, -2)}${last === 'A' ? 'E' : 'A'}=`)}`;
    expect(forged).not.toBe(`${name}=${value}`);
    expect(await read(headersOf(forged))).toEqual({ via: 'better-auth', user: null });
    expect(await betterAuthSays(forged)).toBeNull();
    const unsigned = `${name}=${tokenOf(client)}`;
    expect(await read(headersOf(unsigned))).toEqual({ via: 'better-auth', user: null });

    await t.deps.db.deleteFrom('session').where('token', '=', tokenOf(client)).execute();
    expect(await read(headersOf(client.cookieHeader))).toEqual({ via: 'better-auth', user: null });
    expect(await betterAuthSays(client.cookieHeader)).toBeNull();
  });

  it('an expired session is nobody, and better-auth deletes it', async () => {
    const { client } = await signedIn('reader-expired@example.com');
    const token = tokenOf(client);
    await t.deps.db.updateTable('session').set({ expiresAt: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
    expect(await read(headersOf(client.cookieHeader))).toEqual({ via: 'better-auth', user: null });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('a session due for its daily refresh goes to better-auth, which extends it; the next request is one read again', async () => {
    const { id, client } = await signedIn('reader-refresh@example.com');
    const token = tokenOf(client);
    const { expiresIn } = (await t.deps.auth.$context).sessionConfig;
    // Last extended two days ago: 30 days from then, so 28 from now.
    const stale = new Date(Date.now() - 2 * DAY + expiresIn * 1000);
    await t.deps.db.updateTable('session').set({ expiresAt: stale }).where('token', '=', token).execute();
    expect(await read(headersOf(client.cookieHeader))).toEqual({ via: 'better-auth', user: expect.objectContaining({ id }) });
    const extended = (await sessionRow(token))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(stale.getTime() + DAY);
    expect((await read(headersOf(client.cookieHeader))).via).toBe('one read');
  });

  it('a session made without "remember me" and a request with two session cookies are left to better-auth, which still names the account', async () => {
    const brief = await signedIn('reader-brief@example.com', false);
    expect(brief.client.cookieHeader).toContain('dont_remember');
    expect(await read(headersOf(brief.client.cookieHeader))).toEqual({ via: 'better-auth', user: expect.objectContaining({ id: brief.id }) });

    const other = await signedIn('reader-two@example.com');
    const session = other.client.cookieHeader.split('; ').find((pair) => pair.includes('session_token='))!;
    const doubled = `${session}; ${session}`;
    expect(await read(headersOf(doubled))).toEqual({ via: 'better-auth', user: expect.objectContaining({ id: other.id }) });
  });

  it('the app reads sessions this way: a signed-in request is answered as its account', async () => {
    const { id, client } = await signedIn('reader-app@example.com');
    const me = (await (await client.get('/api/me')).json()) as { user: { id: string } | null };
    expect(me.user?.id).toBe(id);
  });
});
