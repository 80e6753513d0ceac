import { describe, expect, it } from 'vitest';
import { emailLogReason } from './email-log-reasons';
import type { AdminEmailLog } from './email-logs.schema';

const when = (iso: string) => `<${iso}>`;
const base: Pick<AdminEmailLog, 'status' | 'error' | 'failure' | 'smtpReply' | 'attempts' | 'nextAttemptAt' | 'addressBouncedAt'> = {
  status: 'sent',
  error: null,
  failure: null,
  smtpReply: null,
  attempts: 1,
  nextAttemptAt: null,
  addressBouncedAt: null,
};

describe('why the email log says a message was not sent', () => {
  it('names a skip for a bounced address with its date', () => {
    expect(emailLogReason({ ...base, status: 'skipped', attempts: 0, addressBouncedAt: '2026-11-30T10:00:00.000Z' }, when)).toBe('Skipped: address bounced on <2026-11-30T10:00:00.000Z>');
  });

  it('quotes the mail server for a hard bounce, and falls back to the error without a reply', () => {
    expect(emailLogReason({ ...base, status: 'failed', failure: 'bounce', error: 'Can’t send mail', smtpReply: '550 5.1.1 No such user' }, when)).toBe('Refused by the mail server: 550 5.1.1 No such user');
    expect(emailLogReason({ ...base, status: 'failed', failure: 'bounce', error: 'Message failed' }, when)).toBe('Refused by the mail server: Message failed');
  });

  it('counts the attempts of a deferred message, and says when the next one is', () => {
    expect(emailLogReason({ ...base, status: 'retrying', failure: 'soft', error: 'Timeout', nextAttemptAt: '2026-12-01T08:00:00.000Z' }, when)).toBe('Not delivered yet after 1 attempt: Timeout. Trying again at <2026-12-01T08:00:00.000Z>');
    expect(emailLogReason({ ...base, status: 'failed', failure: 'soft', attempts: 7, error: 'x', smtpReply: '451 4.7.1 Later' }, when)).toBe('Not delivered after 7 attempts: 451 4.7.1 Later');
  });

  it('says why a deferred message to a bounced address was not tried again', () => {
    expect(emailLogReason({ ...base, status: 'failed', failure: 'soft', smtpReply: '421 Busy', addressBouncedAt: '2026-11-01T00:00:00.000Z' }, when)).toBe('Not delivered: 421 Busy. Not tried again: the address bounced on <2026-11-01T00:00:00.000Z>');
  });

  it('gives the error of any other failure, even when the server replied', () => {
    expect(emailLogReason({ ...base, status: 'failed', failure: 'error', error: 'Invalid login: 535 Bad credentials', smtpReply: '535 Bad credentials' }, when)).toBe('Not sent: Invalid login: 535 Bad credentials');
  });

  it('notes a delivery to an address that had bounced, and says nothing of a plain delivery or a recorded one', () => {
    expect(emailLogReason({ ...base, addressBouncedAt: '2026-11-01T00:00:00.000Z' }, when)).toBe('Sent to an address that had bounced on <2026-11-01T00:00:00.000Z>: it no longer counts as bounced');
    expect(emailLogReason(base, when)).toBeNull();
    expect(emailLogReason({ ...base, status: 'logged' }, when)).toBeNull();
  });

  it('keeps the error of a failure recorded before failures had kinds', () => {
    expect(emailLogReason({ ...base, status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:9' }, when)).toBe('connect ECONNREFUSED 127.0.0.1:9');
  });
});
