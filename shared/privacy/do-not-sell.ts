import * as z from 'zod';
import { US_STATES } from '../admin/tax-rate.schema';
import { normaliseNewsletterEmail } from '../newsletter';
import { text } from '../text.schema';

// /do-not-sell (docs/decisions/048): a request not to sell or share an address's personal
// information, from the form or from a signed-in customer's Global Privacy Control signal. It is
// honoured at once: the address leaves the marketing audience (server/privacy/marketing-audience.ts).

export const DO_NOT_SELL_TEXTS = {
  email: 'Please enter a valid email address',
  country: 'Choose the United States or the United Kingdom',
  state: 'Choose your state',
  recorded: 'Your request is recorded',
  alreadyRecorded: 'This address already has a request on record',
  sourceForm: 'this form',
  sourceGpc: 'Global Privacy Control',
} as const;

/** POST /api/privacy/do-not-sell: the address (stored trimmed and lower-cased), and where the requester lives. */
export const doNotSellRequestSchema = z
  .object({
    email: text().max(320, DO_NOT_SELL_TEXTS.email).transform(normaliseNewsletterEmail).pipe(z.email(DO_NOT_SELL_TEXTS.email)),
    country: z.enum(['US', 'UK'], DO_NOT_SELL_TEXTS.country),
    /** A US state (two letters) for the US; none for the UK. */
    state: z.enum(US_STATES, DO_NOT_SELL_TEXTS.state).nullable().default(null),
  })
  .superRefine((input, context) => {
    if (input.country === 'US' && input.state === null) context.addIssue({ code: 'custom', path: ['state'], message: DO_NOT_SELL_TEXTS.state });
  })
  .transform((input) => ({ ...input, state: input.country === 'US' ? input.state : null }));
export type DoNotSellRequestInput = z.output<typeof doNotSellRequestSchema>;

export type DoNotSellSource = 'form' | 'gpc';

/** A request as the page shows what was recorded. */
export interface DoNotSellRecord {
  email: string;
  country: 'US' | 'UK' | null;
  state: string | null;
  source: DoNotSellSource;
  recordedAt: string;
}

/** POST answer: the request on record, and whether this call made it (false: it was already there). */
export interface DoNotSellAnswer {
  request: DoNotSellRecord;
  created: boolean;
}

/** GET answer: the signed-in customer's request (a Global Privacy Control signal records one first), or none. */
export interface DoNotSellStatus {
  request: DoNotSellRecord | null;
  signedIn: boolean;
}
