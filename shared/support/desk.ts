import * as z from 'zod';
import { listQuerySchema } from '../admin/list-query';
import { multilineText, text } from '../text.schema';
import { trackOrderRequestSchema } from '../orders/order-tracking';

// The support desk's API shapes (docs/decisions/051): order status in the chat, the hand-off to staff
// and the conversation the shopper polls, and the back office's inbox.

/** The email a person is answered at: trimmed and lower-cased before it is checked. */
export const replyEmailSchema = text()
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address')
  .max(320, 'An email address is at most 320 characters')
  .pipe(z.email('Please enter a valid email address'));

/**
 * POST /api/support/orders: nothing (a signed-in shopper's recent orders), or an order number with the
 * order's email (the same request and rule as tracking an order). A signed-in shopper may give a number
 * alone: only their own orders are searched.
 */
export const supportOrderLookupSchema = z.union([
  trackOrderRequestSchema,
  z.object({ orderNumber: trackOrderRequestSchema.shape.orderNumber.optional() }).strict(),
]);
export type SupportOrderLookup = z.input<typeof supportOrderLookupSchema>;

/** An order as the chat shows it: number, date, status and total. */
export interface SupportOrderSummary {
  orderNumber: string;
  placedAt: string;
  status: string;
  statusLabel: string;
  total: number;
  currency: string;
}
export interface SupportOrdersAnswer {
  orders: SupportOrderSummary[];
}

export const CONVERSATION_STATUSES = ['waiting', 'open', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export type MessageAuthor = 'shopper' | 'assistant' | 'staff';

/** The longest message a shopper or staff may write. */
export const HAND_OFF_MESSAGE_MAX = 2000;

const messageBody = multilineText().trim().min(1, 'Please write a message').max(HAND_OFF_MESSAGE_MAX, 'A message is at most 2,000 characters');

/** The most chat lines a hand-off carries: the rest of a long chat stays on the device. */
export const TRANSCRIPT_MAX = 60;

/** POST /api/support/conversations: hand the chat to a person, with its transcript. */
export const handOffSchema = z.object({
  name: text().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  email: replyEmailSchema,
  message: messageBody,
  transcript: z
    .array(z.object({ author: z.enum(['shopper', 'assistant']), body: multilineText().trim().min(1).max(4000) }))
    .max(TRANSCRIPT_MAX, `A transcript is at most ${TRANSCRIPT_MAX} messages`)
    .default([]),
});
export type HandOff = z.input<typeof handOffSchema>;

/** POST /api/support/conversations/:id/messages (the shopper) and the staff's reply. */
export const conversationMessageSchema = z.object({ body: messageBody });
export type ConversationMessageInput = z.input<typeof conversationMessageSchema>;

/** The header a shopper proves a conversation is theirs with (the token handed out at hand-off). */
export const CONVERSATION_TOKEN_HEADER = 'x-conversation-token';

export interface ConversationMessage {
  id: string;
  author: MessageAuthor;
  /** Staff: the name of who replied. */
  staffName: string | null;
  body: string;
  at: string;
}

/** A conversation as its shopper sees it (polled while /robo-support is open). */
export interface ShopperConversation {
  id: string;
  status: ConversationStatus;
  email: string;
  messages: ConversationMessage[];
}

/** The hand-off's answer: the conversation and the token the device keeps to come back. */
export interface HandOffAnswer {
  conversation: ShopperConversation;
  token: string;
}

// The back office's inbox

/** `format=csv`: the same list as a download (the admin kit's Export CSV). */
const csvFormat = z.enum(['csv'], 'The only export format is csv').optional();

export const conversationListQuerySchema = listQuerySchema({ status: z.enum(CONVERSATION_STATUSES, 'Status is waiting, open or resolved').optional(), format: csvFormat });
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export interface ConversationRow {
  id: string;
  name: string;
  email: string;
  status: ConversationStatus;
  lastMessageAt: string;
  lastMessage: string;
  createdAt: string;
}

export interface ConversationRecord extends ConversationRow {
  messages: ConversationMessage[];
  resolvedAt: string | null;
}

export const messagesListQuerySchema = listQuerySchema({ format: csvFormat });
export type MessagesListQuery = z.infer<typeof messagesListQuerySchema>;
