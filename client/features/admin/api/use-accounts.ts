import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountListQuery, AccountRow, StoreChoice } from '../../../../shared/admin/accounts.schema';
import type { ListPage } from '../../../../shared/admin/api';
import type { Role } from '../../../../shared/roles';
import { adminRequest } from './admin-client';

/** The two screens that list accounts: user management and role management (issue 12). */
export type AccountScreen = 'user-management' | 'role-management';

// One key for both screens' lists: a change made on either shows on both.
const ACCOUNTS = ['accounts'] as const;

function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACCOUNTS });
}

/** GET /api/admin/<screen>: every account with its roles, stores, created, last sign-in and state. */
export function useAccountList(screen: AccountScreen, query: AccountListQuery) {
  return useQuery({
    queryKey: [...ACCOUNTS, screen, query],
    queryFn: () => adminRequest<ListPage<AccountRow>>('GET', screen, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** What user management does to one account. */
export type AccountAction = 'disable' | 'enable' | 'password-reset';

/** POST /api/admin/user-management/:id/<action>. */
export function useAccountAction() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccountAction }) =>
      adminRequest<unknown>('POST', `user-management/${encodeURIComponent(id)}/${action}`),
    onSuccess: invalidate,
  });
}

/** Gives (POST …/roles) or takes (DELETE …/roles/:role) one role. */
export function useRoleChange() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, role, held }: { id: string; role: Role; held: boolean }) =>
      held
        ? adminRequest<{ record: AccountRow }>('POST', `role-management/${encodeURIComponent(id)}/roles`, { body: { role } })
        : adminRequest<{ record: AccountRow }>('DELETE', `role-management/${encodeURIComponent(id)}/roles/${role}`),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/role-management/:id/stores: the whole set of stores a manager or staff member works in. */
export function useStoreTies() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, storeIds }: { id: string; storeIds: string[] }) =>
      adminRequest<{ record: AccountRow }>('PUT', `role-management/${encodeURIComponent(id)}/stores`, { body: { storeIds } }),
    onSuccess: invalidate,
  });
}

/** The active stores a manager or staff member can be tied to. */
export function useActiveStores(enabled: boolean) {
  return useQuery({
    queryKey: ['role-management', 'stores'],
    queryFn: async () => (await adminRequest<{ stores: StoreChoice[] }>('GET', 'role-management/stores')).stores,
    enabled,
  });
}
