import type { ApprovalLimits, ApprovalOrder } from '../../../shared/orders/order-approval';
import type { Settings } from '../../../shared/settings';
import type { Row } from '../../db/schema';
import type { CaptureLine } from '../orders.repo';

/** The approval rule's limits from the shop's settings (read with server/settings/settings.repo.ts). */
export function approvalLimitsOf(settings: Pick<Settings, 'order_approval_threshold' | 'order_approval_max_line_quantity'>): ApprovalLimits {
  return { threshold: settings.order_approval_threshold, maxLineQuantity: settings.order_approval_max_line_quantity };
}

/** An order and its lines as the approval rule reads them. */
export function approvalOrderOf(order: Pick<Row<'orders'>, 'currency' | 'total'>, lines: ReadonlyArray<Pick<CaptureLine, 'product_name' | 'variant_name' | 'quantity'>>): ApprovalOrder {
  return {
    currency: order.currency,
    total: order.total,
    lines: lines.map((line) => ({ productName: line.product_name, variantName: line.variant_name, quantity: line.quantity })),
  };
}
