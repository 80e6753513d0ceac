import { describe, expect, it } from 'vitest';
import { nextAttemptAfter } from './delivery-attempt';
import { deliveryFailureOf } from './delivery-failure';

/** An error shaped as nodemailer's SMTP errors are. */
const smtpError = (message: string, fields: { code?: string; responseCode?: number; response?: string; command?: string }) => Object.assign(new Error(message), fields);

describe('what a failed delivery means', () => {
  it('a 5xx at RCPT TO or after DATA is a hard bounce, with the server’s reply', () => {
    expect(deliveryFailureOf(smtpError('Can’t send mail - all recipients were rejected: 550 5.1.1 No such user', { code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user', command: 'RCPT TO' }))).toEqual({
      kind: 'bounce',
      error: 'Can’t send mail - all recipients were rejected: 550 5.1.1 No such user',
      smtpReply: '550 5.1.1 No such user',
    });
    expect(deliveryFailureOf(smtpError('Message failed: 554 Rejected', { code: 'EMESSAGE', responseCode: 554, response: '554 Rejected', command: 'DATA' })).kind).toBe('bounce');
  });

  it('a 4xx anywhere, a 503, or a connection that failed or timed out is soft', () => {
    expect(deliveryFailureOf(smtpError('x', { responseCode: 451, response: '451 Later', command: 'RCPT TO' })).kind).toBe('soft');
    expect(deliveryFailureOf(smtpError('x', { responseCode: 421, response: '421 Closing', command: 'MAIL FROM' })).kind).toBe('soft');
    expect(deliveryFailureOf(smtpError('x', { responseCode: 503, response: '503 Bad sequence', command: 'RCPT TO' })).kind).toBe('soft');
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']) expect(deliveryFailureOf(smtpError('x', { code })).kind).toBe('soft');
  });

  it('a 5xx that is not about the recipient, or anything else, is an error', () => {
    expect(deliveryFailureOf(smtpError('Invalid login: 535 No', { code: 'EAUTH', responseCode: 535, response: '535 No', command: 'AUTH PLAIN' })).kind).toBe('error');
    expect(deliveryFailureOf(smtpError('x', { code: 'EENVELOPE', responseCode: 553, response: '553 Sender refused', command: 'MAIL FROM' })).kind).toBe('error');
    expect(deliveryFailureOf(smtpError('Invalid recipient', { code: 'EENVELOPE', command: 'API' }))).toEqual({ kind: 'error', error: 'Invalid recipient', smtpReply: null });
    expect(deliveryFailureOf('odd')).toEqual({ kind: 'error', error: 'odd', smtpReply: null });
  });
});

describe('the back-off', () => {
  const from = new Date('2026-12-01T00:00:00.000Z');
  it('waits the first delay after the first attempt and twice as long after each one, then gives up', () => {
    const settings = { limit: 3, firstDelaySeconds: 120 };
    expect([1, 2, 3].map((made) => nextAttemptAfter(made, settings, from)!.toISOString())).toEqual(['2026-12-01T00:02:00.000Z', '2026-12-01T00:04:00.000Z', '2026-12-01T00:08:00.000Z']);
    expect(nextAttemptAfter(4, settings, from)).toBeNull();
    expect(nextAttemptAfter(1, { limit: 0, firstDelaySeconds: 120 }, from)).toBeNull();
  });
});
