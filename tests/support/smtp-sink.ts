import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { createAuth } from '../../server/auth/auth';
import { authSettingsFrom } from '../../server/bootstrap';
import { createMailer } from '../../server/email/mailer';
import type { AppConfig } from '../../server/config';
import type { Logger } from '../../server/logging/logger';
import { StaticClient } from '../../server/http/static-client';
import type { TestApp } from './test-app';
import { SmtpRecipientRules, type SmtpAttempt, type SmtpRefusal, type SmtpStep } from './smtp-recipient-rules';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as received (headers and MIME body). */
  raw: string;
  /** The user name the client authenticated with, if any. */
  user: string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port that keeps what it receives: the shop's
 * mail goes through nodemailer and the network exactly as it would to a real relay. It can refuse
 * chosen recipients (`refuse`) at RCPT TO or after DATA, or never answer them (`stall`: the client's
 * time-out), and it counts every attempt to each address (`attemptsTo`).
 */
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly received: ReceivedEmail[],
    private readonly waiters: Array<() => void>,
    private readonly recipients: SmtpRecipientRules,
  ) {}

  static async start(credentials = { user: 'shop', pass: 'secret' }): Promise<SmtpSink> {
    const received: ReceivedEmail[] = [];
    const waiters: Array<() => void> = [];
    const recipients = new SmtpRecipientRules(() => {
      for (const wake of waiters.splice(0)) wake();
    });
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        const answer = recipients.answer(address.address, 'RCPT TO');
        if (answer === 'stall') return;
        callback(answer);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // One recipient a message (the shop's way): its rule decides the reply to the message.
          const answer = recipients.answer(session.envelope.rcptTo[0]?.address ?? '', 'DATA');
          if (answer === 'stall') return;
          if (answer) return callback(answer);
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    return new SmtpSink(server, port, received, waiters, recipients);
  }

  /** Refuses messages to `address` (any case) as told, until `times` attempts were refused or `accept`. */
  refuse(address: string, refusal: SmtpRefusal): void {
    this.recipients.refuse(address, refusal);
  }

  /** Never answers a message to `address` at that step, so the client times out (its `socketTimeout`). */
  stall(address: string, at: SmtpStep): void {
    this.recipients.stall(address, at);
  }

  /** Accepts messages to `address` again. */
  accept(address: string): void {
    this.recipients.accept(address);
  }

  /** Every attempt to deliver to `address` (any case) so far, oldest first. */
  attemptsTo(address: string): SmtpAttempt[] {
    return this.recipients.attemptsTo(address);
  }

  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL. */
  url(credentials = { user: 'shop', pass: 'secret' }): string {
    return `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${this.port}`;
  }

  /** Waits until a message to `address` has arrived and returns the newest one. */
  async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.filter((mail) => mail.to.includes(address)).at(-1);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No email to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The text/plain part of a raw message, quoted-printable decoded (enough for links and totals). */
export function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [headers = '', ...bodyParts] = part.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * The test app again over the same database, with email configured as given (SMTP URL or
 * none): its own mailer and its own better-auth, wired exactly as bootstrap wires them.
 */
export async function withEmail(t: TestApp, smtpUrl: string | undefined, options: { log?: Logger; emailRetry?: AppConfig['emailRetry'] } = {}): Promise<TestApp> {
  const config = { ...t.config, smtpUrl, ...(options.emailRetry ? { emailRetry: options.emailRetry } : {}) };
  const email = createMailer(config, t.deps.db, options.log ?? t.deps.log);
  const auth = createAuth(t.deps.db, authSettingsFrom(config), email);
  const deps = { ...t.deps, config, auth, email };
  const app = createApp(deps, { staticClient: new StaticClient('/nonexistent') });
  return { ...t, deps, config, app, close: async () => email.close() };
}
