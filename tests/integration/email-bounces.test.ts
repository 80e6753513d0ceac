import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ListPage } from '../../shared/admin/api';
import { emailLogReason, EMAIL_LOG_REASONS } from '../../shared/admin/email-log-reasons';
import type { AdminEmailLog, AdminEmailLogDetail } from '../../shared/admin/email-logs.schema';
import type { AdminSubscriber } from '../../shared/admin/subscribers.schema';
import type { OutgoingEmail } from '../../server/email/mail-transport';
import { withEmail } from '../support/smtp-sink';
import { waitFor } from '../support/instances/instance-harness';
import { ok, send } from './admin-fixtures';
import { shopWithSmtp } from './campaign-fixtures';

// Email that bounces (docs/decisions/083), on PGlite and PostgreSQL, through a real SMTP server that
// refuses chosen recipients: a 5xx at RCPT TO or after DATA marks the address bounced (one row per
// address, any case); campaigns skip it without an attempt and the email log says why; any other
// message to it is still attempted once and logged; a delivery clears the bounce.

const { shop, subscribe, createCampaign, sendNow, campaign, startSender } = shopWithSmtp({ emailRetry: { limit: 2, firstDelaySeconds: 1 } });
const admin = () => shop.admin;

/** The email logs screen's view of one message. */
const logEntry = async (id: string | null) => ok<AdminEmailLogDetail>(await send(admin(), 'GET', `/api/admin/email-logs/${id}`));
/** The reason line as the screen words it, moments left as ISO strings. */
const reasonOf = (log: AdminEmailLog) => emailLogReason(log, (iso) => iso);
const bounceOf = (address: string) => shop.t.deps.db.selectFrom('email_bounces').selectAll().where('address', '=', address).executeTakeFirst();
const retriesOf = async (emailLogId: string | null) => (await shop.t.deps.db.selectFrom('email_retries').select('email_log_id').where('email_log_id', '=', emailLogId!).execute()).length;
const shipped = (to: string, subject = 'Your order has shipped'): OutgoingEmail => ({ to, subject, text: `${subject}\n\nOn its way.`, html: `<p>${subject}</p>` });
const sendShipped = (to: string, subject?: string) => shop.mailed.deps.email.sendMessage(shipped(to, subject), 'order_shipped', null);

describe('a hard bounce', () => {
  it('a recipient refused with 5xx at RCPT TO: failed, not retried, the email log says why, and the address (in any case) is marked bounced', async () => {
    shop.sink.refuse('Gone.Away@Example.com', { at: 'RCPT TO', code: 550, text: '5.1.1 <Gone.Away@Example.com>: Recipient address rejected' });
    const outcome = await sendShipped('Gone.Away@Example.com');
    expect(outcome.status).toBe('failed');
    expect(shop.sink.attemptsTo('gone.away@example.com').map((attempt) => attempt.outcome)).toEqual(['refused 550']);

    const log = await logEntry(outcome.emailLogId);
    expect(log).toMatchObject({ to: 'Gone.Away@Example.com', status: 'failed', failure: 'bounce', smtpReply: '550 5.1.1 <Gone.Away@Example.com>: Recipient address rejected', attempts: 1, nextAttemptAt: null });
    expect(reasonOf(log)).toBe('Refused by the mail server: 550 5.1.1 <Gone.Away@Example.com>: Recipient address rejected');
    expect(await retriesOf(outcome.emailLogId)).toBe(0);

    const bounce = await bounceOf('gone.away@example.com');
    expect(bounce).toMatchObject({ smtp_reply: '550 5.1.1 <Gone.Away@Example.com>: Recipient address rejected', email_log_id: outcome.emailLogId });
    expect(new Date(bounce!.bounced_at).getTime()).toBeLessThanOrEqual(new Date(log.createdAt).getTime());
  });

  it('a message refused with 5xx after DATA: the same', async () => {
    shop.sink.refuse('spam-trap@example.com', { at: 'DATA', code: 554, text: '5.7.1 Message rejected' });
    const outcome = await sendShipped('spam-trap@example.com');
    expect(shop.sink.attemptsTo('spam-trap@example.com').map((attempt) => attempt.outcome)).toEqual(['refused 554']);
    expect(shop.sink.received.some((mail) => mail.to.includes('spam-trap@example.com'))).toBe(false);
    const log = await logEntry(outcome.emailLogId);
    expect(log).toMatchObject({ status: 'failed', failure: 'bounce', smtpReply: '554 5.7.1 Message rejected' });
    expect(reasonOf(log)).toBe(EMAIL_LOG_REASONS.refused('554 5.7.1 Message rejected'));
    expect(await bounceOf('spam-trap@example.com')).toMatchObject({ email_log_id: outcome.emailLogId });
  });

  it('a refusal that is not the address (the shop’s credentials) fails the message and marks nothing', async () => {
    const wrong = await withEmail(shop.t, shop.sink.url({ user: 'shop', pass: 'wrong' }));
    const outcome = await wrong.deps.email.sendMessage(shipped('innocent@example.com'), 'order_shipped', null);
    await wrong.close();
    const log = await logEntry(outcome.emailLogId);
    expect(log).toMatchObject({ status: 'failed', failure: 'error', attempts: 1 });
    expect(reasonOf(log)).toMatch(/^Not sent: Invalid login: 535/);
    expect(await bounceOf('innocent@example.com')).toBeUndefined();
  });
});

