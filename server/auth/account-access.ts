import { APIError } from 'better-auth/api';
import type { BetterAuthOptions } from 'better-auth';
import { ACCOUNT_ACCESS_TEXTS } from '../../shared/auth/account-texts';
import type { Database } from '../db/database';

/**
 * The account's own state, kept as better-auth additional fields on "user" so its migrations create
 * them and its transaction-bound adapter reads them (docs/decisions/046). Neither is ever taken from
 * a request (`input: false`) nor sent back in better-auth's answers (`returned: false`).
 */
export const ACCOUNT_FIELDS = {
  disabledAt: { type: 'date', required: false, input: false, returned: false },
  lastSignInAt: { type: 'date', required: false, input: false, returned: false },
} as const satisfies NonNullable<NonNullable<BetterAuthOptions['user']>['additionalFields']>;

/**
 * better-auth's database hooks for account access: no session is ever created for a disabled account
 * (every way of signing in creates one, so this is the one gate, and it runs only after the password
 * was checked), and each new session stamps the account's last sign-in.
 */
export function accountAccessHooks(db: Database): NonNullable<BetterAuthOptions['databaseHooks']> {
  return {
    session: {
      create: {
        async before(session, ctx) {
          // Through better-auth's own adapter: sign-up creates the session inside its transaction,
          // and on PGlite a second connection would wait for that transaction forever.
          const user = ctx
            ? await ctx.context.internalAdapter.findUserById(session.userId)
            : await db.selectFrom('user').select('disabledAt').where('id', '=', session.userId).executeTakeFirst();
          if (user && (user as { disabledAt?: Date | null }).disabledAt) {
            throw APIError.from('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: ACCOUNT_ACCESS_TEXTS.disabled });
          }
        },
        // After better-auth's transaction has committed (its "after" hooks are queued until then).
        async after(session) {
          await db.updateTable('user').set({ lastSignInAt: session.createdAt }).where('id', '=', session.userId).execute();
        },
      },
    },
  };
}
