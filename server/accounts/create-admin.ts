import { randomUUID } from 'node:crypto';
import { emailSchema, fullNameSchema, passwordRuleMessage } from '../../shared/auth/auth-schemas';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';

/** What createAdmin did: a new account, the admin role for an existing one, or nothing (already admin). */
export type AdminCreation =
  | { outcome: 'created'; userId: string; email: string }
  | { outcome: 'granted'; userId: string; email: string }
  | { outcome: 'already-admin'; userId: string; email: string };

/** A refused input (bad email, name or password): the command prints the message, nothing was written. */
export class AdminInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminInputError';
  }
}

export const DEFAULT_ADMIN_NAME = 'Shop Admin';

export interface AdminRequest {
  email: string;
  name?: string | undefined;
  /** Asked for only when the account is new: an existing account keeps its password. */
  password: () => Promise<string>;
}

/**
 * Makes `email` an admin: signs a new account up through better-auth (the same hashing and password
 * rule as the sign-up form) and grants the admin role in user_roles; an existing account is only
 * granted the role.
 */
export async function createAdmin(deps: { db: Database; auth: Auth }, request: AdminRequest): Promise<AdminCreation> {
  const email = parsed(emailSchema, request.email).toLowerCase();
  const name = parsed(fullNameSchema, request.name ?? DEFAULT_ADMIN_NAME);

  const existing = await deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    const granted = await grantAdmin(deps.db, existing.id);
    return { outcome: granted ? 'granted' : 'already-admin', userId: existing.id, email };
  }

  const password = await request.password();
  const weakness = passwordRuleMessage(password);
  if (weakness) throw new AdminInputError(weakness);
  const { user, token } = await deps.auth.api.signUpEmail({ body: { email, password, name } });
  // Sign-up signs the new user in; nobody holds that session, so it is not left behind.
  if (token) await (await deps.auth.$context).internalAdapter.deleteSession(token);
  await grantAdmin(deps.db, user.id);
  return { outcome: 'created', userId: user.id, email };
}

/** True when the role was added, false when the user already had it. */
async function grantAdmin(db: Database, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('user_roles')
    .values({ id: randomUUID(), user_id: userId, role: 'admin', created_at: new Date() })
    .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminInputError(result.error.issues[0]?.message ?? 'invalid value');
  return result.data;
}
