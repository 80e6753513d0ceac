import type {
  AppliedPromo, CaptureResponse, CaptureStatusResponse, CartLineInput, CreateOrderInput, CreateOrderResponse, PaymentConfig, Quote,
  QuoteRequest, ShippingAddressInput, ShippingChangeResponse,
} from '../../../shared/checkout/api';
import type { Country } from '../../../shared/money';

// The browser's side of shared/checkout/api.ts. Every answer is a value: success with the
// body, or failure with the HTTP status (0: no answer at all), the error code and the message.

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string | null; message: string | null; body: unknown };

/** One JSON call to the API, answered as a value. */
export async function requestJson<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: null, message: null, body: null };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : null,
    message: typeof error?.message === 'string' ? error.message : null,
    body: parsed,
  };
}

/** POST /api/checkout/quote: the server's pricing of the lines (the re-check). */
export function requestQuote(request: QuoteRequest): Promise<ApiResult<Quote>> {
  return requestJson('POST', '/api/checkout/quote', request);
}

/** POST /api/promo/validate: 200 with the applied promo, or 422 PROMO_* with the spec's message. */
export function requestPromoValidation(code: string, country: Country, lines: CartLineInput[]): Promise<ApiResult<AppliedPromo>> {
  return requestJson('POST', '/api/promo/validate', { code, country, lines });
}

/** GET /api/payments/config */
export function requestPaymentConfig(): Promise<ApiResult<PaymentConfig>> {
  return requestJson('GET', '/api/payments/config');
}

/** POST /api/checkout/orders: 409 CONFLICT carries the fresh quote when the expected total is stale. */
export function requestCreateOrder(request: CreateOrderInput): Promise<ApiResult<CreateOrderResponse>> {
  return requestJson('POST', '/api/checkout/orders', request);
}

/** The fresh quote a 409 CONFLICT answer carries, wherever the envelope puts it. */
export function conflictQuote(body: unknown): Quote | null {
  const candidates = [body, (body as { error?: unknown } | null)?.error, (body as { error?: { details?: unknown } } | null)?.error?.details];
  for (const candidate of candidates) {
    const quote = (candidate as { quote?: unknown } | null | undefined)?.quote;
    if (quote && typeof quote === 'object' && Array.isArray((quote as Quote).lines)) return quote as Quote;
  }
  return null;
}

/** POST .../shipping: 422 when the address cannot receive an order in this currency. */
export function requestShippingChange(paypalOrderId: string, shippingAddress: ShippingAddressInput, guestId?: string): Promise<ApiResult<ShippingChangeResponse>> {
  return requestJson('POST', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/shipping`, { shippingAddress, ...(guestId ? { guestId } : {}) });
}

export function requestCapture(paypalOrderId: string, payer: { guestId?: string; email?: string }): Promise<ApiResult<CaptureResponse>> {
  return requestJson('POST', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, payer);
}

/** GET .../capture: where the order's payment is (after a capture answered 202 "being completed"). */
export function requestCaptureStatus(paypalOrderId: string, guestId?: string): Promise<ApiResult<CaptureStatusResponse>> {
  return requestJson('GET', `/api/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, undefined, guestHeaders(guestId ?? null));
}

/** The header that shows a guest's orders are theirs (the server's shopperFrom). */
export function guestHeaders(guestId: string | null): Record<string, string> {
  return guestId ? { 'x-guest-id': guestId } : {};
}
