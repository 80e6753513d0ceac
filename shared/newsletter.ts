/** Where a subscription came from: the footer form ("website", SPEC §3) or the home page band. */
export const NEWSLETTER_SOURCES = ['website', 'home'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** SPEC §5: addresses are stored trimmed and lower-cased. */
export function normaliseNewsletterEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Close to what the server's zod email check accepts: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The band's rule (SPEC §5): a valid address once trimmed. */
export function isValidNewsletterEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The footer form's looser rule (SPEC §5): not empty and contains "@". */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}
