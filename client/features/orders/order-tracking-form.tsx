import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type * as z from 'zod';
import type { OrderView } from '../../../shared/checkout/api';
import { ORDER_TEXTS } from '../../../shared/orders/order-texts';
import { trackOrderRequestSchema } from '../../../shared/orders/order-tracking';
import { ApiError } from '../../lib/api/api-client';
import { errorAttributes, useFieldError } from '../../lib/form/field-error';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { useShopForm } from '../../lib/form/use-schema-form';
import { useOnlineStatus } from '../../lib/use-online-status';
import { OrderOverview } from './order-details';
import { requestTrackOrder } from './orders-api';

type Fields = { orderNumber: string; email: string };

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
  const form = useShopForm(trackOrderRequestSchema, { orderNumber: '', email: '' });
  const [outcome, setOutcome] = useState<{ order: OrderView } | { message: string } | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  async function track(request: z.output<typeof trackOrderRequestSchema>) {
    setOutcome(
      await requestTrackOrder(request).then(
        (order) => ({ order }),
        (error: unknown) => ({ message: messageFor(error instanceof ApiError ? error.status : 0) }),
      ),
    );
  }

  return (
    <section className="order-tracking" aria-labelledby={`${id}-heading`} data-testid="order-tracking">
      <Heading id={`${id}-heading`}>{ORDER_TEXTS.track.title}</Heading>
      <p className="lede">{ORDER_TEXTS.track.intro}</p>
      {!online && <p className="notice" role="status">{ORDER_TEXTS.track.offline}</p>}
      <ShopForm form={form} onValid={track} className="form">
        <TrackingField id={id} name="orderNumber" label={ORDER_TEXTS.track.orderNumber} type="text" autoComplete="off" />
        <TrackingField id={id} name="email" label={ORDER_TEXTS.track.email} type="email" autoComplete="email" />
        <div>
          <SubmitButton label={ORDER_TEXTS.track.submit} busyLabel={ORDER_TEXTS.track.busy} disabled={!online} />
        </div>
      </ShopForm>
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

/** One labelled box of the form, with the shared schema's message for it. */
function TrackingField({ id, name, label, type, autoComplete }: { id: string; name: keyof Fields; label: string; type: 'text' | 'email'; autoComplete: string }) {
  const { register } = useFormContext<Fields>();
  const error = useFieldError<Fields>(name);
  const errorId = `${id}-${name}-error`;
  return (
    <label htmlFor={`${id}-${name}`}>
      {label}
      <input id={`${id}-${name}`} type={type} autoComplete={autoComplete} required {...errorAttributes(errorId, error)} {...register(name)} />
      {error && <span id={errorId} className="field-error">{error}</span>}
    </label>
  );
}
