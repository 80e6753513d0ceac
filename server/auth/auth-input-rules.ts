import { APIError, createAuthMiddleware } from 'better-auth/api';
import { fullNameSchema } from '../../shared/auth/auth-schemas';
import { hasControlCharacter } from '../../shared/text.schema';
import { VALIDATION } from '../../shared/texts';
import { enforcePasswordRule } from './password-rule';

// better-auth's endpoints that take the user's name (SPEC §5: the full name, at least 2 characters).
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

/** The first key path in a parsed body, query or params whose key or string value holds a control character. */
function controlCharacterAt(root: unknown): string | undefined {
  // A loop, not recursion: a body may nest thousands deep.
  const pending: Array<[unknown, string]> = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string' && hasControlCharacter(value)) return path;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return path;
      pending.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

function refuseControlCharacters(input: Record<string, unknown>): void {
  for (const part of ['body', 'query', 'params']) {
    const at = controlCharacterAt(input[part]);
    if (at !== undefined) throw APIError.from('BAD_REQUEST', { code: 'CONTROL_CHARACTERS', message: `${VALIDATION.controlCharacters} (${at || part})` });
  }
}

function enforceNameRule(path: string, body: unknown): void {
  if (!NAME_PATHS.has(path) || typeof body !== 'object' || body === null || !('name' in body)) return;
  const parsed = fullNameSchema.safeParse((body as { name: unknown }).name);
  if (!parsed.success) throw APIError.from('BAD_REQUEST', { code: 'INVALID_NAME', message: parsed.error.issues[0]?.message ?? VALIDATION.nameMinLength });
}

// /verify-email redirects to its callbackURL on a bad token, and better-auth builds that URL without a
// base: anything but an absolute URL would be its 500. The shop sends no verification emails.
function refuseRelativeCallback(path: string, query: unknown): void {
  if (path !== '/verify-email' || typeof query !== 'object' || query === null) return;
  const callbackURL = (query as { callbackURL?: unknown }).callbackURL;
  if (typeof callbackURL === 'string' && !URL.canParse(callbackURL)) {
    throw APIError.from('BAD_REQUEST', { code: 'INVALID_CALLBACK_URL', message: 'callbackURL must be an absolute URL' });
  }
}

/**
 * better-auth's routes do not go through our schemas: this before-hook holds them to the same rules
 * (no control characters anywhere, SPEC §5's name and password rules) before any endpoint runs.
 */
export const enforceAuthInputRules = createAuthMiddleware(async (ctx) => {
  const input = ctx as unknown as Record<string, unknown>;
  refuseControlCharacters(input);
  enforceNameRule(ctx.path, ctx.body);
  enforcePasswordRule(ctx.path, ctx.body);
  refuseRelativeCallback(ctx.path, ctx.query);
});
