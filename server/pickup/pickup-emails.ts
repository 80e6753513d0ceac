import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Logger } from '../logging/logger';
import type { EmailOutcome, EmailService } from '../email/mailer';
import { findOrderForEmail } from '../email/order-email.repo';
import { readSetting } from '../settings/settings.repo';
import { PICKUP_REMINDER_TEMPLATE, pickupQrAttachment, pickupReminderEmail, READY_FOR_PICKUP_TEMPLATE, readyForPickupEmail } from './pickup-email.template';

/** What the pickup emails need of the app (AppDeps has both). */
export interface PickupEmailDeps {
  db: Database;
  email: Pick<EmailService, 'sendMessage'>;
  log: Logger;
}

/**
 * Emails the shopper that their pickup order is ready, with the code, its QR (inline PNG), the
 * store, its hours, the hold's end and what to bring; recorded in email_logs. Call it AFTER the
 * transaction of `transitionOrder(… 'mark_ready' …)` has committed (the orders screen and the
 * counter tablet). Answers null, sending nothing, when the order is not a pickup order that is
 * ready, or has nowhere to send to. Never rejects.
 */
export async function sendReadyForPickupEmail(deps: PickupEmailDeps, orderId: string, log: Logger = deps.log): Promise<EmailOutcome | null> {
  try {
    const status = await deps.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    if (status?.status !== 'ready_for_pickup') return null;
    const found = await findOrderForEmail(deps.db, orderId);
    const pickup = found?.order.pickup;
    if (!found?.to || !pickup) {
      log.warn({ orderId, reason: found ? 'no email address or not a pickup order' : 'no such order' }, 'ready-for-pickup email not sent');
      return null;
    }
    const rendered = readyForPickupEmail({ orderNumber: found.order.orderNumber, customerName: found.order.customerName, pickup });
    const attachments = pickup.code ? [await pickupQrAttachment(pickup.code)] : [];
    return await deps.email.sendMessage({ to: found.to, ...rendered, attachments }, READY_FOR_PICKUP_TEMPLATE, orderId);
  } catch (error) {
    log.error({ orderId, error: String(error) }, 'ready-for-pickup email failed');
    return null;
  }
}

/**
 * The hold-period sweep: every pickup order still `ready_for_pickup` longer than the setting
 * `pickup_hold_days` after it was (last) marked ready is reminded ONCE. Each reminder is claimed
 * first (a row in pickup_reminders, the order's id its key), so two sweeps or two instances never
 * send it twice; a send that failed gives its claim back for the next sweep. Staff then cancel and
 * refund through the orders screen. Answers how many reminders went out.
 */
export async function remindUncollectedPickups(deps: PickupEmailDeps, now: Date, log: Logger = deps.log, limit = 100): Promise<number> {
  const holdDays = await readSetting(deps.db, 'pickup_hold_days');
  const { rows } = await sql<{ order_id: string }>`
    with overdue as (
      select orders.id from orders
      join lateral (
        select max(created_at) as ready_at from order_status_history
        where order_status_history.order_id = orders.id and to_status = 'ready_for_pickup'
      ) ready on true
      where orders.status = 'ready_for_pickup' and orders.delivery_method = 'pickup'
        and ready.ready_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${holdDays}::int)
        and not exists (select 1 from pickup_reminders where pickup_reminders.order_id = orders.id)
      order by ready.ready_at
      limit ${limit}
    )
    insert into pickup_reminders (order_id, sent_at)
    select id, ${now.toISOString()}::timestamptz from overdue
    on conflict (order_id) do nothing
    returning order_id
  `.execute(deps.db);
  let sent = 0;
  for (const { order_id: orderId } of rows) {
    const outcome = await sendReminder(deps, orderId, log);
    if (outcome === NOWHERE) {
      // No address to send to: kept as claimed (retrying cannot help); staff see the order as overdue.
      log.warn({ orderId }, 'pickup reminder not sent: no email address');
    } else if (outcome && outcome.status !== 'failed') {
      await deps.db.updateTable('pickup_reminders').set({ email_log_id: outcome.emailLogId }).where('order_id', '=', orderId).execute();
      sent++;
    } else {
      // Not sent (the mail server was down, say): the next sweep tries again.
      await deps.db.deleteFrom('pickup_reminders').where('order_id', '=', orderId).execute();
    }
  }
  return sent;
}

const NOWHERE = Symbol('no address');

async function sendReminder(deps: PickupEmailDeps, orderId: string, log: Logger): Promise<EmailOutcome | typeof NOWHERE | null> {
  try {
    const found = await findOrderForEmail(deps.db, orderId);
    const pickup = found?.order.pickup;
    if (!found?.to || !pickup) return NOWHERE;
    const rendered = pickupReminderEmail({ orderNumber: found.order.orderNumber, customerName: found.order.customerName, pickup });
    const attachments = pickup.code ? [await pickupQrAttachment(pickup.code)] : [];
    return await deps.email.sendMessage({ to: found.to, ...rendered, attachments }, PICKUP_REMINDER_TEMPLATE, orderId);
  } catch (error) {
    log.error({ orderId, error: String(error) }, 'pickup reminder failed');
    return null;
  }
}
