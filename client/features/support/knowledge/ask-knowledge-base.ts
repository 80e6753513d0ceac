import type { AnsweredBy, SupportAnswer } from '../../../../shared/support/knowledge';
import { apiRequest } from '../../../lib/api/api-client';

/**
 * Asks the knowledge base a shopper's question (the chat calls only this). Online: the server's
 * full-text search (POST /api/support/knowledge/answer).
 * TODO(issue 14, kb part): offline, answer from the device's own index of the published articles.
 */
export async function askKnowledgeBase(question: string): Promise<SupportAnswer & { answeredBy: AnsweredBy }> {
  const answer = await apiRequest<SupportAnswer>('POST', '/api/support/knowledge/answer', { body: { question } });
  return { ...answer, answeredBy: 'server' };
}
