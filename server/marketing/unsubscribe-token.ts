import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link's token (docs/decisions/054): the address and the campaign, signed with an
// HMAC keyed from the shop's secret. It is what authenticates a one-click unsubscribe (RFC 8058): the
// mail provider's POST carries no cookie, so the signed URL is the proof. It never expires: an
// unsubscribe link in an old message must still work.

const PURPOSE = 'toy-shop:marketing-unsubscribe:v1';

export interface UnsubscribeClaim {
  email: string;
  campaignId: string | null;
}

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
}

/** A token for one address (lower-cased) and the campaign that carried the link. */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ e: claim.email.trim().toLowerCase(), c: claim.campaignId })).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a well-signed token; null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; c?: unknown };
    if (typeof parsed.e !== 'string' || parsed.e.length === 0) return null;
    return { email: parsed.e, campaignId: typeof parsed.c === 'string' ? parsed.c : null };
  } catch {
    return null;
  }
}
