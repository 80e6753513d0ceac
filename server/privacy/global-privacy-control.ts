import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { logOf } from '../logging/request-context';
import { recordDoNotSell } from './do-not-sell.repo';

/** How many addresses one server remembers as already recorded before it starts over. */
const REMEMBERED = 10_000;

/**
 * Global Privacy Control (`Sec-GPC: 1`, docs/decisions/048): a signed-in customer's browser that
 * sends it has a do-not-sell request recorded for the account's email, once (the unique address
 * decides), with the source "Global Privacy Control". Runs after the session on every API request;
 * each server remembers the addresses it has recorded so the signal costs one write per address.
 * A failed write never fails the request it rides on: the next request tries again.
 */
export function honourGlobalPrivacyControl(): MiddlewareHandler<AppEnv> {
  const recorded = new Set<string>();
  return async (c, next) => {
    const user = c.var.user;
    if (user && c.req.header('sec-gpc')?.trim() === '1') {
      const email = user.email.toLowerCase();
      if (!recorded.has(email)) {
        try {
          await recordDoNotSell(c.var.deps.db, { email, country: null, state: null, source: 'gpc', userId: user.id });
          if (recorded.size >= REMEMBERED) recorded.clear();
          recorded.add(email);
        } catch (error) {
          logOf(c).error({ error: String(error) }, 'global privacy control not recorded');
        }
      }
    }
    await next();
  };
}
