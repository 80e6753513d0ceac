import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/database';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
}

/** Who a request is, and which path told: the one-query read, or better-auth's own (tests look at which). */
export interface SessionRead {
  user: SessionUser | null;
  via: 'one read' | 'better-auth';
}

type AuthContext = Awaited<Auth['$context']>;

/**
 * The value of the one cookie called `name` in a Cookie header, or undefined when there is none or
 * more than one (which of two a parser takes is its own business: better-auth decides those).
 */
function onlyCookie(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(eq + 1).trim();
  }
  if (found === undefined) return undefined;
  if (found.startsWith('"') && found.endsWith('"')) found = found.slice(1, -1);
  try {
    return decodeURIComponent(found);
  } catch {
    return undefined;
  }
}

/** The session token of a cookie `<token>.<HMAC-SHA256 of the token, base64>`, when its signature is the secret's. */
function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * Reads who a request is (docs/decisions/106). better-auth's getSession costs about 1.4 ms of CPU a
 * request (its endpoint machinery and two queries), and the roles a third: on every signed-in request.
 * The common case, a validly signed cookie of a live session not yet due for its daily refresh, is
 * answered here in one query over better-auth's own tables, with its secret and cookie name, the
 * account's disabled flag and roles in the same row. Everything else (no such session, an expired
 * one, one due for refresh, a bad signature, a "don't remember me" session, two session cookies, a
 * session store other than the database) goes to better-auth's getSession, which stays the authority:
 * this read only ever agrees with it, and a test holds the two side by side (session-read.test.ts).
 */
export function createSessionReader(auth: Auth, db: Database): (headers: Headers) => Promise<SessionRead> {
  let context: AuthContext | undefined;

  async function rolesOf(userId: string): Promise<{ disabled: boolean; roles: Role[] } | null> {
    const rows = await db
      .selectFrom('user')
      .leftJoin('user_roles', 'user_roles.user_id', 'user.id')
      .select(['user.disabledAt', 'user_roles.role'])
      .where('user.id', '=', userId)
      .execute();
    if (rows.length === 0) return null;
    return { disabled: rows[0]!.disabledAt !== null, roles: rows.flatMap((row) => (row.role ? [row.role] : [])) };
  }

  async function viaBetterAuth(headers: Headers): Promise<SessionRead> {
    const session = await auth.api.getSession({ headers }).catch(() => null);
    if (!session) return { user: null, via: 'better-auth' };
    // Read on every request, never kept in the session or its cookie: a role given or taken, or the
    // account disabled, counts from the user's next request on (docs/decisions/046).
    const access = await rolesOf(session.user.id);
    if (!access || access.disabled) return { user: null, via: 'better-auth' };
    return { user: { id: session.user.id, email: session.user.email, name: session.user.name, roles: access.roles }, via: 'better-auth' };
  }

  return async function read(headers) {
    context ??= await auth.$context;
    const { authCookies, secret, sessionConfig, options } = context;
    const cookieHeader = headers.get('cookie') ?? '';
    const byDatabase = !options.secondaryStorage && options.session?.cookieCache?.enabled !== true;
    const value = byDatabase ? onlyCookie(cookieHeader, authCookies.sessionToken.name) : undefined;
    const token = value === undefined ? undefined : verifiedToken(value, secret);
    if (token === undefined || cookieHeader.includes(`${authCookies.dontRememberToken.name}=`)) return viaBetterAuth(headers);

    const rows = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .leftJoin('user_roles', 'user_roles.user_id', 'user.id')
      .select(['session.expiresAt', 'user.id', 'user.email', 'user.name', 'user.disabledAt', 'user_roles.role'])
      .where('session.token', '=', token)
      .execute()
      .catch(() => null);
    // The database unreachable: better-auth's read answers as it always has (no session).
    if (rows === null) return viaBetterAuth(headers);
    const first = rows[0];
    const now = Date.now();
    const expiresAt = first ? new Date(first.expiresAt).getTime() : 0;
    // better-auth's own test: a session is refreshed once `updateAge` has passed since it was last extended.
    const dueForRefresh = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (!first || expiresAt <= now || dueForRefresh) return viaBetterAuth(headers);
    if (first.disabledAt !== null) return { user: null, via: 'one read' };
    return { user: { id: first.id, email: first.email, name: first.name, roles: rows.flatMap((row) => (row.role ? [row.role] : [])) }, via: 'one read' };
  };
}
