import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { plainTextOf, SmtpSink, withEmail } from '../support/smtp-sink';
import { createOrder, insertProduct, newGuestId, US_ADDRESS } from './checkout-fixtures';
import { ok, refusal, send, signedInWith } from './admin-fixtures';
import { CONVERSATION_TOKEN_HEADER, type ConversationRecord, type HandOffAnswer, type ShopperConversation, type SupportOrdersAnswer } from '../../shared/support/desk';
import type { ListPage } from '../../shared/admin/api';
import type { ContactMessageRow, PartnershipEnquiryRow } from '../../shared/support/enquiries';
import { CHAT_TEXTS } from '../../shared/support/desk-texts';
import { SETTING_DEFAULTS } from '../../shared/settings';

// Issue 14, the support desk (docs/decisions/051): order status in the chat (only the shopper's own
// orders, or number AND email by the tracking rule), the hand-off with its transcript, the staff's
// reply reaching the shopper's poll and their mailbox (real SMTP), /contact and /partnership stored
// and emailed, and partnership enquiries hidden from staff.

let base: TestApp;
let t: TestApp;
let sink: SmtpSink;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;
let ownerOrderNumber: string;
let otherOrderNumber: string;
let guestOrderNumber: string;

async function orderNumberOf(orderId: string): Promise<string> {
  return (await t.deps.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()).order_number;
}

beforeAll(async () => {
  base = await createTestApp();
  sink = await SmtpSink.start();
  t = await withEmail(base, sink.url());
  owner = new TestClient(t);
  other = new TestClient(t);
  visitor = new TestClient(t);
  await owner.signUp('owner@example.com', 'Passw0rd!', 'Olive Owner');
  await other.signUp('other@example.com');
  await insertProduct(t, { id: 'kite', name: 'Box Kite', price: 2400, stock: { US: 20 } });
  const line = [{ productId: 'kite', variantId: null, quantity: 1 }];
  ownerOrderNumber = await orderNumberOf((await createOrder(owner, { country: 'US', shippingAddress: US_ADDRESS, lines: line })).orderId);
  otherOrderNumber = await orderNumberOf((await createOrder(other, { country: 'US', shippingAddress: US_ADDRESS, lines: line })).orderId);
  guestOrderNumber = await orderNumberOf((await createOrder(visitor, { country: 'US', guestId: newGuestId(), email: 'guest@example.com', lines: line })).orderId);
});
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
  await base?.close();
  await sink?.stop();
});

const lookUp = (client: TestClient, body: Record<string, unknown>) => client.post('/api/support/orders', body);