describe('a message to a bounced address that is not marketing', () => {
  it('is attempted once and logged: a deferral is not retried, a new refusal moves the bounce on, a delivery clears it', async () => {
    const address = 'receipt@example.com';
    shop.sink.refuse(address, { at: 'RCPT TO', code: 550, text: '5.1.1 No such user' });
    await sendShipped(address, 'First');
    const firstBounce = await bounceOf(address);
    expect(firstBounce).toBeDefined();

    // Deferred (451) while bounced: one attempt, failed, never kept for a retry.
    shop.sink.refuse(address, { at: 'RCPT TO', code: 451, text: '4.3.0 Mailbox busy' });
    const deferred = await sendShipped(address, 'Second');
    expect(shop.sink.attemptsTo(address)).toHaveLength(2);
    const deferredLog = await logEntry(deferred.emailLogId);
    expect(deferredLog).toMatchObject({ status: 'failed', failure: 'soft', attempts: 1, nextAttemptAt: null, addressBouncedAt: new Date(firstBounce!.bounced_at).toISOString() });
    expect(reasonOf(deferredLog)).toBe(EMAIL_LOG_REASONS.notRetriedBounced('451 4.3.0 Mailbox busy', deferredLog.addressBouncedAt!));
    expect(await retriesOf(deferred.emailLogId)).toBe(0);

    // Refused for good again: the bounce moves on to this refusal.
    shop.sink.refuse(address, { at: 'RCPT TO', code: 550, text: '5.1.1 Still no such user' });
    const refused = await sendShipped(address, 'Third');
    const movedOn = await bounceOf(address);
    expect(new Date(movedOn!.bounced_at).getTime()).toBeGreaterThan(new Date(firstBounce!.bounced_at).getTime());
    expect(movedOn).toMatchObject({ smtp_reply: '550 5.1.1 Still no such user', email_log_id: refused.emailLogId });

    // The mailbox works again: delivered once, and the address no longer counts as bounced.
    shop.sink.accept(address);
    const delivered = await sendShipped(address, 'Fourth');
    expect(delivered.status).toBe('sent');
    expect((await shop.sink.waitFor(address)).raw).toContain('Subject: Fourth');
    const deliveredLog = await logEntry(delivered.emailLogId);
    expect(deliveredLog).toMatchObject({ status: 'sent', attempts: 1, addressBouncedAt: new Date(movedOn!.bounced_at).toISOString() });
    expect(reasonOf(deliveredLog)).toBe(EMAIL_LOG_REASONS.sentDespiteBounce(deliveredLog.addressBouncedAt!));
    expect(await bounceOf(address)).toBeUndefined();
    expect(shop.sink.attemptsTo(address)).toHaveLength(4);
  });
});

