import type { OrderListResponse, OrderView } from '../../../shared/checkout/api';
import type { TrackOrderRequest } from '../../../shared/orders/order-tracking';
import { apiRequest } from '../../lib/api/api-client';
import { guestHeaders } from '../cart/checkout-client';

/** GET /api/orders/:id, as its owner (the signed-in user, or the guest holding the guest id). */
export function requestOrder(orderId: string, guestId: string | null): Promise<OrderView> {
  return apiRequest('GET', `/api/orders/${encodeURIComponent(orderId)}`, { query: { guestId }, headers: guestHeaders(guestId) });
}

/** GET /api/orders: the signed-in user's orders, newest first. */
export async function requestOrders(): Promise<OrderView[]> {
  const answer = await apiRequest<OrderListResponse>('GET', '/api/orders');
  return answer.orders;
}

/** POST /api/orders/track: 404 alike for an unknown number and a wrong email; 429 when rate-limited. */
export function requestTrackOrder(request: TrackOrderRequest): Promise<OrderView> {
  return apiRequest('POST', '/api/orders/track', { body: request });
}