describe('order status in the chat', () => {
  it('shows a signed-in shopper their own recent orders (number, date, status, total) and nobody else’s', async () => {
    const { orders } = await ok<SupportOrdersAnswer>(await lookUp(owner, {}));
    expect(orders).toEqual([{ orderNumber: ownerOrderNumber, placedAt: expect.any(String) as string, status: 'pending_payment', statusLabel: 'Awaiting payment', total: 2400 + 999, currency: 'USD' }]);
  });

  it('refuses another user’s order by its number alone', async () => {
    const error = await refusal(await lookUp(owner, { orderNumber: otherOrderNumber }), 404);
    expect(error.message).toBe(CHAT_TEXTS.orderNotFound);
    expect((await ok<SupportOrdersAnswer>(await lookUp(owner, { orderNumber: ownerOrderNumber.toLowerCase() }))).orders[0]!.orderNumber).toBe(ownerOrderNumber);
  });

  it('gives a guest their order only when number and email both match', async () => {
    expect((await ok<SupportOrdersAnswer>(await lookUp(visitor, { orderNumber: guestOrderNumber, email: 'guest@example.com' }))).orders[0]).toMatchObject({ orderNumber: guestOrderNumber, total: 3399 });
    await refusal(await lookUp(visitor, { orderNumber: guestOrderNumber, email: 'someone@example.com' }), 404);
    await refusal(await lookUp(visitor, { orderNumber: 'TS-0000-00000000', email: 'guest@example.com' }), 404);
    // A signed-in user's order needs its owner's email too.
    await refusal(await lookUp(visitor, { orderNumber: ownerOrderNumber, email: 'guest@example.com' }), 404);
  });

  it('takes the right number with the email in another case and with spaces around it', async () => {
    const { orders } = await ok<SupportOrdersAnswer>(await lookUp(visitor, { orderNumber: ` ${guestOrderNumber.toLowerCase()} `, email: '  GUEST@Example.COM ' }));
    expect(orders.map((order) => order.orderNumber)).toEqual([guestOrderNumber]);
  });

  it('never gives a signed-in user a guest order by its number alone (only with its email, as tracking does)', async () => {
    await refusal(await lookUp(owner, { orderNumber: guestOrderNumber }), 404);
    await refusal(await lookUp(owner, { orderNumber: guestOrderNumber, email: 'owner@example.com' }), 404);
    expect((await ok<SupportOrdersAnswer>(await lookUp(owner, { orderNumber: guestOrderNumber, email: 'guest@example.com' }))).orders).toHaveLength(1);
  });

  it('asks a visitor for the number and the email', async () => {
    const error = await refusal(await lookUp(visitor, {}), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'orderNumber']);
    await refusal(await lookUp(visitor, { orderNumber: guestOrderNumber, email: 'not-an-email' }), 400);
  });
});

