import { AppError } from '../../shared/errors';

/** A unique constraint of a table, as the form field it belongs to and what to tell the user. */
export interface UniqueField {
  field: string;
  message: string;
}

/**
 * A unique violation (SQLSTATE 23505) on one of the given constraints, as a 409 with the field's
 * error (shared/admin/api.ts): the database decides, so two saves racing for one slug cannot both win.
 */
export function uniqueFieldError(error: unknown, constraints: Readonly<Record<string, UniqueField>>): AppError | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '23505') return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  const unique = typeof constraint === 'string' && Object.hasOwn(constraints, constraint) ? constraints[constraint] : undefined;
  if (!unique) return null;
  return new AppError('CONFLICT', unique.message, { [unique.field]: unique.message });
}
