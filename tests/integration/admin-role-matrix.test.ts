import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, canAccess, ROLES, SCREEN_ACCESS, type AdminScreen, type Role } from '../../shared/roles';
import type { AppEnv } from '../../server/context';
import * as z from 'zod';
import { requireScreen, sessionMiddleware } from '../../server/auth/session';
import { validate } from '../../server/http/validate';
import { screenApp } from '../../server/admin/screen-app';
import { handleError } from '../../server/http/errors';
import { categoriesRoutes } from '../../server/admin/categories/categories.routes';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { AdminOrder, OrderListRow } from '../../shared/admin/orders.schema';
import type { ApprovalRow } from '../../shared/admin/order-approvals.schema';
import type { DashboardData } from '../../shared/admin/dashboard';
import type { ListPage } from '../../shared/admin/api';
import { insertOrder, ok, refusal, signedInWith, type SignedIn } from './admin-fixtures';
import { insertDiscount } from './checkout-fixtures';
import type { CustomerDetail } from '../../shared/admin/customers.schema';
import type { DiscountOrderUse } from '../../shared/admin/discount.schema';

// Issue 11 §7: every /api/admin route the app registers (read from the app itself, so a new route
// is checked without anyone listing it) × visitor, customer, staff, store_manager and admin, against
// the matrix of shared/roles.ts (DECISIONS.md "Roles and admin screens"): a visitor gets 401, a
// signed-in user without access 403, a read-only role 403 on every write, refused BEFORE validation
// (the write carries an empty body), and a role with access anything but 401/403 (and never a 5xx).
// A route mounted without requireScreen answers a visitor with something else than 401: it fails here.
// Issue 12: its routes are named (ISSUE_12_ROUTES) so none drops out of the walk, and the per-action
// rules (staff ship but never move money; the approvals queue is the managers') hold on real orders.

type Identity = 'visitor' | 'customer' | Role;
const IDENTITIES: readonly Identity[] = ['visitor', 'customer', ...ROLES];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ALL_METHODS = ['GET', ...WRITE_METHODS];
const PARAM = /:(\w+)(\{[^}]*\})?|\*/g;

interface Target {
  method: string;
  pattern: string;
  path: string;
  screen: string;
}

/** The /api/admin routes an app registers, with a well-formed path for each (ids that exist nowhere). */
function adminTargets(app: Hono<AppEnv>): Target[] {
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/admin/')) continue;
    const path = route.path.replace(PARAM, (match) => (match === '*' ? 'matrix-probe' : 'matrix-probe-id'));
    const screen = path.split('/')[3]!;
    for (const method of route.method === 'ALL' ? ALL_METHODS : [route.method]) {
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      targets.push({ method, pattern: route.path, path, screen });
    }
  }
  return targets;
}

/**
 * Per-action rules inside a screen the role may write (DECISIONS.md "orders: read and status"):
 * staff may change an order's status (mark shipped) but never move money (refund): 403, before
 * any validation.
 */
const PER_ACTION_RULES: ReadonlyArray<{ method: string; pattern: string; refused: readonly Role[] }> = [
  { method: 'POST', pattern: '/api/admin/orders/:id/refunds', refused: ['staff'] },
  // Pickup flags are dealt with by admins and store managers (issue 23, docs/decisions/071).
  { method: 'POST', pattern: '/api/admin/orders/:id/flags/dealt-with', refused: ['staff'] },
  // Partnership enquiries are the managers' (issue 14, docs/decisions/051).
  { method: 'GET', pattern: '/api/admin/robo-support/messages/partnerships', refused: ['staff'] },
  // The till connection: managers read it, only admins change it (issue 15, docs/decisions/055).
  { method: 'PUT', pattern: '/api/admin/epos-sync/settings', refused: ['store_manager'] },
];

/**
 * A list's saved views (issue 25, docs/decisions/101): keeping one's own is a preference, so read access
 * to the screen is enough to write them; sharing one with everyone is an admin's.
 */
