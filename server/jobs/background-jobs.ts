import type { Running } from '../bootstrap';
import { captureRecoveryJob } from '../checkout/capture-recovery';
import { pendingCaptureSweepJob } from '../orders/approval/pending-capture-sweep';
import { pickupRemindersJob } from '../pickup/pickup-reminder-sweep';
import { applicationRetentionJob } from '../careers/application-retention';
import { tillReconciliationJob, tillSyncNowJob } from '../till/till-sync-job';
import { analyticsRollupJob } from '../analytics/analytics-rollup-job';
import { campaignSendingJob, type CampaignSendingOptions } from '../marketing/campaign-sender';
import { ANALYTICS_EVENT_RETENTION } from '../analytics/analytics-event-retention';
import { EMAIL_BODY_RETENTION } from '../email/email-body-retention';
import { UNUSED_IMAGE_RETENTION } from '../media/unused-image-retention';
import { ruleJob } from '../retention/retention-sweep';
import { emailRetryJob, type EmailRetryJobOptions } from '../email/email-retry-job';
import type { AppDeps } from '../context';
import type { BackgroundJob } from './background-job';
import { startJobQueue, type JobQueue } from './job-queue';

/** Every background job of the shop: a new one is a line here (docs/decisions/052). */
export function backgroundJobs(deps: AppDeps, options: BackgroundJobsOptions = {}): BackgroundJob<never>[] {
  return [
    captureRecoveryJob(deps, options.captureRecovery),
    pendingCaptureSweepJob(deps),
    pickupRemindersJob(deps),
    applicationRetentionJob(deps),
    tillReconciliationJob(deps),
    tillSyncNowJob(deps),
    campaignSendingJob(deps, options.campaigns),
    emailRetryJob(deps, options.emailRetries),
    analyticsRollupJob(deps),
    ...[ANALYTICS_EVENT_RETENTION, EMAIL_BODY_RETENTION, UNUSED_IMAGE_RETENTION].map((rule) => ruleJob(deps.db, rule)),
  ];
}

export interface BackgroundJobsOptions {
  /** The several-instances tests run capture recovery every second and let a killed instance's run expire in seconds. */
  captureRecovery?: { everySeconds?: number; expireInSeconds?: number };
  /** Campaign sending's period (tests send a batch a second). */
  campaigns?: CampaignSendingOptions;
  /** Deferred messages' retry run's period (tests retry every second). */
  emailRetries?: EmailRetryJobOptions;
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

/** Starts the job queue with every job, as a serving instance does (not the migrate or seed scripts). */
export function startBackgroundJobs(running: Running, options: BackgroundJobsOptions = {}): Promise<JobQueue> {
  return startJobQueue({
    database: running.database,
    jobs: backgroundJobs(running.deps, options),
    log: running.deps.log,
    metrics: running.deps.metrics,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
}
