import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { STORE_TEXTS, type AdminStore } from '../../shared/admin/store.schema';
import type { StoreDoc } from '../../shared/sync/documents';
import { STORES_ROUTE_TEXTS } from '../../server/admin/stores/stores.routes';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument } from './admin-fixtures';

// The stores screen's API (issue 13, back office): the kit's resource routes over `stores`, with the
// store's time zone (migration 0017), opening hours per weekday and coordinates validated on their
// fields; versioned edits (409 when stale), every write audited. Only an admin opens a store; a store
// manager edits only the stores tied to them.

let t: TestApp;
let admin: TestClient;
let manager: TestClient;
type Answer = { record: AdminStore };

const store = (over: Record<string, unknown> = {}) => ({
  name: 'Leeds – Briggate', slug: 'leeds-briggate', country: 'UK', addressLine1: '1 Briggate', city: 'Leeds', postalCode: 'LS1 6HD',
  phone: '+44 113 496 0000', timeZone: 'Europe/London', latitude: 53.797, longitude: -1.542,
  openingHours: [{ day: 1, opens: '09:00', closes: '17:30' }, { day: 6, opens: '10:00', closes: '16:00' }],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'], 'ada@example.com', 'Ada Admin')).client;
  const signedIn = await signedInWith(t, ['store_manager'], 'mia@example.com', 'Mia Manager');
  manager = signedIn.client;
  await t.deps.db.insertInto('stores').values([
    { id: 's-mine', name: 'Mine', slug: 'mine', country: 'US', address_line_1: '1 Main St', city: 'Chicago', postal_code: '60654', opening_hours: '[]', latitude: 41.89, longitude: -87.63 },
    { id: 's-other', name: 'Other', slug: 'other', country: 'US', address_line_1: '2 Main St', city: 'Austin', postal_code: '78758', opening_hours: '[]', latitude: 30.4, longitude: -97.7 },
  ]).execute();
  await t.deps.db.insertInto('staff_stores').values({ user_id: signedIn.id, store_id: 's-mine' }).execute();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('stores', () => {
  it('an admin opens a store with hours, time zone and coordinates, audited; it reaches devices through sync', async () => {
    const created = await ok<Answer>(await send(admin, 'POST', '/api/admin/stores', store({ openingHours: [{ day: 6, opens: '10:00', closes: '16:00' }, { day: 1, opens: '09:00', closes: '17:30' }] })), 201);
    expect(created.record).toMatchObject({ name: 'Leeds – Briggate', timeZone: 'Europe/London', pickupEnabled: true, isActive: true, email: null });
    expect(created.record.openingHours.map((hours) => hours.day)).toEqual([1, 6]);
    const [audit] = await auditRowsOf(t, 'store', created.record.id);
    expect(audit).toMatchObject({ action: 'create', screen: 'stores', actor_label: 'Ada Admin <ada@example.com>', after: created.record });
    const doc = await syncedDocument<StoreDoc & { _deleted: boolean }>(t, 'stores', created.record.id, (candidate) => candidate !== undefined);
    expect(doc?.openingHours).toEqual(created.record.openingHours);
    const list = await ok<ListPage<AdminStore>>(await manager.get('/api/admin/stores?country=UK'));
    expect(list.rows.map((row) => row.slug)).toEqual(['leeds-briggate']);
  });

  it('refuses bad hours, coordinates, time zone, email and a taken slug, each on its field, writing nothing', async () => {
    const fields = async (over: Record<string, unknown>, status = 400) => (await refusal(await send(admin, 'POST', '/api/admin/stores', store({ slug: 'other-leeds', ...over })), status)).fields;
    expect(await fields({ openingHours: [{ day: 1, opens: '9am', closes: '17:00' }] })).toEqual({ openingHours: STORE_TEXTS.time });
    expect(await fields({ openingHours: [{ day: 1, opens: '09:00', closes: '09:00' }] })).toEqual({ openingHours: STORE_TEXTS.sameTimes });
    expect(await fields({ openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }, { day: 1, opens: '18:00', closes: '19:00' }] })).toEqual({ openingHours: STORE_TEXTS.dayTwice });
    expect(await fields({ latitude: 95, longitude: 200 })).toEqual({ latitude: STORE_TEXTS.latitude, longitude: STORE_TEXTS.longitude });
    expect(await fields({ timeZone: 'Europe/Atlantis' })).toEqual({ timeZone: STORE_TEXTS.timeZone });
    expect(await fields({ email: 'not-an-email' })).toEqual({ email: STORE_TEXTS.email });
    expect(await fields({ slug: 'leeds-briggate' }, 409)).toEqual({ slug: 'Another store already uses this slug' });
    const count = await t.deps.db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('edits at the version read (a stale edit is a 409 with the store as it is), audited before and after', async () => {
    const { record } = await ok<Answer>(await manager.get('/api/admin/stores/s-mine'));
    expect(record.timeZone).toBeNull();
    const input = { ...store({ name: 'Mine', slug: 'mine', country: 'US', timeZone: 'America/Chicago', latitude: 41.89, longitude: -87.63 }), version: record.version };
    const saved = await ok<Answer>(await send(manager, 'PATCH', '/api/admin/stores/s-mine', { ...input, openingHours: [{ day: 0, opens: '11:00', closes: '17:00' }] }));
    expect(saved.record).toMatchObject({ timeZone: 'America/Chicago', openingHours: [{ day: 0, opens: '11:00', closes: '17:00' }] });
    const stale = await send(manager, 'PATCH', '/api/admin/stores/s-mine', { ...input, name: 'Mine again' });
    const body = (await stale.json()) as { error: { message: string; current?: AdminStore } };
    expect(stale.status).toBe(409);
    expect(body.error.message).toBe(ADMIN_TEXTS.editConflict);
    const audit = await auditRowsOf(t, 'store', 's-mine');
    expect(audit.map((row) => row.action)).toEqual(['update']);
    expect((audit[0]!.before as AdminStore).openingHours).toEqual([]);
    expect((audit[0]!.after as AdminStore).openingHours).toEqual([{ day: 0, opens: '11:00', closes: '17:00' }]);
  });

  it('a store manager edits only their stores and cannot open one; an admin edits any', async () => {
    const { record: other } = await ok<Answer>(await admin.get('/api/admin/stores/s-other'));
    const input = { ...store({ name: 'Other', slug: 'other', country: 'US', timeZone: 'America/Chicago', latitude: 30.4, longitude: -97.7 }), version: other.version };
    await refusal(await send(manager, 'PATCH', '/api/admin/stores/s-other', input), 403);
    await refusal(await send(manager, 'DELETE', `/api/admin/stores/s-other?version=${other.version}`), 403);
    expect((await refusal(await send(manager, 'POST', '/api/admin/stores', store({ slug: 'manager-store' })), 403)).message).toBe(STORES_ROUTE_TEXTS.adminOpensStores);
    expect(await auditRowsOf(t, 'store', 's-other')).toEqual([]);
    await ok<Answer>(await send(admin, 'PATCH', '/api/admin/stores/s-other', { ...input, pickupEnabled: false }));
    const staff = (await signedInWith(t, ['staff'])).client;
    await refusal(await staff.get('/api/admin/stores'), 403);
  });
});
