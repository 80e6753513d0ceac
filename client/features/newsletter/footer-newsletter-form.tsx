import { TOASTS } from '../../../shared/texts';
import { looksLikeEmail } from '../../../shared/newsletter';
import { useNewsletterSignup, type NewsletterForm } from './use-newsletter-signup';

const FOOTER_FORM: NewsletterForm = {
  source: 'website',
  accepts: looksLikeEmail,
  invalid: TOASTS.footerInvalidEmail,
  subscribed: TOASTS.footerSubscribed,
  alreadySubscribed: TOASTS.footerAlreadySubscribed,
  failed: TOASTS.footerFailed,
};

/** The footer's newsletter form (SPEC §5, §8): source "website", the footer's own shorter messages. */
export function FooterNewsletterForm() {
  const { email, setEmail, busy, onSubmit } = useNewsletterSignup(FOOTER_FORM);

  return (
    // eslint-disable-next-line no-restricted-syntax -- first paint: no react-hook-form or zod in the entry (ADR 060, ADR 094)
    <form className="newsletter-footer" aria-labelledby="newsletter-footer-title" onSubmit={onSubmit} noValidate>
      <h2 id="newsletter-footer-title">Newsletter</h2>
      <label htmlFor="newsletter-footer-email" className="visually-hidden">
        Email address for the newsletter
      </label>
      <div className="newsletter-footer__row">
        <input
          id="newsletter-footer-email"
          type="email"
          name="email"
          placeholder="Your email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
