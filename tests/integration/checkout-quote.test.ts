import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { AppliedPromo, Quote } from '../../shared/checkout/api';
import { TOASTS } from '../../shared/texts';
import { insertDiscount, insertProduct, US_ADDRESS, UK_ADDRESS } from './checkout-fixtures';

let t: TestApp;
let visitor: TestClient;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t);
  await insertProduct(t, { id: 'q-robot', name: 'Robot', price: 2000, priceUk: 1800, stock: { US: 5, UK: 1 } });
  await insertProduct(t, {
    id: 'q-shirt', name: 'Play Shirt', price: 1000, priceUk: null,
    variants: [
      { id: 'q-shirt-s', name: 'Small', priceAdjustment: 250, stock: { US: 3 } },
      { id: 'q-shirt-l', name: 'Large', price: 1800, priceUk: 1700, stock: { US: 2, UK: 2 } },
    ],
  });
  await insertProduct(t, { id: 'q-kite', name: 'Kite', price: 12_000, stock: { US: 10, UK: 10 } });
  await insertProduct(t, { id: 'q-gone', name: 'Gone', price: 500, stock: { US: 10 } });
  await t.deps.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', 'q-gone').execute();
  await t.deps.db.insertInto('tax_rates').values([
    { id: 'tx-ny', state: 'NY', zip_prefix: null, rate_bps: 400 },
    { id: 'tx-nyc', state: 'NY', zip_prefix: '100', rate_bps: 888 },
  ]).execute();
  const now = Date.now();
  await insertDiscount(t, { code: 'Q10', value: 10 });
  await insertDiscount(t, { code: 'QFIVE', type: 'fixed', value: 500 });
  await insertDiscount(t, { code: 'QSOON', value: 10, startDate: new Date(now + day) });
  await insertDiscount(t, { code: 'QOLD', value: 10, endDate: new Date(now - day), startDate: new Date(now - 10 * day) });
  await insertDiscount(t, { code: 'QFULL', value: 10, maxUses: 3, currentUses: 3 });
  await insertDiscount(t, { code: 'QBIG', type: 'fixed', value: 1000, minPurchase: 20_000 });
  await insertDiscount(t, { code: 'QOFF', value: 10, isActive: false });
});
afterAll(async () => {
  // Let confirmation emails started by captures finish first: on PGlite, shutting down while one is
  // still querying can hang the close (reported to the owner of server/bootstrap.ts).
  await t?.deps.email.idle();
  await t?.close();
});

