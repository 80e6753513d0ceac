import { Hono } from 'hono';
import type { AdminScreen } from '../../shared/roles';
import { requireScreen } from '../auth/session';
import { auditedWrites, type AuditedEnv } from '../platform/audit';

/**
 * The one way an admin screen's API starts: a Hono sub-app (mounted at /api/admin/<screen>) whose
 * every route, including ones added later, is behind the screen's guard (GET/HEAD need read access,
 * anything else write access, checked before any validation) and gives writes an audit scope.
 * tests/integration/admin-role-matrix.test.ts proves every /api/admin route is guarded.
 */
export function screenApp(screen: AdminScreen): Hono<AuditedEnv> {
  return new Hono<AuditedEnv>().use('*', requireScreen(screen)).use('*', auditedWrites(screen));
}

/**
 * A screen's own path, GET /api/admin/<screen>, for a screen whose API lives under sub-paths
 * (robo-support/conversations, …): mounted at /api/admin/<screen>, guarded like screenApp, it answers
 * the screen's first view with its defaults (docs/decisions/071). Nothing else is routed through it.
 */
export function screenHome(screen: AdminScreen): Hono<AuditedEnv> {
  return new Hono<AuditedEnv>().use('/', requireScreen(screen));
}
