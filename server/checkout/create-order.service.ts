import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, NewRow, Row } from '../db/schema';
import type { Country } from '../../shared/money';
import { PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { AppError } from '../../shared/errors';
import type { CreateOrderRequest, CreateOrderResponse } from '../../shared/checkout/api';
import { CHECKOUT_ORDER_TEXTS, lineName, stockMessage } from '../../shared/checkout/checkout-texts';
import { checkShippingCountry } from '../../shared/checkout/address';
import { pickupContactProblem, shippingContactProblem } from '../../shared/checkout/contact';
import type { PromoErrorCode } from '../../shared/checkout/promo';
import type { PayPalClient } from '../payments/paypal/paypal-client';
import type { Shopper } from '../orders/order-access';
import { storedAddressFrom } from '../orders/order-view';
import { insertCheckoutOrder, selectPickupStore, type NewCheckoutOrder } from './checkout.repo';
import { priceCart } from './cart-pricing.service';
import { accepted, contactRefusal, refused, type CheckoutOutcome } from './checkout-outcome';
import { payPalAmountOf, payPalItemsOf } from './paypal-order';

// Crockford's base32 without I, L, O, U: readable over the phone, no look-alikes.
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human-friendly, practically unique order number: TS-YYMM-XXXXXXXX (40 random bits). */
export function newOrderNumber(now: Date): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const bytes = randomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += ORDER_NUMBER_ALPHABET[byte % 32];
  return `TS-${yymm}-${suffix}`;
}

/**
 * Creates our order (pending_payment, lines snapshotting names and prices) and its PayPal order,
 * from the server's own pricing. Refuses, creating nothing, when anything the shopper saw is stale
 * or a detail the order needs is missing. Everything that can refuse is decided before PayPal is
 * asked, so a refused create leaves no PayPal order behind (issue 9 §4).
 */
