import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { ActivityActors, ActivityListQuery, ActivityRow } from '../../../../shared/admin/activity.schema';
import { adminRequest } from './admin-client';

/** One page of the activity list for this query (the previous page stays on screen while the next loads). */
export function useActivity(query: ActivityListQuery) {
  return useQuery({
    queryKey: ['admin', 'activity', query],
    queryFn: () => adminRequest<ListPage<ActivityRow>>('GET', 'activity', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who has made a change, for the "who" filter. */
export function useActivityActors() {
  return useQuery({
    queryKey: ['admin', 'activity', 'actors'],
    queryFn: () => adminRequest<ActivityActors>('GET', 'activity/actors'),
    staleTime: 60_000,
  });
}
