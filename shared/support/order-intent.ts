// Which chat messages are about an order (answered from the shopper's orders, not the knowledge base).

import { isEmailAddress } from '../auth/auth-schemas';

// TS-YYMM-XXXXXXXX (server/checkout/create-order.service.ts), in any case.
const ORDER_NUMBER = /\bTS-\d{4}-[0-9A-Z]{8}\b/i;

const ORDER_QUESTIONS: readonly RegExp[] = [
  /\bwhere(?:'s|’s| is| are)? (?:my|our) (?:order|parcel|package|delivery)s?\b/i,
  /\border(?:s)? status\b/i,
  /\bstatus of (?:my|our) order/i,
  /\btrack(?:ing)? (?:my|our|an|the) (?:order|parcel|package)/i,
  /\b(?:my|our) (?:recent |last )?orders?\b.*\b(?:status|arrive|arrived|shipped|come|coming|late|delayed|where)\b/i,
  /\b(?:has|did|when will) (?:my|our) order\b/i,
  /\b(?:look ?up|check|find) (?:my|our|an) order\b/i,
];

/** The order number written in a message, upper-cased, if any. */
export function orderNumberIn(message: string): string | null {
  return ORDER_NUMBER.exec(message)?.[0].toUpperCase() ?? null;
}

// Anything with an @ between non-space characters; the shop's email rule then decides.
const EMAIL_CANDIDATE = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+/g;

/** The first email address written in a message (trailing punctuation dropped), lower-cased, if any. */
export function emailIn(message: string): string | null {
  for (const [candidate] of message.matchAll(EMAIL_CANDIDATE)) {
    const address = candidate.replace(/[.?!]+$/, '');
    if (isEmailAddress(address)) return address.toLowerCase();
  }
  return null;
}

/** What a message gives for a guest's order look-up: its order number and its email, each if written. */
export function orderLookupIn(message: string): { orderNumber: string | null; email: string | null } {
  return { orderNumber: orderNumberIn(message), email: emailIn(message) };
}

/** True when the shopper asks about the status of an order ("where is my order", an order number…). */
export function isOrderQuestion(message: string): boolean {
  return orderNumberIn(message) !== null || ORDER_QUESTIONS.some((pattern) => pattern.test(message));
}
