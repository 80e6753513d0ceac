import { useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXTS } from '../../../../shared/support/desk-texts';
import { useSession } from '../../../lib/session/current-user';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { handOffDraft, transcriptOf } from './chat-entries';
import { ChatLog } from './chat-log';
import { CustomerCareConversation, HandOffForm } from './hand-off-panel';
import { useHandedOffConversation } from './use-handed-off-conversation';
import { useSupportChat } from './use-support-chat';
import './support.css';

/**
 * /robo-support: the assistant's chat (answers from the knowledge base, order status), and "Talk to
 * a person" at any time, which hands the chat with its transcript to customer care (docs/decisions/051).
 */
export function RoboSupportPage() {
  const online = useOnlineStatus();
  const { user } = useSession();
  const chat = useSupportChat({ signedIn: user !== null, online });
  const care = useHandedOffConversation(online);
  const [handingOff, setHandingOff] = useState(false);
  const [question, setQuestion] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const ask = (text: string) => {
    void chat.ask(text);
    input.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    ask(question);
    setQuestion('');
  };

  return (
    <article data-testid="page-robo-support" className="support-page">
      <h1>{CHAT_TEXTS.title}</h1>
      {online ? null : (
        <p className="support-offline" role="status">
          {CHAT_TEXTS.offlineNote}
        </p>
      )}
      <ChatLog entries={chat.entries} busy={chat.busy} onAsk={ask} onTalkToPerson={() => setHandingOff(true)} onLookUpOrder={(number, email) => void chat.lookUpGuestOrder(number, email)} />
      {/* eslint-disable-next-line no-restricted-syntax -- a chat's message box, not a form (ADR 094) */}
      <form className="support-chat__form support-chat__ask" onSubmit={submit}>
        <label htmlFor="support-question">{CHAT_TEXTS.inputLabel}</label>
        <div className="support-chat__ask-row">
          <input id="support-question" ref={input} value={question} maxLength={500} autoComplete="off" onChange={(event) => setQuestion(event.target.value)} />
          <button type="submit" className="button" disabled={chat.busy}>
            {CHAT_TEXTS.send}
          </button>
        </div>
      </form>
      {care.conversation ? (
        <CustomerCareConversation conversation={care.conversation} online={online} onWrite={care.write} onStartNew={care.forget} />
      ) : handingOff ? (
        <HandOffForm
          defaults={{ name: user?.name ?? '', email: user?.email ?? '', message: handOffDraft(chat.entries) }}
          online={online}
          onCancel={() => setHandingOff(false)}
          onSubmit={async (contact) => {
            await care.start({ ...contact, transcript: transcriptOf(chat.entries) });
            setHandingOff(false);
            chat.clear();
          }}
        />
      ) : (
        <p>
          <button type="button" className="button button--quiet" onClick={() => setHandingOff(true)}>
            {CHAT_TEXTS.talkToPerson}
          </button>
        </p>
      )}
    </article>
  );
}
