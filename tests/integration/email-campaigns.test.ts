import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ListPage } from '../../shared/admin/api';
import type { AdminCampaignDetail, CampaignPreview } from '../../shared/admin/email-campaigns.schema';
import type { AdminEmailLog } from '../../shared/admin/email-logs.schema';
import type { AdminSubscriber } from '../../shared/admin/subscribers.schema';
import type { UnsubscribeState } from '../../shared/marketing/unsubscribe';
import type { JobQueue } from '../../server/jobs/job-queue';
import { INTERRUPTED_ERROR } from '../../server/marketing/campaigns.repo';
import { createTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, withEmail, type ReceivedEmail } from '../support/smtp-sink';
import { waitFor } from '../support/instances/instance-harness';
import { auditRowsOf, ok, refusal, send, signedInTeam, type SignedIn } from './admin-fixtures';
import { campaignFixtures } from './campaign-fixtures';

// Email marketing campaigns (issue 15, docs/decisions/054) on PGlite and PostgreSQL, through a real SMTP
// server: sending on the job queue in rate-limited batches, pause and resume, a restart that goes on
// without sending anyone twice, consent checked at send time (do-not-sell, bounces, unsubscribes), and
// RFC 8058 one-click unsubscribe without cookies.

let t: TestApp;
let mailed: TestApp;
let sink: SmtpSink;
let team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sink = await SmtpSink.start();
  mailed = await withEmail(t, sink.url());
  team = await signedInTeam(mailed);
}, 180_000);
beforeEach(async () => {
  await sql`TRUNCATE newsletter_subscribers`.execute(t.deps.db);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 5000 })));
});
afterAll(async () => {
  await mailed?.close();
  await sink?.stop();
  await t?.close();
});

const admin = () => team.admin.client;
const { subscribe, createCampaign, sendNow, campaign, startSender } = campaignFixtures(() => ({ t, mailed, admin: admin() }), queues);
const received = (subject: string): ReceivedEmail[] => sink.received.filter((mail) => mail.raw.includes(`Subject: ${subject}\r\n`));
const recipientsOf = (subject: string) => received(subject).flatMap((mail) => mail.to).sort();
/** A header's value, unfolded (nodemailer folds a long List-Unsubscribe onto the next line). */
const headerOf = (raw: string, name: string) => new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r\n[ \t]+/g, ' ').trim() ?? null;
const unsubscribeLinkOf = (mail: ReceivedEmail) => /<(http[^>]+)>/.exec(headerOf(mail.raw, 'List-Unsubscribe') ?? '')![1]!;

async function completedRuns(): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email-campaigns' AND state = 'completed'`.execute(t.deps.db);
  return result.rows[0]!.n;
}