const SAVED_VIEWS = /^\/api\/admin\/[^/]+\/views(\/.*)?$/;
const SAVED_VIEW_SHARING = /^\/api\/admin\/[^/]+\/views\/:id\/shared$/;

/** What the matrix expects: a status, or 'allowed' (anything but 401, 403 and 5xx). */
function expected(identity: Identity, target: Target): 401 | 403 | 'allowed' {
  if (identity === 'visitor') return 401;
  if (identity === 'customer') return 403;
  const rule = PER_ACTION_RULES.find((candidate) => candidate.method === target.method && candidate.pattern === target.pattern);
  if (rule?.refused.includes(identity)) return 403;
  const access = SCREEN_ACCESS[target.screen as AdminScreen][identity];
  if (SAVED_VIEW_SHARING.test(target.pattern) && identity !== 'admin') return 403;
  const needed = target.method === 'GET' || SAVED_VIEWS.test(target.pattern) || SAVED_VIEW_SHARING.test(target.pattern) ? 'read' : 'write';
  if (access === 'none' || (needed === 'write' && access === 'read')) return 403;
  return 'allowed';
}

/**
 * Issue 12's routes (orders, approvals, customers, discounts, shipping and tax rates, settings, users
 * and roles): each must be among the routes the matrix walks, so none can drop out of it unnoticed
 * (a route added later is walked without being listed here).
 */
const ISSUE_12_ROUTES = [
  'GET /api/admin/orders', 'GET /api/admin/orders/:id', 'POST /api/admin/orders/:id/status', 'POST /api/admin/orders/:id/refunds',
  'POST /api/admin/orders/:id/cancel', 'POST /api/admin/orders/:id/notes',
  'GET /api/admin/order-approvals', 'POST /api/admin/order-approvals/:id/approve', 'POST /api/admin/order-approvals/:id/reject',
  'POST /api/admin/order-approvals/:id/check-payment',
  'GET /api/admin/customers', 'GET /api/admin/customers/:id',
  ...['discounts', 'shipping-rates', 'tax-rates'].flatMap((screen) => [
    `GET /api/admin/${screen}`, `GET /api/admin/${screen}/:id`, `GET /api/admin/${screen}/:id/history`, `POST /api/admin/${screen}`,
    `PATCH /api/admin/${screen}/:id`, `DELETE /api/admin/${screen}/:id`, `POST /api/admin/${screen}/:id/restore`,
  ]),
  'GET /api/admin/discounts/:id/orders', 'POST /api/admin/tax-rates/import',
  'GET /api/admin/settings', 'PUT /api/admin/settings',
  'GET /api/admin/user-management', 'GET /api/admin/user-management/:id', 'POST /api/admin/user-management/:id/disable',
  'POST /api/admin/user-management/:id/enable', 'POST /api/admin/user-management/:id/password-reset',
  'GET /api/admin/role-management', 'GET /api/admin/role-management/stores', 'GET /api/admin/role-management/:id',
  'POST /api/admin/role-management/:id/roles', 'DELETE /api/admin/role-management/:id/roles/:role', 'PUT /api/admin/role-management/:id/stores',
];

/** Issue 15's till sync routes (docs/decisions/055), named so none drops out of the walk. */
const EPOS_SYNC_ROUTES = [
  'GET /api/admin/epos-sync/settings', 'PUT /api/admin/epos-sync/settings', 'POST /api/admin/epos-sync/sync',
  'GET /api/admin/epos-sync/runs', 'GET /api/admin/epos-sync/runs/:id', 'GET /api/admin/epos-sync/drift',
];

/** Issue 15's email marketing routes (docs/decisions/054): admin only, each walked by the matrix. */
const ISSUE_15_EMAIL_MARKETING_ROUTES = [
  'GET /api/admin/email-marketing/subscribers',
  'GET /api/admin/email-marketing/campaigns', 'POST /api/admin/email-marketing/campaigns', 'GET /api/admin/email-marketing/campaigns/:id',
  'PATCH /api/admin/email-marketing/campaigns/:id', 'POST /api/admin/email-marketing/campaigns/preview', 'POST /api/admin/email-marketing/campaigns/message-preview',
  'POST /api/admin/email-marketing/campaigns/:id/test', 'POST /api/admin/email-marketing/campaigns/:id/send', 'POST /api/admin/email-marketing/campaigns/:id/pause',
  'POST /api/admin/email-marketing/campaigns/:id/resume', 'POST /api/admin/email-marketing/campaigns/:id/unschedule',
];

