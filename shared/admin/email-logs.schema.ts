import * as z from 'zod';
import { text } from '../text.schema';
import { dayRangeFilters, daysInOrder, listQuerySchema } from './list-query';

// The email logs screen (issue 15, docs/decisions/053): every message the shop sent or failed to
// send, filtered, read as sent, and a failed transactional one sent again.

/** `retrying`: the mail server deferred it, another attempt is due; `skipped`: marketing to an address that bounced (docs/decisions/083). */
export const EMAIL_LOG_STATUSES = ['sent', 'failed', 'logged', 'retrying', 'skipped'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export const EMAIL_LOG_STATUS_LABELS: Record<EmailLogStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Recorded (no SMTP)',
  retrying: 'Retrying',
  skipped: 'Skipped',
};

/** How a delivery failed: refused for good (a hard bounce), deferred (4xx, time-out), or anything else. */
export type EmailFailureKind = 'bounce' | 'soft' | 'error';

/**
 * Templates that are never sent again from the logs: marketing (a campaign is resent by the campaign,
 * never to one address behind its consent) and a password-reset link (it expires; the customer or
 * user management asks for a new one).
 */
export const NOT_RESENDABLE_TEMPLATES = ['campaign', 'campaign_test', 'password_reset'] as const;

/** Whether staff may send this logged message again: a failed transactional message, not yet resent. */
export function canResend(log: { status: EmailLogStatus; template: string; resentAs: string | null }): boolean {
  return log.status === 'failed' && log.resentAs === null && !(NOT_RESENDABLE_TEMPLATES as readonly string[]).includes(log.template);
}

/** The list's query: template, status, days (the viewer's, inclusive), and `q` on the recipient or subject. */
export const emailLogListQuerySchema = listQuerySchema({
  template: text().trim().min(1).max(60).optional(),
  status: z.enum(EMAIL_LOG_STATUSES, 'Choose a status from the list').optional(),
  orderId: text().trim().min(1).max(100).optional(),
  /** A campaign's messages (docs/decisions/054). */
  campaignId: text().trim().min(1).max(100).optional(),
  ...dayRangeFilters,
}).refine(...daysInOrder);
export type EmailLogListQuery = z.infer<typeof emailLogListQuerySchema>;

export const EMAIL_LOG_SORTS = ['createdAt', 'to', 'template', 'status'] as const;

/** One line of the list. */
export interface AdminEmailLog {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: EmailLogStatus;
  error: string | null;
  relatedOrderId: string | null;
  /** The email campaign a marketing message belongs to. */
  campaignId: string | null;
  createdAt: string;
  /** The log entry of the message sent again from this one, if staff resent it. */
  resentAs: string | null;
  /** The failed entry this one was sent again from, if it is a resend. */
  resendOf: string | null;
  /** How the last attempt failed, and the mail server's reply to it (docs/decisions/083). */
  failure: EmailFailureKind | null;
  smtpReply: string | null;
  /** Attempts made (0: skipped). */
  attempts: number;
  /** While retrying: when the next attempt is due. */
  nextAttemptAt: string | null;
  /** When the address had bounced, for a message skipped or attempted once despite it. */
  addressBouncedAt: string | null;
}

/** One message as it was sent (GET /api/admin/email-logs/:id). */
export interface AdminEmailLogDetail extends AdminEmailLog {
  /** Empty once retention removed the body (`bodyRemovedAt`). */
  text: string;
  html: string | null;
  /** When retention removed the message's text and HTML (docs/decisions/085); the entry itself stays. */
  bodyRemovedAt: string | null;
  resendable: boolean;
}

/** GET /api/admin/email-logs/templates: the templates the log holds, for the filter. */
export interface EmailLogTemplates {
  templates: string[];
}

export const EMAIL_LOG_TEXTS = {
  notFound: 'There is no such message in the email logs',
  resentNotRecorded: 'The message was sent again but could not be recorded',
  notResendable: 'Only a failed message can be sent again, once; marketing and password-reset emails never are',
  alreadyResent: 'This message has already been sent again',
  bodyRemoved: 'This message’s text was removed under the email retention setting, so it cannot be sent again',
} as const;
