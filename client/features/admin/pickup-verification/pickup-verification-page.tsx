import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizePickupCode, PICKUP_COUNTER_TEXTS as T, type PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import { OPEN_PICKUP_STATUSES } from '../../../../shared/orders/order-status';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useSession } from '../../../lib/session/current-user';
import { adminRequest, AdminApiError } from '../api/admin-client';
import { CodeScanner } from './code-scanner';
import { findByCode, openCounter, recordHandover, untilPulled, type Counter, type LocalHandover } from './counter-database';
import { useCounterStore } from './counter-stores';
import './pickup-verification.css';

type Answer = { kind: 'none'; code: string } | { kind: 'found'; doc: PickupCounterDoc; local: LocalHandover[] };

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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

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
  const isManager = user?.roles.some((r) => r === 'admin' || r === 'store_manager') ?? false;

  // Another store served: nothing shown belongs to the one before.
  const chooseStore = (id: string) => {
    setAnswer(null);
    setProblem(null);
    choice.choose(id);
  };

  const lookUp = useCallback(
    async (typed: string) => {
      if (!counter) return;
      const normalized = normalizePickupCode(typed);
      setProblem(null);
      const doc = normalized ? await findByCode(counter.db, counter.storeId, normalized) : null;
      if (!doc) {
        setAnswer({ kind: 'none', code: normalized });
        return;
      }
      const local = (await counter.db.handovers.find({ selector: { orderId: doc.id } }).exec()).map((h) => h.toJSON() as LocalHandover);
      setAnswer({ kind: 'found', doc, local });
    },
    [counter],
  );

  // Refresh the shown answer as the tablet syncs (a status change, the flag).
  const shownId = answer?.kind === 'found' ? answer.doc.id : null;
  useEffect(() => {
    if (!counter || shownId === null) return;
    const id = shownId;
    const subscription = counter.db.pickup_orders.findOne(id).$.subscribe(async (doc) => {
      if (!doc) return;
      const local = (await counter.db.handovers.find({ selector: { orderId: id } }).exec()).map((h) => h.toJSON() as LocalHandover);
      setAnswer({ kind: 'found', doc: doc.toJSON() as PickupCounterDoc, local });
    });
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
      await recordHandover(counter, doc, user.name || user.email);
      await lookUp(doc.code);
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
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
      setCode(normalizePickupCode(scanned));
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
      {choice.known && choice.stores.length === 0 ? <p role="note">{T.noStore}</p> : null}
      {choice.problem ? (
        <p className="notice" role="alert">
          {online ? choice.problem : T.storesNeedNetwork}
        </p>
      ) : null}

      <div className="counter__body">
        <section className="counter__entry">
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
              disabled={!counter}
            />
            <button type="submit" className="button button--primary counter-button" disabled={!counter}>
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
          {answer?.kind === 'found' ? <PickupAnswer answer={answer} busy={busy} online={online} onConfirm={confirm} onMarkReady={markReady} /> : null}
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

function PickupAnswer(props: {
  answer: Extract<Answer, { kind: 'found' }>;
  busy: boolean;
  online: boolean;
  onConfirm: (doc: PickupCounterDoc) => Promise<void>;
  onMarkReady: (doc: PickupCounterDoc) => Promise<void>;
}) {
  const { doc, local } = props.answer;
  const mine = local.find((h) => h.state !== 'refused');
  let state: { text: string; tone: string };
  if (doc.flag === 'collected_twice') state = { text: T.collectedTwice, tone: 'bad' };
  else if (doc.status === 'collected') state = { text: `${T.alreadyCollected} ${when(doc.collectedAt)} by ${doc.collectedByName ?? 'staff'}`, tone: 'done' };
  else if (mine) state = { text: `${T.handedOver} ${when(mine.handedOverAt)} by ${mine.staffName}${mine.state === 'pending' ? ' (waiting to send)' : ''}`, tone: 'done' };
  else if (doc.status === 'cancelled' || doc.status === 'refunded') state = { text: T.cancelled, tone: 'bad' };
  else if (doc.status === 'ready_for_pickup') state = { text: T.ready, tone: 'ok' };
  else state = { text: T.notReady, tone: 'wait' };

  return (
    <article className={`counter__card counter__card--${state.tone}`} data-testid="counter-pickup">
      <p className="counter__state" data-testid="counter-state">
        {state.text}
      </p>
      <h2>{doc.customerName}</h2>
      <p className="muted">
        Order {doc.orderNumber} · code {doc.code}
      </p>
      <ul className="counter__items">
        {doc.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.name}
            {item.size ? ` (${item.size})` : ''}
          </li>
        ))}
      </ul>
      {doc.flag === 'collected_twice' ? (
        <ul data-testid="counter-handovers">
          {doc.handovers.map((h) => (
            <li key={h.id}>
              {h.staffName}, {when(h.handedOverAt)}
            </li>
          ))}
        </ul>
      ) : null}
      {doc.status === 'ready_for_pickup' && !mine ? (
        <button type="button" className="button button--primary counter-button counter-button--big" disabled={props.busy} onClick={() => void props.onConfirm(doc)}>
          {T.confirm}
        </button>
      ) : null}
      {OPEN_PICKUP_STATUSES.includes(doc.status) && doc.status !== 'ready_for_pickup' && !mine ? (
        <button type="button" className="button counter-button counter-button--big" disabled={props.busy || !props.online} onClick={() => void props.onMarkReady(doc)}>
          {T.markReady}
        </button>
      ) : null}
      {local
        .filter((h) => h.state === 'refused')
        .map((h) => (
          <p key={h.id} className="notice" role="alert">
            {h.refusal}
          </p>
        ))}
    </article>
  );
}
