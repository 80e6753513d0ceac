import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AdminSettings } from '../../shared/admin/settings.schema';
import type { AdminEmailLogDetail } from '../../shared/admin/email-logs.schema';
import { EMAIL_LOG_TEXTS } from '../../shared/admin/email-logs.schema';
import type { BackgroundJobState } from '../../shared/admin/background-jobs';
import type { UploadedImage } from '../../shared/media/media-api';
import { mediaUrl } from '../../shared/media/media-urls';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from '../../shared/settings';
import { ANALYTICS_EVENT_RETENTION } from '../../server/analytics/analytics-event-retention';
import { EMAIL_BODY_RETENTION } from '../../server/email/email-body-retention';
import { insertEmailLogs, type EmailLogEntry } from '../../server/email/email-log.repo';
import type { EmailStatus } from '../../server/email/email-log.repo';

/** One logged message: sent, or failed with an error. */
async function insertEmailLog(db: TestApp['deps']['db'], entry: Omit<EmailLogEntry, 'outcome'> & { status: EmailStatus; error: string | null }): Promise<string> {
  const { status, error, ...rest } = entry;
  const outcome = { status, error, failure: status === 'failed' ? ('error' as const) : null, smtpReply: null, attempts: 1, nextAttemptAt: null, addressBouncedAt: null, startedAt: new Date() };
  const [id] = await insertEmailLogs(db, [{ ...rest, outcome }]);
  return id!;
}
import { UNUSED_IMAGE_RETENTION } from '../../server/media/unused-image-retention';
import { sweepExpired, type RetentionRule } from '../../server/retention/retention-sweep';
import { backgroundJobs } from '../../server/jobs/background-jobs';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { silentLogger } from '../../server/logging/logger';
import { TestClient } from '../support/http';
import { picture } from '../support/image-fixtures';
import { waitFor } from '../support/instances/instance-harness';
import { createTestApp, type TestApp } from '../support/test-app';
import { ok, refusal, send, signedInTeam, type SignedIn } from './admin-fixtures';

// Retention (docs/decisions/085): analytics events, email bodies and uploaded images no record uses
// each have a setting and a daily job that removes what is past it, in batches, once across
// instances, audited as the system; the settings screen edits the settings and shows each job's last run.
let t: TestApp;
let team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
  team = await signedInTeam(t);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY);

async function setSetting<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
  const json = JSON.stringify(value);
  await t.deps.db.insertInto('settings').values({ key, value: json }).onConflict((oc) => oc.column('key').doUpdateSet({ value: json })).execute();
}

/** The audit log's last id: what a run records comes after it. */
async function lastAuditId(): Promise<number> {
  const row = await t.deps.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The retention audit rows of one rule recorded after `afterId`, oldest first. */
async function retentionRows(rule: RetentionRule, afterId: number) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', afterId)
    .where('actor_label', '=', rule.audit.actorLabel)
    .orderBy('id')
    .execute();
}

const deleteExpiredAnalyticsEvents = (now: Date, limit?: number) => sweepExpired(t.deps.db, ANALYTICS_EVENT_RETENTION, now, limit);
const removeExpiredEmailBodies = (now: Date, limit?: number) => sweepExpired(t.deps.db, EMAIL_BODY_RETENTION, now, limit);
const deleteUnusedImages = (now: Date, limit?: number) => sweepExpired(t.deps.db, UNUSED_IMAGE_RETENTION, now, limit);

/** Two sweeps of `rule` at once, 2 rows a batch: what they removed together, and the audit rows they wrote. */
async function twoRunsAtOnce(rule: RetentionRule) {
  const before = await lastAuditId();
  const now = new Date();
  const [first, second] = await Promise.all([sweepExpired(t.deps.db, rule, now, 2), sweepExpired(t.deps.db, rule, now, 2)]);
  return { removed: first + second, audit: await retentionRows(rule, before) };
}

const countsOf = (rows: { before: unknown }[]) => rows.map((row) => (row.before as { count: number }).count);

