import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ListPage } from '../../../shared/admin/api';
import type { ContactMessage, ContactMessageRow, ContactTopic, PartnershipEnquiry, PartnershipEnquiryRow, PartnershipKind } from '../../../shared/support/enquiries';
import type { MessagesListQuery } from '../../../shared/support/desk';
import { containsPattern, listPage, type ListSort } from '../../admin/list';

// /contact messages and /partnership enquiries (migration 0026).

export async function insertContactMessage(db: Kysely<DB>, id: string, message: ContactMessage, userId: string | null): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ id, name: message.name, email: message.email, order_number: message.orderNumber ?? null, topic: message.topic, message: message.message, user_id: userId })
    .execute();
}

export async function insertPartnershipEnquiry(db: Kysely<DB>, id: string, enquiry: PartnershipEnquiry): Promise<void> {
  await db
    .insertInto('partnership_enquiries')
    .values({ id, name: enquiry.name, company: enquiry.company, email: enquiry.email, website: enquiry.website ?? null, kind: enquiry.kind, message: enquiry.message })
    .execute();
}

const CONTACT_SORT: ListSort = { sortable: { createdAt: 'contact_messages.created_at', name: 'contact_messages.name' }, defaultSort: 'createdAt.desc', tiebreaker: 'contact_messages.id', notNull: ['createdAt', 'name'] };
const PARTNERSHIP_SORT: ListSort = {
  sortable: { createdAt: 'partnership_enquiries.created_at', company: 'partnership_enquiries.company' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'partnership_enquiries.id',
  notNull: ['createdAt', 'company'],
};

/** The contact form's messages, newest first; `q` searches name, email, order number and message. */
export async function contactMessageList(db: Kysely<DB>, query: MessagesListQuery): Promise<ListPage<ContactMessageRow>> {
  let builder = db.selectFrom('contact_messages').selectAll('contact_messages');
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or(['name', 'email', 'order_number', 'message'].map((column) => eb(`contact_messages.${column}` as 'contact_messages.name', 'ilike', pattern))));
  }
  return listPage(db, builder, query, CONTACT_SORT, (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    orderNumber: row.order_number,
    topic: row.topic as ContactTopic,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Partnership enquiries, newest first; `q` searches name, company, email and message. */
export async function partnershipEnquiryList(db: Kysely<DB>, query: MessagesListQuery): Promise<ListPage<PartnershipEnquiryRow>> {
  let builder = db.selectFrom('partnership_enquiries').selectAll('partnership_enquiries');
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or(['name', 'company', 'email', 'message'].map((column) => eb(`partnership_enquiries.${column}` as 'partnership_enquiries.name', 'ilike', pattern))));
  }
  return listPage(db, builder, query, PARTNERSHIP_SORT, (row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    website: row.website,
    kind: row.kind as PartnershipKind,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
