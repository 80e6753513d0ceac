/** The one closed vocabulary of error codes shared by server and client. */
export const ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_DATA',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PROMO_INVALID',
  'PROMO_NOT_YET_ACTIVE',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_MINIMUM_NOT_MET',
  'PAYMENT_FAILED',
  'PAYMENT_DECLINED',
  'PAYMENT_TOTAL_CHANGED',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code; the server's one onError uses it. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PROMO_INVALID: 422,
  PROMO_NOT_YET_ACTIVE: 422,
  PROMO_EXPIRED: 422,
  PROMO_USED_UP: 422,
  PROMO_MINIMUM_NOT_MET: 422,
  PAYMENT_FAILED: 502,
  PAYMENT_DECLINED: 402,
  /** The total to capture is not the one the shopper approved: approve again (docs/decisions/068). */
  PAYMENT_TOTAL_CHANGED: 409,
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** Per-field messages, keyed by the first path element of the invalid input. */
export type FieldErrors = Record<string, string>;

/** The envelope's message when nothing more specific is said. */
export const ERROR_MESSAGES = {
  invalidRequest: 'Invalid request',
  notFound: 'Not found',
  signInRequired: 'Sign in required',
} as const;

/** The one JSON error envelope every API error uses. */
export interface ErrorEnvelope {
  /**
   * `current`: on a 409 for a stale change, the record as it now is (so the screen can show it).
   * `requestId`: on an INTERNAL error, the request's id in the server's log (also in the x-request-id header).
   */
  error: { code: ErrorCode; message: string; fields?: FieldErrors; current?: unknown; requestId?: string };
}

/** An expected failure with a code from the vocabulary; thrown by services, mapped by onError. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  /** On a CONFLICT: the record as it now is, sent back with the error. */
  readonly current: unknown;
  constructor(code: ErrorCode, message: string, fields?: FieldErrors, current?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.current = current;
  }
}

/** Type guard for an error envelope received over the network. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
