import * as z from 'zod';
import { VALIDATION } from '../texts';
import type { FieldErrors } from '../errors';
import { text } from '../text.schema';

/** The password rule of SPEC §5: each unmet part has its own message, checked in this order. */
export const passwordSchema = text()
  .min(8, VALIDATION.passwordMinLength)
  .regex(/[A-Z]/, VALIDATION.passwordUppercase)
  .regex(/[a-z]/, VALIDATION.passwordLowercase)
  .regex(/[0-9]/, VALIDATION.passwordNumber)
  .regex(/[^A-Za-z0-9]/, VALIDATION.passwordSpecial);

/** The first broken part of the password rule, or undefined when the password meets it. */
export function passwordRuleMessage(password: string): string | undefined {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const emailSchema = text().trim().pipe(z.email(VALIDATION.invalidEmailAddress));

/** True when the text, trimmed, is an email address the shop accepts (the one email rule). */
export const isEmailAddress = (value: string): boolean => emailSchema.safeParse(value).success;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** SPEC §5: the full name, at least 2 characters once trimmed (and at most 100). */
export const fullNameSchema = text().trim().min(2, VALIDATION.nameMinLength).max(100, VALIDATION.nameMaxLength);

export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: text(),
  })
  .refine((input) => input.password === input.confirmPassword, { message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** /reset-password: the new password twice, under the sign-up rule. */
export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: text() })
  .refine((input) => input.password === input.confirmPassword, { message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] });

/** /profile: the current password, and the new one twice under the sign-up rule. */
export const changePasswordSchema = z
  .object({ currentPassword: text().min(1, 'Enter your current password'), newPassword: passwordSchema, confirmPassword: text() })
  .refine((input) => input.newPassword === input.confirmPassword, { message: VALIDATION.passwordsDontMatch, path: ['confirmPassword'] });

export const profileNameSchema = z.object({ fullName: fullNameSchema });

/** Per-field messages keyed by the first path element of each issue; the first message per field wins. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a schema and answers either the data or the per-field messages. */
export function checkFields<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
