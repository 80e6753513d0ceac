import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './admin-client';

/**
 * The back office's one QueryClient. It is online only: a query that failed for want of the network is
 * not retried in a loop, and nothing is refetched on focus while a form is being typed into.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof AdminApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
