import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import type { AdminCategory } from '../../shared/admin/category.schema';
import type { CategoryDoc } from '../../shared/sync/documents';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument, type History } from './admin-fixtures';

// The categories screen's API (issue 11 §3, §5, §6): validation and slug conflicts as field errors,
// stale versions refused, deletes refused while products use a category (or moved), restore,
// display order, one audit row per change in the write's own transaction, and the storefront's view.

let t: TestApp;
let manager: TestClient;
let managerId: string;
type Answer = { record: AdminCategory };

const create = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/categories', body);
const patch = (id: string, body: Record<string, unknown>) => send(manager, 'PATCH', `/api/admin/categories/${id}`, body);
const get = async (id: string) => (await ok<Answer>(await manager.get(`/api/admin/categories/${id}`))).record;
const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function insertProducts(categoryId: string, count: number, prefix: string) {
  for (let index = 0; index < count; index += 1) {
    await t.deps.db.insertInto('products').values({ id: `${prefix}-${index}`, name: `Toy ${index}`, price: 1000, price_uk: null, image_url: null, category_id: categoryId, brand_id: null }).execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInWith(t, ['store_manager'], 'manager@example.com', 'Mia Manager');
  manager = signedIn.client;
  managerId = signedIn.id;
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

describe('creating', () => {
  it('creates a category at the end of the display order and records who did it, from which screen', async () => {
    const first = await ok<Answer>(await create({ name: 'Puzzles', slug: 'puzzles', description: 'Jigsaws and brain teasers' }), 201);
    const second = await ok<Answer>(await create({ name: 'Board Games', slug: 'board-games', isActive: false }), 201);
    expect(first.record).toMatchObject({ name: 'Puzzles', slug: 'puzzles', description: 'Jigsaws and brain teasers', isActive: true, productCount: 0, deletedAt: null });
    expect(second.record).toMatchObject({ description: null, isActive: false });
    expect(second.record.displayOrder).toBeGreaterThan(first.record.displayOrder);
    expect(first.record.version).toMatch(/^\d+$/);

    const [row] = await auditRowsOf(t, 'category', first.record.id);
    expect(row).toMatchObject({ actor_user_id: managerId, actor_label: 'Mia Manager <manager@example.com>', screen: 'categories', action: 'create', before: null });
    expect(row!.after).toEqual(first.record);
  });

  it('answers bad input with each field’s error and writes nothing', async () => {
    const before = await auditCount();
    const error = await refusal(await create({ name: '   ', slug: 'Not A Slug', description: 'x'.repeat(2001) }), 400);
    expect(error.code).toBe('INVALID_DATA');
    expect(error.fields).toEqual({
      name: 'Enter a name',
      slug: 'Use lower-case letters, digits and single hyphens',
      description: 'A description is at most 2,000 characters',
    });
    expect(await auditCount()).toBe(before);
  });

  it('answers a slug already taken with the slug field’s error (409), and leaves no audit row', async () => {
    await ok(await create({ name: 'Kites', slug: 'kites' }), 201);
    const before = await auditCount();
    const error = await refusal(await create({ name: 'Kites again', slug: 'kites' }), 409);
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { slug: 'Another category already uses this slug' } });
    expect(await auditCount()).toBe(before);
  });
});

