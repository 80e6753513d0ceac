import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '../../../../shared/analytics/analytics';
import { adminRequest } from './admin-client';

/** The analytics of a range, per country (the server aggregates; the browser only shows). */
export function useAnalytics(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['admin', 'analytics', range?.from, range?.to],
    queryFn: () => adminRequest<AnalyticsReport>('GET', 'analytics', { query: { from: range!.from, to: range!.to } }),
    enabled: range !== null,
  });
}
