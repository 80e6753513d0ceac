import { describe, expect, it } from 'vitest';
import { isValidNewsletterEmail, looksLikeEmail, normaliseNewsletterEmail } from './newsletter';

describe('newsletter address rules (SPEC §5)', () => {
  it('stores addresses trimmed and lower-cased', () => {
    expect(normaliseNewsletterEmail('  Fan@Example.COM ')).toBe('fan@example.com');
  });

  it('the band wants a valid address', () => {
    expect(isValidNewsletterEmail(' fan@example.com ')).toBe(true);
    expect(isValidNewsletterEmail('fan@example')).toBe(false);
    expect(isValidNewsletterEmail('fan example@x.com')).toBe(false);
    expect(isValidNewsletterEmail('')).toBe(false);
  });

  it('the footer only wants something with an "@"', () => {
    expect(looksLikeEmail('a@b')).toBe(true);
    expect(looksLikeEmail('   ')).toBe(false);
    expect(looksLikeEmail('no-at-sign')).toBe(false);
  });
});
