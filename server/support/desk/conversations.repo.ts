import { sql, type Kysely } from 'kysely';
import type { DB, Row } from '../../db/schema';
import type { ConversationListQuery, ConversationMessage, ConversationRecord, ConversationRow, ConversationStatus, MessageAuthor } from '../../../shared/support/desk';
import type { Context } from 'hono';
import { containsPattern, csvResponse, listPage, type CsvExport, type ListSort } from '../../platform/list';
import type { ListPage } from '../../../shared/admin/api';

// Handed-off conversations and their messages (migration 0026).

export async function insertConversation(db: Kysely<DB>, values: { id: string; tokenHash: string; userId: string | null; name: string; email: string; at: Date }): Promise<void> {
  await db
    .insertInto('support_conversations')
    .values({ id: values.id, token_hash: values.tokenHash, user_id: values.userId, name: values.name, email: values.email, status: 'waiting', last_message_at: values.at, created_at: values.at, updated_at: values.at })
    .execute();
}

export async function insertMessages(
  db: Kysely<DB>,
  conversationId: string,
  messages: Array<{ author: MessageAuthor; body: string; at: Date; staffUserId?: string; staffName?: string }>,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('support_messages')
    .values(
      messages.map((message) => ({
        id: crypto.randomUUID(),
        conversation_id: conversationId,
        author: message.author,
        staff_user_id: message.staffUserId ?? null,
        staff_name: message.staffName ?? null,
        body: message.body,
        created_at: message.at,
      })),
    )
    .execute();
}

/** The conversation if this token's hash is its own: the shopper's one way in. */
export async function selectConversationByToken(db: Kysely<DB>, id: string, tokenHash: string): Promise<Row<'support_conversations'> | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function selectConversationForUpdate(db: Kysely<DB>, id: string): Promise<Row<'support_conversations'> | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** After a message: who owes the next one, and when the last was written. */
export async function updateConversation(db: Kysely<DB>, id: string, changes: { status: ConversationStatus; lastMessageAt?: Date; resolvedAt?: Date | null }): Promise<void> {
  await db
    .updateTable('support_conversations')
    .set({
      status: changes.status,
      ...(changes.lastMessageAt ? { last_message_at: changes.lastMessageAt } : {}),
      ...(changes.resolvedAt !== undefined ? { resolved_at: changes.resolvedAt } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function selectMessages(db: Kysely<DB>, conversationId: string): Promise<ConversationMessage[]> {
  const rows = await db.selectFrom('support_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, author: row.author, staffName: row.staff_name, body: row.body, at: new Date(row.created_at).toISOString() }));
}

const SORT: ListSort = {
  sortable: { lastMessageAt: 'support_conversations.last_message_at', createdAt: 'support_conversations.created_at', name: 'support_conversations.name' },
  defaultSort: 'lastMessageAt.desc',
  tiebreaker: 'support_conversations.id',
  notNull: ['lastMessageAt', 'createdAt', 'name'],
};

function selectRows(db: Kysely<DB>) {
  return db
    .selectFrom('support_conversations')
    .select([
      'support_conversations.id',
      'support_conversations.name',
      'support_conversations.email',
      'support_conversations.status',
      'support_conversations.last_message_at',
      'support_conversations.created_at',
      'support_conversations.resolved_at',
      (eb) =>
        eb
          .selectFrom('support_messages')
          .select('support_messages.body')
          .whereRef('support_messages.conversation_id', '=', 'support_conversations.id')
          .orderBy('support_messages.created_at', 'desc')
          .orderBy('support_messages.id', 'desc')
          .limit(1)
          .as('last_message'),
    ]);
}
type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(raw: RawRow): ConversationRow {
  return {
    id: raw.id,
    name: raw.name,
    email: raw.email,
    status: raw.status,
    lastMessageAt: new Date(raw.last_message_at).toISOString(),
    lastMessage: (raw.last_message ?? '').slice(0, 160),
    createdAt: new Date(raw.created_at).toISOString(),
  };
}

function filtered(db: Kysely<DB>, query: ConversationListQuery) {
  let builder = selectRows(db);
  if (query.status) builder = builder.where('support_conversations.status', '=', query.status);
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) =>
      eb.or([
        eb('support_conversations.name', 'ilike', pattern),
        eb('support_conversations.email', 'ilike', pattern),
        eb.exists(eb.selectFrom('support_messages').select(sql`1`.as('one')).whereRef('support_messages.conversation_id', '=', 'support_conversations.id').where('support_messages.body', 'ilike', pattern)),
      ]),
    );
  }
  return builder;
}

const CSV: CsvExport<ConversationRow> = {
  name: 'support-conversations',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'name', value: (row) => row.name },
    { header: 'email', value: (row) => row.email },
    { header: 'status', value: (row) => row.status },
    { header: 'last_message_at', value: (row) => row.lastMessageAt },
    { header: 'last_message', value: (row) => row.lastMessage },
    { header: 'created_at', value: (row) => row.createdAt },
  ],
};

/** The inbox's list: by status, newest message first, searchable by name, email and message. */
export async function conversationList(db: Kysely<DB>, query: ConversationListQuery): Promise<ListPage<ConversationRow>> {
  return listPage(db, filtered(db, query), query, SORT, toRow);
}

/** The same list as a CSV download. */
export function conversationCsv(c: Context, db: Kysely<DB>, query: ConversationListQuery): Response {
  return csvResponse(c, filtered(db, query), query, SORT, toRow, CSV);
}

export async function findConversation(db: Kysely<DB>, id: string): Promise<ConversationRecord | undefined> {
  const raw = await selectRows(db).where('support_conversations.id', '=', id).executeTakeFirst();
  if (!raw) return undefined;
  return { ...toRow(raw), resolvedAt: raw.resolved_at ? new Date(raw.resolved_at).toISOString() : null, messages: await selectMessages(db, id) };
}
