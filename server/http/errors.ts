import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { AppError, HTTP_STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope, type FieldErrors, ERROR_MESSAGES } from '../../shared/errors';
import { clientDataCondition } from './database-errors';
import { logOf } from '../logging/request-context';

/**
 * Per-field messages from a zod error (first message wins), keyed by the first path element, or with
 * `fullPaths` by the whole path as a form names its fields (`variants.1.name`: nested forms' rows).
 */
export function fieldErrorsFrom(error: z.ZodError, options: { fullPaths?: boolean } = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? '_' : options.fullPaths ? issue.path.map(String).join('.') : String(issue.path[0]);
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The error envelope as a response. An INTERNAL error also carries the request's id, so what a
 * shopper or a screen reports can be found in the log (docs/decisions/061); every response has it
 * in the x-request-id header.
 */
export function errorResponse(c: Context, code: ErrorCode, message: string, fields?: FieldErrors, current?: unknown): Response {
  const requestId = code === 'INTERNAL' ? (c.var as { requestId?: string }).requestId : undefined;
  const body: ErrorEnvelope = { error: { code, message, ...(fields ? { fields } : {}), ...(current !== undefined ? { current } : {}), ...(requestId ? { requestId } : {}) } };
  return c.json(body, HTTP_STATUS_BY_CODE[code] as ContentfulStatusCode);
}

/**
 * The app's one error handler: vocabulary errors keep their code, data the database refuses as
 * malformed is a 400, anything unexpected is a logged 500.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) return errorResponse(c, error.code, error.message, error.fields, error.current);
  if (error instanceof z.ZodError) return errorResponse(c, 'INVALID_DATA', ERROR_MESSAGES.invalidRequest, fieldErrorsFrom(error));
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 400) return errorResponse(c, 'INVALID_DATA', error.message || ERROR_MESSAGES.invalidRequest);
    if (status === 401) return errorResponse(c, 'UNAUTHORIZED', ERROR_MESSAGES.signInRequired);
    if (status === 403) return errorResponse(c, 'FORBIDDEN', 'Not allowed');
    if (status === 404) return errorResponse(c, 'NOT_FOUND', 'Not found');
    if (status === 413) return errorResponse(c, 'INVALID_DATA', 'Request body too large');
  }
  const condition = clientDataCondition(error);
  if (condition) {
    // A warning, not an error: the client is at fault, but a schema let the value through.
    logOf(c).warn({ path: c.req.path, condition, error: String(error) }, 'database refused request data');
    return errorResponse(c, 'INVALID_DATA', ERROR_MESSAGES.invalidRequest);
  }
  logOf(c).error({ path: c.req.path, error: String(error), stack: error.stack }, 'unhandled error');
  return errorResponse(c, 'INTERNAL', 'Something went wrong');
}
