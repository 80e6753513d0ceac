import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS_PER_LIST, SAVED_VIEW_TEXTS, type SavedView } from '../../shared/admin/saved-views';
import { createTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, ok, refusal, send, signedInWith, type SignedIn } from './admin-fixtures';

// Issue 25 "Views and habits" (docs/decisions/101): every list keeps saved views per user, an admin
// shares one with everyone, and only what everyone sees is audited.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let otherManager: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInWith(t, ['admin'], undefined, 'Ada Admin');
  manager = await signedInWith(t, ['store_manager'], undefined, 'Max Manager');
  otherManager = await signedInWith(t, ['store_manager'], undefined, 'Olga Other');
  staff = await signedInWith(t, ['staff'], undefined, 'Sam Staff');
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

const viewsOf = async (user: SignedIn, list: string) => (await ok<{ views: SavedView[] }>(await user.client.get(`/api/admin/${list}/views`))).views;
const save = (user: SignedIn, list: string, json: unknown) => send(user.client, 'POST', `/api/admin/${list}/views`, json);
const created = async (user: SignedIn, list: string, json: unknown) => (await ok<{ view: SavedView }>(await save(user, list, json), 201)).view;
const auditCount = async (id: string) => (await auditRowsOf(t, 'saved_view', id)).length;

