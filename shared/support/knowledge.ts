import * as z from 'zod';
import { text } from '../text.schema';

// The support assistant's contract between the knowledge base (articles, search: the `kb` part of
// issue 14) and the chat (`/robo-support`, hand-off, order status: the `desk` part). Both sides code
// against these shapes.

/** A shopper's question to the assistant. */
export const supportQuestionSchema = z.object({
  question: text().trim().min(2, 'Type a question').max(500, 'A question is at most 500 characters'),
});
export type SupportQuestion = z.infer<typeof supportQuestionSchema>;

/** The article an answer came from, with the passage quoted and a link to read it whole. */
export interface SupportArticleRef {
  slug: string;
  title: string;
  topic: string;
  /** Where the whole article is read (the FAQ's anchor, or the policy page it belongs to). */
  url: string;
  /** The passage that answers the question, as plain text. */
  quote: string;
}

/**
 * POST /api/support/knowledge/answer. `answer`: the best article matched well enough; `unknown`: nothing
 * did ("I don't know", never a made-up answer; the question is logged for staff). Follow-ups are
 * questions the shopper may ask next (related articles' titles).
 */
export type SupportAnswer =
  | { kind: 'answer'; article: SupportArticleRef; followUps: string[] }
  | { kind: 'unknown'; followUps: string[] };

/** Where an answer was found: the server's full-text search, or the device's own index while offline. */
export type AnsweredBy = 'server' | 'device';
