import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { errorResponse } from './errors';
import { logOf } from '../logging/request-context';
import type { Logger } from '../logging/logger';
import { addressSubject, clientAddress } from './client-address';
import { countHit, deleteEndedCounters, refundHit } from './rate-limit.repo';
import { tooManyAttemptsMessage } from '../../shared/rate-limit-texts';

/** One limit: at most `limit` requests per subject in a fixed window of `windowSeconds`. */
export interface RateLimitRule {
  /** The counter's name; unique to this limit. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Who is counted (a client address, an email, both); null when the rule does not apply to this request. */
  key: (c: Context<AppEnv>) => string | null | Promise<string | null>;
  /** A successful answer (below 400) gives its hit back, so only failed attempts use the allowance. */
  countFailuresOnly?: boolean;
}

/** How often an instance deletes ended counters (each sweep is one indexed DELETE). */
const SWEEP_INTERVAL_MS = 60_000;
const lastSweep = new WeakMap<Database, number>();

/**
 * Applies the rules in order (most specific first): each counts the request, and the first one over
 * its limit answers 429 RATE_LIMITED with Retry-After, so later (broader) rules never count a
 * refused attempt. Off when RATE_LIMIT is off.
 */
export function rateLimit(...rules: RateLimitRule[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, db } = c.var.deps;
    if (!config.rateLimit) return next();
    const now = new Date();
    await sweepEndedCounters(db, now, logOf(c));
    const refundable: Array<{ name: string; subject: string; resetsAt: Date }> = [];
    for (const rule of rules) {
      const key = await rule.key(c);
      if (key === null) continue;
      const subject = counterSubject(key);
      const hit = await countHit(db, rule.name, subject, rule.windowSeconds, now);
      if (hit.hits > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));
        c.header('Retry-After', String(retryAfter));
        return errorResponse(c, 'RATE_LIMITED', tooManyAttemptsMessage(retryAfter));
      }
      if (rule.countFailuresOnly) refundable.push({ name: rule.name, subject, resetsAt: hit.resetsAt });
    }
    await next();
    if (c.res.status < 400) for (const hit of refundable) await refundHit(db, hit.name, hit.subject, hit.resetsAt);
  };
}

// Opportunistic: at most once a minute per instance, the request that comes along deletes the ended
// counters, so the table holds about one window of subjects and never grows without bound.
async function sweepEndedCounters(db: Database, now: Date, log: Logger): Promise<void> {
  if (now.getTime() - (lastSweep.get(db) ?? 0) < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now.getTime());
  await deleteEndedCounters(db, now).catch((error: unknown) => log.warn({ error: String(error) }, 'rate limit sweep failed'));
}

/** The stored form of a key: hashed, so the table holds no addresses or emails. */
export function counterSubject(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The key of a client address (IPv6 by its /64). */
export function clientKey(address: string | null): string {
  return `client:${addressSubject(address)}`;
}

/** Counts by the client's address (docs/decisions/023: the socket, or X-Forwarded-For from a trusted proxy). */
export function byClient(c: Context<AppEnv>): string {
  return clientKey(clientAddress(c, c.var.deps.config.trustedProxies));
}

/** Counts by the email the JSON body names (trimmed, lower-cased); the rule is skipped without one. */
export async function byEmail(c: Context<AppEnv>): Promise<string | null> {
  // A clone: the route (or better-auth) still reads the body itself.
  const body = (await c.req.raw.clone().json().catch(() => null)) as { email?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return email ? `email:${email}` : null;
}

/** Counts by the pair of client address and email: one client's guesses at one account. */
export async function byClientAndEmail(c: Context<AppEnv>): Promise<string | null> {
  const email = await byEmail(c);
  return email === null ? null : `${byClient(c)} ${email}`;
}
