import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import { DISCOUNT_TEXTS, type AdminDiscount, type DiscountOrderUse } from '../../shared/admin/discount.schema';
import type { AdminSettings } from '../../shared/admin/settings.schema';
import type { AdminShippingRate } from '../../shared/admin/shipping-rate.schema';
import { TAX_TEXTS, type AdminTaxRate, type TaxImportResult } from '../../shared/admin/tax-rate.schema';
import { SETTING_DEFAULTS } from '../../shared/settings';
import type { ShippingRateDoc } from '../../shared/sync/documents';
import { TestClient } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, ok, refusal, send, signedInTeam, syncedDocument, type SignedIn } from './admin-fixtures';
import { approveAtPayPal, capture, createOrder, insertProduct, newGuestId, US_ADDRESS } from './checkout-fixtures';

// Discounts, shipping rates, tax rates and settings in the back office (issue 12; docs/decisions/045).

let t: TestApp;
let team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  team = await signedInTeam(t);
  admin = team.admin.client;
}, 180_000);
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

type DiscountAnswer = { record: AdminDiscount };
const discount = (body: Record<string, unknown>) => ({ code: 'SAVE10', discountType: 'percentage', discountValue: 10, ...body });
const createDiscount = (body: Record<string, unknown>, client = admin) => send(client, 'POST', '/api/admin/discounts', discount(body));

/** A guest buys `quantity` of a product, with a code, and pays: the order's id. */
async function paidOrder(body: Record<string, unknown>): Promise<string> {
  const client = new TestClient(t);
  const guestId = newGuestId();
  const created = await createOrder(client, { country: 'US', guestId, ...body });
  await approveAtPayPal(t, created.paypalOrderId);
  const captured = await capture(client, created.paypalOrderId, { guestId });
  expect(captured.status, await captured.clone().text()).toBe(200);
  return created.orderId;
}

