import { describe, expect, it } from 'vitest';
import { emailIn, isOrderQuestion, orderLookupIn, orderNumberIn } from './order-intent';

describe('isOrderQuestion', () => {
  it.each([
    'Where is my order?',
    'where’s my parcel',
    'order status',
    'What is the status of my order',
    'Can you track my order please',
    'I want to look up an order',
    'has my order shipped yet?',
    'my order has not arrived, where is it',
    'ts-2611-ABCD1234',
    'Is TS-2611-7QK2M9XZ on its way?',
  ])('takes "%s" for an order question', (message) => {
    expect(isOrderQuestion(message)).toBe(true);
  });

  it.each(['How do I return a toy?', 'What are your opening hours', 'Do you ship to the UK?', 'Can I order online and pick up in store?', 'How long does delivery take'])(
    'leaves "%s" to the knowledge base',
    (message) => {
      expect(isOrderQuestion(message)).toBe(false);
    },
  );
});

describe('orderNumberIn', () => {
  it('finds an order number in any case and gives it upper-cased', () => {
    expect(orderNumberIn('hi, order ts-2611-7qk2m9xz please')).toBe('TS-2611-7QK2M9XZ');
    expect(orderNumberIn('no number here')).toBeNull();
  });
});

describe('orderLookupIn', () => {
  it('finds the order number and the email written in one message', () => {
    expect(orderLookupIn('Where is order ts-2611-7qk2m9xz? My email is Robin.Returns+toys@Example.co.uk.')).toEqual({
      orderNumber: 'TS-2611-7QK2M9XZ',
      email: 'robin.returns+toys@example.co.uk',
    });
    expect(orderLookupIn('robin@example.com, TS-2611-7QK2M9XZ')).toEqual({ orderNumber: 'TS-2611-7QK2M9XZ', email: 'robin@example.com' });
    expect(orderLookupIn('(robin@example.com) order TS-2611-7QK2M9XZ!')).toEqual({ orderNumber: 'TS-2611-7QK2M9XZ', email: 'robin@example.com' });
  });

  it('gives what is there and null for what is not', () => {
    expect(orderLookupIn('Is TS-2611-7QK2M9XZ on its way?')).toEqual({ orderNumber: 'TS-2611-7QK2M9XZ', email: null });
    expect(orderLookupIn('where is my order? robin@example.com')).toEqual({ orderNumber: null, email: 'robin@example.com' });
  });
});

describe('emailIn', () => {
  it('skips what only looks like an address and takes the first real one', () => {
    expect(emailIn('@toyshop on social, or robin@ nowhere, or robin@example')).toBeNull();
    expect(emailIn('robin@example first, then sam@example.com and jo@example.com')).toBe('sam@example.com');
  });
});