describe('sending a campaign on the job queue', () => {
  it('sends in batches at the rate limit, each address once, skipping do-not-sell, bounced and unsubscribed addresses; every message can be unsubscribed from in one click', async () => {
    const audience = ['ana@example.com', 'ben@example.com', 'cy@example.com', 'dee@example.com', 'eve@example.com'];
    await subscribe([...audience, 'dns@example.com', 'bounced@example.com', 'gone@example.com']);
    await t.deps.db.insertInto('do_not_sell_requests').values({ id: crypto.randomUUID(), email: 'DNS@example.com', full_name: null, state: null, country: 'US' }).execute();
    // A hard bounce is the address's (docs/decisions/083).
    await t.deps.db.insertInto('email_bounces').values({ address: 'bounced@example.com', bounced_at: new Date(), smtp_reply: null, email_log_id: null }).execute();
    await t.deps.db.updateTable('newsletter_subscribers').set({ unsubscribed_at: new Date() }).where('email', '=', 'gone@example.com').execute();

    const draft = await createCampaign('Spring toys');
    expect(draft.status).toBe('draft');
    expect(draft.progress).toEqual({ sent: 0, failed: 0, skipped: 0, left: 5 });
    await sendNow(draft.id);
    // 120 a minute, a batch a second: 2 messages a batch.
    await startSender(120);
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 60_000, 'the campaign to be sent');

    expect(recipientsOf('Spring toys')).toEqual(audience);
    const done = await campaign(draft.id);
    expect(done.progress).toEqual({ sent: 5, failed: 0, skipped: 1, left: 0 });
    expect(done.finishedAt).not.toBeNull();

    // The batches: claimed together, at most 2 each, a second or so apart (3 batches span more than one).
    // The bounced address is claimed apart and skipped: no message, so not in any batch (docs/decisions/083).
    const claims = await t.deps.db.selectFrom('email_campaign_recipients').select(['email', 'claimed_at', 'status']).where('campaign_id', '=', draft.id).where('status', '<>', 'skipped').execute();
    const skipped = await t.deps.db.selectFrom('email_campaign_recipients').select('email').where('campaign_id', '=', draft.id).where('status', '=', 'skipped').execute();
    expect(skipped.map((row) => row.email)).toEqual(['bounced@example.com']);
    const batches = new Map<number, number>();
    for (const claim of claims) batches.set(new Date(claim.claimed_at).getTime(), (batches.get(new Date(claim.claimed_at).getTime()) ?? 0) + 1);
    expect([...batches.values()].every((size) => size <= 2)).toBe(true);
    expect(batches.size).toBeGreaterThanOrEqual(3);
    const times = [...batches.keys()].sort((a, b) => a - b);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(claims.every((claim) => claim.status === 'sent')).toBe(true);

    // Every message: an unsubscribe link in both parts, List-Unsubscribe (the one-click URL) and List-Unsubscribe-Post.
    for (const mail of received('Spring toys')) {
      expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w.-]+>$/);
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.raw).toContain('Unsubscribe');
    }

    // The email logs list the campaign's messages by its id.
    const logs = await ok<ListPage<AdminEmailLog>>(await send(admin(), 'GET', `/api/admin/email-logs?campaignId=${draft.id}&pageSize=100`));
    const sentLogs = logs.rows.filter((row) => row.to !== 'bounced@example.com');
    expect(sentLogs.map((row) => row.to).sort()).toEqual(audience);
    expect(sentLogs.every((row) => row.template === 'campaign' && row.status === 'sent' && row.campaignId === draft.id)).toBe(true);
    // The bounced address: one entry, skipped, saying why.
    expect(logs.rows.filter((row) => row.to === 'bounced@example.com')).toEqual([expect.objectContaining({ template: 'campaign', status: 'skipped', attempts: 0, campaignId: draft.id })]);

    // A sent campaign can no longer be changed or sent again.
    expect((await refusal(await send(admin(), 'PATCH', `/api/admin/email-marketing/campaigns/${draft.id}`, { subject: 'Changed', preheader: '', bodyMarkdown: 'x', audience: 'all' }), 409)).code).toBe('CONFLICT');
    expect((await refusal(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/send`, {}), 409)).code).toBe('CONFLICT');
  });

  it('pauses (no batch goes out while paused) and resumes where it stopped', async () => {
    const audience = ['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com'];
    await subscribe(audience);
    const draft = await createCampaign('Paused toys');
    await sendNow(draft.id);
    await startSender(60); // one a second
    await waitFor(async () => (await campaign(draft.id)).progress.sent >= 1, 30_000, 'a first message');
    const paused = await ok<AdminCampaignDetail>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/pause`, {}));
    expect(paused.status).toBe('paused');
    // A run already under way when the pause came finishes its batch; after the next run, nothing moves.
    const runsAtPause = await completedRuns();
    await waitFor(async () => (await completedRuns()) >= runsAtPause + 2, 30_000, 'a run after the pause');
    const sentAtPause = (await campaign(draft.id)).progress.sent;
    // Two more whole runs: each would have sent one message were it not paused.
    const runs = await completedRuns();
    await waitFor(async () => (await completedRuns()) >= runs + 2, 30_000, 'two more runs of the sender');
    const whilePaused = await campaign(draft.id);
    expect(whilePaused.progress.sent).toBe(sentAtPause);
    expect(whilePaused.progress.left).toBe(4 - sentAtPause);
    expect(recipientsOf('Paused toys')).toHaveLength(sentAtPause);
    expect((await refusal(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/pause`, {}), 409)).code).toBe('CONFLICT');

    expect((await ok<AdminCampaignDetail>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/resume`, {}))).status).toBe('sending');
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 30_000, 'the campaign to finish after resuming');
    expect(recipientsOf('Paused toys')).toEqual(audience);
    expect((await auditRowsOf(t, 'email_campaign', draft.id)).map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'campaign.send', 'campaign.pause', 'campaign.resume']));
  });

  it('goes on by itself after a restart and never sends anyone the same campaign twice, a claim cut short by a crash included', async () => {
    const audience = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com', 'r5@example.com', 'r6@example.com', 'r7@example.com'];
    await subscribe(audience);
    const draft = await createCampaign('Restart toys');
    await sendNow(draft.id);
    const first = await startSender(120);
    await waitFor(async () => (await campaign(draft.id)).progress.sent >= 2, 30_000, 'a first batch');
    // The instance stops (its run in progress finishes).
    await first.stop({ timeoutMs: 5000 });
    const atStop = await campaign(draft.id);
    expect(atStop.status).toBe('sending');
    expect(atStop.progress.left).toBeGreaterThan(1);
    const sentBefore = recipientsOf('Restart toys');

    // A run that died after claiming an address and before knowing whether its message left.
    const unsent = audience.filter((email) => !sentBefore.includes(email));
    const crashed = unsent.at(-1)!;
    await t.deps.db.insertInto('email_campaign_recipients').values({ campaign_id: draft.id, email: crashed }).execute();
    // The key (campaign, address) is unique: a second claim of the same address is impossible.
    await expect(t.deps.db.insertInto('email_campaign_recipients').values({ campaign_id: draft.id, email: crashed }).execute()).rejects.toThrow();

    // A restart: a new queue finds the campaign sending and goes on.
    await startSender(120);
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 60_000, 'the campaign to finish after the restart');
    const all = recipientsOf('Restart toys');
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(audience.filter((email) => email !== crashed));
    const row = await t.deps.db.selectFrom('email_campaign_recipients').select(['status', 'error']).where('campaign_id', '=', draft.id).where('email', '=', crashed).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: INTERRUPTED_ERROR });
    expect((await campaign(draft.id)).progress).toEqual({ sent: 6, failed: 1, skipped: 0, left: 0 });
  });

  it('checks consent at send time: a do-not-sell request made after "send" suppresses the address; the audience by country', async () => {
    await subscribe(['us1@example.com', 'us2@example.com'], 'US');
    // Signed up on the UK storefront: the form sends the storefront's country.
    await ok(await send(admin(), 'POST', '/api/newsletter', { email: 'uk1@example.com', source: 'website', country: 'UK' }), 201);
    expect((await ok<ListPage<AdminSubscriber>>(await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?q=uk1'))).rows[0]).toMatchObject({ email: 'uk1@example.com', country: 'UK', consent: 'subscribed' });
    const draft = await createCampaign('Stars and stripes', 'US');
    expect(draft.progress.left).toBe(2);
    await sendNow(draft.id);
    // Before any batch: us2 asks not to be sold or shared (Global Privacy Control).
    await t.deps.db.insertInto('do_not_sell_requests').values({ id: crypto.randomUUID(), email: 'us2@example.com', full_name: null, state: null, country: 'US', source: 'gpc' }).execute();
    await startSender(600);
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 30_000, 'the campaign to be sent');
    expect(recipientsOf('Stars and stripes')).toEqual(['us1@example.com']);
    expect((await campaign(draft.id)).progress).toEqual({ sent: 1, failed: 0, skipped: 0, left: 0 });
    // The US postal address, the law's.
    expect(received('Stars and stripes')[0]!.raw).toContain('350 Fifth Avenue');
  });
});