describe('a user’s own saved views', () => {
  it('saves, lists, renames, updates and deletes a view of the orders list, none of it in the audit log', async () => {
    const view = await created(manager, 'orders', { name: '  Paid UK  ', query: { status: 'paid', country: 'UK', sort: 'total.desc', pageSize: 50, q: '' }, hiddenColumns: ['email'] });
    expect(view).toMatchObject({ listKey: 'orders', name: 'Paid UK', query: { status: 'paid', country: 'UK', sort: 'total.desc', pageSize: 50 }, hiddenColumns: ['email'], shared: false, mine: true, ownerName: 'Max Manager', version: '1' });
    expect(view.query).not.toHaveProperty('q');
    expect((await viewsOf(manager, 'orders')).map((row) => row.id)).toContain(view.id);
    // A view belongs to its list: the products list does not show it.
    expect((await viewsOf(manager, 'products')).map((row) => row.id)).not.toContain(view.id);

    const renamed = (await ok<{ view: SavedView }>(await send(manager.client, 'PATCH', `/api/admin/orders/views/${view.id}`, { version: '1', name: 'Paid in the UK' }))).view;
    expect(renamed).toMatchObject({ name: 'Paid in the UK', query: view.query, hiddenColumns: ['email'], version: '2' });
    const updated = (await ok<{ view: SavedView }>(await send(manager.client, 'PATCH', `/api/admin/orders/views/${view.id}`, { version: '2', query: { status: 'shipped' }, hiddenColumns: [] }))).view;
    expect(updated).toMatchObject({ name: 'Paid in the UK', query: { status: 'shipped' }, hiddenColumns: [], version: '3' });

    // A stale version is a 409 carrying the view as it is now; nothing changes.
    const stale = await refusal(await send(manager.client, 'PATCH', `/api/admin/orders/views/${view.id}`, { version: '1', name: 'Old' }), 409);
    expect(stale.message).toBe(SAVED_VIEW_TEXTS.stale);
    expect(stale.current).toMatchObject({ name: 'Paid in the UK', version: '3' });

    await refusal(await send(manager.client, 'DELETE', `/api/admin/orders/views/${view.id}?version=2`), 409);
    expect(await ok<{ id: string }>(await send(manager.client, 'DELETE', `/api/admin/orders/views/${view.id}?version=3`))).toEqual({ id: view.id });
    expect((await viewsOf(manager, 'orders')).map((row) => row.id)).not.toContain(view.id);
    expect(await auditCount(view.id)).toBe(0);
  });

  it('never shows another user’s private view, and answers their changes 404, changing nothing', async () => {
    const view = await created(manager, 'discounts', { name: 'Active codes', query: { active: 'yes' } });
    expect((await viewsOf(otherManager, 'discounts')).map((row) => row.id)).not.toContain(view.id);
    expect((await viewsOf(admin, 'discounts')).map((row) => row.id)).not.toContain(view.id);
    for (const user of [otherManager, admin]) {
      await refusal(await send(user.client, 'PATCH', `/api/admin/discounts/views/${view.id}`, { version: '1', name: 'Mine now' }), 404);
      await refusal(await send(user.client, 'DELETE', `/api/admin/discounts/views/${view.id}?version=1`), 404);
    }
    await refusal(await send(admin.client, 'PUT', `/api/admin/discounts/views/${view.id}/shared`, { version: '1', shared: true }), 404);
    // Under another list's path the view does not exist either.
    await refusal(await send(manager.client, 'PATCH', `/api/admin/products/views/${view.id}`, { version: '1', name: 'Moved' }), 404);
    expect((await viewsOf(manager, 'discounts')).find((row) => row.id === view.id)).toMatchObject({ name: 'Active codes', version: '1', shared: false });
  });

  it('lets two users keep views of the same name, but one user only one per list (409 on the name)', async () => {
    await created(manager, 'products', { name: 'Hidden toys', query: { q: 'bear' } });
    await created(otherManager, 'products', { name: 'Hidden toys', query: { q: 'bear' } });
    await created(manager, 'categories', { name: 'Hidden toys', query: { active: 'no' } });
    const duplicate = await refusal(await save(manager, 'products', { name: 'HIDDEN TOYS', query: {} }), 409);
    expect(duplicate.fields).toEqual({ name: SAVED_VIEW_TEXTS.duplicateName('HIDDEN TOYS') });
    const other = await created(manager, 'products', { name: 'All toys', query: {} });
    const renamed = await refusal(await send(manager.client, 'PATCH', `/api/admin/products/views/${other.id}`, { version: '1', name: 'hidden toys' }), 409);
    expect(renamed.fields?.name).toBe(SAVED_VIEW_TEXTS.duplicateName('hidden toys'));
    // Renaming a view to its own name (another case) is no clash.
    await ok(await send(manager.client, 'PATCH', `/api/admin/products/views/${other.id}`, { version: '1', name: 'ALL toys' }));
  });

  it('refuses a query the list does not accept, a bad name and bad columns (400 on the field), saving nothing', async () => {
    const before = (await viewsOf(manager, 'orders')).length;
    const unknown = await refusal(await save(manager, 'orders', { name: 'Odd', query: { colour: 'red' } }), 400);
    expect(unknown.fields).toEqual({ query: SAVED_VIEW_TEXTS.unknownKey('colour') });
    const page = await refusal(await save(manager, 'orders', { name: 'Odd', query: { page: 3 } }), 400);
    expect(page.fields?.query).toBe(SAVED_VIEW_TEXTS.unknownKey('page'));
    const badStatus = await refusal(await save(manager, 'orders', { name: 'Odd', query: { status: 'lost' } }), 400);
    expect(badStatus.fields?.query).toMatch(/^status: /);
    const badSort = await refusal(await save(manager, 'orders', { name: 'Odd', query: { sort: 'total' } }), 400);
    expect(badSort.fields?.query).toBe('sort: Sort must look like column.asc or column.desc');
    const badSize = await refusal(await save(manager, 'orders', { name: 'Odd', query: { pageSize: 33 } }), 400);
    expect(badSize.fields?.query).toMatch(/^pageSize: Page size must be one of/);
    // A filter of another list is no filter of this one.
    await refusal(await save(manager, 'discounts', { name: 'Odd', query: { status: 'paid' } }), 400);
    expect((await refusal(await save(manager, 'orders', { name: ' ', query: {} }), 400)).fields?.name).toBe(SAVED_VIEW_TEXTS.nameRequired);
    expect((await refusal(await save(manager, 'orders', { name: 'x'.repeat(61), query: {} }), 400)).fields?.name).toBe(SAVED_VIEW_TEXTS.nameTooLong);
    expect((await refusal(await save(manager, 'orders', { name: 'Cols', hiddenColumns: ['<script>'] }), 400)).fields).toHaveProperty('hiddenColumns');
    const view = await created(manager, 'orders', { name: 'Fine', query: { status: 'paid' } });
    await refusal(await send(manager.client, 'PATCH', `/api/admin/orders/views/${view.id}`, { version: '1', query: { nope: 'x' } }), 400);
    expect((await viewsOf(manager, 'orders')).find((row) => row.id === view.id)).toMatchObject({ query: { status: 'paid' }, version: '1' });
    expect((await viewsOf(manager, 'orders')).length).toBe(before + 1);
  });

  it(`keeps at most ${MAX_SAVED_VIEWS_PER_LIST} views per user and list`, async () => {
    const user = await signedInWith(t, ['store_manager']);
    await t.deps.db
      .insertInto('saved_views')
      .values(Array.from({ length: MAX_SAVED_VIEWS_PER_LIST - 1 }, (_, index) => ({ id: crypto.randomUUID(), user_id: user.id, list_key: 'brands', name: `View ${index}`, query: '{}', hidden_columns: '[]' })))
      .execute();
    await created(user, 'brands', { name: 'The last one' });
    const refused = await refusal(await save(user, 'brands', { name: 'One too many' }), 409);
    expect(refused.message).toBe(SAVED_VIEW_TEXTS.tooMany);
    expect(await viewsOf(user, 'brands')).toHaveLength(MAX_SAVED_VIEWS_PER_LIST);
    // Another list has its own count.
    await created(user, 'stores', { name: 'One too many' });
  });
});

