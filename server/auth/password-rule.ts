import { APIError } from 'better-auth/api';
import { passwordRuleMessage } from '../../shared/auth/auth-schemas';

/** Every better-auth endpoint that sets a password, and the body field that carries it. */
export const PASSWORD_FIELD_BY_PATH: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * better-auth has no password-strength option: the before-hook (auth-input-rules.ts) applies the
 * sign-up rule of SPEC §5 (shared/auth) wherever a password is set. A weak one is a 400 with the
 * rule's message.
 */
export function enforcePasswordRule(path: string, body: unknown): void {
  const field = PASSWORD_FIELD_BY_PATH[path];
  if (!field) return;
  const password = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  // A missing or non-string password is left to the endpoint's own schema (also a 400).
  if (typeof password !== 'string') return;
  const message = passwordRuleMessage(password);
  if (message) throw APIError.from('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message });
}
