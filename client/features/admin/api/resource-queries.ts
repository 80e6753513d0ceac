import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, ListPage } from '../../../../shared/admin/api';
import { AdminApiError, adminRequest } from './admin-client';
import { adminQueryClient } from './query-client';

type Query = Record<string, string | number | boolean | undefined | null>;

/** What a message for staff says about a failed request. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof AdminApiError) {
    if (error.code === 'NETWORK') return 'The server could not be reached. Check the connection and try again.';
    // "Invalid request" says less than the field's own message ("This is already first").
    const fieldMessages = Object.values(error.fields);
    return error.code === 'INVALID_DATA' && fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The TanStack Query hooks of one back-office resource (`/api/admin/<resource>`), speaking the
 * contract of shared/admin/api.ts through adminRequest. Every write refreshes the resource's lists,
 * records and histories, so what staff see after saving is what the server holds.
 */
export function resourceQueries<Row extends { id: string; version: string }, Input>(resource: string) {
  return makeResourceQueries<Row, Input>(resource);
}

/** The hooks of one resource, whatever its input (what kit components that only read, move or delete take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's components never create or update
export type ResourceQueries<Row extends { id: string; version: string }> = ReturnType<typeof makeResourceQueries<Row, any>>;

function makeResourceQueries<Row extends { id: string; version: string }, Input>(resource: string) {
  const keys = {
    all: [resource] as const,
    list: (query: object) => [resource, 'list', query] as const,
    record: (id: string) => [resource, 'record', id] as const,
    history: (id: string) => [resource, 'history', id] as const,
  };

  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: keys.all });
  };

  const listQuery = (query: object) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => adminRequest<ListPage<Row>>('GET', resource, { query: query as Query }),
      placeholderData: keepPreviousData,
    });

  return {
    keys,
    useList(query: object, enabled = true) {
      return useQuery({ ...listQuery(query), enabled });
    },
    /**
     * Starts the request for this list page before its screen renders (a route's loader): the screen's
     * `useList` of the same query then finds it on its way, or in (docs/decisions/103).
     */
    askForListEarly(query: object): void {
      void adminQueryClient.prefetchQuery(listQuery(query));
    },
    useRecord(id: string) {
      return useQuery({
        queryKey: keys.record(id),
        queryFn: async () => (await adminRequest<{ record: Row }>('GET', `${resource}/${encodeURIComponent(id)}`)).record,
        // An edit form must not be reset under the user's typing by a background refetch.
        staleTime: Infinity,
      });
    },
    useHistory(id: string) {
      return useQuery({
        queryKey: keys.history(id),
        queryFn: async () => (await adminRequest<{ rows: AuditEntry[] }>('GET', `${resource}/${encodeURIComponent(id)}/history`)).rows,
      });
    },
    useCreate() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async (input: Input) => (await adminRequest<{ record: Row }>('POST', resource, { body: input })).record,
        onSuccess: invalidate,
      });
    },
    useUpdate(id: string) {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async (input: Input & { version: string }) => (await adminRequest<{ record: Row }>('PATCH', `${resource}/${encodeURIComponent(id)}`, { body: input })).record,
        onSuccess: invalidate,
      });
    },
    useRemove() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async ({ id, version, ...extra }: { id: string; version: string; moveTo?: string }) =>
          (await adminRequest<{ record: Row }>('DELETE', `${resource}/${encodeURIComponent(id)}`, { query: { version, ...extra } })).record,
        onSuccess: invalidate,
      });
    },
    useRestore() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async ({ id }: { id: string }) => (await adminRequest<{ record: Row }>('POST', `${resource}/${encodeURIComponent(id)}/restore`, { body: {} })).record,
        onSuccess: invalidate,
      });
    },
    useMove() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
          (await adminRequest<{ record: Row }>('POST', `${resource}/${encodeURIComponent(id)}/move`, { body: { direction } })).record,
        onSuccess: invalidate,
      });
    },
    useBulk() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: { action: string; ids: string[] } & Record<string, unknown>) => adminRequest<{ updated: number }>('POST', `${resource}/bulk`, { body }),
        onSuccess: invalidate,
      });
    },
  };
}
