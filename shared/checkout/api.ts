import * as z from 'zod';
import { COUNTRIES } from '../money';
import { text } from '../text.schema';
import { VALIDATION } from '../texts';
import type { PickupDetails } from '../pickup/pickup-view';

// The checkout's HTTP contract between the PWA and the server. Prices, discounts, shipping and
// tax in every answer are the server's, recomputed from the database; the client never decides.

const id = text().min(1).max(64);
const email = text().max(320).pipe(z.email());
const guestId = text().min(8).max(64);
export const countryCodeSchema = z.enum(COUNTRIES);
export const currencySchema = z.enum(['USD', 'GBP']);

/** One cart line as the client holds it: what, which size, how many. */
export const cartLineInputSchema = z.object({
  productId: id,
  variantId: id.nullable(),
  quantity: z.number().int().min(1).max(999),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A shipping address in the payment provider's shape (SPEC §7.3). */
export const shippingAddressSchema = z.object({
  fullName: text().max(300).optional(),
  addressLine1: text().max(300).optional(),
  addressLine2: text().max(300).nullable().optional(),
  adminArea2: text().max(120).optional(), // city
  adminArea1: text().max(120).nullable().optional(), // state / county
  postalCode: text().max(60).nullable().optional(),
  countryCode: text().min(2).max(60), // "US", "GB", or a name such as "United Kingdom"
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** POST /api/checkout/quote: the server's pricing of a cart (also the re-check after reconnect). */
export const quoteRequestSchema = z.object({
  country: countryCodeSchema,
  lines: z.array(cartLineInputSchema).min(1).max(100),
  promoCode: text().max(64).optional(),
  shippingAddress: shippingAddressSchema.optional(),
  /** A pickup bag: priced from this store's pickup stock and taxed at its address (no shipping). */
  pickupStoreId: id.optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** `unreleased`: the product's release date is still to come, so it cannot be sold yet. */
export type LineStatus = 'ok' | 'insufficient_stock' | 'unavailable' | 'unreleased';

export interface QuotedLine {
  productId: string;
  variantId: string | null;
  productName: string;
  variantName: string | null;
  imageUrl: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** Stock for the country right now. */
  available: number;
  status: LineStatus;
}

export interface Totals {
  currency: 'USD' | 'GBP';
  subtotal: number;
  discount: number;
  shipping: number;
  /** US sales tax; 0 until a US address with a postal code is known, and always 0 in the UK. */
  tax: number;
  /** UK: the VAT contained in the total (prices include VAT); 0 in the US. */
  vatIncluded: number;
  total: number;
}

export interface AppliedPromo {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  amount: number;
}

export interface Quote {
  lines: QuotedLine[];
  totals: Totals;
  promo: AppliedPromo | null;
  /** Set when a promo code was sent and does not apply: a PROMO_* code and the spec's message. */
  promoError: { code: string; message: string } | null;
}

/** A promo code as the shopper enters it (SPEC §5 "Please enter a promo code" when there is none). */
export const promoCodeSchema = text().trim().min(1, VALIDATION.promoEmpty).max(64);

/** The cart's promo code box (client/features/cart/promo-code-field.tsx). */
export const promoCodeEntrySchema = z.object({ code: promoCodeSchema });
export type PromoCodeEntry = z.output<typeof promoCodeEntrySchema>;

/** POST /api/promo/validate: answers 200 with AppliedPromo, or 422 PROMO_* with the spec's message. */
export const promoValidateRequestSchema = z.object({
  code: promoCodeSchema,
  country: countryCodeSchema,
  lines: z.array(cartLineInputSchema).min(1).max(100),
});

/** GET /api/payments/config */
export interface PaymentConfig {
  mode: 'sandbox' | 'live' | 'emulator';
  clientId: string;
  /** The SDK script's base URL (the emulator serves its own); null for PayPal's default. */
  sdkBaseUrl: string | null;
}

/**
 * POST /api/checkout/orders: create the payment order. `expectedTotal` is the total the shopper
 * saw; when the server's differs, it answers 409 CONFLICT with the fresh quote and creates nothing.
 */
export const createOrderRequestSchema = z.object({
  country: countryCodeSchema,
  lines: z.array(cartLineInputSchema).min(1).max(100),
  promoCode: text().max(64).optional(),
  email: email.optional(),
  guestId: guestId.optional(),
  deliveryMethod: z.enum(['shipping', 'pickup']).default('shipping'),
  pickupStoreId: id.optional(),
  shippingAddress: shippingAddressSchema.optional(),
  expectedTotal: z.number().int().min(0).optional(),
  /**
   * How the shopper pays. A card brings no address or email of its own, so a card payment for a
   * shipping order must carry both; a PayPal account brings them at approval.
   */
  paymentSource: z.enum(['paypal', 'card']).default('paypal'),
  /** A pickup order's collector: name and phone (with `email`). */
  contactName: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
/** What a client sends (defaults not yet applied). */
export type CreateOrderInput = z.input<typeof createOrderRequestSchema>;

export interface CreateOrderResponse {
  /** Our order id (for /order-confirmation?orderId=). */
  orderId: string;
  /** The payment provider's order id (what the PayPal SDK's createOrder returns). */
  paypalOrderId: string;
  quote: Quote;
}

/** POST /api/checkout/orders/:paypalOrderId/shipping: a shipping address change during approval. */
export const shippingChangeRequestSchema = z.object({ shippingAddress: shippingAddressSchema });
export type ShippingChangeRequest = z.infer<typeof shippingChangeRequestSchema>;
export interface ShippingChangeResponse {
  /** Totals were recomputed and the provider's order patched. */
  patched: boolean;
  totals: Totals;
}

/** POST /api/checkout/orders/:paypalOrderId/capture */
export const captureRequestSchema = z.object({
  guestId: guestId.optional(),
  email: email.optional(),
});
export type CaptureRequest = z.infer<typeof captureRequestSchema>;
/**
 * 200 with `paid` or `awaiting_approval` once the capture settled; 202 with `capturing` (and the
 * message to show) when another request is still completing it after a few seconds' wait: poll
 * GET .../capture for the outcome.
 */
export interface CaptureResponse {
  orderId: string;
  status: 'paid' | 'awaiting_approval' | 'capturing';
  message?: string;
}

/**
 * GET /api/checkout/orders/:paypalOrderId/capture: where the order's payment is. `not_paid`: no
 * capture is under way and the order is unpaid (PayPal refused it, or it was never asked), with
 * the message to show.
 */
export interface CaptureStatusResponse {
  orderId: string;
  status: 'paid' | 'awaiting_approval' | 'capturing' | 'not_paid';
  message?: string;
}

/** Order as its owner sees it (GET /api/orders, /api/orders/:id). */
export interface OrderView {
  id: string;
  orderNumber: string;
  status: string;
  country: 'US' | 'UK';
  currency: 'USD' | 'GBP';
  createdAt: string;
  deliveryMethod: 'shipping' | 'pickup';
  shippingAddress: ShippingAddressInput | null;
  email: string | null;
  /** `refunded`: how many of the line's units completed refunds paid back (issue 23). */
  lines: Array<{ productId: string; variantId: string | null; productName: string; variantName: string | null; unitPrice: number; quantity: number; lineTotal: number; refunded: number }>;
  totals: Totals;
  discountCode: string | null;
  statusHistory: Array<{ status: string; at: string; reason: string }>;
  /** A pickup order's store, code (owner only), collector and hold period (issue 13). */
  pickup?: PickupDetails;
  /** Once shipped: the carrier and tracking number (issue 12). */
  tracking?: { carrier: string; trackingNumber: string } | null;
  /** Completed refunds, oldest first (issue 12). */
  refunds?: Array<{ amount: number; at: string }>;
}

/** GET /api/orders: the signed-in user's orders, newest first (at most 100). */
export interface OrderListResponse {
  orders: OrderView[];
}

/**
 * The error envelope of a checkout step. When the shopper's view is out of date (409 CONFLICT from
 * expectedTotal, 409 OUT_OF_STOCK and 422 PROMO_* at order creation) it carries the server's fresh
 * quote as `error.quote`, so the page can show what changed without another round trip.
 */
export interface CheckoutErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string>; quote?: Quote };
}

/**
 * Who owns a guest order: the guest id is sent as `guestId` in the body of POSTs, or in this header
 * (any request), or as the `guestId` query parameter of GET /api/orders/:id.
 */
export const GUEST_ID_HEADER = 'X-Guest-Id';
