import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import {
  CAMPAIGN_TEXTS,
  type AdminCampaign,
  type AdminCampaignDetail,
  type CampaignInput,
  type CampaignPreview,
  type CampaignStatus,
} from '../../../shared/admin/email-campaigns.schema';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { readSetting } from '../../settings/settings.repo';
import { CAMPAIGN_TEST_TEMPLATE, renderCampaignMessage } from '../../marketing/campaign-message';
import { campaignOf, campaignProgress, findCampaign } from '../../marketing/campaigns.repo';
import { recordChange, type AuditScope } from '../../platform/audit';

// The campaigns of /admin/email-marketing (docs/decisions/054): every change with its audit row in
// one transaction; a state change is a conditional update, so two admins pressing together change it once.

const countryOf = (input: Pick<CampaignInput, 'audience'>) => (input.audience === 'all' ? null : input.audience);

export async function readCampaign(db: Kysely<DB>, id: string): Promise<AdminCampaignDetail> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_TEXTS.notFound);
  return { ...campaignOf(row), progress: await campaignProgress(db, row) };
}

export async function createCampaign(db: Kysely<DB>, scope: AuditScope, input: CampaignInput): Promise<AdminCampaignDetail> {
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('email_campaigns')
      .values({ id, subject: input.subject, preheader: input.preheader, body_markdown: input.bodyMarkdown, audience_country: countryOf(input), created_by: scope.actor.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, scope, { action: 'create', entityType: 'email_campaign', entityId: id, before: null, after: campaignOf(row) });
  });
  return readCampaign(db, id);
}

export async function updateCampaign(db: Kysely<DB>, scope: AuditScope, id: string, input: CampaignInput): Promise<AdminCampaignDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await findCampaign(trx, id);
    if (!before) throw new AppError('NOT_FOUND', CAMPAIGN_TEXTS.notFound);
    const row = await trx
      .updateTable('email_campaigns')
      .set({ subject: input.subject, preheader: input.preheader, body_markdown: input.bodyMarkdown, audience_country: countryOf(input), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', ['draft', 'scheduled'])
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', CAMPAIGN_TEXTS.notEditable, undefined, campaignOf(before));
    await recordChange(trx, scope, { action: 'update', entityType: 'email_campaign', entityId: id, before: campaignOf(before), after: campaignOf(row) });
  });
  return readCampaign(db, id);
}

/** A state change from `from` to `to` (send, schedule, pause, resume, back to draft), once. */
async function transition(
  db: Kysely<DB>,
  scope: AuditScope,
  id: string,
  change: { action: string; from: CampaignStatus[]; to: CampaignStatus; refused: string; scheduledAt?: Date | null; starts?: boolean },
): Promise<AdminCampaignDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await findCampaign(trx, id);
    if (!before) throw new AppError('NOT_FOUND', CAMPAIGN_TEXTS.notFound);
    const now = new Date();
    const row = await trx
      .updateTable('email_campaigns')
      .set({
        status: change.to,
        updated_at: now,
        ...(change.scheduledAt !== undefined ? { scheduled_at: change.scheduledAt } : {}),
        ...(change.starts ? { started_at: now } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', change.from)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', change.refused, undefined, campaignOf(before));
    await recordChange(trx, scope, { action: change.action, entityType: 'email_campaign', entityId: id, before: { status: before.status, scheduledAt: before.scheduled_at }, after: { status: row.status, scheduledAt: row.scheduled_at } });
  });
  return readCampaign(db, id);
}

/** Send now (the next batch picks it up) or schedule for later. */
export function sendCampaign(db: Kysely<DB>, scope: AuditScope, id: string, scheduledAt: string | undefined): Promise<AdminCampaignDetail> {
  if (scheduledAt) {
    const at = new Date(scheduledAt);
    if (at.getTime() <= Date.now()) throw new AppError('INVALID_DATA', CAMPAIGN_TEXTS.scheduleInPast, { scheduledAt: CAMPAIGN_TEXTS.scheduleInPast });
    return transition(db, scope, id, { action: 'campaign.schedule', from: ['draft', 'scheduled'], to: 'scheduled', refused: CAMPAIGN_TEXTS.notSendable, scheduledAt: at });
  }
  return transition(db, scope, id, { action: 'campaign.send', from: ['draft', 'scheduled'], to: 'sending', refused: CAMPAIGN_TEXTS.notSendable, scheduledAt: null, starts: true });
}

export const pauseCampaign = (db: Kysely<DB>, scope: AuditScope, id: string) =>
  transition(db, scope, id, { action: 'campaign.pause', from: ['sending'], to: 'paused', refused: CAMPAIGN_TEXTS.notPausable });
export const resumeCampaign = (db: Kysely<DB>, scope: AuditScope, id: string) =>
  transition(db, scope, id, { action: 'campaign.resume', from: ['paused'], to: 'sending', refused: CAMPAIGN_TEXTS.notResumable });
export const unscheduleCampaign = (db: Kysely<DB>, scope: AuditScope, id: string) =>
  transition(db, scope, id, { action: 'campaign.unschedule', from: ['scheduled'], to: 'draft', refused: CAMPAIGN_TEXTS.notUnschedulable, scheduledAt: null });

/** The message as a subscriber of the audience gets it (a sample address, the audience's postal address). */
export async function previewCampaign(deps: Pick<AppDeps, 'db' | 'config'>, input: CampaignInput, id = 'preview'): Promise<CampaignPreview> {
  const contact = await readSetting(deps.db, 'store_contact');
  const message = renderCampaignMessage(deps.config, contact, { id, ...input }, { email: 'subscriber@example.com', country: countryOf(input) });
  return { subject: message.subject, html: message.html, text: message.text };
}

/** Sends the campaign as it stands to the admin's own address (marked as a test in the logs). */
export async function testSendCampaign(deps: Pick<AppDeps, 'db' | 'config' | 'email'>, scope: AuditScope, id: string): Promise<{ to: string; status: string; emailLogId: string | null }> {
  const row = await findCampaign(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_TEXTS.notFound);
  const campaign: AdminCampaign = campaignOf(row);
  const contact = await readSetting(deps.db, 'store_contact');
  const to = scope.actor.email;
  const { unsubscribeUrl: _link, ...message } = renderCampaignMessage(deps.config, contact, campaign, { email: to, country: row.audience_country });
  await deps.db.transaction().execute((trx) => recordChange(trx, scope, { action: 'campaign.test', entityType: 'email_campaign', entityId: id, before: null, after: { to } }));
  const outcome = await deps.email.sendMessage({ to, ...message, subject: `[Test] ${message.subject}` }, CAMPAIGN_TEST_TEMPLATE, null, { campaignId: id });
  return { to, status: outcome.status, emailLogId: outcome.emailLogId };
}
