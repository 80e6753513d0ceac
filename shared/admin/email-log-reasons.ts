import type { AdminEmailLog } from './email-logs.schema';

// Why a message was not sent, was skipped, or waits for another attempt, as the email logs screen
// says it (docs/decisions/083). The spec gives no words for these; these are the shop's, in one place.

const attemptsText = (attempts: number): string => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

export const EMAIL_LOG_REASONS = {
  skippedBounced: (bouncedOn: string) => `Skipped: address bounced on ${bouncedOn}`,
  refused: (reply: string) => `Refused by the mail server: ${reply}`,
  retrying: (attempts: number, why: string, nextAt: string) => `Not delivered yet after ${attemptsText(attempts)}: ${why}. Trying again at ${nextAt}`,
  gaveUp: (attempts: number, why: string) => `Not delivered after ${attemptsText(attempts)}: ${why}`,
  notRetriedBounced: (why: string, bouncedOn: string) => `Not delivered: ${why}. Not tried again: the address bounced on ${bouncedOn}`,
  notSent: (why: string) => `Not sent: ${why}`,
  sentDespiteBounce: (bouncedOn: string) => `Sent to an address that had bounced on ${bouncedOn}: it no longer counts as bounced`,
} as const;

type ReasonFacts = Pick<AdminEmailLog, 'status' | 'error' | 'failure' | 'smtpReply' | 'attempts' | 'nextAttemptAt' | 'addressBouncedAt'>;

/** The line that says why a message was not sent (or what a bounce meant for it); null when there is nothing to say. `when` formats a moment for the reader. */
export function emailLogReason(log: ReasonFacts, when: (iso: string) => string): string | null {
  const why = (log.failure === 'error' ? log.error : (log.smtpReply ?? log.error)) ?? 'no reason was given';
  switch (log.status) {
    case 'skipped':
      return log.addressBouncedAt ? EMAIL_LOG_REASONS.skippedBounced(when(log.addressBouncedAt)) : null;
    case 'retrying':
      return EMAIL_LOG_REASONS.retrying(log.attempts, why, log.nextAttemptAt ? when(log.nextAttemptAt) : '—');
    case 'sent':
      return log.addressBouncedAt ? EMAIL_LOG_REASONS.sentDespiteBounce(when(log.addressBouncedAt)) : null;
    case 'logged':
      return null;
    case 'failed':
      if (log.failure === 'bounce') return EMAIL_LOG_REASONS.refused(why);
      if (log.failure === 'soft') return log.addressBouncedAt ? EMAIL_LOG_REASONS.notRetriedBounced(why, when(log.addressBouncedAt)) : EMAIL_LOG_REASONS.gaveUp(log.attempts, why);
      if (log.failure === 'error') return EMAIL_LOG_REASONS.notSent(why);
      // Recorded before the kinds were (migration 0035): the error as it was.
      return log.error;
  }
}