describe('the retention settings', () => {
  const read = async () => ok<AdminSettings>(await team.admin.client.get('/api/admin/settings'));

  it('start at their defaults; the admin saves them, audited; bad values are refused on their fields; a manager may not', async () => {
    const first = await read();
    expect(first.settings).toMatchObject({ application_retention_months: 6, analytics_event_retention_months: 13, email_body_retention_days: 90, unused_image_retention_days: 30 });
    expect(SETTING_DEFAULTS).toMatchObject({ analytics_event_retention_months: 13, email_body_retention_days: 90, unused_image_retention_days: 30 });

    const bad = await refusal(
      await send(team.admin.client, 'PUT', '/api/admin/settings', {
        ...first.settings,
        analytics_event_retention_months: 0,
        email_body_retention_days: 'ninety',
        unused_image_retention_days: 1.5,
        version: first.version,
      }),
      400,
    );
    expect(bad.fields).toEqual({
      analytics_event_retention_months: 'Must be at least 1 month',
      email_body_retention_days: 'Enter a whole number of days',
      unused_image_retention_days: 'Enter a whole number of days',
    });
    const tooLong = await refusal(await send(team.admin.client, 'PUT', '/api/admin/settings', { ...first.settings, analytics_event_retention_months: 121, email_body_retention_days: 3, unused_image_retention_days: 366, version: first.version }), 400);
    expect(tooLong.fields).toEqual({
      analytics_event_retention_months: 'Must be at most 120 months',
      email_body_retention_days: 'Must be at least 7 days',
      unused_image_retention_days: 'Must be at most 365 days',
    });

    const before = await lastAuditId();
    const saved = await ok<AdminSettings>(
      await send(team.admin.client, 'PUT', '/api/admin/settings', { ...first.settings, analytics_event_retention_months: 24, email_body_retention_days: 30, unused_image_retention_days: 7, version: first.version }),
    );
    expect(saved.settings).toMatchObject({ analytics_event_retention_months: 24, email_body_retention_days: 30, unused_image_retention_days: 7 });
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('id', '>', before).where('entity_type', '=', 'settings').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      screen: 'settings',
      actor_user_id: team.admin.id,
      before: { analytics_event_retention_months: 13, email_body_retention_days: 90, unused_image_retention_days: 30 },
      after: { analytics_event_retention_months: 24, email_body_retention_days: 30, unused_image_retention_days: 7 },
    });
    expect((await send(team.manager.client, 'PUT', '/api/admin/settings', { ...saved.settings, unused_image_retention_days: 1, version: saved.version })).status).toBe(403);
    expect((await read()).settings.unused_image_retention_days).toBe(7);
  });
});

