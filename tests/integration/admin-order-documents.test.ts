import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '../../shared/admin/order-documents';
import { ORDER_DOCUMENT_TEXTS } from '../../shared/admin/order-document-texts';
import { BUSINESS_DETAILS_TEXTS } from '../../shared/business-details';
import type { AdminSettings } from '../../shared/admin/settings.schema';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { SETTING_DEFAULTS } from '../../shared/settings';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { insertOrder, ok, refusal, send, signedInWith, type SignedIn } from './admin-fixtures';
import { insertProduct } from './checkout-fixtures';

// Packing slips and invoices (issue 25 "Paper", docs/decisions/099): the business details setting
// (validated, audited, 409 on a stale save), and GET /api/admin/orders/documents under the orders
// screen's roles and the store scope, answering each order's stored figures: US sales tax, UK VAT
// contained with its rate and the shop's VAT number, refunds, a pickup order's code and store.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
let usShipping: string;
let ukShipping: string;
let newYorkPickup: string;
let chicagoPickup: string;

const NEW_YORK = 'paper-new-york';
const CHICAGO = 'paper-chicago';

const documentsOf = async (client: TestClient, ids: readonly string[]) =>
  (await ok<{ documents: OrderDocument[] }>(await client.get(`/api/admin/orders/documents?ids=${ids.map(encodeURIComponent).join(',')}`))).documents;
const numberOf = async (id: string) => (await t.deps.db.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow()).order_number;

/** An order with lines and figures as stored at checkout (the tax figures deliberately not what a recompute would give). */
async function orderWith(country: 'US' | 'UK', figures: { subtotal: number; discount: number; shipping: number; tax: number; vat: number; total: number }, delivery: 'shipping' | 'pickup' = 'shipping'): Promise<string> {
  const id = await insertOrder(t, { country, total: figures.total, status: 'paid', paidAt: new Date('2026-11-20T15:00:00Z'), delivery });
  await t.deps.db
    .updateTable('orders')
    .set({
      subtotal: figures.subtotal, discount_total: figures.discount, discount_code: figures.discount > 0 ? 'SAVE10' : null, shipping_total: figures.shipping,
      tax_total: figures.tax, vat_included: figures.vat, total: figures.total,
      shipping_address: delivery === 'pickup' ? null : country === 'US'
        ? JSON.stringify({ full_name: 'Jo Buyer', address_line_1: '1 Main St', address_line_2: 'Apt 4', admin_area_2: 'Springfield', admin_area_1: 'IL', postal_code: '62701', country_code: 'US' })
        : JSON.stringify({ full_name: 'Al Buyer', address_line_1: '10 High Street', admin_area_2: 'Leeds', postal_code: 'LS1 1AA', country_code: 'GB' }),
    })
    .where('id', '=', id)
    .execute();
  await t.deps.db
    .insertInto('order_lines')
    .values([
      { id: `${id}-a`, order_id: id, product_id: 'paper-robot', variant_id: null, product_name: 'Tin Robot', variant_name: null, unit_price: 1500, quantity: 2, line_total: 3000 },
      { id: `${id}-b`, order_id: id, product_id: 'paper-kite', variant_id: 'paper-kite-red', product_name: 'Box Kite', variant_name: 'Red', unit_price: figures.subtotal - 3000, quantity: 1, line_total: figures.subtotal - 3000 },
    ])
    .execute();
  return id;
}

