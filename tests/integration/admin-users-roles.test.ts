import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_TEXTS, type AccountRow, type StoreChoice } from '../../shared/admin/accounts.schema';
import type { ListPage } from '../../shared/admin/api';
import { ACCOUNT_ACCESS_TEXTS } from '../../shared/auth/account-texts';
import type { Role } from '../../shared/roles';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, type SignedIn } from './admin-fixtures';

// Issue 12, "Users and roles": the user-management and role-management APIs (admin only). An account
// is listed with its roles and last sign-in; disabling it ends its sessions at once, refuses its old
// cookie on the next request and its sign-in with "This account has been disabled"; re-enabling lets
// it back in; a password-reset link is the shopper's own email, logged. Roles are given and taken with
// effect on the user's next request; store managers and staff are tied to active stores; the last
// admin can neither lose the role nor be disabled, also when two admins remove each other at once.
// Every write is in the audit log, without a password or a token.

let t: TestApp;
let admin: SignedIn;

const PASSWORD = 'Passw0rd!';
const list = (client: TestClient, screen: string, query = '') => client.get(`/api/admin/${screen}?${query}`);
const accounts = async (query: string) => ok<ListPage<AccountRow>>(await list(admin.client, 'user-management', query));
const disable = (id: string, client = admin.client) => send(client, 'POST', `/api/admin/user-management/${id}/disable`);
const enable = (id: string, client = admin.client) => send(client, 'POST', `/api/admin/user-management/${id}/enable`);
const give = (id: string, role: Role, client = admin.client) => send(client, 'POST', `/api/admin/role-management/${id}/roles`, { role });
const take = (id: string, role: Role, client = admin.client) => send(client, 'DELETE', `/api/admin/role-management/${id}/roles/${role}`);
const tie = (id: string, storeIds: string[], client = admin.client) => send(client, 'PUT', `/api/admin/role-management/${id}/stores`, { storeIds });
type Answer = { record: AccountRow };

async function me(client: TestClient): Promise<{ id: string; roles: Role[] } | null> {
  return (await ok<{ user: { id: string; roles: Role[] } | null }>(await client.get('/api/me'))).user;
}

