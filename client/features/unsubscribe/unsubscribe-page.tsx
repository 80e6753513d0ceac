import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { UNSUBSCRIBE } from '../../../shared/texts';
import type { UnsubscribeState } from '../../../shared/marketing/unsubscribe';
import { ApiError, apiRequest } from '../../lib/api/api-client';

type View = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'ask'; email: string } | { kind: 'done'; email: string; already: boolean } | { kind: 'failed'; email: string | null };

/**
 * /unsubscribe?token=…: the link of every marketing email (docs/decisions/054). Opening it changes
 * nothing (link scanners follow links); the button confirms with a POST. The mail provider's
 * one-click POST to the same URL is answered by the server (RFC 8058).
 */
export function UnsubscribePage({ token }: { token: string }) {
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    if (!token) return;
    apiRequest<UnsubscribeState>('GET', '/api/marketing/unsubscribe', { query: { token } })
      .then((state) => live && setView(state.unsubscribed ? { kind: 'done', email: state.email, already: true } : { kind: 'ask', email: state.email }))
      .catch((error: unknown) => live && setView(error instanceof ApiError && error.status === 400 ? { kind: 'invalid' } : { kind: 'failed', email: null }));
    return () => {
      live = false;
    };
  }, [token]);

  async function confirm(email: string) {
    setBusy(true);
    try {
      const state = await apiRequest<UnsubscribeState>('POST', '/api/marketing/unsubscribe', { body: { token } });
      setView({ kind: 'done', email: state.email, already: false });
    } catch {
      setView({ kind: 'failed', email });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article data-testid="page-unsubscribe" className="content-page">
      <h1>{UNSUBSCRIBE.title}</h1>
      {view.kind === 'loading' ? <p aria-busy="true">{UNSUBSCRIBE.loading}</p> : null}
      {view.kind === 'invalid' ? <p role="alert">{UNSUBSCRIBE.invalid}</p> : null}
      {view.kind === 'ask' || (view.kind === 'failed' && view.email) ? (
        <>
          <p>{UNSUBSCRIBE.question}</p>
          <p>
            <strong data-testid="unsubscribe-email">{view.email}</strong>
          </p>
          {view.kind === 'failed' ? <p role="alert">{UNSUBSCRIBE.failed}</p> : null}
          <button type="button" className="button" disabled={busy} onClick={() => void confirm(view.email!)}>
            {busy ? UNSUBSCRIBE.working : UNSUBSCRIBE.confirm}
          </button>
        </>
      ) : null}
      {view.kind === 'failed' && !view.email ? <p role="alert">{UNSUBSCRIBE.failed}</p> : null}
      {view.kind === 'done' ? (
        <p role="status" data-testid="unsubscribe-done">
          {view.already ? UNSUBSCRIBE.already : UNSUBSCRIBE.done}
        </p>
      ) : null}
      <p>
        <Link to="/">{UNSUBSCRIBE.home}</Link>
      </p>
    </article>
  );
}
