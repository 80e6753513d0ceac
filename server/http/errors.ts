import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { AppError, HTTP_STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope, type FieldErrors, ERROR_MESSAGES } from '../../shared/errors';
import { clientDataCondition } from './database-errors';

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

export function errorResponse(c: Context, code: ErrorCode, message: string, fields?: FieldErrors, current?: unknown): Response {
  const body: ErrorEnvelope = { error: { code, message, ...(fields ? { fields } : {}), ...(current !== undefined ? { current } : {}) } };
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
    console.error(JSON.stringify({ level: 'warn', msg: 'database refused request data', path: c.req.path, condition, error: String(error) }));
    return errorResponse(c, 'INVALID_DATA', ERROR_MESSAGES.invalidRequest);
  }
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled error', path: c.req.path, error: String(error), stack: error.stack }));
  return errorResponse(c, 'INTERNAL', 'Something went wrong');
}
