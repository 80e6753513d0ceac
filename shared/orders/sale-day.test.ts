import { describe, expect, it } from 'vitest';
import { saleDayOf } from './sale-day';

describe('saleDayOf: the shop day a sale counts on', () => {
  it('is the day in the country\'s shop time zone, not UTC\'s', () => {
    // 03:30 UTC is still the evening before in New York, and already the morning in London.
    expect(saleDayOf(new Date('2026-04-02T03:30:00Z'), 'US')).toBe('2026-04-01');
    expect(saleDayOf(new Date('2026-04-02T03:30:00Z'), 'UK')).toBe('2026-04-02');
  });

  it('follows daylight saving: London midnight is 23:00 UTC in summer, 00:00 in winter', () => {
    expect(saleDayOf(new Date('2026-07-01T23:30:00Z'), 'UK')).toBe('2026-07-02');
    expect(saleDayOf(new Date('2026-12-01T23:30:00Z'), 'UK')).toBe('2026-12-01');
    // New York: UTC-4 in summer, UTC-5 in winter.
    expect(saleDayOf(new Date('2026-07-02T03:59:00Z'), 'US')).toBe('2026-07-01');
    expect(saleDayOf(new Date('2026-07-02T04:00:00Z'), 'US')).toBe('2026-07-02');
    expect(saleDayOf(new Date('2026-12-02T04:59:00Z'), 'US')).toBe('2026-12-01');
    expect(saleDayOf(new Date('2026-12-02T05:00:00Z'), 'US')).toBe('2026-12-02');
  });
});
