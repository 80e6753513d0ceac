import { useQuery } from '@tanstack/react-query';
import type { Attention } from '../../../../shared/admin/attention';
import { adminRequest } from './admin-client';

/** The attention badge's counts: read again whenever the change stream names their tables (use-admin-live.ts). */
export function useAttention() {
  return useQuery({ queryKey: ['admin', 'attention'], queryFn: () => adminRequest<Attention>('GET', 'dashboard/attention') });
}
