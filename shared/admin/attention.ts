import { FLAGGED_FILTER } from './order-flags';
import type { AdminScreen } from '../roles';

// The top bar's attention badge (issue 25, docs/decisions/098): what needs someone now, each count
// linking to its filtered list, for the screens the user's roles open and within their stores.

export type AttentionKey = 'awaitingApproval' | 'flaggedPickups' | 'failedEmails' | 'tillSyncFailed';

export interface AttentionItem {
  key: AttentionKey;
  label: string;
  count: number;
  path: string;
}

/** GET /api/admin/dashboard/attention */
export interface Attention {
  items: AttentionItem[];
  total: number;
}

/** Each item: its words, the screen it needs and the filtered list it opens. */
export const ATTENTION_ITEMS: Readonly<Record<AttentionKey, { label: string; screen: AdminScreen; path: string }>> = {
  awaitingApproval: { label: 'Orders awaiting approval', screen: 'order-approvals', path: '/admin/order-approvals' },
  flaggedPickups: { label: 'Flagged pickups', screen: 'orders', path: `/admin/orders?flagged=${FLAGGED_FILTER}` },
  failedEmails: { label: 'Emails that failed', screen: 'email-logs', path: '/admin/email-logs?status=failed' },
  tillSyncFailed: { label: 'Till sync failed (stock may differ from the tills)', screen: 'epos-sync', path: '/admin/epos-sync' },
};

export const ATTENTION_TEXTS = {
  button: 'Needs attention',
  none: 'Nothing needs attention',
  heading: 'Needs attention',
} as const;
