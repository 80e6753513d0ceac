import { PICKUP_COUNTER_TEXTS as T, type PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import { formatMoney } from '../../../../shared/money';
import { OPEN_PICKUP_STATUSES } from '../../../../shared/orders/order-status';
import { holdDateText } from '../../../../shared/pickup/pickup-view';
import type { LocalHandover } from './counter-database';
import { handoverAlertWords } from './handover-alerts';

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** The state a pickup is in, as the card says it, and how it looks. */
export function cardStateOf(doc: PickupCounterDoc, local: LocalHandover[]): { text: string; advice: string | null; tone: string } {
  // This tablet's hand-over, sent or waiting; one the shop flagged is said as such, never "handed over".
  const sent = local.find((h) => h.state === 'pending' || h.state === 'collected');
  const flaggedHere = local.find((h) => h.state === 'not_ready' || h.state === 'duplicate');
  if (doc.flag === 'collected_twice' || flaggedHere?.state === 'duplicate') return { text: T.collectedTwice, advice: null, tone: 'bad' };
  if (doc.flag === 'not_ready' || flaggedHere) {
    const words = handoverAlertWords({ outcome: 'not_ready', statusOnArrival: doc.status, reason: null });
    return { text: words.title, advice: words.advice, tone: 'bad' };
  }
  // The shop has this tablet's hand-over as the one that collected the order (told in the push's
  // answer, or seen in the pulled order first): the card goes on saying "Handed over", without
  // "waiting to send", rather than turning into the "Already collected" a second scan is told.
  const shopHasIt = sent !== undefined && (sent.state === 'collected' || doc.handovers.some((h) => h.id === sent.id && h.outcome === 'collected'));
  if (doc.status === 'collected' && !shopHasIt) return { text: `${T.alreadyCollected} ${when(doc.collectedAt)} by ${doc.collectedByName ?? 'staff'}`, advice: null, tone: 'done' };
  if (sent) return { text: `${T.handedOver} ${when(sent.handedOverAt)} by ${sent.staffName}${shopHasIt ? '' : ' (waiting to send)'}`, advice: null, tone: 'done' };
  if (doc.status === 'cancelled' || doc.status === 'refunded') return { text: T.cancelled, advice: null, tone: 'bad' };
  if (doc.status === 'ready_for_pickup') return { text: T.ready, advice: null, tone: 'ok' };
  return { text: T.notReady, advice: null, tone: 'wait' };
}

/** The pickup found for a code: who, what, its state, and what may be done with it here. */
export function PickupCard(props: {
  doc: PickupCounterDoc;
  local: LocalHandover[];
  /** The store's time zone, when the tablet knows it: the hold's last day is the store's calendar day. */
  timeZone: string | undefined;
  busy: boolean;
  online: boolean;
  onConfirm: (doc: PickupCounterDoc) => Promise<void>;
  onMarkReady: (doc: PickupCounterDoc) => Promise<void>;
}) {
  const { doc, local } = props;
  const handedOverHere = local.some((h) => h.state !== 'refused');
  const state = cardStateOf(doc, local);

  return (
    <article className={`counter__card counter__card--${state.tone}`} data-testid="counter-pickup">
      <p className="counter__state" data-testid="counter-state">
        {state.text}
      </p>
      {state.advice ? <p className="counter__advice">{state.advice}</p> : null}
      <h2>{doc.customerName}</h2>
      <p className="muted">
        Order {doc.orderNumber} · code {doc.code}
      </p>
      <PickupFacts doc={doc} timeZone={props.timeZone} />
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
      {doc.status === 'ready_for_pickup' && !handedOverHere ? (
        <button type="button" className="button button--primary counter-button counter-button--big" disabled={props.busy} onClick={() => void props.onConfirm(doc)}>
          {T.confirm}
        </button>
      ) : null}
      {OPEN_PICKUP_STATUSES.includes(doc.status) && doc.status !== 'ready_for_pickup' && !handedOverHere ? (
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

/**
 * What was paid, the shopper's phone and, while ready, the day the store holds it until (docs/decisions/075).
 * A copy kept from before the server sent them has none of them until it is pulled again.
 */
function PickupFacts({ doc, timeZone }: { doc: PickupCounterDoc; timeZone: string | undefined }) {
  const paid = typeof doc.total === 'number' && doc.currency ? formatMoney(doc.total, doc.currency) : null;
  const holdUntil = doc.status === 'ready_for_pickup' ? doc.holdUntil : null;
  if (!paid && !doc.contactPhone && !holdUntil) return null;
  return (
    <dl className="counter__facts">
      {paid ? (
        <div>
          <dt>{T.paid}</dt>
          <dd data-testid="counter-paid">{paid}</dd>
        </div>
      ) : null}
      {doc.contactPhone ? (
        <div>
          <dt>{T.phone}</dt>
          <dd data-testid="counter-phone">{doc.contactPhone}</dd>
        </div>
      ) : null}
      {holdUntil ? (
        <div>
          <dt>{T.heldUntil}</dt>
          <dd data-testid="counter-held-until">{holdDateText(holdUntil, timeZone)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
