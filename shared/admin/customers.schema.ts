import type { CurrencyCode } from '../money';
import type { OrderStatus } from '../orders/order-status';
import { listQuerySchema } from './list-query';

// The customers screen (issue 12, "Customers"): every account with its order count and lifetime
// spend per currency, and one customer's profile, addresses, orders, refunds, newsletter and
// do-not-sell status. Read-only; never any password, session or token data (docs/decisions/044).

/** GET /api/admin/customers: search by name or email, sort, page (the base list query). */
export const customersListQuerySchema = listQuerySchema({});
export type CustomersListQuery = ReturnType<typeof customersListQuerySchema.parse>;

/** Money per currency: only the currencies the customer has paid in appear. */
export type SpendByCurrency = Partial<Record<CurrencyCode, number>>;

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  /** Orders placed and paid for (captured, or pending at PayPal), refunded ones included. */
  orderCount: number;
  /** What the customer has paid, less what was refunded, in minor units per currency. */
  spend: SpendByCurrency;
}

export interface CustomerAddress {
  id: string;
  label: string | null;
  fullName: string;
  lines: string[];
  country: string;
  phone: string | null;
  isDefault: boolean;
}

export interface CustomerOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  currency: CurrencyCode;
  total: number;
  deliveryMethod: 'shipping' | 'pickup';
}

export interface CustomerRefund {
  id: string;
  orderId: string;
  orderNumber: string;
  amount: number;
  currency: CurrencyCode;
  status: string;
  reason: string | null;
  createdAt: string;
}

/** GET /api/admin/customers/:id → { record: CustomerDetail } */
export interface CustomerDetail {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  emailVerified: boolean;
  /** When the customer last signed in (their newest session), or null when they never have. */
  lastSignInAt: string | null;
  orderCount: number;
  spend: SpendByCurrency;
  addresses: CustomerAddress[];
  orders: CustomerOrder[];
  refunds: CustomerRefund[];
  newsletter: { subscribed: boolean; since: string | null };
  doNotSell: { requested: boolean; status: 'received' | 'completed' | null; requestedAt: string | null };
}

export const CUSTOMER_TEXTS = {
  notFound: 'Customer not found',
} as const;
