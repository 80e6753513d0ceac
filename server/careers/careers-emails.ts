import type { Kysely } from 'kysely';
import { APPLICATION_EMAIL_TEXTS, DEFAULT_DECISION_EMAILS, fillTemplate } from '../../shared/careers/careers-texts';
import type { EmailTemplate } from '../../shared/careers/job-application.schema';
import type { EmailedStatus } from '../../shared/careers/pipeline';
import type { DB } from '../db/schema';
import type { EmailOutcome, EmailService } from '../email/mailer';
import { emailFrame, escapeHtml } from '../email/html';
import type { RenderedEmail } from '../email/password-reset.template';
import { versionOf } from '../platform/records';
import type { Logger } from '../logging/logger';

export const APPLICATION_RECEIVED_TEMPLATE = 'job_application_received';
export const decisionTemplateName = (kind: EmailedStatus) => `job_application_${kind}`;

/** Plain text → the HTML email's paragraphs (escaped: names come from applicants, texts from staff). */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The applicant's confirmation that their application arrived. */
export function applicationReceivedEmail(input: { name: string; jobTitle: string }): RenderedEmail {
  const subject = APPLICATION_EMAIL_TEXTS.subject(input.jobTitle);
  const text = [APPLICATION_EMAIL_TEXTS.greeting(input.name), '', ...APPLICATION_EMAIL_TEXTS.body(input.jobTitle).flatMap((line) => [line, '']), ...APPLICATION_EMAIL_TEXTS.signOff].join('\n');
  return { subject, text, html: emailFrame(subject, paragraphs(text)) };
}

/** A decision email (rejected, hired) from its template. */
export function decisionEmail(template: Pick<EmailTemplate, 'subject' | 'body'>, values: { name: string; job: string }): RenderedEmail {
  const subject = fillTemplate(template.subject, values);
  const text = fillTemplate(template.body, values);
  return { subject, text, html: emailFrame(subject, paragraphs(text)) };
}

/** The template of a decision as staff last saved it, or the default (version "0": never saved). */
export async function readEmailTemplate(db: Kysely<DB>, kind: EmailedStatus): Promise<EmailTemplate> {
  const row = await db.selectFrom('job_email_templates').selectAll().where('kind', '=', kind).executeTakeFirst();
  if (!row) return { kind, ...DEFAULT_DECISION_EMAILS[kind], updatedAt: null, version: '0' };
  return { kind, subject: row.subject, body: row.body, updatedAt: new Date(row.updated_at).toISOString(), version: versionOf(row) };
}

type Mailer = Pick<EmailService, 'sendMessage'>;

/** Emails the applicant that their application arrived (recorded in email_logs); never rejects. */
export function sendApplicationReceived(email: Mailer, to: string, input: { name: string; jobTitle: string }): Promise<EmailOutcome> {
  return email.sendMessage({ to, ...applicationReceivedEmail(input) }, APPLICATION_RECEIVED_TEMPLATE, null);
}

/** Emails the applicant the decision, from the current template (recorded in email_logs); never rejects. */
export async function sendDecision(db: Kysely<DB>, email: Mailer, log: Logger, kind: EmailedStatus, to: string, values: { name: string; job: string }): Promise<EmailOutcome | null> {
  try {
    const template = await readEmailTemplate(db, kind);
    return await email.sendMessage({ to, ...decisionEmail(template, values) }, decisionTemplateName(kind), null);
  } catch (error) {
    log.error({ kind, error: String(error) }, 'decision email failed');
    return null;
  }
}
