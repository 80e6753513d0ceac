import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message; one with a `cid` is shown inline where the HTML names `cid:…`. */
  attachments?: EmailAttachment[];
  /** Extra headers (a marketing message's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** Where messages go: an SMTP server, or (without SMTP_URL) nowhere but the log. */
export type MailTransport =
  | { kind: 'smtp'; deliver(message: OutgoingEmail): Promise<void>; close(): void }
  | { kind: 'log' };

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'emailFrom'>): MailTransport {
  if (!config.smtpUrl) return { kind: 'log' };
  // Short time-outs: a dead mail server must not hold messages (or shutdown) for minutes.
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  });
  return {
    kind: 'smtp',
    deliver: async (message) => {
      await transporter.sendMail({ from: config.emailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}
