import type { OrderListResponse, OrderView } from '../../../shared/checkout/api';
import type { TrackOrderRequest } from '../../../shared/orders/order-tracking';
import { guestHeaders, requestJson, type ApiResult } from '../cart/checkout-client';

/** GET /api/orders/:id, as its owner (the signed-in user, or the guest holding the guest id). */
export function requestOrder(orderId: string, guestId: string | null): Promise<ApiResult<OrderView>> {
  const query = guestId ? `?${new URLSearchParams({ guestId })}` : '';
  return requestJson('GET', `/api/orders/${encodeURIComponent(orderId)}${query}`, undefined, guestHeaders(guestId));
}

/** GET /api/orders: the signed-in user's orders, newest first. */
export async function requestOrders(): Promise<ApiResult<OrderView[]>> {
  const result = await requestJson<OrderListResponse>('GET', '/api/orders');
  if (!result.ok) return result;
  return { ...result, data: result.data.orders };
}

/** POST /api/orders/track: 404 alike for an unknown number and a wrong email; 429 when rate-limited. */
export function requestTrackOrder(request: TrackOrderRequest): Promise<ApiResult<OrderView>> {
  return requestJson('POST', '/api/orders/track', request);
}
