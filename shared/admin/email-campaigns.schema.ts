import * as z from 'zod';
import { text } from '../text.schema';
import { markdownField } from './fields';
import { listQuerySchema } from './list-query';

// Email marketing campaigns (issue 15, docs/decisions/054): a draft is written (subject, preheader,
// Markdown body, audience), previewed as HTML and text, test-sent to its author, then sent now or
// scheduled. The job queue sends it in batches at the configured rate; it can be paused and resumed.

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};

export const CAMPAIGN_AUDIENCES = ['all', 'US', 'UK'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const CAMPAIGN_AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  all: 'All subscribers',
  US: 'Subscribers in the United States',
  UK: 'Subscribers in the United Kingdom',
};

export const CAMPAIGN_BODY_MAX = 50_000;

/** The fields staff write; a draft (or a scheduled campaign) can be changed, a sending or sent one cannot. */
export const campaignInputSchema = z.object({
  subject: text().trim().min(1, 'Enter a subject').max(200, 'The subject is at most 200 characters'),
  preheader: text().trim().max(200, 'The preheader is at most 200 characters').default(''),
  bodyMarkdown: markdownField(CAMPAIGN_BODY_MAX, 'the body').refine((value) => value.trim().length > 0, 'Write the message'),
  audience: z.enum(CAMPAIGN_AUDIENCES, 'Choose an audience from the list').default('all'),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;
export type CampaignFormValues = z.input<typeof campaignInputSchema>;

/** POST /:id/send: now (no date) or at a later time. */
export const campaignSendSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).optional(),
});
export type CampaignSend = z.infer<typeof campaignSendSchema>;

export const campaignListQuerySchema = listQuerySchema({ status: z.enum(CAMPAIGN_STATUSES, 'Choose a status from the list').optional() });
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/**
 * Where sending stands: sent (or recorded without SMTP), failed, skipped (the address bounced), and left
 * to send in the audience now (deferred messages waiting for a retry included).
 */
export interface CampaignProgress {
  sent: number;
  failed: number;
  skipped: number;
  left: number;
}

export interface AdminCampaign {
  id: string;
  subject: string;
  preheader: string;
  bodyMarkdown: string;
  audience: CampaignAudience;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminCampaignDetail extends AdminCampaign {
  progress: CampaignProgress;
}

/** POST /preview: the message as a subscriber gets it (HTML and text), with the shop's header, footer and postal address. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}

export const campaignPreviewSchema = campaignInputSchema;

/** Whether the campaign's content may still be changed. */
export function campaignEditable(status: CampaignStatus): boolean {
  return status === 'draft' || status === 'scheduled';
}

export const CAMPAIGN_TEXTS = {
  notFound: 'There is no such campaign',
  notEditable: 'A campaign that has started sending can no longer be changed',
  notSendable: 'Only a draft or a scheduled campaign can be sent',
  notPausable: 'Only a sending campaign can be paused',
  notResumable: 'Only a paused campaign can be resumed',
  notUnschedulable: 'Only a scheduled campaign can go back to draft',
  scheduleInPast: 'Choose a time in the future',
  testSent: 'A test message was sent to your address',
  newCampaign: 'New campaign',
  subscribersTab: 'Subscribers',
  campaignsTab: 'Campaigns',
  sendNow: 'Send now',
  schedule: 'Schedule',
  pause: 'Pause',
  resume: 'Resume',
  unschedule: 'Back to draft',
  testSend: 'Send a test to me',
  preview: 'Preview',
  progress: 'Progress',
  sentCount: 'Sent',
  failedCount: 'Failed',
  skippedCount: 'Skipped (bounced)',
  leftCount: 'Left',
  viewMessages: 'Messages in the email logs',
  confirmSend: 'Send this campaign now to its audience? A sent campaign cannot be changed.',
} as const;