describe('analytics events', () => {
  let session = 0;
  /** Events of new sessions, created `days` ago. */
  async function events(count: number, days: number): Promise<string[]> {
    const sessions = Array.from({ length: count }, () => `retention-session-${String(++session).padStart(6, '0')}`);
    await t.deps.db
      .insertInto('analytics_events')
      .values(sessions.map((id, index) => ({ session_id: id, kind: 'visit', country: index % 2 === 0 ? 'US' : 'UK', created_at: daysAgo(days) })))
      .execute();
    return sessions;
  }
  const remaining = async (sessions: string[]) =>
    (await t.deps.db.selectFrom('analytics_events').select('session_id').where('session_id', 'in', sessions).execute()).map((row) => row.session_id).sort();

  it('deletes the events older than the setting, in batches, each audited as the system with its count; keeps newer events and the sales figures', async () => {
    await setSetting('analytics_event_retention_months', 13);
    const expired = await events(5, 400);
    const kept = [...(await events(1, 380)), ...(await events(1, 1))];
    await t.deps.db
      .insertInto('analytics_sales_days')
      .values({ country: 'US', day: '2020-01-02', gross_sales: 1999, orders: 1, units: 1, discount_cost: 0, approved: 0, rejected: 0, refunded_orders: 0, shipping_orders: 1, shipping_sales: 1999, pickup_orders: 0, pickup_sales: 0 })
      .execute();
    const before = await lastAuditId();
    const now = new Date();

    expect(await deleteExpiredAnalyticsEvents(now, 2)).toBe(5);
    expect(await remaining([...expired, ...kept])).toEqual(kept.sort());
    expect(await t.deps.db.selectFrom('analytics_sales_days').select('day').where('country', '=', 'US').execute()).toHaveLength(1);
    const audit = await retentionRows(ANALYTICS_EVENT_RETENTION, before);
    expect(countsOf(audit)).toEqual([2, 2, 1]);
    for (const row of audit) {
      expect(row).toMatchObject({ actor_user_id: null, screen: 'analytics', action: 'retention.delete', entity_type: 'analytics-events', entity_id: null, after: null });
      expect(Object.keys(row.before as object).sort()).toEqual(['count', 'olderThan']);
      expect(Date.parse((row.before as { olderThan: string }).olderThan)).toBeLessThan(daysAgo(380, now).getTime());
    }
    expect(await deleteExpiredAnalyticsEvents(now, 2)).toBe(0);
  });

  it('follows the setting: a shorter one takes what the longer one kept', async () => {
    const twoMonthsOld = await events(2, 62);
    const lastWeek = await events(1, 7);
    expect(await deleteExpiredAnalyticsEvents(new Date())).toBe(0);
    await setSetting('analytics_event_retention_months', 1);
    try {
      expect(await deleteExpiredAnalyticsEvents(new Date())).toBeGreaterThanOrEqual(2);
      expect(await remaining([...twoMonthsOld, ...lastWeek])).toEqual(lastWeek);
    } finally {
      await setSetting('analytics_event_retention_months', 13);
    }
  });

  it('two runs at once delete each event once', async () => {
    const expired = await events(9, 500);
    const { removed, audit } = await twoRunsAtOnce(ANALYTICS_EVENT_RETENTION);
    expect(removed).toBe(9);
    expect(await remaining(expired)).toEqual([]);
    expect(countsOf(audit).reduce((sum, count) => sum + count, 0)).toBe(9);
  });
});

describe('email bodies', () => {
  /** A logged message, `days` old. */
  async function logged(days: number, over: { status?: 'sent' | 'failed'; template?: string } = {}): Promise<string> {
    const id = await insertEmailLog(t.deps.db, {
      to: `retention-${crypto.randomUUID().slice(0, 8)}@example.com`,
      subject: 'Your order A-1001 is on its way',
      template: over.template ?? 'order_update',
      text: 'Hi Jane, your order to 1 Main Street is on its way.',
      html: '<p>Hi Jane, your order to 1 Main Street is on its way.</p>',
      status: over.status ?? 'sent',
      error: over.status === 'failed' ? 'connection refused' : null,
      relatedOrderId: null,
    });
    await t.deps.db.updateTable('email_logs').set({ created_at: daysAgo(days) }).where('id', '=', id).execute();
    return id;
  }
  const rowsOf = (ids: string[]) => t.deps.db.selectFrom('email_logs').selectAll().where('id', 'in', ids).orderBy('id').execute();

  it('empties the text and HTML of messages older than the setting, in batches, audited; the entry keeps who, when, subject and status', async () => {
    await setSetting('email_body_retention_days', 90);
    const expired = [await logged(100), await logged(120), await logged(91, { status: 'failed' })];
    const kept = [await logged(89), await logged(1)];
    const before = await lastAuditId();
    const now = new Date();
    const original = await rowsOf(expired);

    expect(await removeExpiredEmailBodies(now, 2)).toBe(3);
    const emptied = await rowsOf(expired);
    expect(emptied).toHaveLength(3);
    for (const [index, row] of emptied.entries()) {
      const was = original[index]!;
      expect(row).toMatchObject({ body_text: '', body_html: null, to_address: was.to_address, subject: was.subject, template: was.template, status: was.status, error: was.error });
      expect(row.body_removed_at).toEqual(now);
      expect(row.created_at).toEqual(was.created_at);
    }
    for (const row of await rowsOf(kept)) expect(row).toMatchObject({ body_text: 'Hi Jane, your order to 1 Main Street is on its way.', body_removed_at: null });

    const audit = await retentionRows(EMAIL_BODY_RETENTION, before);
    expect(countsOf(audit)).toEqual([2, 1]);
    for (const row of audit) {
      expect(row).toMatchObject({ actor_user_id: null, screen: 'email-logs', action: 'retention.remove-bodies', entity_type: 'email-log-bodies', entity_id: null, after: null });
      expect(Object.keys(row.before as object).sort()).toEqual(['count', 'olderThan']);
    }
    expect(await removeExpiredEmailBodies(now, 2)).toBe(0);
  });

  it('the email logs screen says the body was removed and refuses to send such a message again', async () => {
    const failed = await logged(200, { status: 'failed' });
    await removeExpiredEmailBodies(new Date());
    const detail = await ok<AdminEmailLogDetail>(await team.manager.client.get(`/api/admin/email-logs/${failed}`));
    expect(detail).toMatchObject({ status: 'failed', subject: 'Your order A-1001 is on its way', text: '', html: null, resendable: false });
    expect(detail.bodyRemovedAt).not.toBeNull();
    const refused = await refusal(await send(team.manager.client, 'POST', `/api/admin/email-logs/${failed}/resend`), 409);
    expect(refused.message).toBe(EMAIL_LOG_TEXTS.bodyRemoved);

    const recentFailure = await logged(1, { status: 'failed' });
    expect(await ok<AdminEmailLogDetail>(await team.manager.client.get(`/api/admin/email-logs/${recentFailure}`))).toMatchObject({ bodyRemovedAt: null, resendable: true });
  });

  it('two runs at once empty each message once', async () => {
    const expired = await Promise.all(Array.from({ length: 7 }, () => logged(365)));
    const { removed, audit } = await twoRunsAtOnce(EMAIL_BODY_RETENTION);
    expect(removed).toBe(7);
    expect((await rowsOf(expired)).every((row) => row.body_removed_at !== null && row.body_text === '')).toBe(true);
    expect(countsOf(audit).reduce((sum, count) => sum + count, 0)).toBe(7);
  });
});

