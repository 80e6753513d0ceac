import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { createAuth } from '../../server/auth/auth';
import { authSettingsFrom } from '../../server/bootstrap';
import { createMailer } from '../../server/email/mailer';
import type { Logger } from '../../server/logging/logger';
import { StaticClient } from '../../server/http/static-client';
import type { TestApp } from './test-app';

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
 * mail goes through nodemailer and the network exactly as it would to a real relay.
 */
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly received: ReceivedEmail[],
    private readonly waiters: Array<() => void>,
  ) {}

  static async start(credentials = { user: 'shop', pass: 'secret' }): Promise<SmtpSink> {
    const received: ReceivedEmail[] = [];
    const waiters: Array<() => void> = [];
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
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
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
    return new SmtpSink(server, port, received, waiters);
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
export async function withEmail(t: TestApp, smtpUrl: string | undefined, options: { log?: Logger } = {}): Promise<TestApp> {
  const config = { ...t.config, smtpUrl };
  const email = createMailer(config, t.deps.db, options.log ?? t.deps.log);
  const auth = createAuth(t.deps.db, authSettingsFrom(config), email);
  const deps = { ...t.deps, config, auth, email };
  const app = createApp(deps, { staticClient: new StaticClient('/nonexistent') });
  return { ...t, deps, config, app, close: async () => email.close() };
}
