import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http';
import type { CheckoutErrorEnvelope, Quote } from '../../shared/checkout/api';
import { checkoutTestApp, insertProduct, newGuestId } from './checkout-fixtures';

// An upcoming launch is shown on the storefront but the server never sells it before its release
// date, whatever the client sends (issue 10 §9, docs/decisions/030).

const app = checkoutTestApp();
const day = 24 * 60 * 60 * 1000;
let visitor: TestClient;

beforeAll(async () => {
  visitor = new TestClient(app());
  await insertProduct(app(), { id: 'u-rocket', name: 'Moon Rocket', price: 4000, stock: { US: 10, UK: 10 } });
  await insertProduct(app(), { id: 'u-bear', name: 'Old Bear', price: 2000, stock: { US: 10, UK: 10 } });
  await app().deps.db.updateTable('products').set({ release_date: new Date(Date.now() + 3 * day) }).where('id', '=', 'u-rocket').execute();
  await app().deps.db.updateTable('products').set({ release_date: new Date(Date.now() - day) }).where('id', '=', 'u-bear').execute();
});

const countOrders = async () => Number((await app().deps.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('unreleased products at checkout', () => {
  it('quotes an unreleased line as not for sale, left out of the totals', async () => {
    const response = await visitor.post('/api/checkout/quote', {
      country: 'US', lines: [{ productId: 'u-rocket', variantId: null, quantity: 1 }, { productId: 'u-bear', variantId: null, quantity: 1 }],
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as Quote;
    expect(quote.lines.map((line) => [line.productId, line.status, line.available])).toEqual([['u-rocket', 'unreleased', 0], ['u-bear', 'ok', 10]]);
    expect(quote.totals.subtotal).toBe(2000);
  });

  it('refuses to create an order for it with 409 naming the item, creating nothing', async () => {
    const before = await countOrders();
    const response = await visitor.post('/api/checkout/orders', { country: 'US', guestId: newGuestId(), lines: [{ productId: 'u-rocket', variantId: null, quantity: 1 }] });
    expect(response.status).toBe(409);
    const body = (await response.json()) as CheckoutErrorEnvelope;
    expect(body.error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Moon Rocket is not released yet.' });
    expect(await countOrders()).toBe(before);
  });

  it('sells it once the release date has come', async () => {
    await app().deps.db.updateTable('products').set({ release_date: new Date(Date.now() - 1000) }).where('id', '=', 'u-rocket').execute();
    const response = await visitor.post('/api/checkout/quote', { country: 'US', lines: [{ productId: 'u-rocket', variantId: null, quantity: 1 }] });
    expect(((await response.json()) as Quote).lines[0]?.status).toBe('ok');
  });
});