describe('unused images', () => {
  const RENDITION = new Uint8Array([82, 73, 70, 70]);
  /** An uploaded image as the media tables hold it, uploaded `days` ago (a 300 px rendition). */
  async function image(days: number): Promise<{ id: string; url: string }> {
    const id = crypto.randomUUID();
    await t.deps.db.insertInto('media').values({ id, original_format: 'png', original_bytes: 1000, width: 300, height: 200, uploaded_by: null, created_at: daysAgo(days) }).execute();
    await t.deps.db.insertInto('media_renditions').values({ media_id: id, width: 300, height: 200, content_type: 'image/webp', etag: `"${id}"`, bytes: Buffer.from(RENDITION) }).execute();
    return { id, url: mediaUrl(id, 300) };
  }
  const served = async (url: string) => (await new TestClient(t).get(url)).status;
  const stored = async (ids: string[]) => (await t.deps.db.selectFrom('media').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

  const unique = () => crypto.randomUUID().slice(0, 8);
  /** Every kind of record that can show an uploaded image, each made to use `url`. */
  const uses: Record<string, (url: string) => Promise<void>> = {
    'a product picture': async (url) => void (await t.deps.db.insertInto('products').values({ id: `p-${unique()}`, name: 'Robot', price: 1999, image_url: url, images: [url] }).execute()),
    "a product's second picture": async (url) => void (await t.deps.db.insertInto('products').values({ id: `p-${unique()}`, name: 'Robot', price: 1999, image_url: '/images/products/robot.svg', images: ['/images/products/robot.svg', url] }).execute()),
    'a variant': async (url) => {
      const productId = `p-${unique()}`;
      await t.deps.db.insertInto('products').values({ id: productId, name: 'Robot', price: 1999 }).execute();
      await t.deps.db.insertInto('product_variants').values({ id: `v-${unique()}`, product_id: productId, variant_name: 'Blue', price: null, price_uk: null, image_url: url }).execute();
    },
    "a brand's logo": async (url) => void (await t.deps.db.insertInto('brands').values({ id: `b-${unique()}`, name: 'Brand', slug: `brand-${unique()}`, description: null, logo_url: url }).execute()),
    'a hero slide': async (url) => void (await t.deps.db.insertInto('hero_slides').values({ id: `h-${unique()}`, title: 'Spring', subtitle: null, image_url: url, cta_text: 'Shop', cta_link: '/shop' }).execute()),
    "a blog post's cover": async (url) => void (await insertBlogPost({ cover_image_url: url, body: 'Text only.' })),
    "a blog post's text": async (url) => void (await insertBlogPost({ cover_image_url: null, body: `Look:\n\n![A robot](${url})` })),
    'a job description': async (url) =>
      void (await t.deps.db
        .insertInto('jobs')
        .values({ id: `j-${unique()}`, title: 'Designer', department: 'Design', store_id: null, remote_area: 'US or UK', employment_type: 'full_time', description: `![Our studio](${url})`, posted_at: new Date(), closed_at: null })
        .execute()),
    'a knowledge-base article': async (url) =>
      void (await t.deps.db
        .insertInto('support_articles')
        .values({ id: `a-${unique()}`, slug: `article-${unique()}`, title: 'Returns', topic: 'Returns', body_markdown: `![The label](${url})`, body_html: '', body_text: '' })
        .execute()),
    'a campaign': async (url) => void (await t.deps.db.insertInto('email_campaigns').values({ id: `c-${unique()}`, subject: 'Spring', body_markdown: `![Spring](${url})`, audience_country: null, created_at: new Date() }).execute()),
    "an account's picture": async (url) =>
      void (await t.deps.db.insertInto('user').values({ id: `u-${unique()}`, name: 'Pat', email: `pat-${unique()}@example.com`, emailVerified: false, image: url, createdAt: new Date(), updatedAt: new Date() }).execute()),
    'a deleted product (it can be restored)': async (url) => void (await t.deps.db.insertInto('products').values({ id: `p-${unique()}`, name: 'Robot', price: 1999, image_url: url, deleted_at: new Date() }).execute()),
  };
  async function insertBlogPost(over: { cover_image_url: string | null; body: string }): Promise<void> {
    await t.deps.db.insertInto('blog_posts').values({ id: `post-${unique()}`, slug: `post-${unique()}`, title: 'News', author_name: 'Toy Shop', created_at: new Date(), updated_at: new Date(), ...over }).execute();
  }

  it('deletes the images no record uses once older than the setting, renditions and all, in batches audited with their ids; keeps every image a record uses and the young ones', async () => {
    await setSetting('unused_image_retention_days', 30);
    const used: Record<string, { id: string; url: string }> = {};
    for (const [place, use] of Object.entries(uses)) {
      used[place] = await image(400);
      await use(used[place].url);
    }
    const expired = [await image(31), await image(45), await image(400)];
    const young = await image(29);
    // Uploaded a minute ago through the back office for a form not yet saved.
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await picture('png', 320, 200))], 'robot.png', { type: 'image/png' }));
    const justUploaded = (await ok<{ image: UploadedImage }>(await team.admin.client.request('/api/admin/products/images', { method: 'POST', body: form }), 201)).image;
    for (const { url } of expired) expect(await served(url)).toBe(200);
    const before = await lastAuditId();

    expect(await deleteUnusedImages(new Date(), 2)).toBe(3);
    const expiredIds = expired.map((entry) => entry.id).sort();
    expect(await stored(expiredIds)).toEqual([]);
    expect(await t.deps.db.selectFrom('media_renditions').select('media_id').where('media_id', 'in', expiredIds).execute()).toEqual([]);
    for (const { url } of expired) expect(await served(url)).toBe(404);
    for (const [place, { id, url }] of Object.entries(used)) {
      expect(await stored([id]), place).toEqual([id]);
      expect(await served(url), place).toBe(200);
    }
    expect(await stored([young.id, justUploaded.id])).toEqual([young.id, justUploaded.id].sort());

    const audit = await retentionRows(UNUSED_IMAGE_RETENTION, before);
    expect(countsOf(audit)).toEqual([2, 1]);
    expect(audit.flatMap((row) => (row.before as { ids: string[] }).ids).sort()).toEqual(expiredIds);
    for (const row of audit) {
      expect(row).toMatchObject({ actor_user_id: null, screen: 'system', action: 'retention.delete', entity_type: 'media', entity_id: null, after: null });
      expect(Object.keys(row.before as object).sort()).toEqual(['count', 'ids', 'olderThan']);
    }
    expect(await deleteUnusedImages(new Date(), 2)).toBe(0);
  });

  it('an image stops being used when its record drops it, and goes at the next run when it is older than the setting', async () => {
    const old = await image(60);
    const productId = `p-${unique()}`;
    await t.deps.db.insertInto('products').values({ id: productId, name: 'Robot', price: 1999, image_url: old.url, images: [old.url] }).execute();
    expect(await deleteUnusedImages(new Date())).toBe(0);
    await t.deps.db.updateTable('products').set({ image_url: null, images: [] }).where('id', '=', productId).execute();
    expect(await deleteUnusedImages(new Date())).toBe(1);
    expect(await stored([old.id])).toEqual([]);
  });

  it('two runs at once delete each image once', async () => {
    const expired = await Promise.all(Array.from({ length: 7 }, () => image(90)));
    const { removed, audit } = await twoRunsAtOnce(UNUSED_IMAGE_RETENTION);
    expect(removed).toBe(7);
    expect(await stored(expired.map((entry) => entry.id))).toEqual([]);
    expect(audit.flatMap((row) => (row.before as { ids: string[] }).ids).sort()).toEqual(expired.map((entry) => entry.id).sort());
  });
});

