import { describe, expect, it } from 'vitest';
import { isoFromLocalInput, localInputValue } from './product-fields';

describe('launch date field conversions', () => {
  it('round-trips an instant through the datetime-local text in the browser’s zone', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    expect(isoFromLocalInput(localInputValue(iso))).toBe(iso);
  });

  it('empty means on sale now (null), and nonsense never becomes a date', () => {
    expect(isoFromLocalInput('')).toBeNull();
    expect(isoFromLocalInput('not a date')).toBeNull();
    expect(localInputValue(null)).toBe('');
    expect(localInputValue('garbage')).toBe('');
  });
});
