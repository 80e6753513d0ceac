import { ApiError, apiRequest, withQuery, type ApiMethod, type ApiQuery } from '../../../lib/api/api-client';

/** A failed back-office call: the shop's one ApiError (client/lib/api/api-client.ts). */
export const AdminApiError = ApiError;
export type AdminApiError = ApiError;

/** `/api/admin/<path>?<query>`, leaving out empty values. */
export function adminUrl(path: string, query: ApiQuery = {}): string {
  return withQuery(`/api/admin/${path.replace(/^\/+/, '')}`, query);
}

/**
 * The one way the back office talks to its API (through the shop's `apiRequest`): JSON in, JSON
 * out, errors as ApiError from the shared envelope. TanStack Query hooks call this; screens never
 * call fetch themselves.
 */
export function adminRequest<T>(method: ApiMethod, path: string, options: { query?: ApiQuery; body?: unknown; formData?: FormData; signal?: AbortSignal } = {}): Promise<T> {
  return apiRequest<T>(method, adminUrl(path), { ...options, offlineMessage: 'The back office needs the network.' });
}
