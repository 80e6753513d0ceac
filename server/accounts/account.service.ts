import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import { AppError } from '../../shared/errors';
import { ACCOUNT_ACCESS_TEXTS } from '../../shared/auth/account-texts';

/** The signed-in user's own profile fields (the email is better-auth's and not edited here). */
export function accountService(db: Database, auth: Auth) {
  return {
    async rename(userId: string, fullName: string): Promise<{ name: string }> {
      const result = await db.updateTable('user').set({ name: fullName, updatedAt: new Date() }).where('id', '=', userId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', ACCOUNT_ACCESS_TEXTS.accountNotFound);
      return { name: fullName };
    },

    /** Whether a password-reset token is still usable; it is only read here, never consumed. */
    async resetTokenIsValid(token: string): Promise<boolean> {
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      return !!verification && new Date(verification.expiresAt) > new Date();
    },
  };
}
