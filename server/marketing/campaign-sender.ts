import type { AppDeps } from '../context';
import type { EmailOutcome } from '../email/mailer';
import type { BackgroundJob } from '../jobs/background-job';
import { readSetting } from '../settings/settings.repo';
import type { Settings } from '../../shared/settings';
import { CAMPAIGN_TEMPLATE, renderCampaignMessage } from './campaign-message';
import { claimRecipients, closeInterruptedClaims, recordRecipientOutcome } from './campaigns.repo';

// Sending campaigns on the job queue (docs/decisions/052, 054). One periodic job, `email-campaigns`,
// runs every `everySeconds` on one instance at a time (the `stately` policy): it starts scheduled
// campaigns that are due, then sends at most one batch (`batchSize` messages across all sending
// campaigns), so the rate never exceeds batchSize per period whatever the number of instances. A
// message the mail server deferred is retried by a later batch of its campaign, within that budget;
// an address that bounced is skipped and logged (docs/decisions/083). A paused campaign is skipped
// (its retries wait with it); a restart simply lets the next run go on where the rows say it stopped.

export const CAMPAIGN_JOB = 'email-campaigns';

export interface CampaignSendingOptions {
  /** Seconds between batches (default 10). */
  everySeconds?: number;
}

/** Messages per batch for a rate per minute and a period: at least one. */
export function batchSizeFor(sendPerMinute: number, everySeconds: number): number {
  return Math.max(1, Math.floor((sendPerMinute * everySeconds) / 60));
}

export interface BatchOutcome {
  started: number;
  sent: number;
  failed: number;
  /** Deferred by the mail server: retried by a later batch (docs/decisions/083). */
  retrying: number;
  /** Not sent: the address bounced. */
  skipped: number;
  finished: number;
  interrupted: number;
}

/** Bounced addresses a run records as skipped per campaign, at most (no message goes out for them). */
const SKIPS_PER_RUN = 500;

type CampaignRow = Awaited<ReturnType<typeof sendingCampaigns>>[number];
type SenderDeps = Pick<AppDeps, 'db' | 'email' | 'config'>;

function sendingCampaigns(db: AppDeps['db']) {
  return db.selectFrom('email_campaigns').selectAll().where('status', '=', 'sending').orderBy('started_at').orderBy('id').execute();
}

/**
 * One batch: due campaigns start, interrupted claims close, up to `batchSize` attempts go out (a
 * campaign's deferred messages first, then new addresses; the bounced ones are skipped without
 * counting), finished campaigns end.
 */
export async function sendCampaignBatch(deps: SenderDeps, batchSize: number): Promise<BatchOutcome> {
  const { db } = deps;
  const now = new Date();
  const started = await db
    .updateTable('email_campaigns')
    .set({ status: 'sending', started_at: now, updated_at: now })
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now)
    .returning('id')
    .execute();
  const interrupted = await closeInterruptedClaims(db);
  const sending = await sendingCampaigns(db);
  const outcome: BatchOutcome = { started: started.length, sent: 0, failed: 0, retrying: 0, skipped: 0, finished: 0, interrupted };
  if (sending.length === 0) return outcome;
  const contact = await readSetting(db, 'store_contact');
  let budget = batchSize;
  for (const campaign of sending) {
    if (budget <= 0) break;
    const count = (status: EmailOutcome['status']) => {
      if (status === 'failed') outcome.failed += 1;
      else if (status === 'retrying') outcome.retrying += 1;
      else if (status === 'skipped') outcome.skipped += 1;
      else outcome.sent += 1;
    };
    for (const retried of await deps.email.retryDue({ campaignId: campaign.id }, budget)) {
      await recordRecipientOutcome(db, campaign.id, retried.to, { status: retried.status, error: retried.error, emailLogId: retried.emailLogId });
      count(retried.status);
      if (retried.attempted) budget -= 1;
    }
    let claimed = 0;
    for (const which of ['bounced', 'sendable'] as const) {
      const recipients = await claimRecipients(db, campaign, which === 'bounced' ? SKIPS_PER_RUN : budget, which);
      claimed += recipients.length;
      for (const recipient of recipients) {
        const sent = await sendToRecipient(deps, contact, campaign, recipient);
        count(sent.status);
        if (sent.status !== 'skipped') budget -= 1;
      }
    }
    if (claimed === 0 && budget > 0 && (await finishIfDone(db, campaign.id))) outcome.finished += 1;
  }
  return outcome;
}

async function sendToRecipient(deps: SenderDeps, contact: Settings['store_contact'], campaign: CampaignRow, recipient: { email: string; country: 'US' | 'UK' | null }): Promise<EmailOutcome> {
  const content = { id: campaign.id, subject: campaign.subject, preheader: campaign.preheader, bodyMarkdown: campaign.body_markdown };
  const { unsubscribeUrl: _link, ...message } = renderCampaignMessage(deps.config, contact, content, recipient);
  const sent = await deps.email.sendMessage({ to: recipient.email, ...message }, CAMPAIGN_TEMPLATE, null, { campaignId: campaign.id, marketing: true });
  const error = sent.status === 'failed' ? (sent.error ?? 'Not delivered') : sent.error;
  await recordRecipientOutcome(deps.db, campaign.id, recipient.email, { status: sent.status, error, emailLogId: sent.emailLogId });
  return sent;
}

/** A sending campaign with nobody left to claim, nothing claimed and nothing deferred is sent. */
async function finishIfDone(db: AppDeps['db'], campaignId: string): Promise<boolean> {
  const ended = await db
    .updateTable('email_campaigns')
    .set({ status: 'sent', finished_at: new Date(), updated_at: new Date() })
    .where('id', '=', campaignId)
    .where('status', '=', 'sending')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('email_campaign_recipients').select('email').where('campaign_id', '=', campaignId).where('status', 'in', ['claimed', 'retrying']))))
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}

/** The campaign sender as a background job: every `everySeconds`, one batch at the configured rate. */
export function campaignSendingJob(deps: AppDeps, options: CampaignSendingOptions = {}): BackgroundJob<never> {
  const everySeconds = options.everySeconds ?? 10;
  const batchSize = batchSizeFor(deps.config.marketing.sendPerMinute, everySeconds);
  return {
    name: CAMPAIGN_JOB,
    purpose: `Sends email campaigns: up to ${batchSize} messages every ${everySeconds} s (${deps.config.marketing.sendPerMinute} a minute at most)`,
    everySeconds,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 600,
    run: async () => sendCampaignBatch(deps, batchSize),
  };
}