describe('talk to a person', () => {
  let handed: HandOffAnswer;
  let staff: Awaited<ReturnType<typeof signedInWith>>;

  beforeAll(async () => {
    staff = await signedInWith(t, ['staff'], 'sam.staff@example.com', 'Sam Staff');
    handed = await ok<HandOffAnswer>(
      await visitor.post('/api/support/conversations', {
        name: 'Gus Guest',
        email: ' Gus@Example.com ',
        message: 'My kite arrived torn.\nCan I get a new one?',
        transcript: [
          { author: 'shopper', body: 'how do returns work' },
          { author: 'assistant', body: 'Returns: unopened items within 30 days in the US.' },
        ],
      }),
      201,
    );
  });

  const poll = (id: string, token: string) => visitor.request(`/api/support/conversations/${id}`, { headers: { [CONVERSATION_TOKEN_HEADER]: token } });

  it('hands the conversation to staff with its transcript, waiting for them', async () => {
    expect(handed.conversation).toMatchObject({ status: 'waiting', email: 'gus@example.com' });
    expect(handed.conversation.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'how do returns work'],
      ['assistant', 'Returns: unopened items within 30 days in the US.'],
      ['shopper', 'My kite arrived torn.\nCan I get a new one?'],
    ]);
    const list = await ok<ListPage<{ id: string; status: string; lastMessage: string }>>(await staff.client.get('/api/admin/robo-support/conversations?status=waiting'));
    expect(list.rows.find((row) => row.id === handed.conversation.id)).toMatchObject({ status: 'waiting', lastMessage: 'My kite arrived torn.\nCan I get a new one?' });
    const stored = await t.deps.db.selectFrom('support_conversations').select('token_hash').where('id', '=', handed.conversation.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(handed.token);
  });

  it('shows the conversation only to the holder of its token', async () => {
    await refusal(await poll(handed.conversation.id, 'not-the-token'), 404);
    await refusal(await visitor.get(`/api/support/conversations/${handed.conversation.id}`), 400);
    await ok(await poll(handed.conversation.id, handed.token));
  });

  it('brings the staff reply to the shopper’s poll and mailbox, audited, and the conversation is open', async () => {
    const replied = await ok<{ record: ConversationRecord }>(await send(staff.client, 'POST', `/api/admin/robo-support/conversations/${handed.conversation.id}/replies`, { body: 'Sorry about that! A new kite is on its way.' }), 201);
    expect(replied.record.status).toBe('open');
    const { conversation } = await ok<{ conversation: ShopperConversation }>(await poll(handed.conversation.id, handed.token));
    expect(conversation.status).toBe('open');
    expect(conversation.messages.at(-1)).toMatchObject({ author: 'staff', staffName: 'Sam Staff', body: 'Sorry about that! A new kite is on its way.' });

    const mail = await sink.waitFor('gus@example.com');
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Sorry about that! A new kite is on its way.');
    expect(text).toContain('http://localhost:3000/robo-support');
    await t.deps.email.idle();
    const log = await t.deps.db.selectFrom('email_logs').selectAll().where('to_address', '=', 'gus@example.com').execute();
    expect(log.map((row) => [row.template, row.status])).toEqual([['support_reply', 'sent']]);
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_id', '=', handed.conversation.id).execute();
    expect(audit.map((row) => [row.action, row.screen, row.actor_user_id])).toEqual([['reply', 'robo-support', staff.id]]);
  });

  it('waits for staff again when the shopper writes; resolve is audited; writing again reopens it', async () => {
    const { conversation } = await ok<{ conversation: ShopperConversation }>(
      await visitor.request(`/api/support/conversations/${handed.conversation.id}/messages`, { method: 'POST', headers: { [CONVERSATION_TOKEN_HEADER]: handed.token }, json: { body: 'Thank you!' } }),
      201,
    );
    expect(conversation.status).toBe('waiting');
    const resolved = await ok<{ record: ConversationRecord }>(await send(staff.client, 'POST', `/api/admin/robo-support/conversations/${handed.conversation.id}/resolve`));
    expect(resolved.record).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) as string });
    await refusal(await send(staff.client, 'POST', `/api/admin/robo-support/conversations/${handed.conversation.id}/resolve`), 409);
    const record = await ok<{ record: ConversationRecord }>(await staff.client.get(`/api/admin/robo-support/conversations/${handed.conversation.id}`));
    expect(record.record.messages.map((m) => m.author)).toEqual(['shopper', 'assistant', 'shopper', 'staff', 'shopper']);
    const again = await ok<{ conversation: ShopperConversation }>(
      await visitor.request(`/api/support/conversations/${handed.conversation.id}/messages`, { method: 'POST', headers: { [CONVERSATION_TOKEN_HEADER]: handed.token }, json: { body: 'One more thing' } }),
      201,
    );
    expect(again.conversation.status).toBe('waiting');
    const actions = await t.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', handed.conversation.id).orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['reply', 'resolve']);
  });

  it('keeps a signed-in shopper’s account on the conversation', async () => {
    const answer = await ok<HandOffAnswer>(await owner.post('/api/support/conversations', { name: 'Olive Owner', email: 'owner@example.com', message: 'Hello there' }), 201);
    const row = await t.deps.db.selectFrom('support_conversations').selectAll().where('id', '=', answer.conversation.id).executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
  });

  it('refuses bad input on its fields and loses nothing', async () => {
    const error = await refusal(await visitor.post('/api/support/conversations', { name: '', email: 'nope', message: '   ', transcript: [{ author: 'staff', body: 'x' }] }), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'message', 'transcript']));
    await refusal(await visitor.post('/api/support/conversations', { name: 'A\u0000', email: 'a@example.com', message: 'hi' }), 400);
    await refusal(await send(staff.client, 'POST', `/api/admin/robo-support/conversations/${handed.conversation.id}/replies`, { body: '' }), 400);
    await refusal(await send(staff.client, 'POST', '/api/admin/robo-support/conversations/nope/replies', { body: 'hello' }), 404);
  });
});

