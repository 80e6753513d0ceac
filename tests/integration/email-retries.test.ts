import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ListPage } from '../../shared/admin/api';
import { emailLogReason, EMAIL_LOG_REASONS } from '../../shared/admin/email-log-reasons';
import type { AdminEmailLog, AdminEmailLogDetail } from '../../shared/admin/email-logs.schema';
import type { AppDeps } from '../../server/context';
import { RETRY_INTERRUPTED_ERROR } from '../../server/email/delivery-record.repo';
import { emailRetryJob } from '../../server/email/email-retry-job';
import type { OutgoingEmail } from '../../server/email/mail-transport';
import type { BatchOutcome } from '../../server/marketing/campaign-sender';
import { startJobQueue } from '../../server/jobs/job-queue';
import { withEmail } from '../support/smtp-sink';
import { waitFor } from '../support/instances/instance-harness';
import { ok, send } from './admin-fixtures';
import { shopWithSmtp } from './campaign-fixtures';

// Email the mail server defers (docs/decisions/083), on PGlite and PostgreSQL, through a real SMTP
// server that refuses chosen recipients with 4xx or never answers them: the message is kept and
// retried with back-off on the job queue (a campaign's by its own batches, within its send rate),
// delivered once when the server takes it, and failed after the last retry.

const RETRY = { limit: 2, firstDelaySeconds: 1 };

const { shop, queues, subscribe, createCampaign, sendNow, campaign, startSender } = shopWithSmtp({ emailRetry: RETRY });
const admin = () => shop.admin;

/** The retry job alone on a job queue, a run a second. */
async function startRetries(deps: AppDeps = shop.mailed.deps): Promise<void> {
  queues.push(await startJobQueue({ database: shop.t.database, jobs: [emailRetryJob(deps, { everySeconds: 1 })], log: deps.log, pollingIntervalSeconds: 0.5 }));
}

const logEntry = async (id: string | null) => ok<AdminEmailLogDetail>(await send(admin(), 'GET', `/api/admin/email-logs/${id}`));
const reasonOf = (log: AdminEmailLog) => emailLogReason(log, (iso) => iso);
const keptFor = async (emailLogId: string | null) => (await shop.t.deps.db.selectFrom('email_retries').select('email_log_id').where('email_log_id', '=', emailLogId!).execute()).length;
const entriesTo = async (to: string) => (await shop.t.deps.db.selectFrom('email_logs').select('id').where('to_address', '=', to).execute()).length;
const bounced = async (address: string) => (await shop.t.deps.db.selectFrom('email_bounces').select('address').where('address', '=', address).execute()).length > 0;
const shipped = (to: string): OutgoingEmail => ({ to, subject: 'Your order has shipped', text: 'Your order has shipped.', html: '<p>Your order has shipped.</p>' });

