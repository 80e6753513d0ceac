import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { selectOutbox, selectOutboxMessage } from './email-log.repo';
import { outboxListPage, outboxMessagePage, outboxMissingPage } from './outbox-page';

const OUTBOX_LIMIT = 100;
const MAX_ID_LENGTH = 64;

// Never cached or indexed: the pages carry live password-reset links.
const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

/**
 * The developer's outbox (docs/decisions/028), mounted by server/app.ts only when config.devOutbox
 * is on (never by default in production): the newest messages, one message, its HTML version.
 */
export const outboxRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.html(outboxListPage(await selectOutbox(c.var.deps.db, OUTBOX_LIMIT)), 200, PRIVATE))
  .get('/:id', async (c) => {
    const message = await messageFor(c.var.deps.db, c.req.param('id'));
    return message ? c.html(outboxMessagePage(message), 200, PRIVATE) : c.html(outboxMissingPage(), 404, PRIVATE);
  })
  .get('/:id/html', async (c) => {
    const message = await messageFor(c.var.deps.db, c.req.param('id'));
    if (!message?.body_html) return c.html(outboxMissingPage(), 404, PRIVATE);
    // The email as a mail client would show it: no script runs, links still open.
    return c.html(message.body_html, 200, { ...PRIVATE, 'content-security-policy': 'sandbox allow-popups allow-top-navigation-by-user-activation' });
  });

function messageFor(db: Database, id: string) {
  return id.length <= MAX_ID_LENGTH ? selectOutboxMessage(db, id) : Promise.resolve(undefined);
}
