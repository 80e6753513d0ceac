import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTP_STATUS_BY_CODE, type ErrorCode, type FieldErrors } from '../../shared/errors';
import type { Quote } from '../../shared/checkout/api';
import { requestFieldOf, type ContactProblem } from '../../shared/checkout/contact';

/**
 * An expected refusal of a checkout step (stock short, promo not valid, prices changed, payment
 * declined): a value from the services, turned into the error envelope only at the route.
 */
export interface CheckoutRefusal {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /**
   * Overrides the code's usual status: a well-formed address the currency cannot ship to is
   * 422 INVALID_DATA (the request was understood and refused), not the 400 of malformed input.
   */
  status?: 422;
  /** The server's fresh quote when the shopper's view is out of date (409 CONFLICT, OUT_OF_STOCK). */
  quote?: Quote;
}

export type CheckoutOutcome<T> = { ok: true; value: T } | { ok: false; refusal: CheckoutRefusal };

export const accepted = <T>(value: T): CheckoutOutcome<T> => ({ ok: true, value });
export const refused = <T = never>(refusal: CheckoutRefusal): CheckoutOutcome<T> => ({ ok: false, refusal });

/** A missing contact or delivery detail: 422 naming the field (the request was understood). */
export function contactRefusal(problem: ContactProblem): CheckoutRefusal {
  return { code: 'INVALID_DATA', message: problem.message, fields: { [requestFieldOf(problem.field)]: problem.message }, status: 422 };
}

/** The one error envelope, with the fresh quote as `error.quote` when there is one. */
export function refusalResponse(c: Context, refusal: CheckoutRefusal): Response {
  const { code, message, fields, quote, status } = refusal;
  return c.json(
    { error: { code, message, ...(fields ? { fields } : {}), ...(quote ? { quote } : {}) } },
    (status ?? HTTP_STATUS_BY_CODE[code]) as ContentfulStatusCode,
  );
}