describe('discounts', () => {
  it('refuses each broken rule on its own field with a clear message', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ discountValue: 0 }, { discountValue: DISCOUNT_TEXTS.percentage }],
      [{ discountValue: 101 }, { discountValue: DISCOUNT_TEXTS.percentage }],
      [{ discountType: 'fixed', discountValue: 0 }, { discountValue: DISCOUNT_TEXTS.fixed }],
      [{ discountValue: 2.5 }, { discountValue: 'Enter a whole number' }],
      [{ startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, { endDate: DISCOUNT_TEXTS.endAfterStart }],
      [{ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, { endDate: DISCOUNT_TEXTS.endAfterStart }],
      [{ code: 'A!' }, { code: DISCOUNT_TEXTS.code }],
      [{ code: 'has space' }, { code: DISCOUNT_TEXTS.code }],
      [{ maxUses: 0 }, { maxUses: DISCOUNT_TEXTS.maxUses }],
      [{ minPurchaseAmount: -1 }, { minPurchaseAmount: DISCOUNT_TEXTS.minPurchase }],
      [{ startDate: 'tomorrow' }, { startDate: DISCOUNT_TEXTS.date }],
    ];
    for (const [body, fields] of cases) {
      const error = await refusal(await createDiscount({ code: 'RULES1', ...body }), 400);
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await t.deps.db.selectFrom('discounts').select('id').where('code', '=', 'RULES1').execute()).toHaveLength(0);
    // The edges are allowed: 1% and 100%, a fixed amount of 1 cent.
    await ok(await createDiscount({ code: 'EDGE1', discountValue: 1 }), 201);
    await ok(await createDiscount({ code: 'EDGE100', discountValue: 100 }), 201);
    await ok(await createDiscount({ code: 'EDGEFIX', discountType: 'fixed', discountValue: 1 }), 201);
  });

  it('upper-cases the code and keeps it unique whatever its case; every write is audited', async () => {
    const { record } = await ok<DiscountAnswer>(await createDiscount({ code: '  summer-26 ', maxUses: 5, minPurchaseAmount: 2000 }), 201);
    expect(record).toMatchObject({ code: 'SUMMER-26', currentUses: 0, maxUses: 5, minPurchaseAmount: 2000, isActive: true });
    expect((await refusal(await createDiscount({ code: 'Summer-26' }), 409)).fields).toEqual({ code: DISCOUNT_TEXTS.codeTaken });
    const saved = await ok<DiscountAnswer>(await send(admin, 'PATCH', `/api/admin/discounts/${record.id}`, { ...discount({ code: 'summer-26', discountValue: 15 }), version: record.version }));
    expect(saved.record.discountValue).toBe(15);
    expect((await refusal(await send(admin, 'PATCH', `/api/admin/discounts/${record.id}`, { ...discount({ code: 'SUMMER-26' }), version: record.version }), 409)).message).toBe(ADMIN_TEXTS.editConflict);
    const audit = await auditRowsOf(t, 'discount', record.id);
    expect(audit.map((row) => [row.action, row.screen])).toEqual([['create', 'discounts'], ['update', 'discounts']]);
  });

  it('counts uses and lists the paid orders that used the code; a used code is deactivated, not deleted', async () => {
    await insertProduct(t, { id: 'pr-promo', name: 'Kite', price: 3000, stock: { US: 20 } });
    const { record } = await ok<DiscountAnswer>(await createDiscount({ code: 'KITE5', discountType: 'fixed', discountValue: 500 }), 201);
    const orderId = await paidOrder({ promoCode: 'kite5', lines: [{ productId: 'pr-promo', variantId: null, quantity: 1 }] });
    const read = await ok<DiscountAnswer>(await admin.get(`/api/admin/discounts/${record.id}`));
    expect(read.record.currentUses).toBe(1);
    const uses = await ok<{ rows: DiscountOrderUse[] }>(await admin.get(`/api/admin/discounts/${record.id}/orders`));
    expect(uses.rows).toEqual([expect.objectContaining({ id: orderId, discountTotal: 500, currency: 'USD', status: 'paid' })]);

    const deleting = await refusal(await send(admin, 'DELETE', `/api/admin/discounts/${record.id}?version=${read.record.version}`), 409);
    expect(deleting.message).toBe(DISCOUNT_TEXTS.usedCannotDelete(1));
    const below = await refusal(await send(admin, 'PATCH', `/api/admin/discounts/${record.id}`, { ...discount({ code: 'KITE5', discountType: 'fixed', discountValue: 500, maxUses: 0 }), version: read.record.version }), 400);
    expect(below.fields).toEqual({ maxUses: DISCOUNT_TEXTS.maxUses });
    const off = await ok<DiscountAnswer>(
      await send(admin, 'PATCH', `/api/admin/discounts/${record.id}`, { ...discount({ code: 'KITE5', discountType: 'fixed', discountValue: 500, isActive: false }), version: read.record.version }),
    );
    expect(off.record).toMatchObject({ isActive: false, currentUses: 1, deletedAt: null });

    // An unused code can be deleted (soft), and then no shopper can use it.
    const { record: unused } = await ok<DiscountAnswer>(await createDiscount({ code: 'GONE10' }), 201);
    await ok(await send(admin, 'DELETE', `/api/admin/discounts/${unused.id}?version=${unused.version}`));
    const quote = await new TestClient(t).post('/api/checkout/quote', { country: 'US', promoCode: 'GONE10', lines: [{ productId: 'pr-promo', variantId: null, quantity: 1 }] });
    expect(((await quote.json()) as { promo: unknown; promoError: { code: string } | null }).promoError?.code).toBe('PROMO_INVALID');
  });

  it('refuses a maximum below the uses so far', async () => {
    const { record } = await ok<DiscountAnswer>(await createDiscount({ code: 'BUSY20' }), 201);
    await t.deps.db.updateTable('discounts').set({ current_uses: 3 }).where('id', '=', record.id).execute();
    const fresh = await ok<DiscountAnswer>(await admin.get(`/api/admin/discounts/${record.id}`));
    const error = await refusal(await send(admin, 'PATCH', `/api/admin/discounts/${record.id}`, { ...discount({ code: 'BUSY20', maxUses: 2 }), version: fresh.record.version }), 400);
    expect(error.fields).toEqual({ maxUses: DISCOUNT_TEXTS.maxUsesBelowUses(3) });
  });
});

