import { useState, type FormEvent } from 'react';
import { CHAT_TEXTS, INBOX_TEXTS } from '../../../../../shared/support/desk-texts';
import { showToast } from '../../../../lib/toast/toast-store';
import { errorText } from '../../api/resource-queries';
import { useConversation, useConversationAction } from '../../api/use-robo-support';
import { dateTimeText } from '../../customers/customer-texts';
import { ConversationStatusBadge } from './inbox-columns';

/** One conversation: its transcript (the chat before the hand-off included), a reply box and resolve. */
export function ConversationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const conversation = useConversation(id);
  const action = useConversationAction();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = conversation.data;

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    action.mutate(
      { kind: 'reply', id, body: reply },
      {
        onSuccess: () => {
          setReply('');
          showToast({ title: INBOX_TEXTS.replied });
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };
  const resolve = () => {
    setProblem(null);
    action.mutate({ kind: 'resolve', id }, { onSuccess: () => showToast({ title: INBOX_TEXTS.resolvedDone }), onError: (error) => setProblem(errorText(error)) });
  };

  if (conversation.error) return <p className="form-alert" role="alert">{errorText(conversation.error)}</p>;
  if (!record) return <p className="muted">Loading…</p>;
  return (
    <section className="inbox-conversation" aria-labelledby="inbox-conversation-heading" data-testid="inbox-conversation">
      <div className="admin-page-head">
        <h2 id="inbox-conversation-heading">
          {record.name} <span className="muted">{record.email}</span>
        </h2>
        <ConversationStatusBadge status={record.status} />
        <button type="button" className="small-button" onClick={onClose}>
          Close
        </button>
      </div>
      <ol className="inbox-transcript" aria-label="Transcript">
        {record.messages.map((message) => (
          <li key={message.id} className={`inbox-transcript__line inbox-transcript__line--${message.author}`}>
            <strong>{message.author === 'shopper' ? record.name : message.author === 'staff' ? (message.staffName ?? CHAT_TEXTS.staff) : CHAT_TEXTS.assistant}</strong>{' '}
            <span className="muted">{dateTimeText(message.at)}</span>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      {/* eslint-disable-next-line no-restricted-syntax -- a chat's message box, not a form (ADR 094) */}
      <form onSubmit={send} className="inbox-reply">
        <label htmlFor="inbox-reply-body">{INBOX_TEXTS.replyLabel}</label>
        <textarea id="inbox-reply-body" rows={4} maxLength={2000} value={reply} onChange={(event) => setReply(event.target.value)} />
        {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
        <div className="inbox-actions">
          <button type="submit" className="button" disabled={action.isPending || !reply.trim()}>
            {INBOX_TEXTS.reply}
          </button>
          {record.status !== 'resolved' ? (
            <button type="button" className="button button--quiet" onClick={resolve} disabled={action.isPending}>
              {INBOX_TEXTS.resolve}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
