import { useEffect, useRef, useState, type FormEvent } from 'react';
import { handOffSchema, type HandOff, type ShopperConversation } from '../../../../shared/support/desk';
import { CHAT_TEXTS, CONVERSATION_STATUS_LABELS } from '../../../../shared/support/desk-texts';
import { ApiError } from '../../../lib/api/api-client';
import { Form } from '../../../lib/form/shop-form';
import { CHECK_ON_LEAVE, useSchemaForm } from '../../../lib/form/use-schema-form';
import { FormField, serverErrorsOnFields } from '../form-field';

const contactSchema = handOffSchema.omit({ transcript: true });
type ContactInput = Omit<HandOff, 'transcript'>;

/** The hand-off form: name and email for the reply (prefilled when signed in), and the message (prefilled with what was asked). */
export function HandOffForm({
  defaults,
  online,
  onSubmit,
  onCancel,
}: {
  defaults: { name: string; email: string; message: string };
  online: boolean;
  onSubmit: (contact: ContactInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(contactSchema, defaults, CHECK_ON_LEAVE);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (values: ContactInput) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) setProblem(serverErrorsOnFields(error, ['name', 'email', 'message'], (name, message) => form.setError(name as keyof ContactInput, { message })));
      else setProblem(CHAT_TEXTS.askFailed);
    }
  };

  return (
    <section className="support-hand-off" aria-labelledby="support-hand-off-heading">
      <h2 id="support-hand-off-heading" tabIndex={-1} ref={heading}>
        {CHAT_TEXTS.handOffHeading}
      </h2>
      <p>{CHAT_TEXTS.handOffIntro}</p>
      {online ? null : <p className="muted">{CHAT_TEXTS.networkNeeded}</p>}
      <Form form={form} onValid={submit}>
        {problem ? (
          <p className="support-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <FormField<ContactInput> name="name" label={CHAT_TEXTS.nameLabel} control={{ kind: 'input', autoComplete: 'name' }} />
        <FormField<ContactInput> name="email" label={CHAT_TEXTS.emailLabel} control={{ kind: 'input', type: 'email', autoComplete: 'email' }} />
        <FormField<ContactInput> name="message" label={CHAT_TEXTS.firstMessageLabel} control={{ kind: 'textarea', rows: 4 }} />
        <div className="support-actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting || !online}>
            {CHAT_TEXTS.handOffSubmit}
          </button>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {CHAT_TEXTS.cancel}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The conversation with customer care: its messages (polled), its status, and a box to write again. */
export function CustomerCareConversation({
  conversation,
  online,
  onWrite,
  onStartNew,
}: {
  conversation: ShopperConversation;
  online: boolean;
  onWrite: (body: string) => Promise<void>;
  onStartNew: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const staffReplies = conversation.messages.filter((message) => message.author === 'staff').length;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || sending) return;
    setSending(true);
    setProblem(null);
    try {
      await onWrite(draft);
      setDraft('');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : CHAT_TEXTS.askFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="support-hand-off" aria-labelledby="support-care-heading" data-testid="customer-care">
      <h2 id="support-care-heading">{CHAT_TEXTS.handOffHeading}</h2>
      <p className="muted" data-testid="customer-care-status">
        {CONVERSATION_STATUS_LABELS[conversation.status]}
        {staffReplies > 0 ? ` · ${CHAT_TEXTS.staffReplied}` : ''}
      </p>
      {online ? null : <p className="muted">{CHAT_TEXTS.networkNeeded}</p>}
      <div className="support-chat__log" role="log" aria-live="polite" aria-label="Conversation with customer care" tabIndex={0}>
        {conversation.messages.map((message) => (
          <p key={message.id} className={`support-chat__line support-chat__line--${message.author === 'shopper' ? 'shopper' : 'assistant'}`} data-testid={`care-${message.author}`}>
            <strong>{message.author === 'shopper' ? CHAT_TEXTS.youSaid : message.author === 'staff' ? `${message.staffName ?? CHAT_TEXTS.staff} (${CHAT_TEXTS.staff})` : CHAT_TEXTS.assistant}: </strong>
            {message.body}
          </p>
        ))}
        {conversation.status === 'waiting' && staffReplies === 0 ? <p className="muted">{CHAT_TEXTS.handedOff}</p> : null}
        {conversation.status === 'resolved' ? <p className="muted">{CHAT_TEXTS.resolved}</p> : null}
      </div>
      {/* eslint-disable-next-line no-restricted-syntax -- a chat's message box, not a form (ADR 094) */}
      <form className="support-chat__form" onSubmit={(event) => void send(event)}>
        <label htmlFor="support-care-reply">{CHAT_TEXTS.replyLabel}</label>
        <textarea id="support-care-reply" rows={3} value={draft} maxLength={2000} onChange={(event) => setDraft(event.target.value)} />
        {problem ? (
          <p className="support-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="support-actions">
          <button type="submit" className="button" disabled={sending || !online || !draft.trim()}>
            {CHAT_TEXTS.replySend}
          </button>
          <button type="button" className="button button--quiet" onClick={onStartNew}>
            {CHAT_TEXTS.newConversation}
          </button>
        </div>
      </form>
    </section>
  );
}