describe('the daily jobs', () => {
  const RETENTION_JOBS = ['analytics-event-retention', 'email-body-retention', 'unused-image-retention'];
  const jobStates = async () => ok<BackgroundJobState[]>(await team.admin.client.get('/api/admin/settings/jobs'));

  it('run once a day across two instances and show on the settings screen with their last run and what it did', async () => {
    await t.deps.db
      .insertInto('analytics_events')
      .values([0, 1].map((index) => ({ session_id: `retention-daily-${index}-abcdefgh`, kind: 'visit', country: 'US', created_at: daysAgo(800) })))
      .execute();
    const email = await insertEmailLog(t.deps.db, { to: 'daily@example.com', subject: 'Hello', template: 'order_update', text: 'Hi', html: null, status: 'sent', error: null, relatedOrderId: null });
    await t.deps.db.updateTable('email_logs').set({ created_at: daysAgo(800) }).where('id', '=', email).execute();
    const image = crypto.randomUUID();
    await t.deps.db.insertInto('media').values({ id: image, original_format: 'png', original_bytes: 1000, width: 300, height: 200, uploaded_by: null, created_at: daysAgo(800) }).execute();

    const listed = await jobStates();
    for (const name of RETENTION_JOBS) expect(listed.find((job) => job.name === name), name).toMatchObject({ everySeconds: 24 * 60 * 60, lastCompletedAt: null, lastOutcome: null });

    // Two instances offer every job at start: the queue keeps one run a day of each.
    const quiet = silentLogger();
    for (let instance = 0; instance < 2; instance++) {
      queues.push(await startJobQueue({ database: t.database, jobs: backgroundJobs(t.deps), log: quiet, pollingIntervalSeconds: 0.5 }));
    }
    await waitFor(
      async () => (await jobStates()).filter((job) => RETENTION_JOBS.includes(job.name)).every((job) => job.lastCompletedAt !== null),
      60_000,
      'every retention job to have run',
    );
    const states = await jobStates();
    const outcome = (name: string) => states.find((job) => job.name === name)?.lastOutcome;
    expect(outcome('analytics-event-retention')).toBe('2 analytics events deleted');
    expect(outcome('email-body-retention')).toBe('1 email body removed');
    expect(outcome('unused-image-retention')).toBe('1 unused image deleted');
    expect(await t.deps.db.selectFrom('media').select('id').where('id', '=', image).execute()).toEqual([]);

    const runs = await sql<{ name: string; runs: number }>`
      select name, count(*)::int as runs from (select name from pgboss.job union all select name from pgboss.archive) every_job
      where name = any(${RETENTION_JOBS}::text[]) group by name order by name`.execute(t.deps.db);
    expect(runs.rows).toEqual(RETENTION_JOBS.map((name) => ({ name, runs: 1 })));
  }, 120_000);
});
