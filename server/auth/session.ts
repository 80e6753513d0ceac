import type { MiddlewareHandler } from 'hono';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { canAccess, type AdminScreen } from '../../shared/roles';
import type { AppDeps, AppEnv } from '../context';
import { createSessionReader } from './session-read';

export type { SessionUser } from './session-read';

// better-auth's session cookie: `better-auth.session_token`, `__Secure-`-prefixed on https.
const SESSION_COOKIE = 'better-auth.session_token=';

/** Whether the request carries a better-auth session cookie at all (no cookie: no session to look up). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader !== null && cookieHeader !== undefined && cookieHeader.includes(SESSION_COOKIE);
}

/** Reads the better-auth session (if any) and the user's roles (server/auth/session-read.ts); never rejects. */
export function sessionMiddleware(deps: Pick<AppDeps, 'auth' | 'db'>): MiddlewareHandler<AppEnv> {
  const read = createSessionReader(deps.auth, deps.db);
  return async (c, next) => {
    // A visitor without the session cookie (guest checkout, crawlers) has no session: skip better-auth.
    c.set('user', hasSessionCookie(c.req.raw.headers.get('cookie')) ? (await read(c.req.raw.headers)).user : null);
    return next();
  };
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw new AppError('UNAUTHORIZED', ERROR_MESSAGES.signInRequired);
    return next();
  };
}

/**
 * The one guard for admin routes: 401 for a visitor, 403 for a signed-in user whose roles
 * do not give `needed` access to the screen (matrix in shared/roles.ts). Reads need 'read',
 * and every non-GET request needs 'write' unless stated.
 */
export function requireScreen(screen: AdminScreen, needed?: 'read' | 'write'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError('UNAUTHORIZED', ERROR_MESSAGES.signInRequired);
    const level = needed ?? (c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write');
    if (!canAccess(screen, user.roles, level)) throw new AppError('FORBIDDEN', 'You do not have access to this area');
    return next();
  };
}
