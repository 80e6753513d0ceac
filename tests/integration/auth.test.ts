import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { Role } from '../../shared/roles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function grant(userId: string, role: Role): Promise<void> {
  await t.deps.db.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: userId, role }).execute();
}

describe('sign-up, sign-in and sign-out through better-auth', () => {
  it('signs up, is signed in, signs out and signs back in', async () => {
    const client = new TestClient(t);
    await client.signUp('ada@example.com', 'Passw0rd!', 'Ada Lovelace');
    expect(client.hasSession).toBe(true);
    const me = (await (await client.get('/api/me')).json()) as { user: { email: string; name: string; roles: Role[] } };
    expect(me.user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', roles: [] });

    const out = await client.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    expect(((await (await client.get('/api/me')).json()) as { user: unknown }).user).toBeNull();

    const wrong = await client.signIn('ada@example.com', 'Wrong-passw0rd!');
    expect(wrong.status).toBe(401);
    const right = await client.signIn('ada@example.com', 'Passw0rd!');
    expect(right.status).toBe(200);
    expect(((await (await client.get('/api/me')).json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
  });

  it('refuses a second account with the same email', async () => {
    await new TestClient(t).signUp('dup@example.com');
    const again = await new TestClient(t).post('/api/auth/sign-up/email', { email: 'dup@example.com', password: 'Passw0rd!', name: 'Dup' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});

describe('the admin role guard (DECISIONS.md matrix)', () => {
  const cases: Array<{ path: string; allowed: Array<Role | 'customer'> }> = [
    { path: '/api/admin/dashboard', allowed: ['admin', 'store_manager', 'staff'] },
    { path: '/api/admin/email-logs', allowed: ['admin', 'store_manager'] },
    { path: '/api/admin/settings', allowed: ['admin'] },
  ];
  const clients = new Map<Role | 'customer', TestClient>();

  beforeAll(async () => {
    for (const who of ['admin', 'store_manager', 'staff', 'customer'] as const) {
      const client = new TestClient(t);
      const { id } = await client.signUp(`${who}@guard.example.com`);
      if (who !== 'customer') await grant(id, who);
      clients.set(who, client);
    }
  });

  for (const { path, allowed } of cases) {
    it(`${path}: 401 for a visitor`, async () => {
      const response = await new TestClient(t).get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    });
    for (const who of ['admin', 'store_manager', 'staff', 'customer'] as const) {
      const expected = allowed.includes(who) ? 200 : 403;
      it(`${path}: ${expected} for ${who}`, async () => {
        const response = await clients.get(who)!.get(path);
        expect(response.status).toBe(expected);
        if (expected === 403) expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      });
    }
  }
});

describe('the API edge', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await new TestClient(t).get('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('reports the database in /api/health', async () => {
    const response = await new TestClient(t).get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', changes: 'listening' });
  });

  it('answers bad input with a 400 envelope with per-field messages, never a 500', async () => {
    const client = new TestClient(t);
    const { id } = await client.signUp('limits@example.com');
    await grant(id, 'admin');
    const response = await client.get('/api/admin/email-logs?pageSize=9999');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('INVALID_DATA');
    expect(body.error.fields.pageSize).toBeTruthy();
  });
});

describe('cookies over https', () => {
  it('are Secure, HttpOnly and SameSite=Lax when the shop is served over https', async () => {
    const secure = await import('../../server/auth/auth');
    const auth = secure.createAuth(t.deps.db, {
      publicUrl: 'https://shop.example.com',
      secret: 'https-secret-https-secret-https-secret-01',
      trustedOrigins: ['https://shop.example.com'],
      production: false,
    });
    const response = await auth.handler(
      new Request('https://shop.example.com/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
        body: JSON.stringify({ email: 'secure@example.com', password: 'Passw0rd!', name: 'Secure Shopper' }),
      }),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it('are not marked Secure on plain http (local development)', async () => {
    const client = new TestClient(t);
    const response = await client.post('/api/auth/sign-up/email', { email: 'plain@example.com', password: 'Passw0rd!', name: 'Plain' });
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).not.toMatch(/^__Secure-/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