async function quote(body: unknown): Promise<Quote> {
  const response = await visitor.post('/api/checkout/quote', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Quote;
}

describe('POST /api/checkout/quote', () => {
  it('prices every line from the database, with the one variant price rule, ignoring what the client claims', async () => {
    const q = await quote({
      country: 'US',
      lines: [
        { productId: 'q-robot', variantId: null, quantity: 2, unitPrice: 1, price: 1, name: 'Cheap' },
        { productId: 'q-shirt', variantId: 'q-shirt-s', quantity: 1, unitPrice: 1 },
        { productId: 'q-shirt', variantId: 'q-shirt-l', quantity: 1 },
      ],
      totals: { total: 1 },
    });
    expect(q.lines.map((l) => [l.productName, l.variantName, l.unitPrice, l.lineTotal, l.available, l.status])).toEqual([
      ['Robot', null, 2000, 4000, 5, 'ok'],
      ['Play Shirt', 'Small', 1250, 1250, 3, 'ok'], // product price + adjustment
      ['Play Shirt', 'Large', 1800, 1800, 2, 'ok'], // the variant's own price
    ]);
    expect(q.totals).toEqual({ currency: 'USD', subtotal: 7050, discount: 0, shipping: 999, tax: 0, vatIncluded: 0, total: 8049 });
    expect(q.promo).toBeNull();
    expect(q.promoError).toBeNull();
  });

  it('uses UK prices (falling back to the US price) and reports the VAT contained', async () => {
    const q = await quote({ country: 'UK', lines: [{ productId: 'q-robot', variantId: null, quantity: 1 }, { productId: 'q-shirt', variantId: 'q-shirt-l', quantity: 1 }] });
    expect(q.lines.map((l) => l.unitPrice)).toEqual([1800, 1700]);
    expect(q.totals).toMatchObject({ currency: 'GBP', subtotal: 3500, shipping: 999, tax: 0, total: 4499, vatIncluded: 750 });
  });

  it('marks lines short of stock or no longer sold', async () => {
    const q = await quote({
      country: 'UK',
      lines: [
        { productId: 'q-robot', variantId: null, quantity: 2 },
        { productId: 'q-shirt', variantId: 'q-shirt-s', quantity: 1 }, // no UK stock
        { productId: 'q-gone', variantId: null, quantity: 1 },
        { productId: 'q-nope', variantId: null, quantity: 1 },
        { productId: 'q-shirt', variantId: null, quantity: 1 }, // a size must be chosen
        { productId: 'q-robot', variantId: 'q-shirt-l', quantity: 1 }, // another product's variant
      ],
    });
    expect(q.lines.map((l) => [l.productId, l.status, l.available])).toEqual([
      ['q-robot', 'insufficient_stock', 1],
      ['q-shirt', 'insufficient_stock', 0],
      ['q-gone', 'unavailable', 0],
      ['q-nope', 'unavailable', 0],
      ['q-shirt', 'unavailable', 0],
      ['q-robot', 'unavailable', 0],
    ]);
    // Unavailable lines have no price and are not in the totals.
    expect(q.totals.subtotal).toBe(2 * 1800 + 1250);
  });

  it('adds US tax only for a US address with a postal code, ZIP overrides first', async () => {
    const lines = [{ productId: 'q-kite', variantId: null, quantity: 1 }];
    expect((await quote({ country: 'US', lines })).totals.tax).toBe(0);
    expect((await quote({ country: 'US', lines, shippingAddress: { ...US_ADDRESS, postalCode: null } })).totals.tax).toBe(0);
    const nyc = await quote({ country: 'US', lines, shippingAddress: US_ADDRESS });
    // 120.00, free shipping, 8.88% → 10.656 → 10.66
    expect(nyc.totals).toMatchObject({ subtotal: 12_000, shipping: 0, tax: 1066, total: 13_066 });
    const upstate = await quote({ country: 'US', lines, shippingAddress: { ...US_ADDRESS, postalCode: '14201' } });
    expect(upstate.totals.tax).toBe(480);
    expect((await quote({ country: 'UK', lines, shippingAddress: UK_ADDRESS })).totals.tax).toBe(0);
  });

  it('applies a valid promo code (typed in any case) and reports one that does not apply', async () => {
    const lines = [{ productId: 'q-robot', variantId: null, quantity: 1 }];
    const applied = await quote({ country: 'US', lines, promoCode: ' q10 ' });
    expect(applied.promo).toEqual({ code: 'Q10', discountType: 'percentage', discountValue: 10, amount: 200 });
    expect(applied.totals).toMatchObject({ subtotal: 2000, discount: 200, shipping: 999, total: 2799 });
    const refused = await quote({ country: 'US', lines, promoCode: 'QOLD' });
    expect(refused.promo).toBeNull();
    expect(refused.promoError).toEqual({ code: 'PROMO_EXPIRED', message: TOASTS.promoExpired.description });
    expect(refused.totals.discount).toBe(0);
  });

  it('refuses malformed input with 400', async () => {
    const response = await visitor.post('/api/checkout/quote', { country: 'FR', lines: [] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_DATA');
  });
});

describe('POST /api/promo/validate', () => {
  const lines = [{ productId: 'q-robot', variantId: null, quantity: 1 }];
  async function validate(code: string, country: 'US' | 'UK' = 'US'): Promise<Response> {
    return visitor.post('/api/promo/validate', { code, country, lines });
  }

  it('answers the applied promo', async () => {
    const response = await validate('qfive');
    expect(response.status).toBe(200);
    expect((await response.json()) as AppliedPromo).toEqual({ code: 'QFIVE', discountType: 'fixed', discountValue: 500, amount: 500 });
  });

  it.each([
    ['NOPE', 'PROMO_INVALID', TOASTS.promoInvalid.description],
    ['QOFF', 'PROMO_INVALID', TOASTS.promoInvalid.description],
    ['QSOON', 'PROMO_NOT_YET_ACTIVE', TOASTS.promoNotYetActive.description],
    ['QOLD', 'PROMO_EXPIRED', TOASTS.promoExpired.description],
    ['QFULL', 'PROMO_USED_UP', TOASTS.promoUsedUp.description],
    ['QBIG', 'PROMO_MINIMUM_NOT_MET', 'Minimum purchase of $200.00 required'],
  ])('refuses %s with 422 %s and the spec message', async (code, errorCode, message) => {
    const response = await validate(code);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: errorCode, message } });
  });

  it('names the minimum in the shopper currency', async () => {
    const response = await validate('QBIG', 'UK');
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Minimum purchase of £200.00 required');
  });

  it('refuses an empty code with 400', async () => {
    expect((await validate('   ')).status).toBe(400);
  });
});
