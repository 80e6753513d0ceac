import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AdminCampaignDetail } from '../../shared/admin/email-campaigns.schema';
import type { AppConfig } from '../../server/config';
import type { AppDeps } from '../../server/context';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { campaignSendingJob } from '../../server/marketing/campaign-sender';
import type { TestClient } from '../support/http';
import { SmtpSink, withEmail } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { ok, send, signedInTeam, type SignedIn } from './admin-fixtures';

/** The apps a campaign test runs on (made in its beforeAll): the shop, and the shop again with SMTP. */
export interface CampaignApps {
  t: TestApp;
  mailed: TestApp;
  admin: TestClient;
}

/**
 * Email campaigns as a test drives them (docs/decisions/054): subscribers put in the database, a campaign
 * written and sent by the admin through the API, and the campaign sender alone on a job queue (stopped
 * by the test: `queues`).
 */
export function campaignFixtures(apps: () => CampaignApps, queues: JobQueue[]) {
  const admin = () => apps().admin;
  return {
    async subscribe(emails: string[], country: 'US' | 'UK' | null = null): Promise<void> {
      for (const [index, email] of emails.entries()) {
        // Distinct times: the audience is sent oldest first.
        await apps().t.deps.db.insertInto('newsletter_subscribers').values({ id: crypto.randomUUID(), email, source: 'footer', country, created_at: new Date(Date.now() - 60_000 + index) }).execute();
      }
    },

    async createCampaign(subject: string, audience: 'all' | 'US' | 'UK' = 'all'): Promise<AdminCampaignDetail> {
      return ok<AdminCampaignDetail>(await send(admin(), 'POST', '/api/admin/email-marketing/campaigns', { subject, preheader: 'Fresh toys this week', bodyMarkdown: `# ${subject}\n\nA **new** wooden train.`, audience }), 201);
    },

    async sendNow(id: string): Promise<void> {
      await ok(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${id}/send`, {}));
    },

    campaign: async (id: string) => ok<AdminCampaignDetail>(await send(admin(), 'GET', `/api/admin/email-marketing/campaigns/${id}`)),

    /** The campaign sender alone, a batch a second, at `perMinute` messages a minute. */
    async startSender(perMinute: number): Promise<JobQueue> {
      const { t, mailed } = apps();
      const deps: AppDeps = { ...mailed.deps, config: { ...mailed.deps.config, marketing: { ...mailed.deps.config.marketing, sendPerMinute: perMinute } } };
      const queue = await startJobQueue({ database: t.database, jobs: [campaignSendingJob(deps, { everySeconds: 1 })], log: deps.log, pollingIntervalSeconds: 0.5 });
      queues.push(queue);
      return queue;
    },
  };
}

/** A file's shop with real SMTP, made by its hooks: the app, a local SMTP server, the app again sending through it, the team. */
export interface ShopWithSmtp extends CampaignApps {
  sink: SmtpSink;
  team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
}

/**
 * Registers the file's hooks for a shop that sends through a real local SMTP server (`emailRetry` as
 * given), stopping the job queues a test started (`queues`) after it; and the campaign fixtures on it.
 */
export function shopWithSmtp(options: { emailRetry?: AppConfig['emailRetry'] } = {}) {
  const shop = {} as ShopWithSmtp;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    shop.t = await createTestApp();
    shop.sink = await SmtpSink.start();
    shop.mailed = await withEmail(shop.t, shop.sink.url(), options);
    shop.team = await signedInTeam(shop.mailed);
    shop.admin = shop.team.admin.client;
  }, 180_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 5000 })));
  });
  afterAll(async () => {
    await shop.mailed?.close();
    await shop.sink?.stop();
    await shop.t?.close();
  });
  return { shop, queues, ...campaignFixtures(() => shop, queues) };
}
