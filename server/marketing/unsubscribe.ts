import { Hono } from 'hono';
import * as z from 'zod';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppEnv } from '../context';
import type { DB } from '../db/schema';
import { AppError } from '../../shared/errors';
import { validate } from '../http/validate';
import { UNSUBSCRIBE } from '../../shared/texts';
import type { UnsubscribeState } from '../../shared/marketing/unsubscribe';
import { verifyUnsubscribeToken } from './unsubscribe-token';

// Unsubscribing from marketing email (issue 15, RFC 8058, docs/decisions/054). The link in every
// campaign message and its List-Unsubscribe header is `/unsubscribe?token=…`:
// - GET is the storefront's confirm page (client/features/unsubscribe): link scanners follow links,
//   so a GET never unsubscribes; its button POSTs to /api/marketing/unsubscribe.
// - POST (the mail provider's one-click, `List-Unsubscribe=One-Click`) unsubscribes at once. It is
//   outside /api, so no cookie and no Origin is needed: the signed token is the authentication.
// Either way the unsubscribe is immediate and final: `unsubscribed_at` takes the address out of the
// marketing audience (server/privacy/marketing-audience.ts) for every later batch and campaign.

const tokenSchema = z.object({ token: z.string().min(1, UNSUBSCRIBE.invalid).max(2000, UNSUBSCRIBE.invalid) });

function claimOf(secret: string, token: string) {
  const claim = verifyUnsubscribeToken(secret, token);
  if (!claim) throw new AppError('INVALID_DATA', UNSUBSCRIBE.invalid, { token: UNSUBSCRIBE.invalid });
  return claim;
}

async function stateOf(db: Kysely<DB>, email: string): Promise<UnsubscribeState> {
  const row = await db.selectFrom('newsletter_subscribers').select('unsubscribed_at').where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
  return { email, unsubscribed: !row || row.unsubscribed_at !== null };
}

/** Takes the address off the marketing list for good (idempotent: the first time is kept). */
export async function unsubscribe(db: Kysely<DB>, email: string): Promise<UnsubscribeState> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: new Date() })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('unsubscribed_at', 'is', null)
    .execute();
  return { email: email.trim().toLowerCase(), unsubscribed: true };
}

/** /api/marketing/unsubscribe: the confirm page reads the address (GET) and confirms (POST). */
export const unsubscribeApiRoutes = new Hono<AppEnv>()
  .get('/', validate('query', tokenSchema), async (c) => {
    const claim = claimOf(c.var.deps.config.authSecret, c.req.valid('query').token);
    return c.json(await stateOf(c.var.deps.db, claim.email));
  })
  .post('/', validate('json', tokenSchema), async (c) => {
    const claim = claimOf(c.var.deps.config.authSecret, c.req.valid('json').token);
    return c.json(await unsubscribe(c.var.deps.db, claim.email));
  });

/** POST /unsubscribe?token=…: RFC 8058 one-click, from the mail provider, without cookies. */
export const oneClickUnsubscribeRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const token = c.req.query('token') ?? '';
  const claim = verifyUnsubscribeToken(c.var.deps.config.authSecret, token);
  if (!claim) return c.text(UNSUBSCRIBE.invalid, 400);
  await unsubscribe(c.var.deps.db, claim.email);
  return c.text(UNSUBSCRIBE.done, 200);
});
