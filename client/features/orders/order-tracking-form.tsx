import { useId, useState, type FormEvent } from 'react';
import type { OrderView } from '../../../shared/checkout/api';
import { ORDER_TEXTS } from '../../../shared/orders/order-texts';
import { trackOrderRequestSchema } from '../../../shared/orders/order-tracking';
import { ApiError } from '../../lib/api/api-client';
import { useOnlineStatus } from '../../lib/use-online-status';
import { OrderOverview } from '../../lib/orders/order-details';
import { requestTrackOrder } from '../../lib/orders/orders-api';

type Fields = { orderNumber: string; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

function messageFor(status: number): string {
  if (status === 404) return ORDER_TEXTS.track.notFound;
  if (status === 429) return ORDER_TEXTS.track.rateLimited;
  return ORDER_TEXTS.track.failed;
}

/**
 * Track Your Order: an order by its number and the email it was placed with, for anyone (a guest on
 * another device too). The answer shows under the form; the email never goes into the address bar.
 */
export function OrderTrackingForm({ headingLevel }: { headingLevel: 1 | 2 }) {
  const online = useOnlineStatus();
  const id = useId();
  const [fields, setFields] = useState<Fields>({ orderNumber: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ order: OrderView } | { message: string } | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = trackOrderRequestSchema.safeParse(fields);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await requestTrackOrder(parsed.data).then(
      (order) => ({ order }),
      (error: unknown) => ({ message: messageFor(error instanceof ApiError ? error.status : 0) }),
    );
    setBusy(false);
    setOutcome(answer);
  }

  const field = (name: keyof Fields, label: string, type: 'text' | 'email', autoComplete: string) => (
    <label htmlFor={`${id}-${name}`}>
      {label}
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={fields[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] && <span id={`${id}-${name}-error`} className="field-error">{errors[name]}</span>}
    </label>
  );

  return (
    <section className="order-tracking" aria-labelledby={`${id}-heading`} data-testid="order-tracking">
      <Heading id={`${id}-heading`}>{ORDER_TEXTS.track.title}</Heading>
      <p className="lede">{ORDER_TEXTS.track.intro}</p>
      {!online && <p className="notice" role="status">{ORDER_TEXTS.track.offline}</p>}
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {field('orderNumber', ORDER_TEXTS.track.orderNumber, 'text', 'off')}
        {field('email', ORDER_TEXTS.track.email, 'email', 'email')}
        <div>
          <button type="submit" className="button" disabled={busy || !online}>{busy ? ORDER_TEXTS.track.busy : ORDER_TEXTS.track.submit}</button>
        </div>
      </form>
      <div aria-live="polite">
        {outcome && 'message' in outcome && <p className="notice" data-testid="order-tracking-message">{outcome.message}</p>}
        {outcome && 'order' in outcome && (
          <article className="order-tracking__result" aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`}>{ORDER_TEXTS.orderHeading(outcome.order.orderNumber)}</h2>
            <OrderOverview order={outcome.order} />
          </article>
        )}
      </div>
    </section>
  );
}