async function pickupAt(storeId: string, code: string): Promise<string> {
  const id = await orderWith('US', { subtotal: 4000, discount: 0, shipping: 0, tax: 330, vat: 0, total: 4330 }, 'pickup');
  await t.deps.db.updateTable('orders').set({ pickup_store_id: storeId, pickup_code: code, contact_name: 'Pat Collector', contact_phone: '+1 312 555 0100' }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  await insertProduct(t, { id: 'paper-robot', price: 1500 });
  await insertProduct(t, { id: 'paper-kite', price: 2000, variants: [{ id: 'paper-kite-red', name: 'Red' }] });
  for (const [id, city, postal] of [[NEW_YORK, 'New York', '10001'], [CHICAGO, 'Chicago', '60601']] as const) {
    await db
      .insertInto('stores')
      .values({ id, name: `Toy Shop ${city}`, slug: id, country: 'US', address_line_1: '1 Main Street', city, region: city === 'Chicago' ? 'IL' : 'NY', postal_code: postal, opening_hours: '[]', latitude: 40.7, longitude: -74 })
      .execute();
  }
  admin = await signedInWith(t, ['admin'], 'paper-admin@example.com', 'Ada Admin');
  manager = await signedInWith(t, ['store_manager'], 'paper-manager@example.com', 'Mo Manager');
  staff = await signedInWith(t, ['staff'], 'paper-staff@example.com', 'Sid Staff');
  customer = await signedInWith(t, [], 'paper-customer@example.com', 'Cy Customer');
  await db.insertInto('staff_stores').values({ user_id: manager.id, store_id: NEW_YORK }).execute();
  // US: 5000 of goods, 500 off, 799 shipping, tax stored as 431 (a recompute at any rate would not be asked).
  usShipping = await orderWith('US', { subtotal: 5000, discount: 500, shipping: 799, tax: 431, vat: 0, total: 5730 });
  // UK: 4800 of goods, 399 shipping, 5199 total containing 867 of VAT (20%: 5199 × 20 / 120 = 866.5 → 867).
  ukShipping = await orderWith('UK', { subtotal: 4800, discount: 0, shipping: 399, tax: 0, vat: 867, total: 5199 });
  newYorkPickup = await pickupAt(NEW_YORK, 'NY7K2P');
  chicagoPickup = await pickupAt(CHICAGO, 'CH4M9Q');
  const payment = await db.selectFrom('payments').select('id').where('order_id', '=', usShipping).executeTakeFirstOrThrow();
  await db
    .insertInto('refunds')
    .values({
      id: randomUUID(), order_id: usShipping, payment_id: payment.id, amount: 1500, currency: 'USD', reason: 'Broken arm', lines: '[]', status: 'completed',
      request_key: 'paper-refund', paypal_request_id: 'paper-refund', created_at: new Date('2026-11-22T10:00:00Z'), completed_at: new Date('2026-11-22T10:00:05Z'),
    })
    .execute();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the business details setting', () => {
  const read = async () => ok<AdminSettings>(await admin.client.get('/api/admin/settings'));

  it('starts with the shop’s names and addresses and no VAT number, refuses a malformed VAT number or an empty name, saves a written-out one audited, and refuses a stale save', async () => {
    const first = await read();
    expect(first.settings.business_details).toEqual(SETTING_DEFAULTS.business_details);
    expect(first.settings.business_details.UK.vatNumber).toBe('');

    const bad = await refusal(
      await send(admin.client, 'PUT', '/api/admin/settings', {
        ...first.settings,
        business_details: { US: { tradingName: ' ', address: 'Somewhere' }, UK: { ...first.settings.business_details.UK, vatNumber: 'GB12345' } },
        version: first.version,
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      'business_details.US.tradingName': BUSINESS_DETAILS_TEXTS.tradingNameRequired,
      'business_details.UK.vatNumber': BUSINESS_DETAILS_TEXTS.vatNumberShape,
    });
    for (const vatNumber of ['123456789', 'GB1234567890', 'FR123456789', 'GB12345678A']) {
      const refused = await refusal(await send(admin.client, 'PUT', '/api/admin/settings', { ...first.settings, business_details: { ...first.settings.business_details, UK: { ...first.settings.business_details.UK, vatNumber } }, version: first.version }), 400);
      expect(refused.fields?.['business_details.UK.vatNumber'], vatNumber).toBe(BUSINESS_DETAILS_TEXTS.vatNumberShape);
    }
    expect((await read()).version).toBe(first.version);

    const details = { US: first.settings.business_details.US, UK: { tradingName: 'Toy Shop Ltd', address: '1 Oxford Street\nLondon W1D 1AN\nUnited Kingdom', vatNumber: 'gb 123 4567 89' } };
    const saved = await ok<AdminSettings>(await send(admin.client, 'PUT', '/api/admin/settings', { ...first.settings, business_details: details, version: first.version }));
    expect(saved.settings.business_details.UK.vatNumber).toBe('GB123456789');
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'settings').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', screen: 'settings', before: { business_details: { UK: { vatNumber: '' } } }, after: { business_details: { UK: { vatNumber: 'GB123456789' } } } });

    const stale = await refusal(await send(admin.client, 'PUT', '/api/admin/settings', { ...first.settings, version: first.version }), 409);
    expect(stale.message).toBe(ADMIN_TEXTS.editConflict);
    // Back to no VAT number for the documents below.
    await ok(await send(admin.client, 'PUT', '/api/admin/settings', { ...saved.settings, business_details: SETTING_DEFAULTS.business_details, version: saved.version }));
  });

  it('is the admin’s alone: a store manager reads and saves no settings', async () => {
    expect((await manager.client.get('/api/admin/settings')).status).toBe(403);
    expect((await send(manager.client, 'PUT', '/api/admin/settings', {})).status).toBe(403);
  });
});

