import type { Kysely } from 'kysely';
import type { DB, Row } from '../../db/schema';
import type { ListPage } from '../../../shared/admin/api';
import type { ContactMessage, ContactMessageRow, ContactTopic, PartnershipEnquiry, PartnershipEnquiryRow, PartnershipKind } from '../../../shared/support/enquiries';
import type { MessagesListQuery } from '../../../shared/support/desk';
import type { Context } from 'hono';
import { containsPattern, csvResponse, listPage, type CsvExport, type ListSort } from '../../platform/list';

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

function contactRows(db: Kysely<DB>, query: MessagesListQuery) {
  let builder = db.selectFrom('contact_messages').selectAll('contact_messages');
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or((['name', 'email', 'order_number', 'message'] as const).map((column) => eb(`contact_messages.${column}`, 'ilike', pattern))));
  }
  return builder;
}

function toContactRow(row: Row<'contact_messages'>): ContactMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    orderNumber: row.order_number,
    topic: row.topic as ContactTopic,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const CONTACT_CSV: CsvExport<ContactMessageRow> = {
  name: 'contact-messages',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'name', value: (row) => row.name },
    { header: 'email', value: (row) => row.email },
    { header: 'order_number', value: (row) => row.orderNumber },
    { header: 'topic', value: (row) => row.topic },
    { header: 'message', value: (row) => row.message },
  ],
};

/** The contact form's messages, newest first; `q` searches name, email, order number and message. */
export async function contactMessageList(db: Kysely<DB>, query: MessagesListQuery): Promise<ListPage<ContactMessageRow>> {
  return listPage(db, contactRows(db, query), query, CONTACT_SORT, toContactRow);
}

export function contactMessageCsv(c: Context, db: Kysely<DB>, query: MessagesListQuery): Response {
  return csvResponse(c, contactRows(db, query), query, CONTACT_SORT, toContactRow, CONTACT_CSV);
}

function partnershipRows(db: Kysely<DB>, query: MessagesListQuery) {
  let builder = db.selectFrom('partnership_enquiries').selectAll('partnership_enquiries');
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or((['name', 'company', 'email', 'message'] as const).map((column) => eb(`partnership_enquiries.${column}`, 'ilike', pattern))));
  }
  return builder;
}

function toPartnershipRow(row: Row<'partnership_enquiries'>): PartnershipEnquiryRow {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    website: row.website,
    kind: row.kind as PartnershipKind,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const PARTNERSHIP_CSV: CsvExport<PartnershipEnquiryRow> = {
  name: 'partnership-enquiries',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'name', value: (row) => row.name },
    { header: 'company', value: (row) => row.company },
    { header: 'email', value: (row) => row.email },
    { header: 'website', value: (row) => row.website },
    { header: 'kind', value: (row) => row.kind },
    { header: 'message', value: (row) => row.message },
  ],
};

/** Partnership enquiries, newest first; `q` searches name, company, email and message. */
export async function partnershipEnquiryList(db: Kysely<DB>, query: MessagesListQuery): Promise<ListPage<PartnershipEnquiryRow>> {
  return listPage(db, partnershipRows(db, query), query, PARTNERSHIP_SORT, toPartnershipRow);
}

export function partnershipEnquiryCsv(c: Context, db: Kysely<DB>, query: MessagesListQuery): Response {
  return csvResponse(c, partnershipRows(db, query), query, PARTNERSHIP_SORT, toPartnershipRow, PARTNERSHIP_CSV);
}
