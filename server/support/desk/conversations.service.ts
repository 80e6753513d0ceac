import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../../shared/errors';
import { INBOX_TEXTS } from '../../../shared/support/desk-texts';
import type { ConversationRecord, HandOff, HandOffAnswer, ShopperConversation } from '../../../shared/support/desk';
import { recordChange, type AuditScope } from '../../platform/audit';
import {
  findConversation,
  insertConversation,
  insertMessages,
  selectConversationByToken,
  selectConversationForUpdate,
  selectMessages,
  updateConversation,
} from './conversations.repo';
import { SUPPORT_REPLY_TEMPLATE, supportReplyEmail } from './support-email.template';

// The hand-off from the /robo-support chat to staff (docs/decisions/051). The shopper holds a random
// token (their device keeps it); the database keeps its SHA-256 only. Status is who owes the next
// message: the shopper writes → 'waiting'; staff reply → 'open'; staff resolve → 'resolved'.


function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function shopperView(db: Kysely<DB>, row: { id: string; status: ShopperConversation['status']; email: string }): Promise<ShopperConversation> {
  return { id: row.id, status: row.status, email: row.email, messages: await selectMessages(db, row.id) };
}

/** Starts a conversation for staff: the chat's transcript so far, then the shopper's message. */
export async function handOff(db: Kysely<DB>, userId: string | null, input: HandOff & { transcript: NonNullable<HandOff['transcript']> }): Promise<HandOffAnswer> {
  const id = crypto.randomUUID();
  const token = randomBytes(32).toString('base64url');
  const start = Date.now();
  // Each line its own instant, so the transcript reads back in the order it was written.
  const lines = [...input.transcript.map((line) => ({ author: line.author, body: line.body })), { author: 'shopper' as const, body: input.message }];
  const at = new Date(start + lines.length);
  await db.transaction().execute(async (trx) => {
    await insertConversation(trx, { id, tokenHash: hashOf(token), userId, name: input.name, email: input.email, at });
    await insertMessages(trx, id, lines.map((line, index) => ({ ...line, at: new Date(start + index + 1) })));
  });
  return { conversation: await shopperView(db, { id, status: 'waiting', email: input.email }), token };
}

/** The conversation for the holder of its token; anyone else gets NOT_FOUND. */
export async function conversationForShopper(db: Kysely<DB>, id: string, token: string): Promise<ShopperConversation> {
  const row = await selectConversationByToken(db, id, hashOf(token));
  if (!row) throw new AppError('NOT_FOUND', INBOX_TEXTS.notFound);
  return shopperView(db, row);
}

/** The shopper writes again (a resolved conversation opens again): staff owe the next message. */
export async function shopperMessage(db: Kysely<DB>, id: string, token: string, body: string): Promise<ShopperConversation> {
  const row = await selectConversationByToken(db, id, hashOf(token));
  if (!row) throw new AppError('NOT_FOUND', INBOX_TEXTS.notFound);
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    await insertMessages(trx, id, [{ author: 'shopper', body, at }]);
    await updateConversation(trx, id, { status: 'waiting', lastMessageAt: at, resolvedAt: null });
  });
  return shopperView(db, { ...row, status: 'waiting' });
}

/**
 * A staff reply (audited): the conversation becomes 'open', and the reply is emailed to the shopper
 * (every reply: see the ADR), after the write has committed.
 */
export async function staffReply(deps: Pick<AppDeps, 'db' | 'email' | 'config'>, audit: AuditScope, id: string, body: string): Promise<ConversationRecord> {
  const at = new Date();
  const conversation = await deps.db.transaction().execute(async (trx) => {
    const row = await selectConversationForUpdate(trx, id);
    if (!row) throw new AppError('NOT_FOUND', INBOX_TEXTS.notFound);
    await insertMessages(trx, id, [{ author: 'staff', body, at, staffUserId: audit.actor.id, staffName: audit.actor.name }]);
    await updateConversation(trx, id, { status: 'open', lastMessageAt: at, resolvedAt: null });
    await recordChange(trx, audit, { action: 'reply', entityType: 'support-conversation', entityId: id, before: { status: row.status }, after: { status: 'open', reply: body } });
    return row;
  });
  const rendered = supportReplyEmail({ name: conversation.name, staffName: audit.actor.name, body, chatUrl: new URL('/robo-support', deps.config.publicUrl).toString() });
  void deps.email.sendMessage({ to: conversation.email, ...rendered }, SUPPORT_REPLY_TEMPLATE, null);
  return (await findConversation(deps.db, id))!;
}

/** Staff resolve a conversation (audited); the shopper writing again opens it again. */
export async function resolveConversation(db: Kysely<DB>, audit: AuditScope, id: string): Promise<ConversationRecord> {
  await db.transaction().execute(async (trx) => {
    const row = await selectConversationForUpdate(trx, id);
    if (!row) throw new AppError('NOT_FOUND', INBOX_TEXTS.notFound);
    if (row.status === 'resolved') throw new AppError('CONFLICT', INBOX_TEXTS.alreadyResolved);
    await updateConversation(trx, id, { status: 'resolved', resolvedAt: new Date() });
    await recordChange(trx, audit, { action: 'resolve', entityType: 'support-conversation', entityId: id, before: { status: row.status }, after: { status: 'resolved' } });
  });
  return (await findConversation(db, id))!;
}

export async function conversationRecord(db: Kysely<DB>, id: string): Promise<ConversationRecord> {
  const record = await findConversation(db, id);
  if (!record) throw new AppError('NOT_FOUND', INBOX_TEXTS.notFound);
  return record;
}
