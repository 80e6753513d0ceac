import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { ListPage } from '../../shared/admin/api';
import type { ActivityActors, ActivityRow } from '../../shared/admin/activity.schema';
import { ok, recordAdminChange, refusal, send, signedInTeam, signedInWith, type SignedIn } from './admin-fixtures';

// The activity view's API (issue 11 §5, docs/decisions/036): the audit log for admins only,
// filtered by who, screen, record and days, paged, newest first, and the same query as CSV.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;

/** An audit row at a chosen time, as recordChange writes them (the log only ever gains rows). */
async function auditRowAt(actor: SignedIn, at: string, screen: string, entityType: string, entityId: string, action = 'update'): Promise<void> {
  await t.deps.db
    .insertInto('audit_log')
    .values({
      actor_user_id: actor.id, actor_label: `${actor.name} <${actor.email}>`, screen, action, entity_type: entityType, entity_id: entityId,
      before: JSON.stringify({ name: `before ${entityId}` }), after: JSON.stringify({ name: `after ${entityId}` }), created_at: new Date(at),
    })
    .execute();
}

const list = async (query: string): Promise<ListPage<ActivityRow>> => ok<ListPage<ActivityRow>>(await admin.client.get(`/api/admin/activity${query}`));
const ids = (page: ListPage<ActivityRow>) => page.rows.map((row) => row.entityId);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, staff, customer } = await signedInTeam(t));

  // 12 category changes by the manager on 1–12 March, then brand and settings changes by the admin.
  for (let day = 1; day <= 12; day += 1) {
    await auditRowAt(manager, `2026-03-${String(day).padStart(2, '0')}T12:00:00Z`, 'categories', 'category', `cat-${day}`);
  }
  await auditRowAt(admin, '2026-03-13T12:00:00Z', 'brands', 'brand', 'lego', 'create');
  await auditRowAt(admin, '2026-03-14T12:00:00Z', 'brands', 'brand', 'lego', 'update');
  // 03:30 UTC on 20 March is still 19 March (23:30 EDT) in New York.
  await auditRowAt(admin, '2026-03-20T03:30:00Z', 'settings', 'setting', 'approval_threshold');
});
afterAll(async () => {
  await t?.close();
});

describe('who may read the activity', () => {
  it('is for admins only: a visitor is asked to sign in, everyone else refused', async () => {
    for (const path of ['/api/admin/activity', '/api/admin/activity?format=csv', '/api/admin/activity/actors']) {
      await refusal(await new TestClient(t).get(path), 401);
      for (const user of [customer, staff, manager]) expect((await user.client.get(path)).status, path).toBe(403);
      expect((await admin.client.get(path)).status, path).toBe(200);
    }
  });

  it('offers no way to change or delete an entry', async () => {
    const first = (await list('?sort=at.asc')).rows[0]!;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // Refused before anything else for anyone but an admin, and there is no such route for an admin.
      expect((await send(manager.client, method, `/api/admin/activity/${first.id}`, {})).status).toBe(403);
      expect((await send(admin.client, method, `/api/admin/activity/${first.id}`, {})).status).toBe(404);
      expect((await send(admin.client, method, '/api/admin/activity', {})).status).toBe(404);
    }
    expect((await list('?sort=at.asc')).rows[0]).toEqual(first);
  });
});

