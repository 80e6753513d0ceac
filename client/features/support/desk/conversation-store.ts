import { createLocalStore } from '../../../lib/local-store';

/** The handed-off conversation this device may read: its id and the secret token the hand-off gave. */
export interface StoredConversation {
  id: string;
  token: string;
}

function parse(stored: unknown): StoredConversation | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, token } = stored as Record<string, unknown>;
  return typeof id === 'string' && typeof token === 'string' && id.length <= 100 && token.length <= 100 ? { id, token } : null;
}

/** Kept in local storage, so a guest who leaves /robo-support finds the conversation again. */
export const conversationStore = createLocalStore<StoredConversation | null>('toy-shop:support-conversation', parse, null);
