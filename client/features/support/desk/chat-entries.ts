import type { AnsweredBy, SupportAnswer } from '../../../../shared/support/knowledge';
import type { HandOff, SupportOrderSummary } from '../../../../shared/support/desk';
import { HAND_OFF_MESSAGE_MAX, TRANSCRIPT_MAX } from '../../../../shared/support/desk';
import { CHAT_TEXTS } from '../../../../shared/support/desk-texts';

// What the /robo-support chat shows, one entry per line of the conversation, and the transcript a
// hand-off carries to staff.

export type ChatEntry =
  | { id: number; kind: 'shopper'; text: string }
  | { id: number; kind: 'answer'; answer: SupportAnswer & { answeredBy: AnsweredBy } }
  | { id: number; kind: 'orders'; orders: SupportOrderSummary[] }
  | { id: number; kind: 'order-form'; orderNumber: string | null; email: string | null }
  | { id: number; kind: 'note'; text: string };

export type NewChatEntry = ChatEntry extends infer Entry ? (Entry extends ChatEntry ? Omit<Entry, 'id'> : never) : never;

/** An order line as the chat writes it: "TS-2611-… · 24 Nov 2026 · Shipped · $33.99". */
export function orderLine(order: SupportOrderSummary): string {
  const date = new Date(order.placedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const total = new Intl.NumberFormat(order.currency === 'GBP' ? 'en-GB' : 'en-US', { style: 'currency', currency: order.currency }).format(order.total / 100);
  return `${order.orderNumber} · ${date} · ${order.statusLabel} · ${total}`;
}

/** What one entry says, as plain text (for the transcript staff read). */
function textOf(entry: ChatEntry): string {
  switch (entry.kind) {
    case 'shopper':
    case 'note':
      return entry.text;
    case 'answer':
      return entry.answer.kind === 'answer' ? `${entry.answer.article.title}: ${entry.answer.article.quote}` : CHAT_TEXTS.unknown;
    case 'orders':
      return entry.orders.length ? entry.orders.map(orderLine).join('\n') : CHAT_TEXTS.noOrders;
    case 'order-form':
      return CHAT_TEXTS.guestOrderPrompt;
  }
}

/** The chat so far as the hand-off's transcript: the shopper's lines and the assistant's, the latest ones if long. */
export function transcriptOf(entries: readonly ChatEntry[]): NonNullable<HandOff['transcript']> {
  return entries
    .map((entry) => ({ author: entry.kind === 'shopper' ? ('shopper' as const) : ('assistant' as const), body: textOf(entry).slice(0, 4000) }))
    .filter((line) => line.body.trim() !== '')
    .slice(-TRANSCRIPT_MAX);
}

/**
 * The hand-off's message, prefilled: what the shopper has asked so far, one question a line (the
 * latest ones if long), for them to edit. The assistant's side travels in the transcript.
 */
export function handOffDraft(entries: readonly ChatEntry[]): string {
  const asked = entries.flatMap((entry) => (entry.kind === 'shopper' ? [entry.text] : []));
  let draft = '';
  for (const question of asked.toReversed()) {
    const next = draft ? `${question}\n${draft}` : question;
    if (next.length > HAND_OFF_MESSAGE_MAX) break;
    draft = next;
  }
  return draft;
}
