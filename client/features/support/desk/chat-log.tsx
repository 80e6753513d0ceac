import { useState, type FormEvent } from 'react';
import { CHAT_TEXTS } from '../../../../shared/support/desk-texts';
import { orderLine, type ChatEntry } from './chat-entries';

/** The chat's lines: the shopper's questions and the assistant's answers, in a live log region. */
export function ChatLog({
  entries,
  busy,
  onAsk,
  onTalkToPerson,
  onLookUpOrder,
}: {
  entries: readonly ChatEntry[];
  busy: boolean;
  onAsk: (question: string) => void;
  onTalkToPerson: () => void;
  onLookUpOrder: (orderNumber: string, email: string) => void;
}) {
  return (
    <div className="support-chat__log" role="log" aria-live="polite" aria-label="Conversation with Robo Support" data-testid="support-chat-log" tabIndex={0}>
      <p className="support-chat__line support-chat__line--assistant">{CHAT_TEXTS.intro}</p>
      {entries.map((entry) => (
        <ChatLine key={entry.id} entry={entry} onAsk={onAsk} onTalkToPerson={onTalkToPerson} onLookUpOrder={onLookUpOrder} />
      ))}
      {busy ? <p className="support-chat__line support-chat__line--assistant muted">{CHAT_TEXTS.thinking}</p> : null}
    </div>
  );
}

function ChatLine({
  entry,
  onAsk,
  onTalkToPerson,
  onLookUpOrder,
}: {
  entry: ChatEntry;
  onAsk: (question: string) => void;
  onTalkToPerson: () => void;
  onLookUpOrder: (orderNumber: string, email: string) => void;
}) {
  if (entry.kind === 'shopper') {
    return (
      <p className="support-chat__line support-chat__line--shopper" data-testid="chat-shopper">
        <span className="visually-hidden">{CHAT_TEXTS.youSaid}: </span>
        {entry.text}
      </p>
    );
  }
  return (
    <div className="support-chat__line support-chat__line--assistant" data-testid={`chat-${entry.kind}`}>
      <span className="visually-hidden">{CHAT_TEXTS.assistant}: </span>
      {entry.kind === 'note' ? <p>{entry.text}</p> : null}
      {entry.kind === 'answer' ? <Answer answer={entry.answer} onAsk={onAsk} onTalkToPerson={onTalkToPerson} /> : null}
      {entry.kind === 'orders' ? <Orders entry={entry} /> : null}
      {entry.kind === 'order-form' ? <GuestOrderForm orderNumber={entry.orderNumber} email={entry.email} onLookUp={onLookUpOrder} /> : null}
    </div>
  );
}

function Answer({ answer, onAsk, onTalkToPerson }: { answer: Extract<ChatEntry, { kind: 'answer' }>['answer']; onAsk: (question: string) => void; onTalkToPerson: () => void }) {
  return (
    <>
      {answer.kind === 'answer' ? (
        <figure className="support-answer">
          <blockquote cite={answer.article.url}>
            <p>{answer.article.quote}</p>
          </blockquote>
          <figcaption>
            <a href={answer.article.url}>{answer.article.title}</a> · {CHAT_TEXTS.readArticle}
          </figcaption>
        </figure>
      ) : (
        <>
          <p>{CHAT_TEXTS.unknown}</p>
          <button type="button" className="button" onClick={onTalkToPerson}>
            {CHAT_TEXTS.talkToPerson}
          </button>
        </>
      )}
      {answer.answeredBy === 'device' ? <p className="muted">{CHAT_TEXTS.offlineAnswer}</p> : null}
      {answer.followUps.length > 0 ? (
        <div className="support-answer__follow-ups" role="group" aria-label={CHAT_TEXTS.followUps}>
          <p className="muted">{CHAT_TEXTS.followUps}</p>
          {answer.followUps.map((followUp) => (
            <button key={followUp} type="button" className="button button--quiet" onClick={() => onAsk(followUp)}>
              {followUp}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}

function Orders({ entry }: { entry: Extract<ChatEntry, { kind: 'orders' }> }) {
  if (entry.orders.length === 0) return <p>{CHAT_TEXTS.noOrders}</p>;
  return (
    <>
      <p>{CHAT_TEXTS.ordersHeading}</p>
      <ul className="support-orders">
        {entry.orders.map((order) => (
          <li key={order.orderNumber} data-testid="chat-order">
            {orderLine(order)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A guest's order look-up: the number and the order's email, each prefilled when the question had it. */
function GuestOrderForm({ orderNumber, email: writtenEmail, onLookUp }: { orderNumber: string | null; email: string | null; onLookUp: (orderNumber: string, email: string) => void }) {
  const [number, setNumber] = useState(orderNumber ?? '');
  const [email, setEmail] = useState(writtenEmail ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (number.trim() && email.trim()) onLookUp(number, email);
  };
  return (
    // eslint-disable-next-line no-restricted-syntax -- a look-up inside the chat: its answer is a chat message (ADR 094)
    <form className="support-order-form" onSubmit={submit} aria-label={CHAT_TEXTS.lookUp}>
      <p>{CHAT_TEXTS.guestOrderPrompt}</p>
      <label>
        {CHAT_TEXTS.orderNumberLabel}
        <input value={number} onChange={(event) => setNumber(event.target.value)} required maxLength={40} autoComplete="off" />
      </label>
      <label>
        {CHAT_TEXTS.orderEmailLabel}
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required maxLength={320} autoComplete="email" />
      </label>
      <button type="submit" className="button">
        {CHAT_TEXTS.lookUp}
      </button>
    </form>
  );
}