describe('shipping rates', () => {
  it('a changed UK threshold reaches the storefront’s sync pull and the next checkout quote', async () => {
    const created = await ok<{ record: AdminShippingRate }>(await send(admin, 'POST', '/api/admin/shipping-rates', { country: 'UK', baseRate: 499, freeShippingThreshold: 5000 }), 201);
    await syncedDocument<ShippingRateDoc & { _deleted: boolean }>(t, 'shipping_rates', created.record.id, (doc) => doc?.freeShippingThreshold === 5000);
    const saved = await ok<{ record: AdminShippingRate }>(
      await send(admin, 'PATCH', `/api/admin/shipping-rates/${created.record.id}`, { country: 'UK', baseRate: 499, freeShippingThreshold: 2500, version: created.record.version }),
    );
    const doc = await syncedDocument<ShippingRateDoc & { _deleted: boolean }>(t, 'shipping_rates', created.record.id, (d) => d?.freeShippingThreshold === 2500);
    expect(doc).toMatchObject({ country: 'UK', baseRate: 499, isActive: true });
    expect((await auditRowsOf(t, 'shipping_rate', saved.record.id)).map((row) => row.action)).toEqual(['create', 'update']);
    await insertProduct(t, { id: 'pr-ship', price: 1000, priceUk: 3000, stock: { UK: 5 } });
    const quote = await new TestClient(t).post('/api/checkout/quote', { country: 'UK', lines: [{ productId: 'pr-ship', variantId: null, quantity: 1 }] });
    expect(((await quote.json()) as { totals: { shipping: number } }).totals.shipping).toBe(0);
    expect((await refusal(await send(admin, 'POST', '/api/admin/shipping-rates', { country: 'FR', baseRate: -1, freeShippingThreshold: 1.5 }), 400)).fields).toEqual({
      country: 'Choose US or UK',
      baseRate: 'The base rate cannot be negative',
      freeShippingThreshold: 'Enter the free-shipping threshold in whole cents or pence',
    });
  });
});

