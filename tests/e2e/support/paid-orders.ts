import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateOrderResponse, OrderView } from '../../../shared/checkout/api';
import type { ProductDoc } from '../../../shared/sync/documents';
import { loadCatalogue, released, stockOf } from './catalogue';

/** A released one-size product with stock in both countries. */
export async function productForBothCountries(request: APIRequestContext): Promise<ProductDoc> {
  const { products } = await loadCatalogue(request);
  const product = products.find(
    (candidate) => candidate.variants.length === 0 && released(candidate) && stockOf(candidate, null, 'US') >= 10 && stockOf(candidate, null, 'UK') >= 10,
  );
  expect(product, 'a product in stock in both countries').toBeDefined();
  return product!;
}

export interface Shopper {
  name: string;
  email: string;
}

/** A guest's order in a country, paid through the API and the PayPal emulator; answers what was charged. */
export async function placePaidOrder(request: APIRequestContext, origin: string, product: ProductDoc, country: 'US' | 'UK', shopper: Shopper, quantity = 1): Promise<number> {
  const guestId = `guest-${randomUUID()}`;
  const headers = { origin };
  const payer = { guestId, email: shopper.email };
  const shippingAddress = country === 'US'
    ? { fullName: shopper.name, addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' }
    : { fullName: shopper.name, addressLine1: '1 High Street', adminArea2: 'London', postalCode: 'SW1A 1AA', countryCode: 'GB' };
  const created = await request.post('/api/checkout/orders', {
    headers,
    data: { country, lines: [{ productId: product.id, variantId: null, quantity }], shippingAddress, ...payer },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  expect((await request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } })).status()).toBe(200);
  const captured = await request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: payer });
  expect(captured.status(), await captured.text()).toBe(200);
  const view = (await (await request.get(`/api/orders/${order.orderId}`, { headers: { 'x-guest-id': guestId } })).json()) as OrderView;
  return view.totals.total;
}
