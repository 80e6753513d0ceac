import type {
  AppliedPromo, CaptureResponse, CaptureStatusResponse, CartLineInput, CreateOrderInput, CreateOrderResponse, PaymentConfig, Quote,
  QuoteRequest, ShippingAddressInput, ShippingChangeResponse,
} from '../../../shared/checkout/api';
import type { Country } from '../../../shared/money';
import { apiRequest } from '../../lib/api/api-client';

// The browser's side of shared/checkout/api.ts, through the one API client: each call answers
// with the body or throws an ApiError (the envelope's code and message, or NETWORK).

/** POST /api/checkout/quote: the server's pricing of the lines (the re-check). */
export function requestQuote(request: QuoteRequest): Promise<Quote> {
  return apiRequest('POST', '/api/checkout/quote', { body: request });
}

/** POST /api/promo/validate: 200 with the applied promo, or 422 PROMO_* with the spec's message. */
export function requestPromoValidation(code: string, country: Country, lines: CartLineInput[]): Promise<AppliedPromo> {
  return apiRequest('POST', '/api/promo/validate', { body: { code, country, lines } });
}

/** GET /api/payments/config */
export function requestPaymentConfig(): Promise<PaymentConfig> {
  return apiRequest('GET', '/api/payments/config');
}

/** POST /api/checkout/orders: 409 CONFLICT carries the fresh quote when the expected total is stale. */
export function requestCreateOrder(request: CreateOrderInput): Promise<CreateOrderResponse> {
  return apiRequest('POST', '/api/checkout/orders', { body: request });
}

/** The fresh quote a 409 CONFLICT answer carries (an ApiError's `body`), wherever the envelope puts it. */
export function conflictQuote(body: unknown): Quote | null {
  const candidates = [body, (body as { error?: unknown } | null)?.error, (body as { error?: { details?: unknown } } | null)?.error?.details];
  for (const candidate of candidates) {
    const quote = (candidate as { quote?: unknown } | null | undefined)?.quote;
    if (quote && typeof quote === 'object' && Array.isArray((quote as Quote).lines)) return quote as Quote;
  }
  return null;
}

/** POST .../shipping: 422 when the address cannot receive an order in this currency. */
export function requestShippingChange(paypalOrderId: string, shippingAddress: ShippingAddressInput, guestId?: string): Promise<ShippingChangeResponse> {
  return apiRequest('POST', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/shipping`, { body: { shippingAddress, ...(guestId ? { guestId } : {}) } });
}

export function requestCapture(paypalOrderId: string, payer: { guestId?: string; email?: string }): Promise<CaptureResponse> {
  return apiRequest('POST', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, { body: payer });
}

/** GET .../capture: where the order's payment is (after a capture answered 202 "being completed"). */
export function requestCaptureStatus(paypalOrderId: string, guestId?: string): Promise<CaptureStatusResponse> {
  return apiRequest('GET', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, { headers: guestHeaders(guestId ?? null) });
}

/** The header that shows a guest's orders are theirs (the server's shopperFrom). */
export function guestHeaders(guestId: string | null): Record<string, string> {
  return guestId ? { 'x-guest-id': guestId } : {};
}
