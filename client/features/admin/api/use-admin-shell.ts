import { useQuery } from '@tanstack/react-query';
import type { AdminShell } from '../../../../shared/admin/shell';
import { adminRequest } from './admin-client';

/** The frame's own facts about the signed-in staff member (their stores), read once per sign-in. */
export function useAdminShell(userId: string) {
  return useQuery({
    queryKey: ['admin', 'shell', userId],
    queryFn: () => adminRequest<AdminShell>('GET', 'dashboard/shell'),
    staleTime: 5 * 60_000,
  });
}