/** Issue 25's bulk routes (docs/decisions/100), named so none drops out of the walk. */
const ISSUE_25_BULK_ROUTES = [
  'POST /api/admin/orders/bulk/status', 'POST /api/admin/orders/bulk/shipped-from-csv', 'POST /api/admin/inventory/bulk',
  'POST /api/admin/discounts/bulk', 'POST /api/admin/products/:id/duplicate',
];

let t: TestApp;
const clients = new Map<Identity, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
  clients.set('visitor', new TestClient(t));
  clients.set('customer', (await signedInWith(t, [])).client);
  for (const role of ROLES) clients.set(role, (await signedInWith(t, [role])).client);
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

/** Every disagreement with the matrix, as one line each; `app` answers the requests. */
async function matrixFailures(app: Hono<AppEnv>): Promise<string[]> {
  const failures: string[] = [];
  for (const target of adminTargets(app)) {
    if (!(ADMIN_SCREENS as readonly string[]).includes(target.screen)) {
      failures.push(`${target.method} ${target.pattern}: mounted under /api/admin but "${target.screen}" is no screen of shared/roles.ts`);
      continue;
    }
    for (const identity of IDENTITIES) {
      const client = clients.get(identity)!;
      // The empty body: a read-only role must be refused before its validation could answer 400.
      const init = target.method === 'GET' ? { method: 'GET' } : { method: target.method, json: {} };
      const response = await client.request(target.path, init, app);
      await response.body?.cancel();
      const want = expected(identity, target);
      const status = response.status;
      const good = want === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === want;
      if (!good) failures.push(`${identity} ${target.method} ${target.path}: ${status}, expected ${want}`);
    }
  }
  return failures;
}