export async function createCheckoutOrder(
  db: Kysely<DB>,
  paypal: PayPalClient,
  shopper: Shopper,
  request: CreateOrderRequest,
  now: Date,
): Promise<CheckoutOutcome<CreateOrderResponse>> {
  if (!shopper.userId && !shopper.guestId) throw new AppError('INVALID_DATA', CHECKOUT_ORDER_TEXTS.guestIdRequired, { guestId: CHECKOUT_ORDER_TEXTS.guestIdField });
  const pickup = request.deliveryMethod === 'pickup';
  const address = pickup ? null : (request.shippingAddress ?? null);
  const currency = request.country === 'US' ? 'USD' : 'GBP';
  if (address) {
    const problem = checkShippingCountry(currency, address);
    if (problem) return refused({ code: 'INVALID_DATA', message: problem.message, fields: { shippingAddress: problem.message }, status: 422 });
  }
  // A pickup order needs its collector's name, email and phone. A card brings no address or email,
  // so a card payment for a shipping order must carry both; a PayPal account brings them at
  // approval, and capture refuses an order that still has none (whatever this request claimed).
  const contact = pickup ? pickupContactProblem(request) : request.paymentSource === 'card' ? shippingContactProblem(currency, request) : null;
  if (contact) return refused(contactRefusal(contact));
  const store = pickup ? await pickupStoreFor(db, request.pickupStoreId, request.country) : null;
  const taxAddress = store ? storeTaxAddress(store) : address;

  const priced = await priceCart(db, { country: request.country, lines: request.lines, promoCode: request.promoCode, taxAddress, pickup, pickupStoreId: store?.id ?? null }, now);
  const { quote } = priced;
  // A product or size the store does not offer for pickup (or no longer offers) is named as such.
  const notOffered = store ? quote.lines.find((line) => line.status === 'unavailable' && line.productName !== '') : undefined;
  if (store && notOffered) return refused({ code: 'OUT_OF_STOCK', message: PICKUP_CHECKOUT_TEXTS.notOfferedAt(lineName(notOffered.productName, notOffered.variantName), store.name), quote });
  const short = quote.lines.find((line) => line.status !== 'ok');
  if (short) return refused({ code: 'OUT_OF_STOCK', message: stockMessage(short), quote });
  if (quote.promoError) return refused({ code: quote.promoError.code as PromoErrorCode, message: quote.promoError.message, quote });
  if (request.expectedTotal !== undefined && request.expectedTotal !== quote.totals.total) {
    return refused({ code: 'CONFLICT', message: CHECKOUT_ORDER_TEXTS.pricesChanged, quote });
  }

  const orderId = randomUUID();
  const { totals } = quote;
  const order: NewCheckoutOrder = {
    id: orderId,
    order_number: newOrderNumber(now),
    user_id: shopper.userId,
    guest_id: shopper.userId ? null : shopper.guestId,
    email: request.email?.toLowerCase() ?? null,
    country: request.country,
    currency,
    status: 'pending_payment',
    delivery_method: pickup ? 'pickup' : 'shipping',
    pickup_store_id: store?.id ?? null,
    shipping_address: address ? storedAddressFrom(address) : null,
    contact_name: pickup ? request.contactName!.trim() : null,
    contact_phone: pickup ? request.phone!.trim() : null,
    subtotal: totals.subtotal,
    discount_total: totals.discount,
    shipping_total: totals.shipping,
    tax_total: totals.tax,
    vat_included: totals.vatIncluded,
    total: totals.total,
    discount_id: priced.discount?.id ?? null,
    discount_code: priced.discount?.code ?? null,
  };
  const lines: NewRow<'order_lines'>[] = quote.lines.map((line) => ({
    id: randomUUID(),
    order_id: orderId,
    product_id: line.productId,
    variant_id: line.variantId,
    product_name: line.productName,
    variant_name: line.variantName,
    unit_price: line.unitPrice,
    quantity: line.quantity,
    line_total: line.lineTotal,
  }));
  // PayPal is asked first, with a request id derived from our order id (any retry of this create is
  // the same PayPal call); then the order, its lines, history and payment are written in one
  // statement. Nobody can approve the PayPal order before this answer names it, so an order we fail
  // to write leaves only an unapprovable PayPal order behind, never a payment we don't know about.
  const createRequestId = `create-${orderId}`;
  let created: { id: string };
  try {
    created = await paypal.createOrder({
      requestId: createRequestId,
      currency,
      referenceId: orderId,
      items: payPalItemsOf(lines),
      amount: payPalAmountOf(totals),
      shippingPreference: pickup ? 'NO_SHIPPING' : 'GET_FROM_FILE',
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'PAYMENT_FAILED' || error.code === 'PAYMENT_DECLINED')) return refused({ code: error.code, message: error.message });
    throw error;
  }
  await insertCheckoutOrder(db, order, lines, { order_id: orderId, from_status: null, to_status: 'pending_payment', changed_by: shopper.userId, reason: 'Order created' }, {
    id: randomUUID(),
    order_id: orderId,
    provider_order_id: created.id,
    create_request_id: createRequestId,
    // The first capture's PayPal-Request-Id, chosen and committed here with the payment row: the
    // capture's claim keeps it (docs/decisions/019). A capture PayPal refuses replaces it, so the
    // next attempt (another card, say) sends a fresh one.
    capture_request_id: `capture-${randomUUID()}`,
    status: 'created',
    amount: totals.total,
    currency,
  });
  return accepted({ orderId, paypalOrderId: created.id, quote });
}

/** The active pickup store a pickup order or quote names (in the shop's country), or a clear 422. */
export async function pickupStoreFor(db: Kysely<DB>, storeId: string | undefined, country: Country): Promise<Row<'stores'>> {
  const message = PICKUP_CHECKOUT_TEXTS.chooseStore;
  if (!storeId) throw new AppError('INVALID_DATA', message, { pickupStoreId: message });
  const store = await selectPickupStore(db, storeId, country);
  if (!store) throw new AppError('INVALID_DATA', message, { pickupStoreId: message });
  return store;
}

/** A pickup order is taxed at its store's address (US sales tax; UK prices include VAT). */
export function storeTaxAddress(store: Row<'stores'>) {
  return { countryCode: store.country === 'US' ? 'US' : 'GB', postalCode: store.postal_code, adminArea1: store.region };
}
