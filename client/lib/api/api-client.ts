import { isErrorEnvelope, type ErrorCode, type FieldErrors } from '../../../shared/errors';

/** What else a failed answer carried, besides its code, message and fields. */
export interface ApiErrorDetails {
  /** On a 409 for a stale change: the record as it now is (the envelope's `error.current`). */
  current?: unknown;
  /** On a 429: seconds until the limit lets the next try through (`Retry-After`). */
  retryAfterSeconds?: number | null;
  /** The answer's parsed JSON body (null when there was none). */
  body?: unknown;
}

/** A failed call to the shop's API: the envelope's code, message and per-field errors, or NETWORK when offline. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly status: number;
  readonly fields: FieldErrors;
  /** On a 409 for a stale change: the record as it now is (the envelope's `error.current`). */
  readonly current: unknown;
  /** On a 429: seconds until the limit lets the next try through (`Retry-After`). */
  readonly retryAfterSeconds: number | null;
  /**
   * The answer's parsed JSON body, null when there was none (offline, an empty or non-JSON answer):
   * for what a refusal carries beyond the envelope's usual fields (a checkout 409's `error.quote`).
   */
  readonly body: unknown;
  constructor(code: ErrorCode | 'NETWORK', message: string, status: number, fields: FieldErrors = {}, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.current = details.current;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.body = details.body ?? null;
  }
}

/** The server's own message for a failed call (its error envelope's), or undefined: offline, or an answer without the envelope. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && isErrorEnvelope(error.body) && error.body.error.message ? error.message : undefined;
}

/** What to tell the user about a failed call: the server's message, the offline text, or the answer's status. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? (error.code === 'NETWORK' ? error.message : `The server answered ${error.status}.`);
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
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

export interface ApiRequestOptions {
  query?: ApiQuery;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body`. */
  formData?: FormData;
  /** The NETWORK error's message (default OFFLINE_MESSAGE). */
  offlineMessage?: string;
  /** Aborting rejects with the browser's AbortError, never an ApiError. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one way the client talks to the shop's API (docs/decisions/059): JSON (or a multipart form)
 * in, JSON out (null for a 204 or an empty answer), every failure an ApiError built from the shared
 * error envelope. The back office's `adminRequest`, the storefront, the account, the checkout and
 * the sync all go through here.
 */
export async function apiRequest<T>(method: ApiMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendApiRequest(method, path, options);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body as T;
  throw apiRefusal(response, body);
}

/** Sends a call (apiRequest's and api-client-text.ts's): the answer, whatever its status, or a NETWORK ApiError. */
export async function sendApiRequest(method: ApiMethod, path: string, options: ApiRequestOptions): Promise<Response> {
  try {
    // eslint-disable-next-line no-restricted-globals -- the one client's own fetch (docs/decisions/059)
    return await fetch(withQuery(path, options.query), {
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
}

/** The ApiError for an answer that is not a success, from its parsed body. */
export function apiRefusal(response: Response, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return new ApiError(body.error.code, body.error.message, response.status, body.error.fields ?? {}, {
      current: body.error.current,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      body,
    });
  }
  return new ApiError('INTERNAL', 'Something went wrong. Please try again.', response.status, {}, { body });
}