describe('the role matrix over every /api/admin route', () => {
  it('finds the admin routes of the app, the kit’s screens among them', () => {
    const targets = adminTargets(t.app);
    const screens = new Set(targets.map((target) => target.screen));
    for (const screen of ['categories', 'brands', 'hero-slides', 'dashboard', 'settings', 'email-logs']) expect(screens).toContain(screen);
    const methods = new Set(targets.filter((target) => target.screen === 'categories').map((target) => target.method));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    const walked = new Set(targets.map((target) => `${target.method} ${target.pattern}`));
    expect(ISSUE_12_ROUTES.filter((route) => !walked.has(route))).toEqual([]);
    expect(EPOS_SYNC_ROUTES.filter((route) => !walked.has(route))).toEqual([]);
    expect(ISSUE_15_EMAIL_MARKETING_ROUTES.filter((route) => !walked.has(route))).toEqual([]);
    expect(ISSUE_25_BULK_ROUTES.filter((route) => !walked.has(route))).toEqual([]);
    // The counter tablet's routes (docs/decisions/042): every staff role may use them, on their stores.
    const counter = targets.filter((target) => target.screen === 'pickup-verification').map((target) => `${target.method} ${target.pattern}`);
    expect(counter).toEqual(expect.arrayContaining([
      'GET /api/admin/pickup-verification',
      'GET /api/admin/pickup-verification/stores',
      'POST /api/admin/pickup-verification/handovers',
      'POST /api/admin/pickup-verification/orders/:id/mark-ready',
    ]));
    // Packing slips and invoices (issue 25, docs/decisions/099): under the orders screen.
    expect(walked).toContain('GET /api/admin/orders/documents');
    // Saved views (issue 25, docs/decisions/101): under every list's screen, orders among them.
    for (const route of ['GET /api/admin/orders/views', 'POST /api/admin/orders/views', 'PATCH /api/admin/orders/views/:id', 'DELETE /api/admin/orders/views/:id', 'PUT /api/admin/orders/views/:id/shared', 'POST /api/admin/inventory/views']) expect(walked).toContain(route);
    // Analytics (issue 15, docs/decisions/056): the managers' figures and their CSV.
    for (const route of ['GET /api/admin/analytics', 'GET /api/admin/analytics/export']) expect(walked).toContain(route);
  });

  it('answers every identity as DECISIONS.md says, reads and writes', async () => {
    expect(await matrixFailures(t.app)).toEqual([]);
  }, 300_000);

  it('holds the per-action rules: staff may mark an order shipped but not refund it', () => {
    const targets = adminTargets(t.app);
    const shipped = targets.find((target) => target.method === 'POST' && target.pattern === '/api/admin/orders/:id/status')!;
    const refund = targets.find((target) => target.method === 'POST' && target.pattern === '/api/admin/orders/:id/refunds')!;
    expect(expected('staff', shipped)).toBe('allowed');
    expect(expected('staff', refund)).toBe(403);
    expect(expected('store_manager', refund)).toBe('allowed');
    expect(expected('admin', refund)).toBe('allowed');
  });

  it('holds them on real orders: staff mark a paid order shipped, but refunding it or cancelling it is 403; managers pass', async () => {
    const staff = clients.get('staff')!;
    const manager = clients.get('store_manager')!;
    const post = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'POST', json });
    const version = async (id: string) => (await ok<{ record: AdminOrder }>(await clients.get('admin')!.get(`/api/admin/orders/${id}`))).record.version;

    const paid = await insertOrder(t, { country: 'US', total: 2500, status: 'paid', paidAt: new Date() });
    await refusal(await post(staff, `/api/admin/orders/${paid}/refunds`, { version: await version(paid), requestKey: 'matrix-refund', reason: 'Broken', amount: 100 }), 403);
    await refusal(await post(staff, `/api/admin/orders/${paid}/cancel`, { version: await version(paid), requestKey: 'matrix-cancel', reason: 'Asked' }), 403);
    const shipped = await ok<{ record: AdminOrder }>(await post(staff, `/api/admin/orders/${paid}/status`, { action: 'mark_shipped', version: await version(paid), carrier: 'UPS', trackingNumber: '1Z-MATRIX' }));
    expect(shipped.record).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z-MATRIX' });
    expect(shipped.record.actions).not.toContain('refund');
    // A store manager's refund passes the guard and reaches the refund service (this fixture's payment
    // has no PayPal capture, so the service says there is nothing to refund).
    const refund = await refusal(await post(manager, `/api/admin/orders/${paid}/refunds`, { version: await version(paid), requestKey: 'matrix-refund-2', reason: 'Broken', amount: 100 }), 409);
    expect(refund.message).toBe('This order has no captured payment to refund');

    // The approvals queue is the managers': staff 403, a store manager approves.
    const held = await insertOrder(t, { country: 'US', total: 90_000, status: 'awaiting_approval', paidAt: new Date() });
    await refusal(await post(staff, `/api/admin/order-approvals/${held}/approve`, { version: await version(held) }), 403);
    const approved = await post(manager, `/api/admin/order-approvals/${held}/approve`, { version: await version(held) });
    expect(approved.status, await approved.clone().text()).toBe(200);
  });

  it('would catch a route mounted without the guard (the check itself is checked)', async () => {
    // The same app pieces, plus one admin route someone forgot to guard, one that validates before
    // its guard (a read-only role would learn 400 instead of 403), and a well-made one of a screen
    // staff may only read.
    const body = validate('json', z.object({ count: z.number() }));
    const inventory = screenApp('inventory').post('/adjust', body, (c) => c.json({ adjusted: true }));
    const leaky = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      })
      .use('*', sessionMiddleware(t.deps))
      .route('/api/admin/categories', categoriesRoutes)
      .route('/api/admin/inventory', inventory)
      .post('/api/admin/brands/import', (c) => c.json({ imported: 0 }))
      .post('/api/admin/pickup-products/adjust', body, requireScreen('pickup-products'), (c) => c.json({ adjusted: true }));
    leaky.onError(handleError);
    const failures = await matrixFailures(leaky);
    expect(failures).toContain('visitor POST /api/admin/brands/import: 200, expected 401');
    expect(failures).toContain('staff POST /api/admin/brands/import: 200, expected 403');
    expect(failures).toContain('staff POST /api/admin/pickup-products/adjust: 400, expected 403');
    expect(failures.filter((line) => line.includes('/api/admin/inventory'))).toEqual([]);
    expect(failures.every((line) => line.includes('/api/admin/brands/import') || line.includes('/api/admin/pickup-products/adjust'))).toBe(true);
  }, 300_000);
});

