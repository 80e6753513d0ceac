import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http';
import type { CheckoutErrorEnvelope, ShippingChangeResponse } from '../../shared/checkout/api';
import { approveAtPayPal, capture, checkoutTestApp, createOrder, insertDiscount, insertProduct, inspectAtPayPal, newGuestId, reportApprovalAtPayPal } from './checkout-fixtures';

// The amount the shopper approves at PayPal is the amount captured (docs/decisions/068): the cart's
// PayPal button creates the order without an address, PayPal's shipping-change callback prices
// shipping and tax for the address chosen in PayPal and patches them in before approval, the
// approval records the amount approved, and the capture takes exactly that.

const app = checkoutTestApp();
let visitor: TestClient;

// What PayPal's onShippingAddressChange reveals of the address: town, state, postal code, country.
const NYC_REVEALED = { adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };
const NYC = { full_name: 'Sam Shopper', address_line_1: '1 W 85th St', admin_area_2: 'New York', admin_area_1: 'NY', postal_code: '10024', country_code: 'US' };

beforeAll(async () => {
  visitor = new TestClient(app());
  await insertProduct(app(), { id: 'aa-train', name: 'Wooden Train', price: 2500, stock: { US: 20 } });
  await insertDiscount(app(), { code: 'AATEN', value: 10 });
  await app().deps.db.insertInto('tax_rates').values([{ id: 'aa-tx-nyc', state: 'NY', zip_prefix: '100', rate_bps: 888 }]).execute();
});

describe('the cart\'s PayPal button: the address comes from PayPal through its shipping-change callback', () => {
  it('patches items, discount, shipping and tax into PayPal\'s order before approval, and captures the amount approved', async () => {
    const guestId = newGuestId();
    const created = await createOrder(visitor, { country: 'US', guestId, promoCode: 'AATEN', lines: [{ productId: 'aa-train', variantId: null, quantity: 2 }] });
    // 2 × 25.00 = 50.00, 10% off = 5.00, shipping 9.99, no tax known yet.
    expect(created.quote.totals).toMatchObject({ subtotal: 5000, discount: 500, shipping: 999, tax: 0, total: 5499 });

    const change = await visitor.post(`/api/checkout/orders/${created.paypalOrderId}/shipping`, { guestId, shippingAddress: NYC_REVEALED });
    expect(change.status, await change.clone().text()).toBe(200);
    // Tax on (50.00 − 5.00 + 9.99) at 8.88%: 4.88.
    expect(((await change.json()) as ShippingChangeResponse).totals).toMatchObject({ tax: 488, total: 5987 });
    // What the approval window reads: the whole breakdown, before the shopper approves.
    const shown = await inspectAtPayPal(app(), created.paypalOrderId);
    expect(shown.amount).toEqual({
      currency_code: 'USD',
      value: '59.87',
      breakdown: {
        item_total: { currency_code: 'USD', value: '50.00' },
        discount: { currency_code: 'USD', value: '5.00' },
        shipping: { currency_code: 'USD', value: '9.99' },
        tax_total: { currency_code: 'USD', value: '4.88' },
      },
    });

    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', shippingAddress: NYC, shownAmount: shown.amount.value });
    const paid = await capture(visitor, created.paypalOrderId, { guestId });
    expect(paid.status, await paid.clone().text()).toBe(200);

    const atPayPal = await inspectAtPayPal(app(), created.paypalOrderId);
    expect(atPayPal.approval?.amount).toEqual(shown.amount);
    expect(atPayPal.captures.map((c) => c.amount)).toEqual([{ currency_code: 'USD', value: '59.87' }]);
    const order = await app().deps.db.selectFrom('orders').select(['status', 'total', 'tax_total']).where('id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'paid', total: 5987, tax_total: 488 });
    expect(await app().deps.db.selectFrom('payments').select(['status', 'amount']).where('order_id', '=', created.orderId).executeTakeFirstOrThrow()).toEqual({ status: 'captured', amount: 5987 });
  });

  it('the approval window cannot approve a total the order no longer has', async () => {
    const guestId = newGuestId();
    const created = await createOrder(visitor, { country: 'US', guestId, lines: [{ productId: 'aa-train', variantId: null, quantity: 1 }] });
    const opened = await inspectAtPayPal(app(), created.paypalOrderId);
    expect(opened.amount.value).toBe('34.99');
    // The address callback patches the tax in while the window still shows the old total.
    expect((await visitor.post(`/api/checkout/orders/${created.paypalOrderId}/shipping`, { guestId, shippingAddress: NYC_REVEALED })).status).toBe(200);

    const stale = await reportApprovalAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', shippingAddress: NYC, shownAmount: opened.amount.value });
    expect(stale.status).toBe(422);
    expect(((await stale.json()) as { details: Array<{ issue: string; value?: string }> }).details).toEqual([expect.objectContaining({ issue: 'AMOUNT_CHANGED', value: '38.10' })]);
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).approval).toBeNull();
    // Nothing was approved, so nothing can be captured.
    const refused = await capture(visitor, created.paypalOrderId, { guestId });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as CheckoutErrorEnvelope).error.code).toBe('PAYMENT_FAILED');
  });
});
