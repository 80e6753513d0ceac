import { useCallback, useEffect, useState } from 'react';
import { useLocalStore } from '../../../lib/local-store';
import type { HandOff, ShopperConversation } from '../../../../shared/support/desk';
import { conversationStore } from './conversation-store';
import { handOffToPerson, readConversation, writeToConversation } from './support-desk-client';
import { ApiError } from '../../../lib/api/api-client';

/** How often an open /robo-support asks whether customer care replied. */
export const POLL_INTERVAL_MS = 5_000;

/**
 * The conversation handed to a person, if this device has one: read when the page opens, then polled
 * while it stays open and online, so a staff reply shows without a reload. A token the server no
 * longer knows is forgotten.
 */
export function useHandedOffConversation(online: boolean) {
  const stored = useLocalStore(conversationStore);
  const [conversation, setConversation] = useState<ShopperConversation | null>(null);

  useEffect(() => {
    if (!stored || !online) return;
    const controller = new AbortController();
    const read = () =>
      readConversation(stored.id, stored.token, controller.signal).then(setConversation, (error: unknown) => {
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'INVALID_DATA')) conversationStore.write(null);
      });
    void read();
    const timer = setInterval(() => void read(), POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [stored, online]);

  const start = useCallback(async (handOff: HandOff) => {
    const answer = await handOffToPerson(handOff);
    setConversation(answer.conversation);
    conversationStore.write({ id: answer.conversation.id, token: answer.token });
  }, []);

  const write = useCallback(
    async (body: string) => {
      if (!stored) return;
      setConversation(await writeToConversation(stored.id, stored.token, body));
    },
    [stored],
  );

  const forget = useCallback(() => {
    conversationStore.write(null);
    setConversation(null);
  }, []);

  return { conversation: stored ? conversation : null, start, write, forget };
}
