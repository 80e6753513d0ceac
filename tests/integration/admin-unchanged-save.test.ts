import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/admin/product.schema';
import type { AdminShippingRate } from '../../shared/admin/shipping-rate.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, send, signedInWith } from './admin-fixtures';

// Issue 23 §1: a save whose values equal the stored ones changes nothing, so it writes no audit
// entry and keeps the version (a colleague's open edit is not refused afterwards). Shown on the
// products service and on the kit's generic resource update (shipping rates).

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'], 'ada@example.com', 'Ada Admin')).client;
  await t.deps.db.insertInto('brands').values({ id: 'b-acme', name: 'Acme Toys', slug: 'acme-toys', description: null, logo_url: null }).execute();
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

function productForm(product: AdminProduct): Record<string, unknown> {
  const { name, description, categoryId, brandId, price, priceUk, releaseDate, isFeatured, images, version } = product;
  const variants = product.variants.map(({ id, name, price, priceUk, priceAdjustment, imageUrl }) => ({ id, name, price, priceUk, priceAdjustment, imageUrl }));
  return { name, description, categoryId, brandId, price, priceUk, releaseDate, isFeatured, images, version, variants };
}

describe('a save that changes nothing', () => {
  it('on a product (with sizes): answers the record as it is, same version, no audit entry; a colleague’s edit still saves', async () => {
    const { record: created } = await ok<{ record: AdminProduct }>(
      await send(admin, 'POST', '/api/admin/products', {
        name: 'Tin Robot', description: 'Winds up', categoryId: null, brandId: 'b-acme', price: 1599, priceUk: null, releaseDate: null, isFeatured: false,
        images: ['/images/products/robot/1.svg'], variants: [{ name: 'Small', priceAdjustment: -200 }],
      }),
      201,
    );
    const { record: same } = await ok<{ record: AdminProduct }>(await send(admin, 'PATCH', `/api/admin/products/${created.id}`, productForm(created)));
    expect(same).toEqual(created);
    const stored = await t.deps.db.selectFrom('products').select(['sync_seq']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(String(stored.sync_seq)).toBe(created.version);
    expect((await auditRowsOf(t, 'product', created.id)).map((row) => row.action)).toEqual(['create']);

    // The colleague who opened the product before that save still saves their change.
    const { record: changed } = await ok<{ record: AdminProduct }>(await send(admin, 'PATCH', `/api/admin/products/${created.id}`, { ...productForm(created), price: 1499 }));
    expect(changed.price).toBe(1499);
    expect(changed.version).not.toBe(created.version);
    const rows = await auditRowsOf(t, 'product', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('on a generic resource (a shipping rate): same version, no audit entry', async () => {
    const { record: created } = await ok<{ record: AdminShippingRate }>(await send(admin, 'POST', '/api/admin/shipping-rates', { country: 'UK', baseRate: 499, freeShippingThreshold: 5000, isActive: true }), 201);
    const body = { country: 'UK', baseRate: 499, freeShippingThreshold: 5000, isActive: true, version: created.version };
    const { record: same } = await ok<{ record: AdminShippingRate }>(await send(admin, 'PATCH', `/api/admin/shipping-rates/${created.id}`, body));
    expect(same).toEqual(created);
    expect((await auditRowsOf(t, 'shipping_rate', created.id)).map((row) => row.action)).toEqual(['create']);

    const { record: changed } = await ok<{ record: AdminShippingRate }>(await send(admin, 'PATCH', `/api/admin/shipping-rates/${created.id}`, { ...body, baseRate: 399 }));
    expect(changed).toMatchObject({ baseRate: 399 });
    expect(changed.version).not.toBe(created.version);
    expect((await auditRowsOf(t, 'shipping_rate', created.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });
});
