import { isErrorEnvelope, type ErrorCode, type FieldErrors } from '../../../../shared/errors';

/** A failed back-office call: the envelope's code, message and per-field errors, or NETWORK when offline. */
export class AdminApiError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly status: number;
  readonly fields: FieldErrors;
  /** On a 409 for a stale change: the record as it now is (the envelope's `error.current`). */
  readonly current: unknown;
  constructor(code: ErrorCode | 'NETWORK', message: string, status: number, fields: FieldErrors = {}, current?: unknown) {
    super(message);
    this.current = current;
    this.name = 'AdminApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** `/api/admin/<path>?<query>`, leaving out empty values. */
export function adminUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/admin/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/**
 * The one way the back office talks to its API: JSON in, JSON out, errors as AdminApiError built
 * from the shared envelope. TanStack Query hooks call this; screens never call fetch themselves.
 */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; formData?: FormData } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: options.formData
        ? { accept: 'application/json' }
        : { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new AdminApiError('NETWORK', 'The back office needs the network.', 0);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body as T;
  if (isErrorEnvelope(body)) {
    throw new AdminApiError(body.error.code, body.error.message, response.status, body.error.fields ?? {}, body.error.current);
  }
  throw new AdminApiError('INTERNAL', 'Something went wrong. Please try again.', response.status);
}
