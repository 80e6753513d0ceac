// What a failed SMTP delivery means for the address and the message (docs/decisions/083), from
// nodemailer's error: `responseCode` (the server's reply code), `response` (its reply), `command` (the
// step that was refused) and `code` (nodemailer's kind of error).
// - bounce: the server refused the recipient for good, 5xx at RCPT TO or at the end of DATA (a hard
//   bounce: the address is marked bounced);
// - soft: it may work later, a 4xx (or 503) anywhere or a connection that failed, closed or timed out
//   (the message is retried with back-off);
// - error: anything else, refused for a reason that is not the address (the shop's credentials, its
//   sender, a malformed message): failed, not retried, the address untouched.

export type DeliveryFailureKind = 'bounce' | 'soft' | 'error';

export interface DeliveryFailure {
  kind: DeliveryFailureKind;
  /** The error as nodemailer words it. */
  error: string;
  /** The server's reply ("550 5.1.1 <x@example.com>: no such user"), when there was one. */
  smtpReply: string | null;
}

/** nodemailer's codes for a connection that could not be made, broke or timed out. */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);
/** The steps where a 5xx refuses this recipient or this message to them. */
const RECIPIENT_STEPS = new Set(['RCPT TO', 'DATA']);

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
}

/** The meaning of one failed attempt to hand a message to the SMTP server. */
export function deliveryFailureOf(cause: unknown): DeliveryFailure {
  const error = cause instanceof Error ? cause.message : String(cause);
  const fields: SmtpErrorFields = typeof cause === 'object' && cause !== null ? (cause as SmtpErrorFields) : {};
  const replyCode = typeof fields.responseCode === 'number' ? fields.responseCode : null;
  const smtpReply = typeof fields.response === 'string' ? fields.response.trim() : null;
  const command = typeof fields.command === 'string' ? fields.command : null;
  if (replyCode !== null) {
    // 503 is "bad sequence of commands": the session's state, which a new connection resets (nodemailer's isPermanentResponseCode).
    if ((replyCode >= 400 && replyCode < 500) || replyCode === 503) return { kind: 'soft', error, smtpReply };
    if (replyCode >= 500 && replyCode < 600 && command && RECIPIENT_STEPS.has(command)) return { kind: 'bounce', error, smtpReply };
    return { kind: 'error', error, smtpReply };
  }
  if (typeof fields.code === 'string' && CONNECTION_FAILURES.has(fields.code)) return { kind: 'soft', error, smtpReply };
  return { kind: 'error', error, smtpReply };
}
