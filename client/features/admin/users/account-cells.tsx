import { ROLE_LABELS, type AccountRow } from '../../../../shared/admin/accounts.schema';
import { ROLES } from '../../../../shared/roles';
import type { ListFilter } from '../kit/data-table';
import { StatusBadge } from '../kit/status-badge';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date as staff read it; never: an em dash. */
export function DateText({ value, never = 'Never' }: { value: string | null; never?: string }) {
  return value ? <time dateTime={value}>{when.format(new Date(value))}</time> : <span className="muted">{never}</span>;
}

/** The account's state in a word. */
export function AccountStateBadge({ row }: { row: AccountRow }) {
  return row.disabledAt ? <StatusBadge tone="bad">Disabled</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>;
}

/** The account's roles as words ("Customer" without any). */
export function rolesText(row: AccountRow): string {
  return row.roles.length > 0 ? row.roles.map((role) => ROLE_LABELS[role]).join(', ') : 'Customer';
}

/** Both account lists filter by role and by state (the API's `role` and `disabled`). */
export const ACCOUNT_FILTERS: ReadonlyArray<ListFilter> = [
  {
    key: 'role',
    label: 'Role',
    options: [
      ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      { value: 'any', label: 'Any staff role' },
      { value: 'none', label: 'No role (customers)' },
    ],
  },
  { key: 'disabled', label: 'State', options: [{ value: 'no', label: 'Active' }, { value: 'yes', label: 'Disabled' }] },
];