describe('a scheduled campaign', () => {
  it('waits for its time, then the job queue sends it by itself', async () => {
    await subscribe(['later1@example.com', 'later2@example.com']);
    const draft = await createCampaign('Scheduled toys');
    const at = new Date(Date.now() + 2500).toISOString();
    await startSender(600);
    expect((await ok<AdminCampaignDetail>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/send`, { scheduledAt: at }))).status).toBe('scheduled');
    const runs = await completedRuns();
    await waitFor(async () => (await campaign(draft.id)).status === 'sent', 30_000, 'the scheduled campaign to be sent');
    const sent = await campaign(draft.id);
    // Not before its time, and by the queue (runs happened in between).
    expect(new Date(sent.startedAt!).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
    expect(await completedRuns()).toBeGreaterThan(runs);
    expect(recipientsOf('Scheduled toys')).toEqual(['later1@example.com', 'later2@example.com']);
  });
});

describe('unsubscribing', () => {
  it('one-click: a POST without cookies (and from a mail provider’s origin) unsubscribes at once and for good; a GET changes nothing', async () => {
    await subscribe(['click@example.com', 'stay@example.com']);
    const first = await createCampaign('Click toys');
    await sendNow(first.id);
    await startSender(600);
    await waitFor(async () => (await campaign(first.id)).status === 'sent', 30_000, 'the campaign to be sent');
    const mail = received('Click toys').find((message) => message.to.includes('click@example.com'))!;
    const link = unsubscribeLinkOf(mail);
    const path = new URL(link).pathname + new URL(link).search;

    // Reading the address for the confirm page changes nothing (link scanners GET links).
    const read = await ok<UnsubscribeState>(await t.app.request(t.url(`/api/marketing/unsubscribe?${new URL(link).search.slice(1)}`)));
    expect(read).toEqual({ email: 'click@example.com', unsubscribed: false });
    expect((await ok<ListPage<AdminSubscriber>>(await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?q=click'))).rows[0]!.consent).toBe('subscribed');

    // A forged token is refused and changes nothing.
    const forged = await t.app.request(t.url(path.replace(/token=([\w-]+)\./, 'token=$1x.')), { method: 'POST' });
    expect(forged.status).toBe(400);

    // The mail provider's one-click POST: no cookie, a foreign Origin, the RFC 8058 body.
    const response = await t.app.request(t.url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const subscribers = await ok<ListPage<AdminSubscriber>>(await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?q=click'));
    expect(subscribers.rows[0]).toMatchObject({ email: 'click@example.com', consent: 'unsubscribed' });
    expect(subscribers.rows[0]!.unsubscribedAt).not.toBeNull();
    expect((await ok<ListPage<AdminSubscriber>>(await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?consent=unsubscribed'))).rows.map((row) => row.email)).toEqual(['click@example.com']);
    // Never exported.
    const csv = await (await send(admin(), 'GET', '/api/admin/email-marketing/subscribers?format=csv')).text();
    expect(csv).toContain('stay@example.com');
    expect(csv).not.toContain('click@example.com');

    // Final for later sends.
    const second = await createCampaign('Later toys');
    expect(second.progress.left).toBe(1);
    await sendNow(second.id);
    await waitFor(async () => (await campaign(second.id)).status === 'sent', 30_000, 'the second campaign to be sent');
    expect(recipientsOf('Later toys')).toEqual(['stay@example.com']);

    // The confirm page's own POST (the shop's origin, JSON) answers the same, again and again.
    const again = await ok<UnsubscribeState>(await t.app.request(t.url('/api/marketing/unsubscribe'), { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, body: JSON.stringify({ token: new URL(link).searchParams.get('token') }) }));
    expect(again).toEqual({ email: 'click@example.com', unsubscribed: true });
  });
});

describe('the campaign editor', () => {
  it('previews HTML and text with the header, footer, unsubscribe link and postal addresses; test-sends to the admin; edits a draft', async () => {
    const preview = await ok<CampaignPreview>(await send(admin(), 'POST', '/api/admin/email-marketing/campaigns/message-preview', { subject: 'Hello', preheader: 'Peek', bodyMarkdown: 'Hi **there** <script>alert(1)</script>', audience: 'all' }));
    expect(preview.html).toContain('<strong>there</strong>');
    expect(preview.html).not.toContain('<script');
    expect(preview.html).toContain('Toy Shop');
    expect(preview.html).toContain('350 Fifth Avenue');
    expect(preview.html).toContain('1 Oxford Street');
    expect(preview.text).toContain('Unsubscribe: http://localhost:3000/unsubscribe?token=');
    expect(preview.text).toContain('Hi there');

    const draft = await createCampaign('Draft toys');
    const edited = await ok<AdminCampaignDetail>(await send(admin(), 'PATCH', `/api/admin/email-marketing/campaigns/${draft.id}`, { subject: 'Draft toys, edited', preheader: '', bodyMarkdown: 'Edited', audience: 'UK' }));
    expect(edited).toMatchObject({ subject: 'Draft toys, edited', audience: 'UK', status: 'draft' });
    const tested = await ok<{ to: string; status: string }>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/test`, {}));
    expect(tested).toMatchObject({ to: 'admin@example.com', status: 'sent' });
    const mail = await sink.waitFor('admin@example.com');
    expect(mail.raw).toContain('Subject: [Test] Draft toys, edited');
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await ok<AdminCampaignDetail>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/send`, { scheduledAt: future }));
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: future });
    expect((await refusal(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/send`, { scheduledAt: new Date(Date.now() - 1000).toISOString() }), 400)).fields).toHaveProperty('scheduledAt');
    expect((await ok<AdminCampaignDetail>(await send(admin(), 'POST', `/api/admin/email-marketing/campaigns/${draft.id}/unschedule`, {}))).status).toBe('draft');
    expect((await refusal(await send(admin(), 'POST', '/api/admin/email-marketing/campaigns', { subject: '', bodyMarkdown: '' }), 400)).fields).toMatchObject({ subject: expect.any(String) });
    // Admin only.
    await refusal(await send(team.manager.client, 'GET', `/api/admin/email-marketing/campaigns/${draft.id}`), 403);
  });
});
