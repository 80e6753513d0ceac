import type { MiddlewareHandler } from 'hono';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { canAccess, type AdminScreen, type Role } from '../../shared/roles';
import type { AppEnv } from '../context';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
}

// better-auth's session cookie: `better-auth.session_token`, `__Secure-`-prefixed on https.
const SESSION_COOKIE = 'better-auth.session_token=';

/** Whether the request carries a better-auth session cookie at all (no cookie: no session to look up). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader !== null && cookieHeader !== undefined && cookieHeader.includes(SESSION_COOKIE);
}

/** Reads the better-auth session (if any) and the user's roles; never rejects. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A visitor without the session cookie (guest checkout, crawlers) has no session: skip better-auth.
    if (!hasSessionCookie(c.req.raw.headers.get('cookie'))) {
      c.set('user', null);
      return next();
    }
    const { auth, db } = c.var.deps;
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!session) {
      c.set('user', null);
      return next();
    }
    // Read on every request, never kept in the session or its cookie: a role given or taken, or the
    // account disabled, counts from the user's next request on (docs/decisions/046).
    const rows = await db
      .selectFrom('user')
      .leftJoin('user_roles', 'user_roles.user_id', 'user.id')
      .select(['user.disabledAt', 'user_roles.role'])
      .where('user.id', '=', session.user.id)
      .execute();
    if (rows.length === 0 || rows[0]!.disabledAt !== null) {
      c.set('user', null);
      return next();
    }
    c.set('user', {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      roles: rows.flatMap((row) => (row.role ? [row.role] : [])),
    });
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
