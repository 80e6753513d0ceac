import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Database } from '../db/database';
import type { EmailService } from '../email/mailer';
import { enforceAuthInputRules } from './auth-input-rules';
import { ACCOUNT_FIELDS, accountAccessHooks } from './account-access';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';

/** How long a password-reset link works (better-auth's default, stated here because the email says it). */
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;

/** The page a reset link opens; it posts the token to better-auth's /reset-password. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export interface AuthSettings {
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  production: boolean;
}

/** better-auth's options, shared by the running app and its migrations. */
export function authOptions(db: Database, settings: AuthSettings, email?: Pick<EmailService, 'sendPasswordReset'>): BetterAuthOptions {
  return {
    appName: 'Toy Shop',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret: settings.secret,
    database: { db, type: 'postgres', transaction: true },
    trustedOrigins: settings.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: a known address must answer as fast as an unknown one (no enumeration by
      // timing). The mailer records the outcome in email_logs and never rejects.
      // Without a mailer (the options migrations read) there is no reset to send.
      ...(email
        ? {
            sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; token: string }) => {
              void email.sendPasswordReset({
                to: user.email,
                name: user.name,
                resetUrl: resetPasswordUrl(settings.publicUrl, token),
                validForMinutes: RESET_PASSWORD_TOKEN_SECONDS / 60,
              });
            },
          }
        : {}),
    },
    hooks: { before: enforceAuthInputRules },
    user: { additionalFields: ACCOUNT_FIELDS },
    databaseHooks: accountAccessHooks(db),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: settings.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // The one header the shop computes and sets itself (server/http/client-address.ts): never the client's own.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Its limiter keeps per-instance buckets: ours (server/http/abuse-limits.ts) is shared by every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  };
}

export function createAuth(db: Database, settings: AuthSettings, email?: Pick<EmailService, 'sendPasswordReset'>) {
  return betterAuth(authOptions(db, settings, email));
}

export type Auth = ReturnType<typeof createAuth>;
