import type { ApprovalOrder } from '../../../shared/orders/order-approval';
import type { Row } from '../../db/schema';
import type { CaptureLine } from '../orders.repo';

/** An order and its lines as the approval rule reads them. */
export function approvalOrderOf(order: Pick<Row<'orders'>, 'currency' | 'total'>, lines: ReadonlyArray<Pick<CaptureLine, 'product_name' | 'variant_name' | 'quantity'>>): ApprovalOrder {
  return {
    currency: order.currency,
    total: order.total,
    lines: lines.map((line) => ({ productName: line.product_name, variantName: line.variant_name, quantity: line.quantity })),
  };
}
