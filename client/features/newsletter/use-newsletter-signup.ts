import { useState, type FormEvent } from 'react';
import type { ToastText } from '../../../shared/texts';
import type { NewsletterSource } from '../../../shared/newsletter';
import { showToast } from '../../lib/toast/toast-store';
import { subscribeToNewsletter } from './newsletter-client';

/** The messages and rule one newsletter form uses (the band and the footer differ, SPEC §5/§8). */
export interface NewsletterForm {
  source: NewsletterSource;
  accepts(email: string): boolean;
  invalid: ToastText;
  subscribed: ToastText;
  alreadySubscribed: ToastText;
  failed: ToastText;
}

/** State and submit handler shared by the newsletter forms: validate, subscribe, toast the outcome. */
export function useNewsletterSignup(form: NewsletterForm) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.accepts(email)) {
      showToast(form.invalid, 'destructive');
      return;
    }
    setBusy(true);
    const outcome = await subscribeToNewsletter(email, form.source);
    setBusy(false);
    if (outcome === 'subscribed') {
      showToast(form.subscribed);
      setEmail('');
    } else if (outcome === 'already-subscribed') {
      showToast(form.alreadySubscribed);
    } else {
      showToast(form.failed, 'destructive');
    }
  };

  return { email, setEmail, busy, onSubmit: (event: FormEvent) => void submit(event) };
}
