import * as z from 'zod';
import type { CurrencyCode } from '../money';
import type { ApprovalReason } from '../orders/order-approval';
import type { OrderStatus } from '../orders/order-status';
import { listQuerySchema } from './list-query';

// The approvals queue (issue 12, "Order approvals"; docs/decisions/044).

/** GET /api/admin/order-approvals: the held orders, oldest first by default. */
export const approvalsListQuerySchema = listQuerySchema({});
export type ApprovalsListQuery = ReturnType<typeof approvalsListQuerySchema.parse>;

export interface ApprovalCustomerHistory {
  /** An account, or a guest known by the order's email. */
  kind: 'account' | 'guest';
  name: string | null;
  email: string | null;
  /** When the account was made; null for a guest. */
  accountCreatedAt: string | null;
  /** Orders placed and paid for (this one included). */
  orderCount: number;
  refundCount: number;
  refunded: Partial<Record<CurrencyCode, number>>;
}

export interface ApprovalRow {
  id: string;
  orderNumber: string;
  createdAt: string;
  currency: CurrencyCode;
  total: number;
  status: OrderStatus;
  deliveryMethod: 'shipping' | 'pickup';
  version: number;
  paymentStatus: 'captured' | 'pending' | null;
  /** Which rules hold it (a pending capture while PayPal still reviews it). */
  reasons: ApprovalReason[];
  customer: ApprovalCustomerHistory;
}

export const approveSchema = z.object({ version: z.number().int().min(1) });
export const rejectSchema = z.object({
  version: z.number().int().min(1),
  reason: z.string().trim().min(1, 'Say why the order is rejected').max(500, 'At most 500 characters'),
  /** The same key on a retry or a double click: one refund. */
  requestKey: z.string().trim().min(8).max(100),
});
export type RejectInput = z.infer<typeof rejectSchema>;

export interface ApprovalAnswer {
  order: { id: string; status: OrderStatus; version: number };
  /** For "Check with PayPal": what PayPal said. */
  outcome?: 'completed' | 'declined' | 'still_pending';
}
