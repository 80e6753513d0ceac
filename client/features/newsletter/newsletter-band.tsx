import { TOASTS } from '../../../shared/texts';
import { isValidNewsletterEmail } from '../../../shared/newsletter';
import { useNewsletterSignup, type NewsletterForm } from './use-newsletter-signup';

const BAND_FORM: NewsletterForm = {
  source: 'home',
  accepts: isValidNewsletterEmail,
  invalid: TOASTS.newsletterInvalidEmail,
  subscribed: TOASTS.newsletterSubscribed,
  alreadySubscribed: TOASTS.newsletterAlreadySubscribed,
  failed: TOASTS.newsletterFailed,
};

/** The home page's newsletter band (SPEC §5, §8): validates the address, toasts each outcome. */
export function NewsletterBand() {
  const { email, setEmail, busy, onSubmit } = useNewsletterSignup(BAND_FORM);

  return (
    <section className="newsletter-band" aria-labelledby="newsletter-band-title" data-testid="newsletter-band">
      <h2 id="newsletter-band-title">Join our newsletter</h2>
      <p>New arrivals, restocks and member offers, straight to your inbox.</p>
      {/* eslint-disable-next-line no-restricted-syntax -- first paint: no react-hook-form or zod in the entry (ADR 060, ADR 094) */}
      <form className="newsletter-band__form" onSubmit={onSubmit} noValidate>
        <label htmlFor="newsletter-band-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-band-email"
          type="email"
          name="email"
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          Subscribe
        </button>
      </form>
    </section>
  );
}