describe('tax rates', () => {
  const importCsv = (csv: string, dryRun: boolean) => send(admin, 'POST', '/api/admin/tax-rates/import', { csv, dryRun });
  const taxRows = () => t.deps.db.selectFrom('tax_rates').select(['state', 'zip_prefix', 'rate_bps', 'is_active', 'sync_seq']).orderBy('id').execute();
  const auditCount = async () => Number((await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('entity_type', '=', 'tax_rate').executeTakeFirstOrThrow()).n);

  it('exports CSV that imports back unchanged (no writes, no audit rows); a dry run writes nothing; one bad row fails the whole file', async () => {
    await ok(await send(admin, 'POST', '/api/admin/tax-rates', { state: 'nj', rateBps: 663 }), 201);
    await ok(await send(admin, 'POST', '/api/admin/tax-rates', { state: 'NJ', zipPrefix: '071', rateBps: 700, isActive: false }), 201);
    expect((await refusal(await send(admin, 'POST', '/api/admin/tax-rates', { state: 'NJ', zipPrefix: '071', rateBps: 1 }), 409)).fields).toEqual({ zipPrefix: TAX_TEXTS.taken });
    expect((await refusal(await send(admin, 'POST', '/api/admin/tax-rates', { state: 'PR', zipPrefix: '12a', rateBps: 2001 }), 400)).fields).toEqual({
      state: TAX_TEXTS.state,
      zipPrefix: TAX_TEXTS.zipPrefix,
      rateBps: TAX_TEXTS.rate,
    });

    const exported = await admin.get('/api/admin/tax-rates?format=csv');
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = await exported.text();
    expect(csv.split('\n')[0]).toBe('state,zip_prefix,rate_bps,active');
    const before = await taxRows();
    const audited = await auditCount();

    const again = await ok<TaxImportResult>(await importCsv(csv, false));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: before.length, errors: [] });
    expect(await taxRows()).toEqual(before);
    expect(await auditCount()).toBe(audited);

    const changed = `${csv.trimEnd()}\nNY,,400,true\nNJ,,700,true\n`.replace('NJ,,663,true\n', '');
    const dry = await ok<TaxImportResult>(await importCsv(changed, true));
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 1, errors: [] });
    expect(await taxRows()).toEqual(before);
    expect(await auditCount()).toBe(audited);

    const bad = await ok<TaxImportResult>(await importCsv(`${changed}XX,,5,true\nCA,,99999,true\nCA,1,5,maybe\nNY,,410,true\n`, false));
    expect(bad.errors.map((error) => error.line)).toEqual([5, 6, 7, 8]);
    expect(bad.errors[0]!.message).toBe(TAX_TEXTS.state);
    expect(bad.errors[3]!.message).toBe(TAX_TEXTS.csvDuplicate(3));
    expect(await taxRows()).toEqual(before);
    expect(await auditCount()).toBe(audited);

    const real = await ok<TaxImportResult>(await importCsv(changed, false));
    expect(real).toMatchObject({ dryRun: false, created: 1, updated: 1 });
    expect(await auditCount()).toBe(audited + 2);
    const list = await ok<ListPage<AdminTaxRate>>(await admin.get('/api/admin/tax-rates?state=NJ&sort=zipPrefix.asc'));
    expect(list.rows.map((row) => [row.zipPrefix, row.rateBps, row.isActive])).toEqual([
      ['071', 700, false],
      [null, 700, true],
    ]);
  });

  it('a changed rate applies to orders created after it, never to one already paid', async () => {
    const { record } = await ok<{ record: AdminTaxRate }>(await send(admin, 'POST', '/api/admin/tax-rates', { state: 'NY', zipPrefix: '1002', rateBps: 800 }), 201);
    await insertProduct(t, { id: 'pr-tax', price: 10_000, stock: { US: 10 } });
    const body = { shippingAddress: US_ADDRESS, lines: [{ productId: 'pr-tax', variantId: null, quantity: 1 }] };
    const paidId = await paidOrder(body);
    const paidBefore = await t.deps.db.selectFrom('orders').selectAll().where('id', '=', paidId).executeTakeFirstOrThrow();
    expect(paidBefore.tax_total).toBe(800); // 8% of 100.00 (free shipping from 99)

    await ok(await send(admin, 'PATCH', `/api/admin/tax-rates/${record.id}`, { state: 'NY', zipPrefix: '1002', rateBps: 900, version: record.version }));
    const paidAfter = await t.deps.db.selectFrom('orders').selectAll().where('id', '=', paidId).executeTakeFirstOrThrow();
    expect({ tax: paidAfter.tax_total, total: paidAfter.total }).toEqual({ tax: paidBefore.tax_total, total: paidBefore.total });
    const laterId = await paidOrder(body);
    expect((await t.deps.db.selectFrom('orders').select('tax_total').where('id', '=', laterId).executeTakeFirstOrThrow()).tax_total).toBe(900);
  });
});

