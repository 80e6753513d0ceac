import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './till-client';
import { catalogIds, changeDetails, isValidWebhookSignature, parseVariationId, webhookSignature } from './till-protocol';

describe('the till protocol', () => {
  it('reads an adjustment as its effect on the in-stock quantity', () => {
    const adjustment = (from: 'IN_STOCK' | 'SOLD' | 'NONE', to: 'IN_STOCK' | 'SOLD' | 'WASTE') =>
      changeDetails({ type: 'ADJUSTMENT', adjustment: { id: 'a', catalog_object_id: 'product:p', location_id: 's', from_state: from, to_state: to, quantity: '2.0', occurred_at: '2026-01-01T00:00:00Z' } }).quantity;
    expect(adjustment('IN_STOCK', 'SOLD')).toBe(-2);
    expect(adjustment('IN_STOCK', 'WASTE')).toBe(-2);
    expect(adjustment('NONE', 'IN_STOCK')).toBe(2);
    expect(adjustment('NONE', 'SOLD')).toBe(0);
  });

  it('signs over the notification URL and the body, and refuses any other signature', () => {
    const signature = webhookSignature('key', 'https://shop.example/api/till/webhook', '{"a":1}');
    expect(isValidWebhookSignature('key', 'https://shop.example/api/till/webhook', '{"a":1}', signature)).toBe(true);
    expect(isValidWebhookSignature('key', 'https://shop.example/api/till/webhook', '{"a":2}', signature)).toBe(false);
    expect(isValidWebhookSignature('key', 'https://other.example/api/till/webhook', '{"a":1}', signature)).toBe(false);
    expect(isValidWebhookSignature('key', 'https://shop.example/api/till/webhook', '{"a":1}', undefined)).toBe(false);
  });

  it('names products and sizes in the till’s catalog and reads them back', () => {
    expect(parseVariationId(catalogIds.variation('p1', null))).toEqual({ productId: 'p1' });
    expect(parseVariationId(catalogIds.variation('p1', 'v1'))).toEqual({ variantId: 'v1' });
    expect(parseVariationId('SOMETHING_ELSE')).toBeNull();
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
