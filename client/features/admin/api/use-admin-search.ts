import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../../shared/admin/search';
import { adminRequest } from './admin-client';

/** The back office's one search for a trimmed term: a query for the hook, or to be awaited on Enter. */
export function adminSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => adminRequest<SearchResults>('GET', 'dashboard/search', { query: { q }, signal }),
    staleTime: 10_000,
  });
}

/** The search for a term as someone types (nothing is asked for a blank one); the last answer stays while the next loads. */
export function useAdminSearch(term: string) {
  const q = term.trim();
  return useQuery({ ...adminSearchQuery(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
