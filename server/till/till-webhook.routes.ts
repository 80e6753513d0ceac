import { Hono } from 'hono';
import { EPOS_SYNC_TEXTS } from '../../shared/admin/epos-sync.schema';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';
import { isInventoryChange, isValidWebhookSignature, SIGNATURE_HEADER, type TillWebhookEvent } from './till-protocol';
import { applyTillChange } from './till-stock';
import { readTillConnection } from './till-sync';

export const TILL_WEBHOOK_PATH = '/api/till/webhook';

/** Where the till sends its notifications: the address its webhook subscription names (and signs). */
export function tillNotificationUrl(publicUrl: string): string {
  return new URL(TILL_WEBHOOK_PATH, publicUrl).toString();
}

/**
 * POST /api/till/webhook (docs/decisions/055): a till notification, refused (403) unless signed with
 * the connection's signature key over the notification URL and the raw body; an event seen before is
 * acknowledged and not applied again; its change is applied once by its change id as well.
 */
export const tillWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const deps = c.var.deps;
  const body = await c.req.text();
  const connection = await readTillConnection(deps);
  if (!connection?.enabled) return errorResponse(c, 'NOT_FOUND', EPOS_SYNC_TEXTS.webhookNotConfigured);
  if (!isValidWebhookSignature(connection.webhook_signature_key, tillNotificationUrl(deps.config.publicUrl), body, c.req.header(SIGNATURE_HEADER))) {
    return errorResponse(c, 'FORBIDDEN', EPOS_SYNC_TEXTS.badSignature);
  }
  let event: TillWebhookEvent | null;
  try {
    event = JSON.parse(body) as TillWebhookEvent;
  } catch {
    return errorResponse(c, 'INVALID_DATA', EPOS_SYNC_TEXTS.badEvent);
  }
  const change: unknown = event?.data?.object?.inventory_change;
  if (typeof event?.event_id !== 'string' || event.event_id.length === 0 || event.event_id.length > 200) return errorResponse(c, 'INVALID_DATA', EPOS_SYNC_TEXTS.badEvent);
  // Other event types are acknowledged and left alone (a till sends more than the shop reads).
  if (event.type !== 'inventory.change.created') return c.json({ received: true, applied: false });
  if (!isInventoryChange(change)) return errorResponse(c, 'INVALID_DATA', EPOS_SYNC_TEXTS.badEvent);
  const seen = await deps.db.selectFrom('till_webhook_events').select('event_id').where('event_id', '=', event.event_id).executeTakeFirst();
  if (seen) return c.json({ received: true, duplicate: true });
  const outcome = await applyTillChange(deps.db, change, 'webhook');
  if (outcome === 'invalid') return errorResponse(c, 'INVALID_DATA', EPOS_SYNC_TEXTS.badEvent);
  await deps.db.insertInto('till_webhook_events').values({ event_id: event.event_id, received_at: new Date() }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  return c.json({ received: true, outcome });
});
