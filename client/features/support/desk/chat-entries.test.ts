import { describe, expect, it } from 'vitest';
import { handOffDraft, orderLine, transcriptOf, type ChatEntry } from './chat-entries';
import { CHAT_TEXTS } from '../../../../shared/support/desk-texts';
import { HAND_OFF_MESSAGE_MAX } from '../../../../shared/support/desk';

const order = { orderNumber: 'TS-2611-7QK2M9XZ', placedAt: '2026-11-24T10:00:00.000Z', status: 'shipped', statusLabel: 'Shipped', total: 3399, currency: 'USD' };

describe('transcriptOf', () => {
  it('gives staff the shopper’s lines and the assistant’s answers, article quoted, in order', () => {
    const entries: ChatEntry[] = [
      { id: 1, kind: 'shopper', text: 'how do returns work' },
      { id: 2, kind: 'answer', answer: { kind: 'answer', answeredBy: 'server', followUps: [], article: { slug: 'returns', title: 'Returns', topic: 'returns', url: '/faq#returns', quote: 'Unopened items within 30 days.' } } },
      { id: 3, kind: 'shopper', text: 'can a robot dance' },
      { id: 4, kind: 'answer', answer: { kind: 'unknown', answeredBy: 'server', followUps: [] } },
      { id: 5, kind: 'orders', orders: [order] },
    ];
    expect(transcriptOf(entries)).toEqual([
      { author: 'shopper', body: 'how do returns work' },
      { author: 'assistant', body: 'Returns: Unopened items within 30 days.' },
      { author: 'shopper', body: 'can a robot dance' },
      { author: 'assistant', body: CHAT_TEXTS.unknown },
      { author: 'assistant', body: 'TS-2611-7QK2M9XZ · 24 Nov 2026 · Shipped · $33.99' },
    ]);
  });

  it('keeps only the latest 60 lines of a long chat', () => {
    const entries: ChatEntry[] = Array.from({ length: 70 }, (_, i) => ({ id: i, kind: 'shopper', text: `line ${i}` }));
    const transcript = transcriptOf(entries);
    expect(transcript).toHaveLength(60);
    expect(transcript[0]!.body).toBe('line 10');
  });
});

describe('orderLine', () => {
  it('writes a UK order’s total in pounds', () => {
    expect(orderLine({ ...order, currency: 'GBP', total: 1250 })).toContain('£12.50');
  });
});

describe('handOffDraft', () => {
  it('prefills the message with what the shopper asked so far, one question a line', () => {
    const entries: ChatEntry[] = [
      { id: 1, kind: 'shopper', text: 'Where is my order TS-2611-7QK2M9XZ robin@example.com' },
      { id: 2, kind: 'order-form', orderNumber: 'TS-2611-7QK2M9XZ', email: 'robin@example.com' },
      { id: 3, kind: 'orders', orders: [order] },
      { id: 4, kind: 'shopper', text: 'The box arrived broken, can I return it?' },
      { id: 5, kind: 'answer', answer: { kind: 'unknown', answeredBy: 'server', followUps: [] } },
    ];
    expect(handOffDraft(entries)).toBe('Where is my order TS-2611-7QK2M9XZ robin@example.com\nThe box arrived broken, can I return it?');
  });

  it('is empty before anything was asked, and keeps the latest questions within a message’s length', () => {
    expect(handOffDraft([])).toBe('');
    const long = 'x'.repeat(400);
    const entries: ChatEntry[] = Array.from({ length: 10 }, (_, i) => ({ id: i, kind: 'shopper', text: `${i} ${long}` }));
    const draft = handOffDraft(entries);
    expect(draft.length).toBeLessThanOrEqual(HAND_OFF_MESSAGE_MAX);
    expect(draft.split('\n').map((line) => line.split(' ')[0])).toEqual(['6', '7', '8', '9']);
  });
});
