import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import type { AdminBrand } from '../../shared/admin/brand.schema';
import type { BrandDoc } from '../../shared/sync/documents';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument, type History } from './admin-fixtures';

// The brands screen's API: the same kit as categories (tested in full there), with a logo path,
// no display order (listed by name), and deletes refused while products use the brand.

let t: TestApp;
let admin: TestClient;
type Answer = { record: AdminBrand };

const create = (body: Record<string, unknown>) => send(admin, 'POST', '/api/admin/brands', body);
const patch = (id: string, body: Record<string, unknown>) => send(admin, 'PATCH', `/api/admin/brands/${id}`, body);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'], 'ada@example.com', 'Ada Admin')).client;
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

describe('brands', () => {
  it('creates a brand with a logo from the shop’s own images, audited, and lists brands by name', async () => {
    const zeta = await ok<Answer>(await create({ name: 'Zeta Toys', slug: 'zeta-toys', logoUrl: '/media/abc123/logo.webp' }), 201);
    await ok<Answer>(await create({ name: 'Acme', slug: 'acme', logoUrl: '/images/brands/acme.svg', description: '' }), 201);
    expect(zeta.record).toMatchObject({ name: 'Zeta Toys', logoUrl: '/media/abc123/logo.webp', isActive: true, productCount: 0 });
    const list = await ok<ListPage<AdminBrand>>(await admin.get('/api/admin/brands'));
    expect(list.rows.map((row) => row.slug)).toEqual(['acme', 'zeta-toys']);
    expect(list.rows[0]!.description).toBeNull();
    const [row] = await auditRowsOf(t, 'brand', zeta.record.id);
    expect(row).toMatchObject({ action: 'create', screen: 'brands', actor_label: 'Ada Admin <ada@example.com>', after: zeta.record });
  });

  it('refuses a logo from elsewhere, a bad slug and a missing name, each on its field', async () => {
    for (const logoUrl of ['https://evil.example/logo.png', 'javascript:alert(1)', '/media/../secrets', '//cdn.example/x.png']) {
      const error = await refusal(await create({ name: 'Bad', slug: 'bad', logoUrl }), 400);
      expect(error.fields).toEqual({ logoUrl: 'Choose an uploaded image (a /media/… or /images/… path)' });
    }
    expect((await refusal(await create({ slug: '-bad-' }), 400)).fields).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
  });

  it('answers a taken slug as the slug field’s error, and a stale edit with the conflict text', async () => {
    const { record } = await ok<Answer>(await create({ name: 'Brickwell', slug: 'brickwell' }), 201);
    expect((await refusal(await create({ name: 'Brickwell 2', slug: 'brickwell' }), 409)).fields).toEqual({ slug: 'Another brand already uses this slug' });
    const saved = await ok<Answer>(await patch(record.id, { name: 'Brickwell', slug: 'brickwell', logoUrl: null, isActive: false, version: record.version }));
    expect(saved.record.isActive).toBe(false);
    expect((await refusal(await patch(record.id, { name: 'Brickwell!', slug: 'brickwell', version: record.version }), 409)).message).toBe(ADMIN_TEXTS.editConflict);
  });

  it('refuses to delete a brand one product uses, then moves it and deletes; restores; keeps the history', async () => {
    const { record: from } = await ok<Answer>(await create({ name: 'Old Co', slug: 'old-co' }), 201);
    const { record: to } = await ok<Answer>(await create({ name: 'New Co', slug: 'new-co' }), 201);
    await t.deps.db.insertInto('products').values({ id: 'p-old', name: 'Old toy', price: 500, price_uk: null, image_url: null, category_id: null, brand_id: from.id }).execute();
    expect((await refusal(await send(admin, 'DELETE', `/api/admin/brands/${from.id}?version=${from.version}`), 409)).message).toBe('This brand is used by 1 product');

    await ok(await send(admin, 'DELETE', `/api/admin/brands/${from.id}?version=${from.version}&moveTo=${to.id}`));
    expect((await t.deps.db.selectFrom('products').select('brand_id').where('id', '=', 'p-old').executeTakeFirstOrThrow()).brand_id).toBe(to.id);
    await syncedDocument<BrandDoc & { _deleted: boolean }>(t, 'brands', from.id, (doc) => doc?._deleted === true);

    // A deleted brand is not a place to move products to.
    const { record: other } = await ok<Answer>(await create({ name: 'Other Co', slug: 'other-co' }), 201);
    await t.deps.db.insertInto('products').values({ id: 'p-other', name: 'Other toy', price: 500, price_uk: null, image_url: null, category_id: null, brand_id: other.id }).execute();
    expect((await refusal(await send(admin, 'DELETE', `/api/admin/brands/${other.id}?version=${other.version}&moveTo=${from.id}`), 400)).fields).toEqual({ moveTo: 'Choose another brand that is not deleted' });

    await ok(await admin.post(`/api/admin/brands/${from.id}/restore`));
    await syncedDocument<BrandDoc & { _deleted: boolean }>(t, 'brands', from.id, (doc) => doc?._deleted === false);
    const history = await ok<History>(await admin.get(`/api/admin/brands/${from.id}/history`));
    expect(history.rows.map((row) => row.action)).toEqual(['restore', 'delete', 'move-products', 'create']);
  });

  it('has no display order to change', async () => {
    const { rows } = await ok<ListPage<AdminBrand>>(await admin.get('/api/admin/brands'));
    expect((await refusal(await admin.post(`/api/admin/brands/${rows[0]!.id}/move`, { direction: 'up' }), 404)).code).toBe('NOT_FOUND');
    expect((await refusal(await send(admin, 'PUT', '/api/admin/brands/order', { ids: [rows[0]!.id] }), 404)).code).toBe('NOT_FOUND');
  });
});
