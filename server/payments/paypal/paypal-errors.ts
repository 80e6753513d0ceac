import { AppError } from '../../../shared/errors';

/** One detail of a PayPal error body: `issue` is the machine-readable reason (INSTRUMENT_DECLINED, ...). */
export interface PayPalErrorDetail {
  issue: string;
  description?: string;
  field?: string;
  value?: string;
  location?: string;
}

/** A non-2xx answer from PayPal, with its documented body: { name, message, debug_id, details }. */
export class PayPalApiError extends Error {
  readonly status: number;
  /** PayPal's error name, e.g. UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, AUTHENTICATION_FAILURE. */
  readonly errorName: string;
  readonly debugId: string | null;
  readonly details: PayPalErrorDetail[];

  constructor(status: number, errorName: string, message: string, debugId: string | null, details: PayPalErrorDetail[]) {
    super(`PayPal ${status} ${errorName}: ${message}${details.length ? ` (${details.map((d) => d.issue).join(', ')})` : ''}`);
    this.name = 'PayPalApiError';
    this.status = status;
    this.errorName = errorName;
    this.debugId = debugId;
    this.details = details;
  }

  hasIssue(issue: string): boolean {
    return this.details.some((detail) => detail.issue === issue);
  }
}

/** Reads PayPal's error body (or the OAuth `{ error, error_description }` one) into a PayPalApiError. */
export async function payPalErrorFrom(response: Response): Promise<PayPalApiError> {
  const debugHeader = response.headers.get('paypal-debug-id');
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // PayPal answers errors with JSON; anything else (a proxy's HTML page) keeps only the status.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : typeof record.error === 'string' ? record.error : `HTTP_${response.status}`;
  const message =
    typeof record.message === 'string' ? record.message : typeof record.error_description === 'string' ? record.error_description : response.statusText || 'PayPal request failed';
  const debugId = typeof record.debug_id === 'string' ? record.debug_id : debugHeader;
  const details = Array.isArray(record.details)
    ? record.details.flatMap((detail): PayPalErrorDetail[] => {
        if (typeof detail !== 'object' || detail === null || typeof (detail as { issue?: unknown }).issue !== 'string') return [];
        const d = detail as Record<string, unknown>;
        return [{
          issue: d.issue as string,
          ...(typeof d.description === 'string' ? { description: d.description } : {}),
          ...(typeof d.field === 'string' ? { field: d.field } : {}),
        }];
      })
    : [];
  return new PayPalApiError(response.status, name, message, debugId, details);
}

/**
 * PayPal gave no definite answer: unreachable or timed out, or still a server error after the
 * retries. The call may or may not have taken effect at PayPal; a capture is then retried later with
 * the same PayPal-Request-Id rather than treated as refused (docs/decisions/019). For everything
 * else it is the PAYMENT_FAILED it always was.
 */
export class PayPalNoAnswerError extends AppError {
  constructor(message: string) {
    super('PAYMENT_FAILED', message);
    this.name = 'PayPalNoAnswerError';
  }
}

/**
 * PayPal refused to capture an order the shopper has not approved (ORDER_NOT_APPROVED, a 422
 * UNPROCESSABLE_ENTITY). Nothing happened at PayPal: the request was understood and refused, not a
 * gateway failure, so the shop answers 422 rather than the 502 of a PAYMENT_FAILED.
 */
export class PayPalNotApprovedError extends AppError {
  constructor(message: string) {
    super('PAYMENT_FAILED', message);
    this.name = 'PayPalNotApprovedError';
  }
}
