import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '../../../../shared/admin/dashboard';
import { adminRequest } from './admin-client';

/** The dashboard's figures, refreshed every minute while it is open (today's sales move). */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => adminRequest<DashboardData>('GET', 'dashboard'),
    refetchInterval: 60_000,
  });
}
