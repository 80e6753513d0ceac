import type { SMTPServerError } from 'smtp-server';

/** Where the sink answers a recipient's message with a refusal, or with nothing. */
export type SmtpStep = 'RCPT TO' | 'DATA';

/** A refusal the sink gives a chosen recipient: a 5xx refuses for good (a hard bounce), a 4xx defers. */
export interface SmtpRefusal {
  at: SmtpStep;
  code: number;
  /** The rest of the reply line ("5.1.1 <x@example.com>: no such user"). */
  text: string;
  /** How many attempts are refused before the sink accepts this recipient again (default: every one). */
  times?: number;
}

/** One attempt to deliver to an address (its RCPT TO) and what the sink made of it. */
export interface SmtpAttempt {
  at: number;
  outcome: 'accepted' | `refused ${number}` | 'stalled';
}

type RecipientRule = { kind: 'refuse'; refusal: SmtpRefusal; left: number } | { kind: 'stall'; at: SmtpStep };

/**
 * How the test SMTP server answers chosen recipients (any case): refused at RCPT TO or after DATA, or
 * never answered (the client's time-out); and every attempt to each address, with what became of it.
 */
export class SmtpRecipientRules {
  private readonly rules = new Map<string, RecipientRule>();
  private readonly attempts = new Map<string, SmtpAttempt[]>();

  /** `onAttempt` is told of every attempt and its outcome (the sink wakes its waiters). */
  constructor(private readonly onAttempt: () => void) {}

  refuse(address: string, refusal: SmtpRefusal): void {
    this.rules.set(address.toLowerCase(), { kind: 'refuse', refusal, left: refusal.times ?? Infinity });
  }

  stall(address: string, at: SmtpStep): void {
    this.rules.set(address.toLowerCase(), { kind: 'stall', at });
  }

  accept(address: string): void {
    this.rules.delete(address.toLowerCase());
  }

  attemptsTo(address: string): SmtpAttempt[] {
    return [...(this.attempts.get(address.toLowerCase()) ?? [])];
  }

  /** The reply to `address` at `step`: none (go on), a refusal (an error with its code), or no answer at all. */
  answer(address: string, step: SmtpStep): SMTPServerError | null | 'stall' {
    const key = address.toLowerCase();
    const rule = this.rules.get(key);
    const record = (outcome: SmtpAttempt['outcome']) => {
      // An attempt starts at RCPT TO; DATA only settles its outcome.
      if (step === 'RCPT TO') this.attempts.set(key, [...(this.attempts.get(key) ?? []), { at: Date.now(), outcome }]);
      else this.attempts.get(key)!.at(-1)!.outcome = outcome;
      this.onAttempt();
    };
    if (rule?.kind === 'stall' && rule.at === step) {
      record('stalled');
      return 'stall';
    }
    if (rule?.kind === 'refuse' && rule.refusal.at === step) {
      rule.left -= 1;
      if (rule.left <= 0) this.rules.delete(key);
      record(`refused ${rule.refusal.code}`);
      return Object.assign(new Error(rule.refusal.text), { responseCode: rule.refusal.code });
    }
    record('accepted');
    return null;
  }
}
