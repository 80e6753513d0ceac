import type { MiddlewareHandler } from 'hono';
import type { Transaction } from 'kysely';
import { AppError } from '../../shared/errors';
import type { AdminScreen } from '../../shared/roles';
import type { AppEnv } from '../context';
import type { DB } from '../db/schema';
import type { SessionUser } from '../auth/session';
import { logOf } from '../logging/request-context';

/**
 * Who is changing what, from which screen: made once per admin write request by `auditedWrites`
 * and handed to services, which pass it to `recordChange` inside their transaction.
 */
export interface AuditScope {
  readonly actor: Pick<SessionUser, 'id' | 'name' | 'email'>;
  readonly screen: AdminScreen;
  /** The request the change is made in (server/logging/request-context.ts), written on each audit row. */
  readonly requestId?: string | null;
  /** How many changes this request recorded; `auditedWrites` refuses a successful write that recorded none. */
  recorded: number;
  /** Set by `nothingChanged`: a write request that by design changed nothing (a dry run, a no-op import). */
  unchanged?: boolean;
}

/** Declares that this write request changed nothing, so it owes no audit row (a dry run, a re-import of the same file). */
export function nothingChanged(scope: AuditScope): void {
  scope.unchanged = true;
}

export interface Change {
  /** What was done, in a word or two: 'create', 'update', 'delete', 'restore', 'stock.adjust', … */
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Records one admin change in the audit log, in the same transaction as the change itself (so a
 * rolled-back write leaves no audit row and a committed one always has its row).
 */
export async function recordChange(trx: Transaction<DB>, scope: AuditScope, change: Change): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_id: scope.actor.id,
      actor_label: `${scope.actor.name} <${scope.actor.email}>`,
      screen: scope.screen,
      action: change.action,
      entity_type: change.entityType,
      entity_id: change.entityId,
      before: change.before === undefined || change.before === null ? null : JSON.stringify(change.before),
      after: change.after === undefined || change.after === null ? null : JSON.stringify(change.after),
      created_at: new Date(),
      request_id: scope.requestId ?? null,
    })
    .execute();
  scope.recorded += 1;
}

/** The audit scope of the current request (set by `auditedWrites`); services take it as an argument. */
export function auditScopeOf(c: { var: AppEnv['Variables'] & { audit?: AuditScope } }): AuditScope {
  const scope = c.var.audit;
  if (!scope) throw new AppError('INTERNAL', 'This admin route has no audit scope');
  return scope;
}

export type AuditedEnv = AppEnv & { Variables: { audit: AuditScope } };

/**
 * Middleware for every admin sub-app (after `requireScreen`): gives write requests an audit scope
 * and refuses to answer "done" for a write that recorded nothing. Outside production that is a
 * 500, so any test calling such a route fails; in production the write has committed, so it is
 * logged loudly instead of hiding the success from the user.
 */
export function auditedWrites(screen: AdminScreen): MiddlewareHandler<AuditedEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !user) return next();
    const scope: AuditScope = { actor: { id: user.id, name: user.name, email: user.email }, screen, requestId: c.var.requestId ?? null, recorded: 0 };
    c.set('audit', scope);
    await next();
    if (c.res.status < 300 && scope.recorded === 0 && !scope.unchanged) {
      const message = `${c.req.method} ${c.req.path} changed data without an audit record`;
      if (c.var.deps.config.nodeEnv === 'production') logOf(c).error({ method: c.req.method, path: c.req.path }, `[audit] ${message}`);
      else throw new AppError('INTERNAL', message);
    }
  };
}