describe('settings', () => {
  const read = async () => ok<AdminSettings>(await admin.get('/api/admin/settings'));

  it('answers every key with its default, refuses bad values field by field, saves audited, and refuses a stale save with the settings as they now are', async () => {
    const first = await read();
    expect(first.settings).toEqual(SETTING_DEFAULTS);
    const bad = await refusal(
      await send(admin, 'PUT', '/api/admin/settings', {
        ...first.settings,
        order_approval_threshold: { USD: -1, GBP: 1.5 },
        pickup_hold_days: 0,
        store_contact: { ...first.settings.store_contact, email: 'not-an-email' },
        version: first.version,
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      'order_approval_threshold.USD': 'Must be 0 or more',
      'order_approval_threshold.GBP': 'Enter a whole amount in minor units',
      pickup_hold_days: 'Must be at least 1 day',
      'store_contact.email': 'Enter a valid email address',
    });

    const saved = await ok<AdminSettings>(await send(admin, 'PUT', '/api/admin/settings', { ...first.settings, low_stock_threshold: 8, uk_vat_rate_bps: 2000, version: first.version }));
    expect(saved.settings.low_stock_threshold).toBe(8);
    expect(saved.version).not.toBe(first.version);
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'settings').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', screen: 'settings', before: { low_stock_threshold: 5 }, after: { low_stock_threshold: 8 } });

    const stale = await refusal(await send(admin, 'PUT', '/api/admin/settings', { ...first.settings, pickup_hold_days: 3, version: first.version }), 409);
    expect(stale.message).toBe(ADMIN_TEXTS.editConflict);
    expect((stale.current as AdminSettings).settings.low_stock_threshold).toBe(8);
    expect((await read()).settings.pickup_hold_days).toBe(7);
  });

  it('two saves racing on one version: one wins, the other is 409', async () => {
    const { settings, version } = await read();
    const responses = await Promise.all(
      [2, 3].map((days) => send(admin, 'PUT', '/api/admin/settings', { ...settings, pickup_hold_days: days, version })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('the UK VAT rate is the setting: a new UK order contains VAT at the saved rate', async () => {
    const { settings, version } = await read();
    await ok(await send(admin, 'PUT', '/api/admin/settings', { ...settings, uk_vat_rate_bps: 500, version }));
    await insertProduct(t, { id: 'pr-vat', price: 1000, priceUk: 10_500, stock: { UK: 5 } });
    const quote = await new TestClient(t).post('/api/checkout/quote', { country: 'UK', lines: [{ productId: 'pr-vat', variantId: null, quantity: 1 }] });
    expect(((await quote.json()) as { totals: { vatIncluded: number } }).totals.vatIncluded).toBe(500); // 105.00 contains 5.00 at 5%
    const back = await read();
    await ok(await send(admin, 'PUT', '/api/admin/settings', { ...back.settings, uk_vat_rate_bps: 2000, version: back.version }));
  });
});

describe('settings shoppers see', () => {
  it('the contact details, return windows and low-stock level saved in settings are what /api/shop-info answers any visitor', async () => {
    const { settings, version } = await ok<AdminSettings>(await admin.get('/api/admin/settings'));
    const storeContact = { ...settings.store_contact, email: 'help@toys.example' };
    await ok(await send(admin, 'PUT', '/api/admin/settings', { ...settings, store_contact: storeContact, return_window_days: { US: 45, UK: 14 }, low_stock_threshold: 8, version }));
    const info = await ok<{ storeContact: { email: string }; returnWindowDays: { US: number } }>(await new TestClient(t).get('/api/shop-info'));
    expect(info).toEqual({ storeContact, returnWindowDays: { US: 45, UK: 14 }, lowStockLevel: 8 });
  });
});

describe('who may use these screens', () => {
  it('a store manager manages discounts; shipping rates, tax rates and settings are the admin’s alone; staff get none', async () => {
    await ok(await createDiscount({ code: 'MANAGER5' }, team.manager.client), 201);
    for (const path of ['/api/admin/shipping-rates', '/api/admin/tax-rates', '/api/admin/settings']) {
      expect((await team.manager.client.get(path)).status, path).toBe(403);
    }
    expect((await send(team.manager.client, 'PUT', '/api/admin/settings', {})).status).toBe(403);
    expect((await team.staff.client.get('/api/admin/discounts')).status).toBe(403);
    expect((await createDiscount({ code: 'STAFF5' }, team.staff.client)).status).toBe(403);
    expect((await new TestClient(t).get('/api/admin/discounts')).status).toBe(401);
  });
});