describe('the list', () => {
  it('shows the newest first, 25 a page, with the total', async () => {
    const page = await list('');
    expect(page.total).toBe(15);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(25);
    expect(ids(page).slice(0, 4)).toEqual(['approval_threshold', 'lego', 'lego', 'cat-12']);
    expect(page.rows[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin', email: 'admin@example.com' },
      screen: 'settings', action: 'update', entityType: 'setting', at: '2026-03-20T03:30:00.000Z',
      before: { name: 'before approval_threshold' }, after: { name: 'after approval_threshold' },
    });
  });

  it('pages: 10 a page, the second page has the rest', async () => {
    const first = await list('?pageSize=10');
    const second = await list('?pageSize=10&page=2');
    expect(first.rows).toHaveLength(10);
    expect(second.rows).toHaveLength(5);
    expect(second.total).toBe(15);
    expect(ids(second)).toEqual(['cat-5', 'cat-4', 'cat-3', 'cat-2', 'cat-1']);
    expect(ids(await list('?pageSize=10&sort=at.asc'))[0]).toBe('cat-1');
  });

  it('filters by who made the change', async () => {
    const byAdmin = await list(`?actor=${admin.id}`);
    expect(byAdmin.total).toBe(3);
    expect(byAdmin.rows.every((row) => row.actor?.email === 'admin@example.com')).toBe(true);
    expect((await list(`?actor=${staff.id}`)).total).toBe(0);
  });

  it('filters by screen, and by record (type and id)', async () => {
    expect(ids(await list('?screen=brands'))).toEqual(['lego', 'lego']);
    const record = await list('?entityType=category&entityId=cat-7');
    expect(record.total).toBe(1);
    expect(record.rows[0]).toMatchObject({ entityType: 'category', entityId: 'cat-7', screen: 'categories' });
    expect((await list('?entityType=brand')).total).toBe(2);
  });

  it('filters by days, inclusive, in the viewer’s time zone', async () => {
    expect(ids(await list('?from=2026-03-10&to=2026-03-12'))).toEqual(['cat-12', 'cat-11', 'cat-10']);
    expect(ids(await list('?from=2026-03-13'))).toEqual(['approval_threshold', 'lego', 'lego']);
    expect(ids(await list('?to=2026-03-02'))).toEqual(['cat-2', 'cat-1']);
    // The settings change falls on 20 March in UTC but on 19 March in New York.
    expect(ids(await list('?from=2026-03-20&to=2026-03-20'))).toEqual(['approval_threshold']);
    expect(ids(await list('?from=2026-03-20&to=2026-03-20&tz=America/New_York'))).toEqual([]);
    expect(ids(await list('?from=2026-03-19&to=2026-03-19&tz=America/New_York'))).toEqual(['approval_threshold']);
  });

  it('searches the actor, the action and the record', async () => {
    expect(ids(await list('?q=create'))).toEqual(['lego']);
    expect((await list('?q=mo%20manager')).total).toBe(12);
    expect(ids(await list('?q=approval'))).toEqual(['approval_threshold']);
  });

  it('refuses a filter it cannot read, naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?screen=nowhere', 'screen'],
      ['?from=2026-02-30', 'from'],
      ['?from=yesterday', 'from'],
      ['?from=2026-03-10&to=2026-03-01', 'to'],
      ['?tz=Mars/Olympus_Mons', 'tz'],
      ['?sort=actor.asc', 'sort'],
      ['?format=xlsx', 'format'],
    ];
    for (const [query, field] of cases) {
      const error = await refusal(await admin.client.get(`/api/admin/activity${query}`), 400);
      expect(error.fields, query).toHaveProperty(field);
    }
  });

  it('lists who has made changes, for the "who" filter', async () => {
    const { actors } = await ok<ActivityActors>(await admin.client.get('/api/admin/activity/actors'));
    expect(actors).toEqual([
      { id: admin.id, name: 'Ada Admin', email: 'admin@example.com' },
      { id: manager.id, name: 'Mo Manager', email: 'manager@example.com' },
    ]);
  });
});

describe('CSV export', () => {
  it('exports every change the query matches (not just one page), newest first, before and after as JSON', async () => {
    const response = await admin.client.get('/api/admin/activity?format=csv&screen=categories&pageSize=10');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parse(await response.text(), { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(12);
    expect(Object.keys(records[0]!)).toEqual(['id', 'at', 'user_name', 'user_email', 'screen', 'action', 'record_type', 'record_id', 'before', 'after']);
    expect(records[0]).toMatchObject({
      at: '2026-03-12T12:00:00.000Z', user_name: 'Mo Manager', user_email: 'manager@example.com', screen: 'categories',
      action: 'update', record_type: 'category', record_id: 'cat-12',
    });
    expect(JSON.parse(records[0]!.after!)).toEqual({ name: 'after cat-12' });
    expect(records.map((record) => record.record_id).at(-1)).toBe('cat-1');
  });

  it('shows a change recorded through the one audit helper, and keeps a deleted user’s name', async () => {
    const leaver = await signedInWith(t, ['admin'], 'leaver@example.com', 'Lee Leaver');
    await recordAdminChange(t, leaver, 'hero-slides', { action: 'delete', entityType: 'hero_slide', entityId: 'slide-1', before: { title: 'Summer' }, after: null });
    await sql`delete from "user" where id = ${leaver.id}`.execute(t.deps.db);
    const page = await list('?screen=hero-slides');
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ action: 'delete', entityId: 'slide-1', before: { title: 'Summer' }, after: null, actor: { id: '', name: 'Lee Leaver', email: 'leaver@example.com' } });
    const csv = parse(await (await admin.client.get('/api/admin/activity?format=csv&screen=hero-slides')).text(), { columns: true }) as Array<Record<string, string>>;
    expect(csv).toEqual([expect.objectContaining({ user_name: 'Lee Leaver', action: 'delete', before: '{"title":"Summer"}', after: '' })]);
  });
});
