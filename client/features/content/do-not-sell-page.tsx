import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { US_STATES } from '../../../shared/admin/tax-rate.schema';
import { DO_NOT_SELL_TEXTS, type DoNotSellAnswer, type DoNotSellRecord, type DoNotSellStatus } from '../../../shared/privacy/do-not-sell';
import type { FieldErrors } from '../../../shared/errors';
import { ApiError, apiRequest } from '../../lib/api/api-client';
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

function DoNotSellForm({ onRecorded }: { onRecorded: (answer: DoNotSellAnswer) => void }) {
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<'US' | 'UK'>('US');
  const [state, setState] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiRequest<DoNotSellAnswer>('POST', '/api/privacy/do-not-sell', { body: { email, country, state: country === 'US' && state !== '' ? state : null } });
      setErrors({});
      onRecorded(answer);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const described = (field: string) => (errors[field] ? `do-not-sell-${field}-error` : undefined);
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="do-not-sell-form">
      <h2 id="do-not-sell-form">Make a request</h2>
      <label>
        Email address
        <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={errors.email ? true : undefined} aria-describedby={described('email')} />
        {errors.email ? <span className="field-error" id="do-not-sell-email-error">{errors.email}</span> : null}
      </label>
      <label>
        Country
        <select name="country" value={country} onChange={(event) => setCountry(event.target.value === 'UK' ? 'UK' : 'US')} aria-invalid={errors.country ? true : undefined} aria-describedby={described('country')}>
          <option value="US">United States</option>
          <option value="UK">United Kingdom</option>
        </select>
        {errors.country ? <span className="field-error" id="do-not-sell-country-error">{errors.country}</span> : null}
      </label>
      {country === 'US' ? (
        <label>
          State
          <select name="state" value={state} onChange={(event) => setState(event.target.value)} aria-invalid={errors.state ? true : undefined} aria-describedby={described('state')}>
            <option value="">Choose your state</option>
            {US_STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {errors.state ? <span className="field-error" id="do-not-sell-state-error">{errors.state}</span> : null}
        </label>
      ) : null}
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
      <button type="submit" className="button" disabled={busy}>
        Do not sell or share my information
      </button>
    </form>
  );
}
