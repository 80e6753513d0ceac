import { apiRequest } from '../../../lib/api/api-client';
import {
  CONVERSATION_TOKEN_HEADER,
  type HandOff,
  type HandOffAnswer,
  type ShopperConversation,
  type SupportOrderLookup,
  type SupportOrdersAnswer,
} from '../../../../shared/support/desk';

// The chat's calls to the support desk (docs/decisions/051). The knowledge base is asked through
// askKnowledgeBase (../knowledge), never from here.

export function lookUpOrders(request: SupportOrderLookup): Promise<SupportOrdersAnswer> {
  return apiRequest<SupportOrdersAnswer>('POST', '/api/support/orders', { body: request });
}

export function handOffToPerson(handOff: HandOff): Promise<HandOffAnswer> {
  return apiRequest<HandOffAnswer>('POST', '/api/support/conversations', { body: handOff });
}

/** The conversation as it is now (polled while the page is open); the token proves it is the shopper's. */
export async function readConversation(id: string, token: string, signal?: AbortSignal): Promise<ShopperConversation> {
  const path = `/api/support/conversations/${encodeURIComponent(id)}`;
  return (await apiRequest<{ conversation: ShopperConversation }>('GET', path, { headers: { [CONVERSATION_TOKEN_HEADER]: token }, signal })).conversation;
}

export async function writeToConversation(id: string, token: string, body: string): Promise<ShopperConversation> {
  const path = `/api/support/conversations/${encodeURIComponent(id)}/messages`;
  return (await apiRequest<{ conversation: ShopperConversation }>('POST', path, { headers: { [CONVERSATION_TOKEN_HEADER]: token }, body: { body } })).conversation;
}
