import { describe, expect, it } from 'vitest';
import { mayTrack } from './consent';
import { eventOfPath } from './beacon';

describe('whether the beacon may send (docs/decisions/056)', () => {
  it('sends without a signal, never with Global Privacy Control or after a do-not-sell request', () => {
    expect(mayTrack({ globalPrivacyControl: undefined, doNotSell: null })).toBe(true);
    expect(mayTrack({ globalPrivacyControl: false, doNotSell: null })).toBe(true);
    expect(mayTrack({ globalPrivacyControl: true, doNotSell: null })).toBe(false);
    expect(mayTrack({ globalPrivacyControl: false, doNotSell: '1' })).toBe(false);
  });
});

describe('the funnel step of a page', () => {
  it('product pages are product views, both checkouts checkout started, other pages nothing', () => {
    expect(eventOfPath('/product/abc-123')).toBe('product_view');
    expect(eventOfPath('/checkout')).toBe('checkout_started');
    expect(eventOfPath('/pickup-checkout')).toBe('checkout_started');
    expect(['/', '/shop', '/cart', '/product', '/products/abc', '/checkout/extra'].map(eventOfPath)).toEqual([null, null, null, null, null, null]);
  });
});
