import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http';
import type { CheckoutErrorEnvelope } from '../../shared/checkout/api';
import { CONTACT_TEXTS } from '../../shared/checkout/checkout-texts';
import { VALIDATION } from '../../shared/texts';
import { approveAtPayPal, capture, checkoutTestApp, createOrder, insertDiscount, insertProduct, inspectAtPayPal, newGuestId, stockOf, US_ADDRESS } from './checkout-fixtures';

// Nothing is paid without somewhere to deliver and someone to confirm to (storefront issue, defect
// 1): a card payment's create needs the form's email and a deliverable address; a pickup needs a
// name, email and phone; and whatever a client claimed at create, capture refuses a shipping order
// for which neither our order nor PayPal's approval holds an address and an email. Every refusal
// at create comes before PayPal is asked, so it leaves no PayPal order behind (issue 9 §4).

const app = checkoutTestApp();
beforeAll(async () => {
  await insertProduct(app(), { id: 'k-any', price: 1000, stock: { US: 100 } });
});

async function payPalOrderCount(): Promise<number> {
  const response = await app().app.request(app().url('/paypal-emulator/__inspect'));
  return ((await response.json()) as { orders: number }).orders;
}

async function orderCount(): Promise<number> {
  return Number((await app().deps.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

async function errorOf(response: Response) {
  return ((await response.json()) as CheckoutErrorEnvelope).error;
}

const line = (productId: string, quantity = 1) => [{ productId, variantId: null, quantity }];

describe('creating an order refuses, before PayPal is asked, anything it cannot fulfil', () => {
  it.each([
    ['a card payment without an email', { paymentSource: 'card', shippingAddress: US_ADDRESS }, 'email', CONTACT_TEXTS.emailRequired],
    ['a card payment without an address', { paymentSource: 'card', email: 'a@example.com' }, 'shippingAddress', CONTACT_TEXTS.fullNameRequired],
    ['a card payment without a street', { paymentSource: 'card', email: 'a@example.com', shippingAddress: { ...US_ADDRESS, addressLine1: ' ' } }, 'shippingAddress', CONTACT_TEXTS.addressLine1Required],
    ['a card payment without a ZIP code', { paymentSource: 'card', email: 'a@example.com', shippingAddress: { ...US_ADDRESS, postalCode: '' } }, 'shippingAddress', CONTACT_TEXTS.postalCodeRequired.US],
    ['a pickup without a phone', { deliveryMethod: 'pickup', pickupStoreId: 'k-store', contactName: 'Sam', email: 'a@example.com' }, 'phone', CONTACT_TEXTS.phoneRequired],
    ['a pickup without a name', { deliveryMethod: 'pickup', pickupStoreId: 'k-store', email: 'a@example.com', phone: '4085550100' }, 'contactName', CONTACT_TEXTS.contactNameRequired],
    ['a pickup without an email', { deliveryMethod: 'pickup', pickupStoreId: 'k-store', contactName: 'Sam', phone: '4085550100' }, 'email', CONTACT_TEXTS.emailRequired],
  ])('%s: 422 naming the field, no order, no PayPal order', async (_name, body, field, message) => {
    const [payPalBefore, ordersBefore] = [await payPalOrderCount(), await orderCount()];
    const response = await new TestClient(app()).post('/api/checkout/orders', { country: 'US', guestId: newGuestId(), lines: line('k-any'), ...body });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_DATA', message, fields: { [field]: message } });
    expect(await payPalOrderCount()).toBe(payPalBefore);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('every other refusal (stock, promo, stale total, country, store, guest id) leaves no PayPal order either', async () => {
    await insertProduct(app(), { id: 'k-refusals', price: 1000, stock: { US: 1 } });
    await insertDiscount(app(), { code: 'KGONE', value: 10, maxUses: 1, currentUses: 1 });
    const client = new TestClient(app());
    const base = { country: 'US', guestId: newGuestId(), lines: line('k-refusals') };
    const payPalBefore = await payPalOrderCount();
    const refusals = [
      [{ ...base, lines: line('k-refusals', 2) }, 409],
      [{ ...base, promoCode: 'KGONE' }, 422],
      [{ ...base, expectedTotal: 1 }, 409],
      [{ ...base, shippingAddress: { ...US_ADDRESS, countryCode: 'GB' } }, 422],
      [{ ...base, deliveryMethod: 'pickup', pickupStoreId: 'no-such-store', contactName: 'Sam', email: 'a@example.com', phone: '4085550100' }, 400],
      [{ ...base, guestId: undefined }, 400],
    ] as const;
    for (const [body, status] of refusals) expect((await client.post('/api/checkout/orders', body)).status).toBe(status);
    expect(await payPalOrderCount()).toBe(payPalBefore);
  });

  it('a card payment with the form’s email and address, and a pickup with its collector, are created', async () => {
    await insertProduct(app(), { id: 'k-ok', price: 1000, stock: { US: 5 } });
    await app().deps.db.insertInto('stores').values({
      id: 'k-store-ok', name: 'Toy Shop San Jose', slug: 'k-store-ok', country: 'US', address_line_1: '1 Market St', address_line_2: null, city: 'San Jose', region: 'CA',
      postal_code: '95113', phone: null, email: null, opening_hours: JSON.stringify([]), latitude: 37.33, longitude: -121.89,
    }).execute();
    // A pickup order sells from the store's pickup stock (issue 13): the store offers the toy.
    await app().deps.db.insertInto('pickup_products').values({ id: 'k-store-ok-k-ok', store_id: 'k-store-ok', product_id: 'k-ok', variant_id: null, stock: 5 }).execute();
    const client = new TestClient(app());
    const card = await createOrder(client, { country: 'US', guestId: newGuestId(), paymentSource: 'card', email: 'Card@Example.com', shippingAddress: US_ADDRESS, lines: line('k-ok') });
    expect(await app().deps.db.selectFrom('orders').select(['email', 'shipping_address']).where('id', '=', card.orderId).executeTakeFirstOrThrow()).toMatchObject({
      email: 'card@example.com', shipping_address: { full_name: 'Sam Shopper', address_line_1: '2270 Broadway', postal_code: '10024' },
    });
    const pickup = await createOrder(client, { country: 'US', guestId: newGuestId(), deliveryMethod: 'pickup', pickupStoreId: 'k-store-ok', contactName: ' Sam Shopper ', email: 'sam@example.com', phone: '+1 408 555 0100', lines: line('k-ok') });
    expect(await app().deps.db.selectFrom('orders').select(['delivery_method', 'contact_name', 'contact_phone', 'email']).where('id', '=', pickup.orderId).executeTakeFirstOrThrow()).toEqual({
      delivery_method: 'pickup', contact_name: 'Sam Shopper', contact_phone: '+1 408 555 0100', email: 'sam@example.com',
    });
  });
});

describe('capture refuses an order with nowhere to deliver or nobody to confirm to', () => {
  it('an express order approved without an address (a card, whatever the client claimed) is refused 422 and nothing is charged or taken', async () => {
    await insertProduct(app(), { id: 'k-no-address', price: 1500, stock: { US: 3 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    // Created as the express button does, with nothing: PayPal is to bring the address.
    const created = await createOrder(client, { country: 'US', guestId, lines: line('k-no-address') });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', source: 'card' });

    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_DATA', message: CONTACT_TEXTS.noDeliveryAddress, fields: { shippingAddress: CONTACT_TEXTS.noDeliveryAddress } });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureAttempts).toBe(0);
    expect(await stockOf(app(), 'k-no-address')).toBe(3);
    const order = await app().deps.db.selectFrom('orders').innerJoin('payments', 'payments.order_id', 'orders.id').select(['orders.status', 'payments.status as payment']).where('orders.id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending_payment', payment: 'created' });
  });

  it('a PayPal address without a street is refused the same way', async () => {
    await insertProduct(app(), { id: 'k-no-street', price: 1500, stock: { US: 3 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, lines: line('k-no-street') });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', shippingAddress: { full_name: 'Sam', admin_area_2: 'San Jose', admin_area_1: 'CA', postal_code: '95131', country_code: 'US' } });
    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(CONTACT_TEXTS.noDeliveryAddress);
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureAttempts).toBe(0);
  });

  it('the town and ZIP code PayPal’s address callback reveals are replaced by the full address chosen in PayPal', async () => {
    await insertProduct(app(), { id: 'k-callback', price: 1500, stock: { US: 3 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, lines: line('k-callback') });
    // What the express button's onShippingAddressChange sends: PayPal reveals no street or name before approval.
    const change = await client.post(`/api/checkout/orders/${created.paypalOrderId}/shipping`, { guestId, shippingAddress: { countryCode: 'US', adminArea2: 'San Jose', adminArea1: 'CA', postalCode: '95131' } });
    expect(change.status).toBe(200);
    await approveAtPayPal(app(), created.paypalOrderId);

    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status, await response.clone().text()).toBe(200);
    const order = await app().deps.db.selectFrom('orders').select(['status', 'email', 'shipping_address']).where('id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', email: 'shopper@example.com', shipping_address: { full_name: 'Sam Shopper', address_line_1: '2211 N First St', admin_area_2: 'San Jose', postal_code: '95131' } });
  });

  it('without an email from the order, the shopper or PayPal it is refused 422; the shopper’s email at capture completes it', async () => {
    await insertProduct(app(), { id: 'k-no-email', price: 1500, stock: { US: 3 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, lines: line('k-no-email') });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', source: 'card' });

    const refused = await capture(client, created.paypalOrderId, { guestId });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toEqual({ code: 'INVALID_DATA', message: CONTACT_TEXTS.noContactEmail, fields: { email: CONTACT_TEXTS.noContactEmail } });
    expect(await stockOf(app(), 'k-no-email')).toBe(3);

    const paid = await capture(client, created.paypalOrderId, { guestId, email: 'Late@Example.com' });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await app().deps.db.selectFrom('orders').select('email').where('id', '=', created.orderId).executeTakeFirstOrThrow()).email).toBe('late@example.com');
  });

  it('an address in the wrong country from PayPal is still refused with the spec’s message', async () => {
    await insertProduct(app(), { id: 'k-wrong-country', price: 1500, stock: { US: 3 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, lines: line('k-wrong-country') });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'approve', shippingAddress: { full_name: 'Alex', address_line_1: '1 High St', admin_area_2: 'London', postal_code: 'SW1A 1AA', country_code: 'GB' } });
    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(VALIDATION.usdAddress);
  });
});
