import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { fieldErrorsFrom } from './errors';

/**
 * Validates one part of the request with a zod schema; bad input becomes a 400 in the
 * error envelope with per-field messages (malformed JSON is Hono's 400, mapped by onError).
 * `fullPaths`: nested fields keep their whole path (`variants.0.price`) for forms with rows.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema, options: { fullPaths?: boolean } = {}) {
  return validator(target, async (value: unknown) => {
    const parsed = await schema.safeParseAsync(value);
    if (!parsed.success) throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, fieldErrorsFrom(parsed.error, options));
    return parsed.data as z.output<Schema>;
  });
}