describe('shared views', () => {
  it('are shared by an admin only (403 for others), audited, and seen by everyone who can read the list', async () => {
    const view = await created(admin, 'inventory', { name: 'Low stock', query: { sort: 'quantity.asc' }, hiddenColumns: ['sku'] });
    await refusal(await send(manager.client, 'PUT', `/api/admin/inventory/views/${view.id}/shared`, { version: '1', shared: true }), 403);
    const own = await created(manager, 'inventory', { name: 'My stock' });
    const refused = await refusal(await send(manager.client, 'PUT', `/api/admin/inventory/views/${own.id}/shared`, { version: '1', shared: true }), 403);
    expect(refused.message).toBe(SAVED_VIEW_TEXTS.onlyAdminShares);

    const shared = (await ok<{ view: SavedView }>(await send(admin.client, 'PUT', `/api/admin/inventory/views/${view.id}/shared`, { version: '1', shared: true }))).view;
    expect(shared).toMatchObject({ shared: true, version: '2' });
    const [row] = await auditRowsOf(t, 'saved_view', view.id);
    expect(row).toMatchObject({ action: 'share', screen: 'inventory', actor_user_id: admin.id });
    expect(row!.after).toMatchObject({ name: 'Low stock', shared: true, query: { sort: 'quantity.asc' } });

    // Staff may read the inventory: they see the shared view (not as theirs) and may keep their own.
    const seen = (await viewsOf(staff, 'inventory')).find((candidate) => candidate.id === view.id);
    expect(seen).toMatchObject({ name: 'Low stock', shared: true, mine: false, ownerName: 'Ada Admin' });
    expect((await viewsOf(manager, 'inventory')).map((candidate) => candidate.id)).toEqual(expect.arrayContaining([view.id, own.id]));
    const staffView = await created(staff, 'inventory', { name: 'Counted today' });
    expect(await auditCount(staffView.id)).toBe(0);

    // Only the owner or an admin changes a shared view; a change to it is audited.
    await refusal(await send(staff.client, 'PATCH', `/api/admin/inventory/views/${view.id}`, { version: '2', name: 'Mine' }), 403);
    await refusal(await send(manager.client, 'DELETE', `/api/admin/inventory/views/${view.id}?version=2`), 403);
    await ok(await send(admin.client, 'PATCH', `/api/admin/inventory/views/${view.id}`, { version: '2', name: 'Stock running low' }));
    expect((await auditRowsOf(t, 'saved_view', view.id)).map((audit) => audit.action)).toEqual(['share', 'update']);

    const unshared = (await ok<{ view: SavedView }>(await send(admin.client, 'PUT', `/api/admin/inventory/views/${view.id}/shared`, { version: '3', shared: false }))).view;
    expect(unshared.shared).toBe(false);
    expect((await viewsOf(staff, 'inventory')).map((candidate) => candidate.id)).not.toContain(view.id);
    expect((await auditRowsOf(t, 'saved_view', view.id)).map((audit) => audit.action)).toEqual(['share', 'update', 'unshare']);
  });

  it('lets an admin share their own view and delete a manager’s shared one, audited', async () => {
    const view = await created(admin, 'discounts', { name: 'Team codes', query: { active: 'yes' } });
    await ok(await send(admin.client, 'PUT', `/api/admin/discounts/views/${view.id}/shared`, { version: '1', shared: true }));
    expect((await viewsOf(otherManager, 'discounts')).find((candidate) => candidate.id === view.id)).toMatchObject({ mine: false, shared: true });
    // The rename a manager cannot make; the delete an admin can, and it is audited.
    await refusal(await send(otherManager.client, 'PATCH', `/api/admin/discounts/views/${view.id}`, { version: '2', name: 'Ours' }), 403);
    await ok(await send(admin.client, 'DELETE', `/api/admin/discounts/views/${view.id}?version=2`));
    expect((await auditRowsOf(t, 'saved_view', view.id)).map((audit) => audit.action)).toEqual(['share', 'delete']);
    expect((await viewsOf(otherManager, 'discounts')).map((candidate) => candidate.id)).not.toContain(view.id);
  });
});

describe('the role matrix over saved views', () => {
  it('refuses views of a screen the user cannot read (403), a customer too, before any validation', async () => {
    await refusal(await staff.client.get('/api/admin/customers/views'), 403);
    await refusal(await save(staff, 'customers', { name: 'Mine' }), 403);
    await refusal(await save(staff, 'customers', {}), 403);
    await refusal(await save(manager, 'tax-rates', { name: 'Mine' }), 403);
    const customer = await signedInWith(t, []);
    await refusal(await customer.client.get('/api/admin/orders/views'), 403);
    // A read-only screen is enough to keep one's own views (staff read the inventory).
    await created(staff, 'pickup-products', { name: 'Chicago' });
  });

  it('keeps /<screen>/views apart from a record of the screen', async () => {
    // GET /api/admin/orders/views is the views, not an order called "views".
    const { views } = await ok<{ views: SavedView[] }>(await admin.client.get('/api/admin/orders/views'));
    expect(Array.isArray(views)).toBe(true);
  });
});
