import type { AppDeps } from '../context';
import type { BackgroundJob } from '../jobs/background-job';
import { readSetting } from '../settings/settings.repo';
import { CAMPAIGN_TEMPLATE, renderCampaignMessage } from './campaign-message';
import { claimRecipients, closeInterruptedClaims, recordRecipientOutcome } from './campaigns.repo';

// Sending campaigns on the job queue (docs/decisions/052, 054). One periodic job, `email-campaigns`,
// runs every `everySeconds` on one instance at a time (the `stately` policy): it starts scheduled
// campaigns that are due, then sends at most one batch (`batchSize` messages across all sending
// campaigns), so the rate never exceeds batchSize per period whatever the number of instances. A
// paused campaign is skipped; a restart simply lets the next run go on where the rows say it stopped.

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
  finished: number;
  interrupted: number;
}

/** One batch: due campaigns start, interrupted claims close, up to `batchSize` messages go out, finished campaigns end. */
export async function sendCampaignBatch(deps: Pick<AppDeps, 'db' | 'email' | 'config'>, batchSize: number): Promise<BatchOutcome> {
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
  const sending = await db.selectFrom('email_campaigns').selectAll().where('status', '=', 'sending').orderBy('started_at').orderBy('id').execute();
  const outcome: BatchOutcome = { started: started.length, sent: 0, failed: 0, finished: 0, interrupted };
  if (sending.length === 0) return outcome;
  const contact = await readSetting(db, 'store_contact');
  let budget = batchSize;
  for (const campaign of sending) {
    if (budget <= 0) break;
    const recipients = await claimRecipients(db, campaign, budget);
    if (recipients.length === 0) {
      const ended = await db
        .updateTable('email_campaigns')
        .set({ status: 'sent', finished_at: new Date(), updated_at: new Date() })
        .where('id', '=', campaign.id)
        .where('status', '=', 'sending')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('email_campaign_recipients').select('email').where('campaign_id', '=', campaign.id).where('status', '=', 'claimed'))))
        .returning('id')
        .executeTakeFirst();
      if (ended) outcome.finished += 1;
      continue;
    }
    budget -= recipients.length;
    const content = { id: campaign.id, subject: campaign.subject, preheader: campaign.preheader, bodyMarkdown: campaign.body_markdown };
    for (const recipient of recipients) {
      const { unsubscribeUrl: _link, ...message } = renderCampaignMessage(deps.config, contact, content, recipient);
      const sent = await deps.email.sendMessage({ to: recipient.email, ...message }, CAMPAIGN_TEMPLATE, null, { campaignId: campaign.id });
      const error = sent.status === 'failed' ? await failureOf(deps, sent.emailLogId) : null;
      await recordRecipientOutcome(db, campaign.id, recipient.email, { status: sent.status, error, emailLogId: sent.emailLogId });
      if (sent.status === 'failed') outcome.failed += 1;
      else outcome.sent += 1;
    }
  }
  return outcome;
}

async function failureOf(deps: Pick<AppDeps, 'db'>, emailLogId: string | null): Promise<string> {
  if (!emailLogId) return 'Not delivered';
  const row = await deps.db.selectFrom('email_logs').select('error').where('id', '=', emailLogId).executeTakeFirst();
  return row?.error ?? 'Not delivered';
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