async function sessionCount(userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM session WHERE "userId" = ${userId}`.execute(t.deps.db);
  return Number(rows[0]!.n);
}

async function insertStore(id: string, name: string, isActive = true): Promise<void> {
  await t.deps.db
    .insertInto('stores')
    .values({ id, name, slug: id, country: 'US', address_line_1: '1 Main Street', city: 'Springfield', postal_code: '10001', opening_hours: '[]', latitude: 40.7, longitude: -74, is_active: isActive })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInWith(t, ['admin'], 'ada@example.com', 'Ada Admin');
  await insertStore('store-soho', 'SoHo');
  await insertStore('store-brooklyn', 'Brooklyn');
  await insertStore('store-closed', 'Closed Store', false);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the account list', () => {
  it('lists every account with roles, stores, created and last sign-in; searches, filters, sorts and pages', async () => {
    const manager = await signedInWith(t, ['store_manager'], 'mo.manager@example.com', 'Mo Manager');
    await t.deps.db.insertInto('staff_stores').values({ user_id: manager.id, store_id: 'store-soho', created_at: new Date() }).execute();
    const shopper = await signedInWith(t, [], 'cy.customer@example.com', 'Cy Customer');

    const found = await accounts('q=mo.manager');
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ id: manager.id, name: 'Mo Manager', email: 'mo.manager@example.com', roles: ['store_manager'], stores: [{ id: 'store-soho', name: 'SoHo' }], disabledAt: null });
    expect(Date.parse(found.rows[0]!.createdAt)).not.toBeNaN();
    // Signing up signs in: the first session stamps the last sign-in.
    expect(found.rows[0]!.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(found.rows[0])).not.toMatch(/password|token|session/i);

    expect((await accounts('q=CY CUSTOMER')).rows.map((row) => row.id)).toEqual([shopper.id]);
    const none = (await accounts('role=none')).rows.map((row) => row.id);
    expect(none).toContain(shopper.id);
    expect(none).not.toContain(manager.id);
    expect((await accounts('role=store_manager')).rows.map((row) => row.id)).toEqual([manager.id]);
    expect((await accounts('role=any')).rows.map((row) => row.id).sort()).toEqual([admin.id, manager.id].sort());

    const byEmail = (await accounts('sort=email.asc&pageSize=100')).rows.map((row) => row.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const firstPage = await accounts('sort=email.asc&pageSize=10&page=1');
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(firstPage.rows.length).toBe(Math.min(10, firstPage.total));

    expect((await refusal(await list(admin.client, 'user-management', 'sort=password.asc'), 400)).fields?.sort).toContain('Cannot sort by password');
    const csv = await list(admin.client, 'user-management', 'format=csv&q=mo.manager');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('name,email,created,last_sign_in,roles,stores,disabled');
    expect(text).toContain('Mo Manager,mo.manager@example.com');
  });

  it('is the admin’s alone: store managers, staff and customers are refused, visitors asked to sign in', async () => {
    for (const roles of [['store_manager'], ['staff'], []] as Role[][]) {
      const { client } = await signedInWith(t, roles);
      await refusal(await list(client, 'user-management'), 403);
      await refusal(await list(client, 'role-management'), 403);
      await refusal(await give(admin.id, 'staff', client), 403);
    }
    await refusal(await list(new TestClient(t), 'user-management'), 401);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its old cookie on the next request and its sign-in; re-enabling lets it back', async () => {
    const user = await signedInWith(t, ['staff'], 'dee.disabled@example.com', 'Dee Disabled');
    const second = new TestClient(t);
    expect((await second.signIn(user.email, PASSWORD)).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(2);
    expect((await me(user.client))?.id).toBe(user.id);
    const oldCookie = user.client.cookieHeader;

    const { record } = await ok<Answer>(await disable(user.id));
    expect(record.disabledAt).not.toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
    // The old cookie: signed out on its next request, refused by the back office.
    expect(await me(user.client)).toBeNull();
    await refusal(await user.client.get('/api/admin/dashboard'), 401);
    const replay = await t.app.request(t.url('/api/me'), { headers: { cookie: oldCookie, origin: t.config.publicUrl } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();

    const refused = await new TestClient(t).signIn(user.email, PASSWORD);
    const error = await refusal(refused, 403);
    expect(error.message).toBe(ACCOUNT_ACCESS_TEXTS.disabled);
    expect(error.message).toBe('This account has been disabled');
    expect(await sessionCount(user.id)).toBe(0);
    // A wrong password still says only that the credentials are wrong: "disabled" comes after the password check.
    expect((await refusal(await new TestClient(t).signIn(user.email, 'Wr0ng!pass'), 401)).message).not.toBe(ACCOUNT_ACCESS_TEXTS.disabled);
    expect((await accounts('disabled=yes')).rows.map((row) => row.id)).toContain(user.id);

    // Again: nothing changes and nothing more is audited.
    await ok<Answer>(await disable(user.id));
    const audit = await auditRowsOf(t, 'user', user.id);
    expect(audit.map((row) => row.action)).toEqual(['account.disable']);
    expect(audit[0]).toMatchObject({ screen: 'user-management', actor_user_id: admin.id, before: { email: user.email, disabled: false }, after: { email: user.email, disabled: true, sessionsEnded: 2 } });

    const enabled = await ok<Answer>(await enable(user.id));
    expect(enabled.record.disabledAt).toBeNull();
    const back = new TestClient(t);
    expect((await back.signIn(user.email, PASSWORD)).status).toBe(200);
    expect((await me(back))?.roles).toEqual(['staff']);
    expect((await auditRowsOf(t, 'user', user.id)).map((row) => row.action)).toEqual(['account.disable', 'account.enable']);
  });

  it('refuses a session that outlived the disable (a sign-in racing it): the flag is read on every request', async () => {
    const user = await signedInWith(t, ['staff'], 'sly.survivor@example.com', 'Sly Survivor');
    expect((await user.client.get('/api/admin/dashboard')).status).toBe(200);
    // As if a sign-in had committed its session just after the disable ended the others.
    await t.deps.db.updateTable('user').set({ disabledAt: new Date() }).where('id', '=', user.id).execute();
    expect(await sessionCount(user.id)).toBe(1);
    expect(await me(user.client)).toBeNull();
    await refusal(await user.client.get('/api/admin/dashboard'), 401);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await refusal(await disable('no-such-user'), 404)).message).toBe(ACCOUNT_TEXTS.notFound);
  });
});

describe('a password-reset link', () => {
  it('is the shopper’s reset email, logged in email_logs, audited without the link or its token', async () => {
    const user = await signedInWith(t, [], 'forgetful@example.com', 'Fay Forgetful');
    expect(await ok<{ sentTo: string }>(await send(admin.client, 'POST', `/api/admin/user-management/${user.id}/password-reset`))).toEqual({ sentTo: user.email });
    await t.deps.email.idle();
    const logs = await t.deps.db.selectFrom('email_logs').selectAll().where('to_address', '=', user.email).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ template: 'password_reset', status: 'logged', subject: 'Reset your Toy Shop password' });
    expect(logs[0]!.body_text).toContain('/reset-password?token=');
    const [audit] = await auditRowsOf(t, 'user', user.id);
    expect(audit).toMatchObject({ action: 'account.password-reset', after: { email: user.email, resetLinkSent: true } });
    expect(JSON.stringify(audit)).not.toMatch(/token=|reset-password\?/);
  });
});

describe('roles', () => {
  it('a role given or taken counts from the user’s next request, with the same cookie', async () => {
    const user = await signedInWith(t, [], 'rae.roles@example.com', 'Rae Roles');
    await refusal(await user.client.get('/api/admin/dashboard'), 403);
    expect((await me(user.client))?.roles).toEqual([]);

    expect((await ok<Answer>(await give(user.id, 'staff'))).record.roles).toEqual(['staff']);
    expect((await me(user.client))?.roles).toEqual(['staff']);
    expect((await user.client.get('/api/admin/dashboard')).status).toBe(200);
    await refusal(await user.client.get('/api/admin/products'), 403);

    await ok<Answer>(await give(user.id, 'store_manager'));
    expect((await user.client.get('/api/admin/products')).status).toBe(200);
    // Giving a role held already changes nothing.
    await ok<Answer>(await give(user.id, 'staff'));

    expect((await ok<Answer>(await take(user.id, 'store_manager'))).record.roles).toEqual(['staff']);
    await refusal(await user.client.get('/api/admin/products'), 403);
    await ok<Answer>(await take(user.id, 'staff'));
    await refusal(await user.client.get('/api/admin/dashboard'), 403);
    // Taking a role not held changes nothing.
    await ok<Answer>(await take(user.id, 'staff'));

    const audit = await auditRowsOf(t, 'user', user.id);
    expect(audit.map((row) => [row.action, row.screen])).toEqual([
      ['role.give', 'role-management'], ['role.give', 'role-management'], ['role.take', 'role-management'], ['role.take', 'role-management'],
    ]);
    expect(audit[0]).toMatchObject({ before: { roles: [] }, after: { roles: ['staff'], given: 'staff' }, actor_user_id: admin.id });
    expect(audit[2]).toMatchObject({ before: { roles: ['staff', 'store_manager'] }, after: { roles: ['staff'], taken: 'store_manager' } });
  });

  it('refuses an unknown role and an unknown account', async () => {
    expect((await refusal(await give(admin.id, 'owner' as Role), 400)).fields?.role).toBeTruthy();
    await refusal(await give('no-such-user', 'staff'), 404);
  });
});

describe('store ties', () => {
  it('ties store managers and staff to active stores only, and unties them when their last store role goes', async () => {
    const stores = (await ok<{ stores: StoreChoice[] }>(await admin.client.get('/api/admin/role-management/stores'))).stores;
    expect(stores.map((store) => store.id)).toEqual(['store-brooklyn', 'store-soho']);

    const user = await signedInWith(t, [], 'tia.tied@example.com', 'Tia Tied');
    expect((await refusal(await tie(user.id, ['store-soho']), 400)).fields?.storeIds).toBe(ACCOUNT_TEXTS.storesNeedRole);
    await ok<Answer>(await give(user.id, 'staff'));
    expect((await refusal(await tie(user.id, ['store-closed']), 400)).fields?.storeIds).toBe(ACCOUNT_TEXTS.unknownStore);
    expect((await refusal(await tie(user.id, ['no-such-store']), 400)).fields?.storeIds).toBe(ACCOUNT_TEXTS.unknownStore);

    const tied = await ok<Answer>(await tie(user.id, ['store-soho', 'store-brooklyn']));
    expect(tied.record.stores.map((store) => store.name)).toEqual(['Brooklyn', 'SoHo']);
    const retied = await ok<Answer>(await tie(user.id, ['store-soho']));
    expect(retied.record.stores).toEqual([{ id: 'store-soho', name: 'SoHo' }]);
    await ok<Answer>(await tie(user.id, ['store-soho']));

    const taken = await ok<Answer>(await take(user.id, 'staff'));
    expect(taken.record.stores).toEqual([]);
    const audit = await auditRowsOf(t, 'user', user.id);
    expect(audit.map((row) => row.action)).toEqual(['role.give', 'stores.set', 'stores.set', 'role.take']);
    expect(audit[1]).toMatchObject({ before: { storeIds: [] }, after: { storeIds: ['store-brooklyn', 'store-soho'] } });
    expect(audit[3]).toMatchObject({ before: { storeIds: ['store-soho'] }, after: { storeIds: [], roles: [] } });
  });
});

describe('the last admin', () => {
  it('cannot lose the admin role or be disabled; with a second admin it can', async () => {
    // Only one enabled admin may be left at this point: the others' tests made none.
    const admins = (await accounts('role=admin&disabled=no')).rows.map((row) => row.id);
    expect(admins).toEqual([admin.id]);
    expect((await refusal(await take(admin.id, 'admin'), 409)).message).toBe(ACCOUNT_TEXTS.lastAdminRole);
    expect((await refusal(await disable(admin.id), 409)).message).toBe(ACCOUNT_TEXTS.lastAdminDisable);

    // A disabled admin does not count as one left.
    const dormant = await signedInWith(t, ['admin'], 'dormant.admin@example.com', 'Dormant Admin');
    await ok<Answer>(await disable(dormant.id));
    await refusal(await take(admin.id, 'admin'), 409);
    // …and may itself lose the role: the enabled admin stays.
    await ok<Answer>(await take(dormant.id, 'admin'));

    const second = await signedInWith(t, ['admin'], 'second.admin@example.com', 'Sol Second');
    expect((await ok<Answer>(await take(second.id, 'admin'))).record.roles).toEqual([]);
    await ok<Answer>(await give(second.id, 'admin'));
    await ok<Answer>(await disable(second.id));
    await ok<Answer>(await enable(second.id));
    await ok<Answer>(await take(second.id, 'admin'));
    expect((await accounts('role=admin&disabled=no')).rows.map((row) => row.id)).toEqual([admin.id]);
  });

  it('survives two admins removing each other at once, and a role removal racing a disable: one of each pair fails', async () => {
    for (let round = 0; round < 4; round += 1) {
      const other = await signedInWith(t, ['admin'], `racer-${round}@example.com`, 'Rex Racer');
      // Both sides at once: Ada takes Rex's role while Rex takes Ada's (or, every other round, disables her).
      const answers = await Promise.all([
        take(other.id, 'admin', admin.client),
        round % 2 === 0 ? take(admin.id, 'admin', other.client) : disable(admin.id, other.client),
      ]);
      // The loser is refused by the guard (409) or, once the winner committed first, already has no
      // admin role (403) or no session (401) by the time its request is read.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200), `round ${round}: ${statuses.join(', ')}`).toHaveLength(1);
      expect(statuses.filter((status) => [401, 403, 409].includes(status)), `round ${round}: ${statuses.join(', ')}`).toHaveLength(1);
      const left = await t.deps.db
        .selectFrom('user_roles as r')
        .innerJoin('user as u', 'u.id', 'r.user_id')
        .select('u.id')
        .where('r.role', '=', 'admin')
        .where('u.disabledAt', 'is', null)
        .execute();
      expect(left, `round ${round}`).toHaveLength(1);
      // Put Ada back as the one admin for the next round (she may have lost the role or been disabled).
      if (left[0]!.id !== admin.id) {
        await t.deps.db.updateTable('user').set({ disabledAt: null }).where('id', '=', admin.id).execute();
        await t.deps.db.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: admin.id, role: 'admin' }).onConflict((c) => c.doNothing()).execute();
        await t.deps.db.deleteFrom('user_roles').where('user_id', '=', other.id).execute();
        if (round % 2 === 1) expect((await admin.client.signIn(admin.email, PASSWORD)).status).toBe(200);
      }
    }
  }, 120_000);
});
