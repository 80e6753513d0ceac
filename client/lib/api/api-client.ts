import { isErrorEnvelope, type ErrorCode, type FieldErrors } from '../../../shared/errors';

/** A failed call to the shop's API: the envelope's code, message and per-field errors, or NETWORK when offline. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly status: number;
  readonly fields: FieldErrors;
  /** On a 409 for a stale change: the record as it now is (the envelope's `error.current`). */
  readonly current: unknown;
  /** On a 429: seconds until the limit lets the next try through (`Retry-After`). */
  readonly retryAfterSeconds: number | null;
  constructor(code: ErrorCode | 'NETWORK', message: string, status: number, fields: FieldErrors = {}, current?: unknown, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.current = current;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type ApiQuery = Record<string, string | number | boolean | undefined | null>;
export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `<path>?<query>`, leaving out empty values. */
export function withQuery(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

export const OFFLINE_MESSAGE = 'You are offline. Please reconnect and try again.';

/**
 * The one way the client talks to the shop's API: JSON (or a multipart form) in, JSON out, every
 * failure an ApiError built from the shared error envelope. The back office's `adminRequest` and the
 * storefront's forms both go through here.
 */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  options: { query?: ApiQuery; body?: unknown; formData?: FormData; offlineMessage?: string; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        ...(options.formData
          ? { accept: 'application/json' }
          : { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) }),
      },
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (failure) {
    if (failure instanceof DOMException && failure.name === 'AbortError') throw failure;
    throw new ApiError('NETWORK', options.offlineMessage ?? OFFLINE_MESSAGE, 0);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body as T;
  if (isErrorEnvelope(body)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(body.error.code, body.error.message, response.status, body.error.fields ?? {}, body.error.current, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  throw new ApiError('INTERNAL', 'Something went wrong. Please try again.', response.status);
}
