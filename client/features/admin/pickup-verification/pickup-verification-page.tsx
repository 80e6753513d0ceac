import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { combineLatest } from 'rxjs';
import { PICKUP_COUNTER_TEXTS as T, type PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import { isPickupCode, normalisePickupCode } from '../../../../shared/pickup/pickup-code';
import { scansOf, takeEarlyKeystrokes } from '../../../lib/early-keystrokes';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useSession } from '../../../lib/session/current-user';
import { adminRequest, AdminApiError } from '../api/admin-client';
import { CodeScanner } from './code-scanner';
import { findByCode, openCounter, recordHandover, untilPulled, type Counter, type LocalHandover } from './counter-database';
import { useCounterStore } from './counter-stores';
import { HandoverAlertsPanel } from './handover-alerts-panel';
import { PickupCard, when } from './pickup-card';
import './pickup-verification.css';

type Answer = { kind: 'none' | 'malformed'; code: string } | { kind: 'found'; doc: PickupCounterDoc; local: LocalHandover[] };

async function localHandoversOf(counter: Counter, orderId: string): Promise<LocalHandover[]> {
  return (await counter.db.handovers.find({ selector: { orderId } }).exec()).map((h) => h.toJSON() as LocalHandover);
}

function useCounter(userId: string | undefined, storeId: string | undefined): Counter | null {
  const key = userId && storeId ? `${userId}/${storeId}` : null;
  const [opened, setOpened] = useState<{ key: string; counter: Counter } | null>(null);
  useEffect(() => {
    if (!userId || !storeId || !key) return;
    let live = true;
    void openCounter(userId, storeId).then((counter) => live && setOpened({ key, counter }));
    return () => {
      live = false;
    };
  }, [userId, storeId, key]);
  // Another user or store: nothing until its own counter is open.
  return opened && opened.key === key ? opened.counter : null;
}

function useLastSynced(counter: Counter | null): number | null {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    if (!counter) return;
    const subscription = counter.lastSynced$.subscribe(setAt);
    return () => subscription.unsubscribe();
  }, [counter]);
  return at;
}

function useFlagged(counter: Counter | null): PickupCounterDoc[] {
  const [flagged, setFlagged] = useState<PickupCounterDoc[]>([]);
  useEffect(() => {
    if (!counter) return;
    const subscription = counter.db.pickup_orders
      .find({ selector: { storeId: counter.storeId, flag: { $ne: null } } })
      .$.subscribe((docs) => setFlagged(docs.map((d) => d.toJSON() as PickupCounterDoc)));
    return () => subscription.unsubscribe();
  }, [counter]);
  return flagged;
}

