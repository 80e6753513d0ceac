import { useCallback, useRef, useState } from 'react';
import { askKnowledgeBase } from '../knowledge/ask-knowledge-base';
import { ApiError } from '../../../lib/api/api-client';
import { isOrderQuestion, orderLookupIn, orderNumberIn } from '../../../../shared/support/order-intent';
import { CHAT_TEXTS } from '../../../../shared/support/desk-texts';
import { lookUpOrders } from './support-desk-client';
import type { ChatEntry, NewChatEntry } from './chat-entries';

/**
 * The assistant's side of /robo-support: order questions go to the shopper's orders (signed in) or
 * ask for the number and email (a guest); everything else to the knowledge base (askKnowledgeBase,
 * which answers from the device's index while offline). Order look-ups need the network.
 */
export function useSupportChat({ signedIn, online }: { signedIn: boolean; online: boolean }) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const add = useCallback((...added: NewChatEntry[]) => {
    setEntries((current) => [...current, ...added.map((entry) => ({ ...entry, id: nextId.current++ }) as ChatEntry)]);
  }, []);

  const noteFor = (error: unknown): NewChatEntry => {
    if (error instanceof ApiError && error.code === 'NETWORK') return { kind: 'note', text: CHAT_TEXTS.networkNeeded };
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'RATE_LIMITED' || error.code === 'INVALID_DATA')) return { kind: 'note', text: error.message };
    return { kind: 'note', text: CHAT_TEXTS.askFailed };
  };

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text || busy) return;
      add({ kind: 'shopper', text });
      setBusy(true);
      try {
        if (isOrderQuestion(text)) {
          if (!online) add({ kind: 'note', text: CHAT_TEXTS.networkNeeded });
          else if (!signedIn) add({ kind: 'order-form', ...orderLookupIn(text) });
          else {
            const orderNumber = orderNumberIn(text);
            const { orders } = await lookUpOrders(orderNumber ? { orderNumber } : {});
            add({ kind: 'orders', orders });
          }
        } else {
          add({ kind: 'answer', answer: await askKnowledgeBase(text) });
        }
      } catch (error) {
        add(noteFor(error));
      } finally {
        setBusy(false);
      }
    },
    [add, busy, online, signedIn],
  );

  /** A guest's order look-up (number and email from the chat's small form); true when found. */
  const lookUpGuestOrder = useCallback(
    async (orderNumber: string, email: string): Promise<void> => {
      setBusy(true);
      try {
        const { orders } = await lookUpOrders({ orderNumber, email });
        add({ kind: 'orders', orders });
      } catch (error) {
        add(noteFor(error));
      } finally {
        setBusy(false);
      }
    },
    [add],
  );

  const clear = useCallback(() => setEntries([]), []);

  return { entries, busy, ask, lookUpGuestOrder, clear };
}