describe('campaigns and bounces', () => {
  it('a campaign message refused for good bounces the address; the next campaign skips it without an attempt, and the email log and the subscribers list say why', async () => {
    await sql`TRUNCATE newsletter_subscribers`.execute(shop.t.deps.db);
    const fine = 'fan@example.com';
    const atRcpt = 'left.us@example.com';
    const atData = 'full@example.com';
    await subscribe([fine, atRcpt, atData]);
    shop.sink.refuse(atRcpt, { at: 'RCPT TO', code: 550, text: '5.1.1 User unknown' });
    shop.sink.refuse(atData, { at: 'DATA', code: 552, text: '5.2.2 Mailbox full for good' });

    const first = await createCampaign('Summer toys');
    await sendNow(first.id);
    await startSender(600);
    await waitFor(async () => (await campaign(first.id)).status === 'sent', 30_000, 'the first campaign to be sent');
    expect((await campaign(first.id)).progress).toEqual({ sent: 1, failed: 2, skipped: 0, left: 0 });
    const firstLogs = await ok<ListPage<AdminEmailLog>>(await send(admin(), 'GET', `/api/admin/email-logs?campaignId=${first.id}&status=failed`));
    expect(firstLogs.rows.map((row) => [row.to, reasonOf(row)]).sort()).toEqual([
      ['left.us@example.com', 'Refused by the mail server: 550 5.1.1 User unknown'],
      ['full@example.com', 'Refused by the mail server: 552 5.2.2 Mailbox full for good'],
    ].sort());
    const bounced = (await shop.t.deps.db.selectFrom('email_bounces').select('address').where('address', 'in', [atRcpt, atData]).execute()).map((row) => row.address).sort();
    expect(bounced).toEqual(['full@example.com', 'left.us@example.com']);

    // The subscribers list: still subscribed, suppressed by the bounce.
    const listed = await ok<ListPage<AdminSubscriber>>(await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?consent=suppressed'));
    expect(listed.rows.map((row) => [row.email, row.suppressedBy]).sort()).toEqual([[atRcpt, 'bounce'], [atData, 'bounce']].sort());

    // The next campaign: the bounced addresses are skipped, never attempted, and logged as skipped.
    const attemptsBefore = shop.sink.attemptsTo(atRcpt).length + shop.sink.attemptsTo(atData).length;
    const second = await createCampaign('Autumn toys');
    expect(second.progress).toEqual({ sent: 0, failed: 0, skipped: 0, left: 1 });
    await sendNow(second.id);
    await waitFor(async () => (await campaign(second.id)).status === 'sent', 30_000, 'the second campaign to be sent');
    expect((await campaign(second.id)).progress).toEqual({ sent: 1, failed: 0, skipped: 2, left: 0 });
    expect(shop.sink.attemptsTo(atRcpt).length + shop.sink.attemptsTo(atData).length).toBe(attemptsBefore);
    expect(shop.sink.received.filter((mail) => mail.raw.includes('Subject: Autumn toys')).flatMap((mail) => mail.to)).toEqual([fine]);

    const skipped = await ok<ListPage<AdminEmailLog>>(await send(admin(), 'GET', `/api/admin/email-logs?campaignId=${second.id}&status=skipped`));
    expect(skipped.rows).toHaveLength(2);
    for (const row of skipped.rows) {
      const bounce = await bounceOf(row.to);
      expect(row).toMatchObject({ template: 'campaign', attempts: 0, addressBouncedAt: new Date(bounce!.bounced_at).toISOString() });
      expect(reasonOf(row)).toBe(`Skipped: address bounced on ${row.addressBouncedAt}`);
      // As sent, had it been: the message is in the log.
      expect((await logEntry(row.id)).text).toContain('Autumn toys');
    }
    const recipients = await shop.t.deps.db.selectFrom('email_campaign_recipients').select(['email', 'status']).where('campaign_id', '=', second.id).orderBy('email').execute();
    expect(recipients).toEqual([
      { email: 'fan@example.com', status: 'sent' },
      { email: 'full@example.com', status: 'skipped' },
      { email: 'left.us@example.com', status: 'skipped' },
    ]);
  });
});