describe('/contact and /partnership', () => {
  const contact = { name: 'Cora Contact', email: 'Cora@Example.com', orderNumber: '', topic: 'product', message: 'Is the Box Kite suitable\nfor a five-year-old?' };
  const partnership = { name: 'Pat Partner', company: 'Puzzle Works Ltd', email: 'pat@puzzleworks.example', website: 'https://puzzleworks.example', kind: 'brand', message: 'We make wooden puzzles and would love to be stocked in your stores.' };

  it('stores a contact message, emails it to the shop’s address and a copy to the sender, and shows it in the inbox', async () => {
    await ok(await visitor.post('/api/contact', contact), 201);
    const toShop = plainTextOf((await sink.waitFor(SETTING_DEFAULTS.store_contact.email)).raw);
    expect(toShop).toContain('Cora Contact');
    expect(toShop).toContain('Is the Box Kite suitable');
    expect(plainTextOf((await sink.waitFor('cora@example.com')).raw)).toContain('This is a copy of your message');
    const staff = await signedInWith(t, ['staff']);
    const list = await ok<ListPage<ContactMessageRow>>(await staff.client.get('/api/admin/robo-support/messages?q=kite'));
    expect(list.rows).toEqual([expect.objectContaining({ name: 'Cora Contact', email: 'cora@example.com', orderNumber: null, topic: 'product' })]);
  });

  it('sends a contact message to the address the store_contact setting holds', async () => {
    await t.deps.db.insertInto('settings').values({ key: 'store_contact', value: JSON.stringify({ ...SETTING_DEFAULTS.store_contact, email: 'care@toys.example' }) }).execute();
    await ok(await other.post('/api/contact', { ...contact, email: 'other@example.com', orderNumber: otherOrderNumber }), 201);
    expect(plainTextOf((await sink.waitFor('care@toys.example')).raw)).toContain(otherOrderNumber);
    await t.deps.db.deleteFrom('settings').where('key', '=', 'store_contact').execute();
  });

  it('stores and emails a partnership enquiry, listed for managers and hidden from staff', async () => {
    await ok(await visitor.post('/api/partnership', partnership), 201);
    await sink.waitFor(SETTING_DEFAULTS.store_contact.email);
    await t.deps.email.idle();
    const sent = await t.deps.db.selectFrom('email_logs').select('template').where('template', '=', 'partnership_enquiry').execute();
    expect(sent).toHaveLength(1);
    const manager = await signedInWith(t, ['store_manager']);
    const list = await ok<ListPage<PartnershipEnquiryRow>>(await manager.client.get('/api/admin/robo-support/messages/partnerships'));
    expect(list.rows).toEqual([expect.objectContaining({ company: 'Puzzle Works Ltd', kind: 'brand', website: 'https://puzzleworks.example' })]);
    const staff = await signedInWith(t, ['staff']);
    await refusal(await staff.client.get('/api/admin/robo-support/messages/partnerships'), 403);
    await refusal(await staff.client.get('/api/admin/robo-support/messages/partnerships?page=nope'), 403);
  });

  it('refuses bad input with an error on each field, storing nothing', async () => {
    const before = await t.deps.db.selectFrom('contact_messages').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const error = await refusal(await visitor.post('/api/contact', { name: '', email: 'x', topic: 'gossip', message: 'short' }), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'topic']);
    const partnershipError = await refusal(await visitor.post('/api/partnership', { ...partnership, website: 'javascript:alert(1)', company: '' }), 400);
    expect(Object.keys(partnershipError.fields ?? {}).sort()).toEqual(['company', 'website']);
    const after = await t.deps.db.selectFrom('contact_messages').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('abuse limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(undefined, { env: { RATE_LIMIT: 'on' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('stops a flood of contact messages from one sender, and of hand-offs from one client', async () => {
    const client = new TestClient(limited, { address: '203.0.113.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/contact', { name: 'F', email: 'flood@example.com', topic: 'other', message: 'x' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const handOffs: number[] = [];
    for (let i = 0; i < 6; i++) handOffs.push((await client.post('/api/support/conversations', {})).status);
    expect(handOffs).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
