import type { AppDeps } from '../context';
import type { BackgroundJob } from '../jobs/background-job';

// Deferred messages other than campaigns' (receipts, pickup emails, resets…) are retried on the job
// queue (docs/decisions/052, 083): one periodic job, `email-retries`, one run at a time on any number
// of instances, attempts those whose time has come. A campaign's deferred messages are retried by the
// campaign's own batches instead, within its send rate (server/marketing/campaign-sender.ts).

export const EMAIL_RETRY_JOB = 'email-retries';

/** Deferred messages one run attempts at most. */
const RETRIES_PER_RUN = 50;

export interface EmailRetryJobOptions {
  /** Seconds between runs (default 15). */
  everySeconds?: number;
}

export function emailRetryJob(deps: Pick<AppDeps, 'email' | 'config'>, options: EmailRetryJobOptions = {}): BackgroundJob<never> {
  const everySeconds = options.everySeconds ?? 15;
  const { limit, firstDelaySeconds } = deps.config.emailRetry;
  return {
    name: EMAIL_RETRY_JOB,
    purpose: `Retries messages the mail server deferred: up to ${RETRIES_PER_RUN} every ${everySeconds} s, ${limit} times at most, the first after ${firstDelaySeconds} s and then twice as long each time`,
    everySeconds,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 600,
    run: async () => {
      const outcomes = await deps.email.retryDue({ campaignId: null }, RETRIES_PER_RUN);
      return { retried: outcomes.length, sent: outcomes.filter((outcome) => outcome.status === 'sent').length };
    },
  };
}
