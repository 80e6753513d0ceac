import type { Kysely } from 'kysely';
import type { DB, Row } from '../../db/schema';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import { orderStatusLabel } from '../../../shared/orders/order-texts';
import { TRACK_ORDER_FIELD_TEXTS } from '../../../shared/orders/order-tracking';
import type { SupportOrderSummary, SupportOrdersAnswer } from '../../../shared/support/desk';
import { CHAT_TEXTS } from '../../../shared/support/desk-texts';
import { trackOrder } from '../../orders/orders.service';
import { selectOrdersOfUser } from '../../orders/orders.repo';
import type { OrderView } from '../../../shared/checkout/api';

/** How many of a signed-in shopper's orders the chat lists. */
export const RECENT_ORDERS = 5;

/**
 * Order status in the chat. A number with an email: the one tracking rule (trackOrder: both must
 * match, a wrong email is the same 404 as an unknown number). Otherwise the signed-in shopper's own
 * orders: the recent ones, or the one with that number among them. Nobody else's order, ever.
 */
export async function supportOrders(
  db: Kysely<DB>,
  userId: string | null,
  request: { orderNumber?: string | undefined; email?: string | undefined },
): Promise<SupportOrdersAnswer> {
  if (request.orderNumber !== undefined && request.email !== undefined) {
    const view = await trackOrder(db, { orderNumber: request.orderNumber, email: request.email }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? new AppError('NOT_FOUND', CHAT_TEXTS.orderNotFound) : error;
    });
    return { orders: [summaryOfView(view)] };
  }
  if (userId === null) throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { orderNumber: TRACK_ORDER_FIELD_TEXTS.orderNumberRequired, email: TRACK_ORDER_FIELD_TEXTS.emailRequired });
  if (request.orderNumber !== undefined) {
    const own = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('order_number', '=', request.orderNumber).executeTakeFirst();
    if (!own) throw new AppError('NOT_FOUND', CHAT_TEXTS.orderNotFound);
    return { orders: [summaryOfRow(own)] };
  }
  return { orders: (await selectOrdersOfUser(db, userId, RECENT_ORDERS)).map(summaryOfRow) };
}

function summary(orderNumber: string, placedAt: string, status: string, total: number, currency: string): SupportOrderSummary {
  return { orderNumber, placedAt, status, statusLabel: orderStatusLabel(status), total, currency };
}

function summaryOfView(view: OrderView): SupportOrderSummary {
  return summary(view.orderNumber, view.createdAt, view.status, view.totals.total, view.currency);
}

function summaryOfRow(row: Row<'orders'>): SupportOrderSummary {
  return summary(row.order_number, new Date(row.created_at).toISOString(), row.status, row.total, row.currency);
}
