import { describe, expect, it } from 'vitest';
import { holdDateText } from './pickup-view';

describe('the hold’s last day', () => {
  it('is the calendar day at the store, not in UTC', () => {
    // 03:00 UTC on 1 December is still the evening of 30 November in California.
    expect(holdDateText('2026-12-01T03:00:00.000Z', 'America/Los_Angeles')).toBe('Monday, 30 November 2026');
    expect(holdDateText('2026-12-01T03:00:00.000Z', 'Europe/London')).toBe('Tuesday, 1 December 2026');
  });
});