describe('a soft failure', () => {
  it('is kept and retried with back-off on the job queue, then delivered once as it was (headers and attachments); the email log shows it retrying, then sent', async () => {
    const to = 'later@example.com';
    shop.sink.refuse(to, { at: 'RCPT TO', code: 451, text: '4.7.1 Greylisted, try again later', times: 2 });
    const message: OutgoingEmail = {
      to,
      subject: 'Ready for pickup',
      text: 'Your order is ready. Code 4821.',
      html: '<p>Your order is ready.</p><img src="cid:pickup-code" alt="4821">',
      headers: { 'X-Toy-Shop-Order': 'TS-1001' },
      attachments: [{ filename: 'pickup-code.png', content: Buffer.from('a tiny png'), contentType: 'image/png', cid: 'pickup-code' }],
    };
    const outcome = await shop.mailed.deps.email.sendMessage(message, 'ready_for_pickup', null);
    expect(outcome.status).toBe('retrying');

    const waiting = await logEntry(outcome.emailLogId);
    expect(waiting).toMatchObject({ status: 'retrying', failure: 'soft', smtpReply: '451 4.7.1 Greylisted, try again later', attempts: 1, resendable: false });
    expect(new Date(waiting.nextAttemptAt!).getTime() - shop.sink.attemptsTo(to)[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(reasonOf(waiting)).toBe(EMAIL_LOG_REASONS.retrying(1, '451 4.7.1 Greylisted, try again later', waiting.nextAttemptAt!));
    expect(reasonOf(waiting)).toBe(`Not delivered yet after 1 attempt: 451 4.7.1 Greylisted, try again later. Trying again at ${waiting.nextAttemptAt}`);
    const listed = await ok<ListPage<AdminEmailLog>>(await send(admin(), 'GET', '/api/admin/email-logs?status=retrying'));
    expect(listed.rows.map((row) => row.id)).toContain(outcome.emailLogId);
    expect(await keptFor(outcome.emailLogId)).toBe(1);

    await startRetries();
    // Each deferral's next attempt as the entry says it while it waits, until the message is delivered.
    const nextAfter = new Map<number, number>();
    await waitFor(
      async () => {
        const row = await shop.t.deps.db.selectFrom('email_logs').select(['status', 'attempts', 'next_attempt_at']).where('id', '=', outcome.emailLogId!).executeTakeFirstOrThrow();
        if (row.next_attempt_at) nextAfter.set(row.attempts, new Date(row.next_attempt_at).getTime());
        return row.status === 'sent';
      },
      30_000,
      'the deferred message to be delivered',
    );
    const attempts = shop.sink.attemptsTo(to);
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['refused 451', 'refused 451', 'accepted']);
    // Back-off: the first retry due a second after the first attempt, the second two seconds after the
    // second; the job attempts neither before it is due.
    expect([...nextAfter.keys()]).toEqual([1, 2]);
    expect(nextAfter.get(1)! - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(nextAfter.get(2)! - attempts[1]!.at).toBeGreaterThanOrEqual(2000);
    expect(attempts[1]!.at).toBeGreaterThanOrEqual(nextAfter.get(1)!);
    expect(attempts[2]!.at).toBeGreaterThanOrEqual(nextAfter.get(2)!);

    const delivered = shop.sink.received.filter((mail) => mail.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('X-Toy-Shop-Order: TS-1001');
    expect(delivered[0]!.raw).toContain('Content-ID: <pickup-code>');
    expect(delivered[0]!.raw).toContain(Buffer.from('a tiny png').toString('base64'));

    const done = await logEntry(outcome.emailLogId);
    expect(done).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null, failure: null, smtpReply: null });
    expect(reasonOf(done)).toBeNull();
    expect(await keptFor(outcome.emailLogId)).toBe(0);
    // One message, one entry; a deferral is not a bounce.
    expect(await entriesTo(to)).toBe(1);
    expect(await bounced(to)).toBe(false);
  });

  it('after its last retry is failed, with the attempts it took', async () => {
    const to = 'over-quota@example.com';
    shop.sink.refuse(to, { at: 'DATA', code: 452, text: '4.2.2 Over quota' });
    const outcome = await shop.mailed.deps.email.sendMessage(shipped(to), 'order_shipped', null);
    expect(outcome.status).toBe('retrying');
    await startRetries();
    await waitFor(async () => (await logEntry(outcome.emailLogId)).status === 'failed', 30_000, 'the deferred message to fail after its retries');

    const failed = await logEntry(outcome.emailLogId);
    expect(failed).toMatchObject({ failure: 'soft', attempts: 1 + RETRY.limit, nextAttemptAt: null, resendable: true });
    expect(reasonOf(failed)).toBe('Not delivered after 3 attempts: 452 4.2.2 Over quota');
    expect(shop.sink.attemptsTo(to).map((attempt) => attempt.outcome)).toEqual(['refused 452', 'refused 452', 'refused 452']);
    expect(await keptFor(outcome.emailLogId)).toBe(0);
    expect(await bounced(to)).toBe(false);
  });

  it('a time-out is one: the message is retried and delivered', async () => {
    const to = 'slow@example.com';
    // The mail server never answers RCPT TO; the client gives up after 1 s (SMTP_URL's socketTimeout).
    const impatient = await withEmail(shop.t, `${shop.sink.url()}?socketTimeout=1000`, { emailRetry: RETRY });
    shop.sink.stall(to, 'RCPT TO');
    const outcome = await impatient.deps.email.sendMessage(shipped(to), 'order_shipped', null);
    await impatient.close();
    expect(outcome.status).toBe('retrying');
    const waiting = await logEntry(outcome.emailLogId);
    expect(waiting).toMatchObject({ failure: 'soft', smtpReply: null });
    expect(waiting.error).toMatch(/timeout/i);

    shop.sink.accept(to);
    await startRetries();
    await waitFor(async () => (await logEntry(outcome.emailLogId)).status === 'sent', 30_000, 'the timed-out message to be delivered');
    expect(shop.sink.attemptsTo(to).map((attempt) => attempt.outcome)).toEqual(['stalled', 'accepted']);
    expect(shop.sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('of a password-reset link is not retried past the link’s expiry', async () => {
    const to = 'forgetful@example.com';
    // The first retry would come an hour later; the link is valid for 30 minutes.
    const hourly = await withEmail(shop.t, shop.sink.url(), { emailRetry: { limit: 6, firstDelaySeconds: 3600 } });
    shop.sink.refuse(to, { at: 'RCPT TO', code: 451, text: '4.7.1 Try again later' });
    const reset = await hourly.deps.email.sendPasswordReset({ to, name: 'Fran', resetUrl: 'http://localhost:3000/reset-password?token=abc', validForMinutes: 30 });
    const receipt = await hourly.deps.email.sendMessage(shipped(to), 'order_shipped', null);
    await hourly.close();
    expect(reset.status).toBe('failed');
    expect(reasonOf(await logEntry(reset.emailLogId))).toBe('Not delivered after 1 attempt: 451 4.7.1 Try again later');
    expect(await keptFor(reset.emailLogId)).toBe(0);
    // The same deferral of a message that does not expire waits for its retry.
    expect(receipt.status).toBe('retrying');
    expect(await keptFor(receipt.emailLogId)).toBe(1);
    shop.sink.accept(to);
  });

  it('whose retry was cut short by a stopped server is closed as failed, never attempted again (it may have left)', async () => {
    const to = 'cut-short@example.com';
    shop.sink.refuse(to, { at: 'RCPT TO', code: 451, text: '4.7.1 Try again later', times: 1 });
    const outcome = await shop.mailed.deps.email.sendMessage(shipped(to), 'order_shipped', null);
    expect(outcome.status).toBe('retrying');
    // A run claimed it and its server stopped before the outcome was known.
    await shop.t.deps.db.updateTable('email_retries').set({ claimed_at: new Date() }).where('email_log_id', '=', outcome.emailLogId!).execute();

    await startRetries();
    await waitFor(async () => (await logEntry(outcome.emailLogId)).status === 'failed', 30_000, 'the cut-short retry to be closed');
    const closed = await logEntry(outcome.emailLogId);
    expect(closed).toMatchObject({ failure: 'error', error: RETRY_INTERRUPTED_ERROR, attempts: 1, resendable: true });
    expect(reasonOf(closed)).toBe(`Not sent: ${RETRY_INTERRUPTED_ERROR}`);
    expect(shop.sink.attemptsTo(to)).toHaveLength(1);
    expect(await keptFor(outcome.emailLogId)).toBe(0);
  });
});

describe("a campaign's deferred message", () => {
  it("is retried by the campaign's own batches within its send rate, and the campaign ends once it is delivered", async () => {
    await sql`TRUNCATE newsletter_subscribers`.execute(shop.t.deps.db);
    // The deferred address comes second: its retry falls due while new addresses are still to be claimed.
    const audience = ['ann@example.com', 'greylisted@example.com', 'cat@example.com', 'dot@example.com', 'eve@example.com'];
    await subscribe(audience);
    shop.sink.refuse('greylisted@example.com', { at: 'RCPT TO', code: 451, text: '4.7.1 Greylisted', times: 1 });
    const draft = await createCampaign('Winter toys');
    await sendNow(draft.id);
    // 60 a minute, a batch a second: one attempt a batch, first or retry.
    await startSender(60);
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 60_000, 'the campaign to be sent');

    const done = await campaign(draft.id);
    expect(done.progress).toEqual({ sent: 5, failed: 0, skipped: 0, left: 0 });
    const attempts = shop.sink.attemptsTo('greylisted@example.com');
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['refused 451', 'accepted']);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(new Date(done.finishedAt!).getTime()).toBeGreaterThanOrEqual(attempts[1]!.at);
    expect(shop.sink.received.filter((mail) => mail.raw.includes('Subject: Winter toys')).flatMap((mail) => mail.to).sort()).toEqual([...audience].sort());

    const logs = await ok<ListPage<AdminEmailLog>>(await send(admin(), 'GET', `/api/admin/email-logs?campaignId=${draft.id}`));
    expect(logs.rows.find((row) => row.to === 'greylisted@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(logs.rows).toHaveLength(5);

    // The send rate: no run of the sender made more than one attempt, the retry included.
    const runs = await sql<{ output: BatchOutcome }>`SELECT output FROM pgboss.job WHERE name = 'email-campaigns' AND state = 'completed'`.execute(shop.t.deps.db);
    const attemptsPerRun = runs.rows.map(({ output }) => output.sent + output.failed + output.retrying);
    expect(Math.max(...attemptsPerRun)).toBe(1);
    expect(attemptsPerRun.reduce((sum, n) => sum + n, 0)).toBe(6);
    expect(runs.rows.some(({ output }) => output.retrying === 1)).toBe(true);
  });
});
