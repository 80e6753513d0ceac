import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../../shared/errors';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import type { OrderView } from '../../shared/checkout/api';
import { ownsOrder, type Shopper } from './order-access';
import { orderViewFrom } from './order-view';
import { pickupDetailsOf } from '../pickup/pickup-details';
import { selectOrder, selectOrderByNumberAndEmail, selectOrderLines, selectOrdersOfUser, selectRefunds, selectStatusHistory } from './orders.repo';
import type { Row } from '../db/schema';

const LIST_LIMIT = 100;

/** One order for its owner; anyone else gets NOT_FOUND, never FORBIDDEN, so ids cannot be probed. */
export async function orderForShopper(db: Kysely<DB>, orderId: string, shopper: Shopper): Promise<OrderView> {
  const order = await selectOrder(db, orderId);
  if (!order || !ownsOrder(order, shopper)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  // The owner: a pickup order's view carries its code.
  return viewOf(db, order, { withCode: true });
}

/**
 * Track your order: the order whose number AND email match (already normalised by the request's
 * schema). A wrong email is answered exactly as an unknown number, so neither can be probed.
 */
export async function trackOrder(db: Kysely<DB>, request: { orderNumber: string; email: string }): Promise<OrderView> {
  const order = await selectOrderByNumberAndEmail(db, request.orderNumber, request.email);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  // Knowing a number and an email is not owning the order: never the pickup code.
  return viewOf(db, order, { withCode: false });
}

async function viewOf(db: Kysely<DB>, order: Row<'orders'>, options: { withCode: boolean }): Promise<OrderView> {
  const [lines, history, refunds] = await Promise.all([selectOrderLines(db, [order.id]), selectStatusHistory(db, [order.id]), selectRefunds(db, [order.id])]);
  const pickup = (await pickupDetailsOf(db, [order], () => history, options)).get(order.id);
  return { ...orderViewFrom(order, lines, history, refunds), ...(pickup ? { pickup } : {}) };
}

/** The signed-in user's orders, newest first. */
export async function ordersOfUser(db: Kysely<DB>, userId: string): Promise<OrderView[]> {
  const orders = await selectOrdersOfUser(db, userId, LIST_LIMIT);
  const ids = orders.map((order) => order.id);
  const [lines, history, refunds] = await Promise.all([selectOrderLines(db, ids), selectStatusHistory(db, ids), selectRefunds(db, ids)]);
  const historyOf = (orderId: string) => history.filter((h) => h.order_id === orderId);
  const pickups = await pickupDetailsOf(db, orders, historyOf, { withCode: true });
  return orders.map((order) => {
    const pickup = pickups.get(order.id);
    return {
      ...orderViewFrom(order, lines.filter((l) => l.order_id === order.id), historyOf(order.id), refunds.filter((r) => r.order_id === order.id)),
      ...(pickup ? { pickup } : {}),
    };
  });
}