describe('GET /api/admin/orders/documents', () => {
  it('answers a US order’s stored figures: lines, discount, shipping, sales tax, the refund, the address and the shop’s US details', async () => {
    const [document] = await documentsOf(admin.client, [usShipping]);
    expect(document).toEqual({
      id: usShipping,
      orderNumber: await numberOf(usShipping),
      status: 'paid',
      createdAt: expect.any(String),
      paidAt: '2026-11-20T15:00:00.000Z',
      country: 'US',
      currency: 'USD',
      customer: { name: 'Jo Buyer', email: 'shopper@example.com', phone: null },
      delivery: { method: 'shipping', addressLines: ['Jo Buyer', '1 Main St', 'Apt 4', 'Springfield, IL 62701', 'United States'], carrier: null, trackingNumber: null },
      lines: [
        { id: `${usShipping}-a`, name: 'Tin Robot', variantName: null, sku: 'paper-robot', quantity: 2, unitPrice: 1500, lineTotal: 3000 },
        { id: `${usShipping}-b`, name: 'Box Kite', variantName: 'Red', sku: 'paper-kite:paper-kite-red', quantity: 1, unitPrice: 2000, lineTotal: 2000 },
      ],
      totals: { subtotal: 5000, discount: 500, discountCode: 'SAVE10', shipping: 799, total: 5730 },
      tax: { kind: 'sales_tax', amount: 431 },
      refunds: [{ amount: 1500, at: '2026-11-22T10:00:05.000Z' }],
      refundedTotal: 1500,
      shop: { tradingName: 'Toy Shop Inc.', addressLines: ['350 Fifth Avenue', 'New York, NY 10118', 'United States'], vatNumber: null },
    });
  });

  it('answers a UK order’s VAT contained (rate, VAT, total without it) with no VAT number until one is set, then the number set', async () => {
    const [before] = await documentsOf(admin.client, [ukShipping]);
    expect(before).toMatchObject({
      country: 'UK',
      currency: 'GBP',
      delivery: { method: 'shipping', addressLines: ['Al Buyer', '10 High Street', 'Leeds LS1 1AA', 'United Kingdom'] },
      totals: { subtotal: 4800, discount: 0, shipping: 399, total: 5199 },
      tax: { kind: 'vat_included', amount: 867, net: 4332, ratePercent: 20 },
      refunds: [],
      shop: { tradingName: 'Toy Shop Ltd', addressLines: ['1 Oxford Street', 'London W1D 1AN', 'United Kingdom'], vatNumber: null },
    });
    const { settings, version } = await ok<AdminSettings>(await admin.client.get('/api/admin/settings'));
    await ok(await send(admin.client, 'PUT', '/api/admin/settings', { ...settings, business_details: { ...settings.business_details, UK: { ...settings.business_details.UK, vatNumber: 'GB987654321' } }, version }));
    const [after, us] = await documentsOf(admin.client, [ukShipping, usShipping]);
    expect(after!.shop.vatNumber).toBe('GB987654321');
    expect(us!.shop.vatNumber).toBeNull();
  });

  it('answers many orders in the order asked, each once', async () => {
    const documents = await documentsOf(admin.client, [ukShipping, newYorkPickup, usShipping, ukShipping]);
    expect(documents.map((document) => document.id)).toEqual([ukShipping, newYorkPickup, usShipping]);
  });

  it('gives an unpaid order no payment date (its invoice says it is not paid) and a cancelled one its status', async () => {
    const unpaid = await insertOrder(t, { country: 'UK', total: 1200, status: 'pending_payment' });
    const cancelled = await insertOrder(t, { country: 'US', total: 1200, status: 'cancelled', paidAt: new Date('2026-11-21T09:00:00Z') });
    const [first, second] = await documentsOf(staff.client, [unpaid, cancelled]);
    expect(first).toMatchObject({ status: 'pending_payment', paidAt: null, lines: [], delivery: { method: 'shipping', addressLines: [] } });
    expect(second).toMatchObject({ status: 'cancelled', paidAt: '2026-11-21T09:00:00.000Z' });
  });

  it('gives a pickup order’s code, collector and store, and no shipping address', async () => {
    const [document] = await documentsOf(admin.client, [newYorkPickup]);
    expect(document!.delivery).toEqual({
      method: 'pickup',
      pickupCode: 'NY7K2P',
      store: { name: 'Toy Shop New York', addressLines: ['1 Main Street', 'New York, NY 10001', 'United States'], phone: null },
    });
    expect(document!.customer).toEqual({ name: 'Pat Collector', email: 'shopper@example.com', phone: '+1 312 555 0100' });
  });

  it('keeps a store manager to their stores: their pickup order and shipping orders print; another store’s pickup order is a 404 alone or among others, and is not named', async () => {
    const documents = await documentsOf(manager.client, [newYorkPickup, usShipping, ukShipping]);
    expect(documents.map((document) => document.id)).toEqual([newYorkPickup, usShipping, ukShipping]);
    const alone = await refusal(await manager.client.get(`/api/admin/orders/documents?ids=${chicagoPickup}`), 404);
    expect(alone).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    // Exactly as an order that does not exist: the detail route and this one say the same.
    expect(await refusal(await manager.client.get(`/api/admin/orders/${chicagoPickup}`), 404)).toMatchObject({ message: 'Order not found' });
    const response = await manager.client.get(`/api/admin/orders/documents?ids=${usShipping},${chicagoPickup},${newYorkPickup}`);
    const body = await response.clone().text();
    const mixed = await refusal(response, 404);
    expect(mixed.message).toBe(ORDER_DOCUMENT_TEXTS.notFound(1, 3));
    expect(body).not.toContain(await numberOf(chicagoPickup));
    expect(body).not.toContain('CH4M9Q');
    expect(body).not.toContain(await numberOf(usShipping));
    const unknown = await refusal(await manager.client.get(`/api/admin/orders/documents?ids=${usShipping},${randomUUID()},${newYorkPickup}`), 404);
    expect(unknown.message).toBe(mixed.message);
  });

  it('lets staff tied to no store and admins print every store’s pickup orders', async () => {
    for (const user of [staff, admin]) {
      const documents = await documentsOf(user.client, [chicagoPickup, newYorkPickup]);
      expect(documents.map((document) => document.delivery.method === 'pickup' && document.delivery.pickupCode)).toEqual(['CH4M9Q', 'NY7K2P']);
    }
  });

  it('refuses a visitor (401) and a customer (403) before anything else', async () => {
    await refusal(await new TestClient(t).get(`/api/admin/orders/documents?ids=${usShipping}`), 401);
    await refusal(await customer.client.get(`/api/admin/orders/documents?ids=${usShipping}`), 403);
    await refusal(await customer.client.get('/api/admin/orders/documents?ids='), 403);
  });

  it('refuses more than 100 ids, no ids and a malformed id with a 400 on `ids`', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID());
    const tooMany = await refusal(await admin.client.get(`/api/admin/orders/documents?ids=${many.join(',')}`), 400);
    expect(tooMany.fields).toEqual({ ids: ORDER_DOCUMENT_TEXTS.tooMany(100) });
    // 100 is allowed: unknown ones are then a 404, not a 400.
    await refusal(await admin.client.get(`/api/admin/orders/documents?ids=${many.slice(0, 100).join(',')}`), 404);
    for (const query of ['', '?ids=', `?ids=${usShipping},,${ukShipping}`, `?ids=${'x'.repeat(101)}`, `?ids=${usShipping},%01bad`]) {
      const refused = await refusal(await admin.client.get(`/api/admin/orders/documents${query}`), 400);
      expect(refused.fields, query).toHaveProperty('ids');
    }
  });
});
