import * as z from 'zod';
import { multilineText, text } from '../text.schema';
import { replyEmailSchema } from './desk';

// /contact and /partnership (docs/decisions/051): one schema each, the form's resolver AND the server's validator.

export const CONTACT_TOPICS = ['order', 'product', 'returns', 'store', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  order: 'An order',
  product: 'A product',
  returns: 'Returns and refunds',
  store: 'A store or store pickup',
  other: 'Something else',
};

export const PARTNERSHIP_KINDS = ['brand', 'wholesale', 'events', 'other'] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];
export const PARTNERSHIP_KIND_LABELS: Record<PartnershipKind, string> = {
  brand: 'Stock my brand',
  wholesale: 'Wholesale and corporate orders',
  events: 'Events and collaborations',
  other: 'Something else',
};

const name = text().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters');
const message = multilineText().trim().min(10, 'Please write at least 10 characters').max(5000, 'A message is at most 5,000 characters');
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** POST /api/contact. */
export const contactMessageSchema = z.object({
  name,
  email: replyEmailSchema,
  orderNumber: optional(text().trim().toUpperCase().max(40, 'An order number is at most 40 characters')),
  topic: z.enum(CONTACT_TOPICS, 'Please choose a topic'),
  message,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/partnership. */
export const partnershipEnquirySchema = z.object({
  name,
  company: text().trim().min(1, 'Please enter your company').max(150, 'Company must be at most 150 characters'),
  email: replyEmailSchema,
  website: optional(
    text()
      .trim()
      .max(300, 'A website address is at most 300 characters')
      .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a website address starting with http:// or https://' })),
  ),
  kind: z.enum(PARTNERSHIP_KINDS, 'Please choose a kind of partnership'),
  message,
});
export type PartnershipEnquiryInput = z.input<typeof partnershipEnquirySchema>;
export type PartnershipEnquiry = z.output<typeof partnershipEnquirySchema>;

/** What was stored: the shopper's confirmation. */
export interface EnquiryReceipt {
  id: string;
}

/** The inbox's Messages tab. */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  orderNumber: string | null;
  topic: ContactTopic;
  message: string;
  createdAt: string;
}
export interface PartnershipEnquiryRow {
  id: string;
  name: string;
  company: string;
  email: string;
  website: string | null;
  kind: PartnershipKind;
  message: string;
  createdAt: string;
}

/** Partnership enquiries are the managers' (DECISIONS.md): staff with the inbox do not see them. */
export function canReadPartnershipEnquiries(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('store_manager');
}

/** The refusal a staff member gets for the partnership enquiries. */
export const PARTNERSHIP_FORBIDDEN = 'Partnership enquiries are for admins and store managers';