describe('editing', () => {
  it('saves an edit made on the current version, with the before and after in the audit log', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Dolls', slug: 'dolls' }), 201);
    const saved = await ok<Answer>(await patch(record.id, { name: 'Dolls & Houses', slug: 'dolls-and-houses', description: null, isActive: true, version: record.version }));
    expect(saved.record).toMatchObject({ name: 'Dolls & Houses', slug: 'dolls-and-houses' });
    expect(saved.record.version).not.toBe(record.version);

    const rows = await auditRowsOf(t, 'category', record.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({ before: record, after: saved.record, screen: 'categories' });
  });

  it('refuses the later of two edits made on the same version (409, the conflict text), keeping the first', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Trains', slug: 'trains' }), 201);
    await ok(await patch(record.id, { name: 'Model Trains', slug: 'trains', version: record.version }));
    const error = await refusal(await patch(record.id, { name: 'Toy Trains', slug: 'trains', version: record.version }), 409);
    expect(error).toEqual({ code: 'CONFLICT', message: ADMIN_TEXTS.editConflict });
    expect((await get(record.id)).name).toBe('Model Trains');
    expect((await auditRowsOf(t, 'category', record.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('answers a slug taken by another category as the slug field’s error on an edit too', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Bikes', slug: 'bikes' }), 201);
    const error = await refusal(await patch(record.id, { name: 'Bikes', slug: 'kites', version: record.version }), 409);
    expect(error.fields).toEqual({ slug: 'Another category already uses this slug' });
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await refusal(await patch('no-such-category', { name: 'X', slug: 'x', version: '1' }), 404)).code).toBe('NOT_FOUND');
    expect((await refusal(await manager.get('/api/admin/categories/no-such-category'), 404)).code).toBe('NOT_FOUND');
  });
});

describe('deleting and restoring', () => {
  it('refuses to delete a category products use, with their number, and deletes nothing', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Robots', slug: 'robots' }), 201);
    await insertProducts(record.id, 3, 'robot');
    const error = await refusal(await send(manager, 'DELETE', `/api/admin/categories/${record.id}?version=${record.version}`), 409);
    expect(error.message).toBe('This category is used by 3 products');
    expect(error.fields?.moveTo).toContain('This category is used by 3 products');
    expect((await get(record.id)).deletedAt).toBeNull();
  });

  it('moves the products to another category and deletes, in one audited transaction', async () => {
    const { record: from } = await ok<Answer>(await create({ name: 'Drones', slug: 'drones' }), 201);
    const { record: to } = await ok<Answer>(await create({ name: 'Flying Toys', slug: 'flying-toys' }), 201);
    await insertProducts(from.id, 2, 'drone');
    expect((await get(from.id)).productCount).toBe(2);

    const refused = await refusal(await send(manager, 'DELETE', `/api/admin/categories/${from.id}?version=${from.version}&moveTo=${from.id}`), 400);
    expect(refused.fields?.moveTo).toBe('Choose another category that is not deleted');

    const deleted = await ok<Answer>(await send(manager, 'DELETE', `/api/admin/categories/${from.id}?version=${from.version}&moveTo=${to.id}`));
    expect(deleted.record.deletedAt).not.toBeNull();
    const products = await t.deps.db.selectFrom('products').select(['id', 'category_id']).where('id', 'like', 'drone-%').execute();
    expect(products.map((product) => product.category_id)).toEqual([to.id, to.id]);
    expect((await get(to.id)).productCount).toBe(2);

    const rows = await auditRowsOf(t, 'category', from.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'move-products', 'delete']);
    expect(rows[1]).toMatchObject({ before: { category_id: from.id, productIds: ['drone-0', 'drone-1'] }, after: { category_id: to.id } });
  });

  it('refuses a delete on a stale version, and restores a deleted category to the end of the order', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Yo-yos', slug: 'yo-yos' }), 201);
    const edited = await ok<Answer>(await patch(record.id, { name: 'Yo-yos', slug: 'yo-yos', description: 'Spin', version: record.version }));
    expect((await refusal(await send(manager, 'DELETE', `/api/admin/categories/${record.id}?version=${record.version}`), 409)).message).toBe(ADMIN_TEXTS.editConflict);
    expect((await refusal(await send(manager, 'DELETE', `/api/admin/categories/${record.id}`), 400)).fields).toHaveProperty('version');

    const deleted = await ok<Answer>(await send(manager, 'DELETE', `/api/admin/categories/${record.id}?version=${edited.record.version}`));
    const listed = await ok<ListPage<AdminCategory>>(await manager.get('/api/admin/categories?deleted=yes&pageSize=100'));
    expect(listed.rows.map((row) => row.id)).toContain(record.id);
    expect((await refusal(await send(manager, 'DELETE', `/api/admin/categories/${record.id}?version=${deleted.record.version}`), 409)).message).toBe('This was already deleted');

    const restored = await ok<Answer>(await manager.post(`/api/admin/categories/${record.id}/restore`));
    expect(restored.record.deletedAt).toBeNull();
    const live = await ok<ListPage<AdminCategory>>(await manager.get('/api/admin/categories?pageSize=100'));
    expect(live.rows.at(-1)!.id).toBe(record.id);
    expect((await refusal(await manager.post(`/api/admin/categories/${record.id}/restore`), 409)).message).toBe('This is not deleted');
    expect((await auditRowsOf(t, 'category', record.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });
});

describe('display order', () => {
  const order = async () => (await ok<ListPage<AdminCategory>>(await manager.get('/api/admin/categories?sort=displayOrder.asc&pageSize=100'))).rows.map((row) => row.id);

  it('moves a category up and down, refusing to move past either end', async () => {
    const before = await order();
    const last = before.at(-1)!;
    const moved = await ok<Answer>(await manager.post(`/api/admin/categories/${last}/move`, { direction: 'up' }));
    const after = await order();
    expect(after).toEqual([...before.slice(0, -2), last, before.at(-2)!]);
    expect(moved.record.displayOrder).toBe(after.length - 1);
    const [reorder] = (await auditRowsOf(t, 'category', last)).filter((row) => row.action === 'reorder');
    expect(reorder!.after).toEqual(expect.arrayContaining([{ id: last, displayOrder: after.length - 1 }]));

    const first = after[0]!;
    expect((await refusal(await manager.post(`/api/admin/categories/${first}/move`, { direction: 'up' }), 400)).fields).toEqual({ direction: 'This is already first' });
    expect((await refusal(await manager.post(`/api/admin/categories/${first}/move`, { direction: 'sideways' }), 400)).fields).toHaveProperty('direction');
  });

  it('takes a whole new order (drag and drop), and refuses one that misses a category', async () => {
    const reversed = (await order()).reverse();
    const answer = await ok<{ updated: number }>(await send(manager, 'PUT', '/api/admin/categories/order', { ids: reversed }));
    expect(answer.updated).toBeGreaterThan(0);
    expect(await order()).toEqual(reversed);
    const error = await refusal(await send(manager, 'PUT', '/api/admin/categories/order', { ids: reversed.slice(1) }), 409);
    expect(error.fields).toHaveProperty('ids');
    expect(await order()).toEqual(reversed);
  });
});

describe('history', () => {
  it('lists a category’s changes newest first, with who made them and on which screen', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Marbles', slug: 'marbles' }), 201);
    await ok(await patch(record.id, { name: 'Glass Marbles', slug: 'marbles', version: record.version }));
    const history = await ok<History>(await manager.get(`/api/admin/categories/${record.id}/history`));
    expect(history.rows.map((row) => row.action)).toEqual(['update', 'create']);
    expect(history.rows[0]).toMatchObject({
      actor: { id: managerId, name: 'Mia Manager', email: 'manager@example.com' },
      screen: 'categories',
      entityType: 'category',
      entityId: record.id,
      before: { name: 'Marbles' },
      after: { name: 'Glass Marbles' },
    });
    expect(Date.parse(history.rows[0]!.at)).not.toBeNaN();
  });
});

describe('what shoppers see', () => {
  it('sends an edit, a hidden category and a deleted one to the storefront through sync', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Scooters', slug: 'scooters' }), 201);
    await syncedDocument<CategoryDoc & { _deleted: boolean }>(t, 'categories', record.id, (doc) => doc?.name === 'Scooters' && doc.isActive);

    const hidden = await ok<Answer>(await patch(record.id, { name: 'Scooters', slug: 'scooters', isActive: false, version: record.version }));
    await syncedDocument<CategoryDoc & { _deleted: boolean }>(t, 'categories', record.id, (doc) => doc?.isActive === false && !doc._deleted);

    await ok(await send(manager, 'DELETE', `/api/admin/categories/${record.id}?version=${hidden.record.version}`));
    await syncedDocument<CategoryDoc & { _deleted: boolean }>(t, 'categories', record.id, (doc) => doc?._deleted === true);
  });
});
