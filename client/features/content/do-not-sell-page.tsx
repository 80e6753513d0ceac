import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { US_STATES } from '../../../shared/admin/tax-rate.schema';
import {
  DO_NOT_SELL_TEXTS,
  doNotSellRequestSchema,
  type DoNotSellAnswer,
  type DoNotSellRecord,
  type DoNotSellRequestInput,
  type DoNotSellStatus,
} from '../../../shared/privacy/do-not-sell';
import { ApiError, apiRequest } from '../../lib/api/api-client';
import { errorAttributes, useFieldError } from '../../lib/form/field-error';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { showServerFieldErrors, useShopForm } from '../../lib/form/use-schema-form';
import { ContentPage } from './content-page';
import { rememberDoNotSell } from '../../lib/analytics/consent';

/** /do-not-sell: what the request does, the form, and what is on record. */
export function DoNotSellPage() {
  const [record, setRecord] = useState<{ request: DoNotSellRecord; created: boolean } | null>(null);
  const [status, setStatus] = useState<DoNotSellStatus | null>(null);
  useEffect(() => {
    let live = true;
    // A signed-in customer's request on record (Global Privacy Control records one before this answers).
    apiRequest<DoNotSellStatus>('GET', '/api/privacy/do-not-sell')
      .then((answer) => live && setStatus(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const shown = record ?? (status?.request ? { request: status.request, created: false } : null);
  // A request made or on record: this device sends no analytics events from now on (docs/decisions/056).
  const onRecord = shown !== null;
  useEffect(() => {
    if (onRecord) rememberDoNotSell();
  }, [onRecord]);
  return (
    <ContentPage path="/do-not-sell" testId="page-do-not-sell" title="Do Not Sell or Share My Personal Information">
      <p className="lede">
        We do not sell your personal information, and we do not share it for cross-context behavioural advertising. Under US
        state privacy laws such as the CCPA you may still ask us to record that it must never be sold or shared.
      </p>
      <p>
        A request takes effect at once: the address is removed from every marketing email and every list we export. Order
        and account emails still reach you. Read more in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <p>
        Signed in and using a browser that sends the <strong>Global Privacy Control</strong> signal? We record a request for your
        account's email automatically.
      </p>
      {shown ? <Recorded request={shown.request} created={shown.created} /> : null}
      <DoNotSellForm onRecorded={setRecord} />
    </ContentPage>
  );
}

function Recorded({ request, created }: { request: DoNotSellRecord; created: boolean }) {
  const when = new Date(request.recordedAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
  const where = request.country === 'US' ? `United States${request.state ? `, ${request.state}` : ''}` : request.country === 'UK' ? 'United Kingdom' : null;
  return (
    <section className="do-not-sell-recorded" role="status" aria-labelledby="do-not-sell-recorded" data-testid="do-not-sell-recorded">
      <h2 id="do-not-sell-recorded">{created ? DO_NOT_SELL_TEXTS.recorded : DO_NOT_SELL_TEXTS.alreadyRecorded}</h2>
      <dl>
        <dt>Email</dt>
        <dd>{request.email}</dd>
        {where ? (
          <>
            <dt>Where you live</dt>
            <dd>{where}</dd>
          </>
        ) : null}
        <dt>Recorded</dt>
        <dd>
          <time dateTime={request.recordedAt}>{when}</time>
        </dd>
        <dt>How</dt>
        <dd>{request.source === 'gpc' ? DO_NOT_SELL_TEXTS.sourceGpc : DO_NOT_SELL_TEXTS.sourceForm}</dd>
      </dl>
      <p>This address receives no marketing email and is left out of every list we export, from now on.</p>
    </section>
  );
}

type UsState = (typeof US_STATES)[number];

/** The form's fields as chosen: no state is '' (and none is sent for the UK). */
const doNotSellFormSchema = z
  .object({ email: z.string(), country: z.enum(['US', 'UK']), state: z.string() })
  // The shared schema says which states there are (and that a US request names one).
  .transform(({ email, country, state }): z.input<typeof doNotSellRequestSchema> => ({ email, country, state: country === 'US' && state !== '' ? (state as UsState) : null }))
  .pipe(doNotSellRequestSchema);

function DoNotSellForm({ onRecorded }: { onRecorded: (answer: DoNotSellAnswer) => void }) {
  const form = useShopForm(doNotSellFormSchema, { email: '', country: 'US', state: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const country = useWatch({ control: form.control, name: 'country' });

  async function send(request: DoNotSellRequestInput) {
    try {
      onRecorded(await apiRequest<DoNotSellAnswer>('POST', '/api/privacy/do-not-sell', { body: request }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showServerFieldErrors(form, error.fields);
      else setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <ShopForm form={form} onValid={send} onAttempt={() => setFailure(null)} className="form" labelledBy="do-not-sell-form">
      <h2 id="do-not-sell-form">Make a request</h2>
      <DoNotSellField name="email" label="Email address">
        {(attributes) => <input type="email" autoComplete="email" {...attributes} {...form.register('email')} />}
      </DoNotSellField>
      <DoNotSellField name="country" label="Country">
        {(attributes) => (
          <select {...attributes} {...form.register('country')}>
            <option value="US">United States</option>
            <option value="UK">United Kingdom</option>
          </select>
        )}
      </DoNotSellField>
      {country === 'US' ? (
        <DoNotSellField name="state" label="State">
          {(attributes) => (
            <select {...attributes} {...form.register('state')}>
              <option value="">Choose your state</option>
              {US_STATES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </DoNotSellField>
      ) : null}
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
      <SubmitButton label="Do not sell or share my information" />
    </ShopForm>
  );
}

type DoNotSellFieldName = 'email' | 'country' | 'state';

/** A labelled control of the form, with the shared schema's (or the server's) message for it. */
function DoNotSellField({ name, label, children }: { name: DoNotSellFieldName; label: string; children: (attributes: ReturnType<typeof errorAttributes>) => ReactNode }) {
  const error = useFieldError<z.input<typeof doNotSellFormSchema>>(name);
  const errorId = `do-not-sell-${name}-error`;
  return (
    <label>
      {label}
      {children(errorAttributes(errorId, error))}
      {error ? <span className="field-error" id={errorId}>{error}</span> : null}
    </label>
  );
}
