import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { byClient, byClientAndEmail, byEmail, rateLimit, type RateLimitRule } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every abuse limit of the shop, in one place (docs/decisions/023-abuse-limits.md). A route takes
 * one with `rateLimit(...LIMITS.x)`; a new public form adds a line here and that one middleware.
 * Rules run most specific first: the first over its limit refuses, and broader ones are not counted.
 */
export const LIMITS = {
  /**
   * Password guessing. One client at one account is stopped after 10 failures a quarter hour, one
   * client across accounts after 50 an hour, every client together after 100 an hour at one account:
   * one address adds at most 40 an hour to an account, so locking a real user out takes at least
   * three (IPv6: /64s). A successful sign-in is not counted.
   */
  signIn: [
    { name: 'sign-in:client+email', limit: 10, windowSeconds: 15 * MINUTE, key: byClientAndEmail, countFailuresOnly: true },
    { name: 'sign-in:client', limit: 50, windowSeconds: HOUR, key: byClient, countFailuresOnly: true },
    { name: 'sign-in:email', limit: 100, windowSeconds: HOUR, key: byEmail, countFailuresOnly: true },
  ],
  /** Change or verify the password of a signed-in session: guessing the current password. */
  passwordCheck: [{ name: 'password-check:client', limit: 10, windowSeconds: 15 * MINUTE, key: byClient, countFailuresOnly: true }],
  signUp: [{ name: 'sign-up:client', limit: 10, windowSeconds: HOUR, key: byClient }],
  /** Reset emails: no mailbox is flooded, no client sends them in bulk. */
  passwordResetRequest: [
    { name: 'reset-request:email', limit: 3, windowSeconds: HOUR, key: byEmail },
    { name: 'reset-request:client', limit: 10, windowSeconds: HOUR, key: byClient },
  ],
  /** Any use of a reset token: the check the reset page makes, better-auth's link and the reset itself. */
  passwordResetToken: [{ name: 'reset-token:client', limit: 20, windowSeconds: 15 * MINUTE, key: byClient }],
  /** Each creates a PayPal order. */
  createOrder: [{ name: 'create-order:client', limit: 20, windowSeconds: 10 * MINUTE, key: byClient }],
  /** Each asks PayPal to change the order's shipping (PayPal calls it as the buyer edits the address). */
  shippingChange: [{ name: 'shipping-change:client', limit: 60, windowSeconds: 10 * MINUTE, key: byClient }],
  capture: [{ name: 'capture:client', limit: 30, windowSeconds: 10 * MINUTE, key: byClient }],
  /**
   * Code guessing; a shopper mistypes a few times. Only refusals count: the cart checks an applied
   * code again on every change of the selection, and those checks succeed.
   */
  promoValidate: [{ name: 'promo:client', limit: 10, windowSeconds: 10 * MINUTE, key: byClient, countFailuresOnly: true }],
  /** Quotes price a promo code too: generous for the cart's re-checks, still a bound on guessing. */
  quote: [{ name: 'quote:client', limit: 120, windowSeconds: 10 * MINUTE, key: byClient }],
  /** Guest order tracking: guessing order numbers for a known email. */
  trackOrder: [{ name: 'track-order:client', limit: 20, windowSeconds: 10 * MINUTE, key: byClient }],
  newsletter: [{ name: 'newsletter:client', limit: 10, windowSeconds: HOUR, key: byClient }],
  /** The chat's hand-off to a person: each starts a conversation in the staff's inbox. */
  supportHandOff: [{ name: 'support-hand-off:client', limit: 5, windowSeconds: HOUR, key: byClient }],
  /** A shopper's messages in a handed-off conversation (and its polling is a GET, not counted). */
  supportMessage: [{ name: 'support-message:client', limit: 30, windowSeconds: 10 * MINUTE, key: byClient }],
  /** /contact and /partnership: each is stored and emailed to the shop (and contact to the sender). */
  enquiry: [
    { name: 'enquiry:email', limit: 3, windowSeconds: HOUR, key: byEmail },
    { name: 'enquiry:client', limit: 5, windowSeconds: HOUR, key: byClient },
  ],
  /** The support assistant's answers: a chat asks often, a scraper or a flood far more. */
  supportAnswer: [{ name: 'support-answer:client', limit: 60, windowSeconds: 10 * MINUTE, key: byClient }],
  /** Do-not-sell requests: a household asks for a few addresses; nobody needs dozens an hour. */
  doNotSell: [{ name: 'do-not-sell:client', limit: 10, windowSeconds: HOUR, key: byClient }],
  /** Job applications (each stores up to 5 MB and sends an email): a person applies for a few jobs, not dozens. */
  jobApplication: [{ name: 'job-application:client', limit: 10, windowSeconds: HOUR, key: byClient }],
  /** The storefront's analytics beacon (a few events a page): a busy shopper sends dozens, a flood thousands. */
  analyticsEvents: [{ name: 'analytics-events:client', limit: 300, windowSeconds: 10 * MINUTE, key: byClient }],
} satisfies Record<string, RateLimitRule[]>;

// better-auth's routes under /api/auth (its limiter is off: this is the one mechanism). Its router
// matches exact, case-sensitive paths and no trailing slash, so exact paths here leave no way around.
const AUTH_ROUTE_LIMITS: Array<{ path: RegExp; rules: RateLimitRule[] }> = [
  { path: /^\/sign-in\/email$/, rules: LIMITS.signIn },
  { path: /^\/sign-up\/email$/, rules: LIMITS.signUp },
  { path: /^\/request-password-reset$/, rules: LIMITS.passwordResetRequest },
  { path: /^\/reset-password(\/[^/]+)?$/, rules: LIMITS.passwordResetToken },
  { path: /^\/(change-password|verify-password)$/, rules: LIMITS.passwordCheck },
];

const AUTH_BASE_PATH = '/api/auth';

/** The limits of better-auth's routes, for its mount at /api/auth/*. */
export function authRouteLimits(): MiddlewareHandler<AppEnv> {
  const limited = AUTH_ROUTE_LIMITS.map(({ path, rules }) => ({ path, middleware: rateLimit(...rules) }));
  return (c, next) => {
    const path = c.req.path.startsWith(AUTH_BASE_PATH) ? c.req.path.slice(AUTH_BASE_PATH.length) : c.req.path;
    const match = limited.find((entry) => entry.path.test(path));
    return match ? match.middleware(c, next) : next();
  };
}