// Issue 23 §4 and DECISIONS.md "Store scope": a user tied to stores sees and changes only those stores'
// pickup orders, on every orders endpoint; shipping orders stay visible to every order role; another
// store's pickup order is answered as if it did not exist (404, docs/decisions/071).
describe('the store scope over every orders endpoint', () => {
  const NEW_YORK = 'scope-new-york';
  const CHICAGO = 'scope-chicago';
  let staffNy: SignedIn;
  let managerNy: SignedIn;
  let chicagoPickup: string;
  let chicagoHeld: string;
  let newYorkPickup: string;
  let shipping: string;

  async function pickupAt(storeId: string, status: 'paid' | 'awaiting_approval'): Promise<string> {
    const id = await insertOrder(t, { country: 'US', total: 4200, status, paidAt: new Date(), delivery: 'pickup' });
    await t.deps.db.updateTable('orders').set({ pickup_store_id: storeId, pickup_code: `C${id.slice(0, 7).toUpperCase()}`, contact_phone: '+1 312 555 0100' }).where('id', '=', id).execute();
    return id;
  }
  const numberOf = async (id: string) => (await t.deps.db.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow()).order_number;
  const snapshot = (id: string) => t.deps.db.selectFrom('orders').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    const db = t.deps.db;
    for (const [id, city] of [[NEW_YORK, 'New York'], [CHICAGO, 'Chicago']] as const) {
      await db
        .insertInto('stores')
        .values({ id, name: `Toy Shop ${city}`, slug: id, country: 'US', address_line_1: '1 Main Street', city, postal_code: '10001', opening_hours: '[]', latitude: 40.7, longitude: -74 })
        .execute();
    }
    staffNy = await signedInWith(t, ['staff']);
    managerNy = await signedInWith(t, ['store_manager']);
    for (const user of [staffNy, managerNy]) await db.insertInto('staff_stores').values({ user_id: user.id, store_id: NEW_YORK }).execute();
    chicagoPickup = await pickupAt(CHICAGO, 'paid');
    chicagoHeld = await pickupAt(CHICAGO, 'awaiting_approval');
    newYorkPickup = await pickupAt(NEW_YORK, 'paid');
    shipping = await insertOrder(t, { country: 'US', total: 3100, status: 'paid', paidAt: new Date() });
  }, 120_000);

  it('answers 404 on every /orders/:id and /order-approvals/:id route for another store’s pickup order, changing nothing', async () => {
    const routes = adminTargets(t.app).filter((target) => /^\/api\/admin\/(orders|order-approvals)\/:id/.test(target.pattern));
    expect(routes.map((route) => `${route.method} ${route.pattern}`)).toEqual(expect.arrayContaining(ISSUE_12_ROUTES.filter((route) => /(orders|order-approvals)\/:id/.test(route))));
    const failures: string[] = [];
    for (const user of [staffNy, managerNy]) {
      for (const route of routes) {
        if (!canAccess(route.screen as AdminScreen, user.id === staffNy.id ? ['staff'] : ['store_manager'], route.method === 'GET' ? 'read' : 'write')) continue;
        for (const order of [chicagoPickup, chicagoHeld]) {
          const before = await snapshot(order);
          const path = route.pattern.replace(PARAM, (match) => (match === ':id' ? order : 'matrix-probe'));
          // A well-formed body (a refund, a note, a status change), so only the scope can refuse it.
          const json = { version: before.version, action: 'mark_ready', requestKey: `scope-${route.method}-${path}`, reason: 'Not my store', amount: 100, body: 'Not my store', note: 'Not my store' };
          const response = await user.client.request(path, route.method === 'GET' ? { method: 'GET' } : { method: route.method, json });
          const text = await response.text();
          if (response.status !== 404) failures.push(`${route.method} ${route.pattern} (${user.id === staffNy.id ? 'staff' : 'manager'}): ${response.status} ${text.slice(0, 120)}`);
          expect(await snapshot(order)).toEqual(before);
        }
      }
    }
    expect(failures).toEqual([]);
    const emails = await t.deps.db.selectFrom('email_logs').select('id').where('related_order_id', 'in', [chicagoPickup, chicagoHeld]).execute();
    expect(emails).toEqual([]);
  }, 120_000);

  it('keeps another store’s pickup orders out of the list, its count, its search and its CSV; shipping and their own stay in', async () => {
    for (const user of [staffNy, managerNy]) {
      const page = await ok<ListPage<OrderListRow>>(await user.client.get('/api/admin/orders?pageSize=100&delivery=pickup'));
      const ids = page.rows.map((row) => row.id);
      expect(ids).toContain(newYorkPickup);
      expect(ids).not.toContain(chicagoPickup);
      expect(ids).not.toContain(chicagoHeld);
      const all = await ok<ListPage<OrderListRow>>(await user.client.get('/api/admin/orders?pageSize=100'));
      expect(all.rows.map((row) => row.id)).toContain(shipping);
      const searched = await ok<ListPage<OrderListRow>>(await user.client.get(`/api/admin/orders?q=${encodeURIComponent(await numberOf(chicagoPickup))}`));
      expect(searched.rows).toEqual([]);
      expect(searched.total).toBe(0);
      const csv = await (await user.client.get('/api/admin/orders?format=csv')).text();
      expect(csv).toContain(await numberOf(newYorkPickup));
      expect(csv).not.toContain(await numberOf(chicagoPickup));
      expect(await ok<{ record: AdminOrder }>(await user.client.get(`/api/admin/orders/${newYorkPickup}`))).toMatchObject({ record: { id: newYorkPickup } });
      expect(await ok<{ record: AdminOrder }>(await user.client.get(`/api/admin/orders/${shipping}`))).toMatchObject({ record: { id: shipping } });
    }
    // An admin, and a staff member tied to no store, see every store (DECISIONS.md).
    for (const client of [clients.get('admin')!, clients.get('staff')!]) {
      const page = await ok<ListPage<OrderListRow>>(await client.get('/api/admin/orders?pageSize=100&delivery=pickup'));
      expect(page.rows.map((row) => row.id)).toEqual(expect.arrayContaining([chicagoPickup, newYorkPickup]));
      await ok(await client.get(`/api/admin/orders/${chicagoPickup}`));
    }
  });

  it('refuses packing slips and invoices of another store’s pickup order (404, alone or among theirs), and prints theirs and shipping orders', async () => {
    for (const user of [staffNy, managerNy]) {
      for (const ids of [[chicagoPickup], [newYorkPickup, chicagoPickup, shipping]]) {
        const response = await user.client.get(`/api/admin/orders/documents?ids=${ids.join(',')}`);
        const text = await response.text();
        expect(response.status, text).toBe(404);
        expect(text).not.toContain(await numberOf(chicagoPickup));
      }
      const { documents } = await ok<{ documents: Array<{ id: string }> }>(await user.client.get(`/api/admin/orders/documents?ids=${newYorkPickup},${shipping}`));
      expect(documents.map((document) => document.id)).toEqual([newYorkPickup, shipping]);
    }
    await ok(await clients.get('admin')!.get(`/api/admin/orders/documents?ids=${chicagoPickup},${newYorkPickup}`));
  });

  it('keeps another store’s pickup orders out of the approvals queue and its CSV, and out of the dashboard’s counts', async () => {
    const queue = await ok<ListPage<ApprovalRow>>(await managerNy.client.get('/api/admin/order-approvals?pageSize=100'));
    expect(queue.rows.map((row) => row.id)).not.toContain(chicagoHeld);
    const adminQueue = await ok<ListPage<ApprovalRow>>(await clients.get('admin')!.get('/api/admin/order-approvals?pageSize=100'));
    expect(adminQueue.rows.map((row) => row.id)).toContain(chicagoHeld);
    expect(await (await managerNy.client.get('/api/admin/order-approvals?format=csv')).text()).not.toContain(await numberOf(chicagoHeld));

    const us = (data: DashboardData) => data.countries.find((country) => country.country === 'US')!.needingAction;
    const mine = us(await ok<DashboardData>(await staffNy.client.get('/api/admin/dashboard')));
    const everyone = us(await ok<DashboardData>(await clients.get('admin')!.get('/api/admin/dashboard')));
    const elsewhere = await t.deps.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('country', '=', 'US')
      .where('delivery_method', '=', 'pickup')
      .where('status', 'in', ['paid', 'processing'])
      .where((eb) => eb.or([eb('pickup_store_id', '!=', NEW_YORK), eb('pickup_store_id', 'is', null)]))
      .executeTakeFirstOrThrow();
    expect(Number(elsewhere.n)).toBeGreaterThanOrEqual(1);
    expect(mine.toPrepareForPickup).toBe(everyone.toPrepareForPickup - Number(elsewhere.n));
    expect(mine.toShip).toBe(everyone.toShip);
    expect(mine.awaitingApproval).toBe(everyone.awaitingApproval - 1);
  });

  it('keeps another store’s pickup orders and their refunds off a customer’s page and out of a discount’s orders', async () => {
    const db = t.deps.db;
    const customer = await signedInWith(t, []);
    const discountId = await insertDiscount(t, { code: `SCOPE${customer.id.slice(0, 6).toUpperCase()}`, value: 10 });
    const chicago = await pickupAt(CHICAGO, 'paid');
    const newYork = await pickupAt(NEW_YORK, 'paid');
    const mine = [chicago, newYork, shipping];
    await db.updateTable('orders').set({ user_id: customer.id, discount_id: discountId }).where('id', 'in', mine).execute();
    for (const order of mine) await db.updateTable('payments').set({ capture_id: `CAPTURE-${order}` }).where('order_id', '=', order).execute();
    for (const order of [chicago, newYork]) {
      const payment = await db.selectFrom('payments').select('id').where('order_id', '=', order).executeTakeFirstOrThrow();
      const id = crypto.randomUUID();
      await db.insertInto('refunds').values({ id, order_id: order, payment_id: payment.id, amount: 100, currency: 'USD', reason: 'Scope', status: 'completed', lines: '[]', request_key: id, paypal_request_id: `refund-${id}` }).execute();
    }

    const seen = async (client: SignedIn['client']) => {
      const { record } = await ok<{ record: CustomerDetail }>(await client.get(`/api/admin/customers/${customer.id}`));
      const { rows } = await ok<{ rows: DiscountOrderUse[] }>(await client.get(`/api/admin/discounts/${discountId}/orders`));
      return { orders: record.orders.map((order) => order.id), refunds: record.refunds.map((refund) => refund.orderId), discount: rows.map((row) => row.id) };
    };
    const manager = await seen(managerNy.client);
    expect(manager.orders.sort()).toEqual([newYork, shipping].sort());
    expect(manager.refunds).toEqual([newYork]);
    expect(manager.discount.sort()).toEqual([newYork, shipping].sort());
    const admin = await seen(clients.get('admin')!);
    expect(admin.orders.sort()).toEqual([...mine].sort());
    expect(admin.refunds.sort()).toEqual([chicago, newYork].sort());
    expect(admin.discount.sort()).toEqual([...mine].sort());
  });
});