/** /admin/pickup-verification: the counter tablet (works offline once opened). */
export function PickupVerificationPage() {
  const { user } = useSession();
  const online = useOnlineStatus();
  const choice = useCounterStore(user?.id);
  const storeId = choice.store?.id;
  const counter = useCounter(user?.id, storeId);
  const lastSynced = useLastSynced(counter);
  const flagged = useFlagged(counter);
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** A code entered before this store's counter was open: looked up as soon as it is. */
  const waiting = useRef<string | null>(null);
  const isManager = user?.roles.some((r) => r === 'admin' || r === 'store_manager') ?? false;
  const staffName = user ? user.name || user.email : '';

  /** The code field takes the next scan: focused, its text selected so the next code replaces it. */
  const readyForNextScan = useCallback(() => {
    input.current?.focus();
    input.current?.select();
    // Again once the field shows the code as looked up (a changed value loses the selection).
    requestAnimationFrame(() => {
      if (document.activeElement === input.current) input.current?.select();
    });
  }, []);

  // Another store served: nothing shown belongs to the one before.
  const chooseStore = (id: string) => {
    setAnswer(null);
    setProblem(null);
    choice.choose(id);
  };

  // Keys a scanner typed before this page was there (client/lib/early-keystrokes.ts): what follows the
  // last Enter is in the field; the code that Enter ended is looked up once the counter is open. Taken
  // once the page is committed, with the field there and focused, not while rendering: a render React
  // throws away and starts again would take them with it (the scan's first key was lost on a slow tablet).
  useLayoutEffect(() => {
    const early = scansOf(takeEarlyKeystrokes());
    const lastEntered = early.entered.at(-1);
    if (lastEntered !== undefined) waiting.current = normalisePickupCode(lastEntered);
    const shown = early.typing || normalisePickupCode(lastEntered ?? '');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the keys held outside React, at the first commit
    if (shown) setCode(shown);
  }, []);

  const lookUp = useCallback(
    async (typed: string) => {
      const normalized = normalisePickupCode(typed);
      // The field shows the code as it is looked up, however it was typed or scanned (capitals, no spaces).
      setCode(normalized);
      if (!counter) {
        waiting.current = normalized;
        return;
      }
      setProblem(null);
      if (!isPickupCode(normalized)) {
        setAnswer({ kind: 'malformed', code: normalized });
        readyForNextScan();
        return;
      }
      let doc = await findByCode(counter.db, counter.storeId, normalized);
      // A tablet that has never synced answers once its store's pickups are here, not before.
      if (!doc && counter.lastSynced$.value === null) {
        await counter.firstSync;
        doc = await findByCode(counter.db, counter.storeId, normalized);
      }
      if (!doc) setAnswer({ kind: 'none', code: normalized });
      else setAnswer({ kind: 'found', doc, local: await localHandoversOf(counter, doc.id) });
      readyForNextScan();
    },
    [counter, readyForNextScan],
  );

  useEffect(() => {
    if (!counter || waiting.current === null) return;
    const code = waiting.current;
    waiting.current = null;
    void lookUp(code);
  }, [counter, lookUp]);

  // Refresh the shown answer as the tablet syncs and sends (a status change, the flag, the shop's answer).
  const shownId = answer?.kind === 'found' ? answer.doc.id : null;
  useEffect(() => {
    if (!counter || shownId === null) return;
    const subscription = combineLatest([counter.db.pickup_orders.findOne(shownId).$, counter.db.handovers.find({ selector: { orderId: shownId } }).$]).subscribe(
      ([doc, local]) => {
        if (doc) setAnswer({ kind: 'found', doc: doc.toJSON() as PickupCounterDoc, local: local.map((h) => h.toJSON() as LocalHandover) });
      },
    );
    return () => subscription.unsubscribe();
  }, [counter, shownId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(code);
  };

  const confirm = async (doc: PickupCounterDoc) => {
    if (!counter || !user) return;
    setBusy(true);
    try {
      await recordHandover(counter, doc, staffName);
      await lookUp(doc.code);
      setCode('');
    } finally {
      setBusy(false);
      readyForNextScan();
    }
  };

  const markReady = async (doc: PickupCounterDoc) => {
    setBusy(true);
    setProblem(null);
    try {
      const { record } = await adminRequest<{ record: PickupCounterDoc }>('POST', `pickup-verification/orders/${encodeURIComponent(doc.id)}/mark-ready`, { body: {} });
      // Shown once the tablet holds it (pulled now), so it is ready here offline too. Never written
      // locally: a local write to a pull-only replicated document would stop later pulls of it.
      setAnswer({ kind: 'found', doc: record, local: [] });
      if (counter) await untilPulled(counter, record);
    } catch (error) {
      setProblem(error instanceof AdminApiError && error.code === 'NETWORK' ? T.markReadyNeedsNetwork : error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const onScanned = useCallback(
    (scanned: string) => {
      setScanning(false);
      setCode(normalisePickupCode(scanned));
      void lookUp(scanned);
    },
    [lookUp],
  );

  return (
    <div className="counter" data-testid="page-admin-pickup-verification">
      <header className="counter__bar">
        <h1>Pickup verification</h1>
        <p className={online ? 'counter__net counter__net--on' : 'counter__net counter__net--off'} role="status" data-testid="counter-network">
          {online ? T.online : T.offline}
        </p>
        <p className="muted" data-testid="counter-synced">
          {lastSynced ? `Last synced ${new Date(lastSynced).toLocaleTimeString()}` : T.neverSynced}
        </p>
        {choice.stores.length > 1 ? (
          <div className="field counter__store">
            <label htmlFor="counter-store">Store at this counter</label>
            <select id="counter-store" value={storeId ?? ''} onChange={(event) => chooseStore(event.target.value)}>
              {choice.stores.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : choice.store ? (
          <p className="counter__store" data-testid="counter-store">
            {choice.store.name}
          </p>
        ) : null}
      </header>
      <HandoverAlertsPanel counter={counter} acknowledgedBy={staffName} onAcknowledged={readyForNextScan} />
      {choice.known && choice.stores.length === 0 ? <p role="note">{T.noStore}</p> : null}
      {choice.problem ? (
        <p className="notice" role="alert">
          {online ? choice.problem : T.storesNeedNetwork}
        </p>
      ) : null}

      <div className="counter__body">
        <section className="counter__entry">
          {/* eslint-disable-next-line no-restricted-syntax -- the counter's code look-up, scanned or typed, offline (ADR 094) */}
          <form onSubmit={submit} className="counter__form">
            <label htmlFor="counter-code">Pickup code</label>
            <input
              id="counter-code"
              ref={input}
              className="counter__code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
            />
            <button type="submit" className="button button--primary counter-button">
              Look up
            </button>
            <button type="button" className="button counter-button" onClick={() => setScanning(true)}>
              Scan QR with camera
            </button>
          </form>
          {scanning ? <CodeScanner onCode={onScanned} onClose={() => setScanning(false)} /> : null}
        </section>

        <section className="counter__answer" aria-live="polite" data-testid="counter-answer">
          {answer?.kind === 'none' ? (
            <div className="notice counter__refused" role="alert" data-testid="counter-refused">
              <p className="counter__state">{T.noSuchCode}</p>
              <p className="muted">
                {answer.code ? `Code ${answer.code}` : 'No code typed'} · {choice.store?.name}
              </p>
            </div>
          ) : null}
          {answer?.kind === 'malformed' ? (
            <div className="notice counter__refused" role="alert" data-testid="counter-refused">
              <p className="counter__state">{T.notACode}</p>
              <p className="muted">{answer.code ? `Code ${answer.code}` : 'No code typed'}</p>
            </div>
          ) : null}
          {answer?.kind === 'found' ? <PickupCard doc={answer.doc} local={answer.local} timeZone={choice.store?.timeZone} busy={busy} online={online} onConfirm={confirm} onMarkReady={markReady} /> : null}
          {problem ? (
            <p className="notice" role="alert">
              {problem}
            </p>
          ) : null}
        </section>
      </div>

      {isManager && flagged.length > 0 ? (
        <section className="counter__flags" data-testid="counter-flags">
          <h2>Flagged pickups</h2>
          <ul>
            {flagged.map((doc) => (
              <li key={doc.id} data-testid="counter-flag">
                <strong>{doc.orderNumber}</strong> ({doc.code}): {doc.flag === 'collected_twice' ? T.collectedTwice : T.notReadyFlag}
                <ul>
                  {doc.handovers.map((h) => (
                    <li key={h.id}>
                      {h.staffName}, {when(h.handedOverAt)} ({h.deviceId})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
