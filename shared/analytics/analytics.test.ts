import { describe, expect, it } from 'vitest';
import { addDays, analyticsExportQuerySchema, analyticsQuerySchema, previousPeriod, rangeDays } from './analytics';

describe('ranges and the previous period', () => {
  it('counts both ends, and the previous period is as long and ends the day before', () => {
    expect(rangeDays('2026-03-10', '2026-03-12')).toBe(3);
    expect(previousPeriod('2026-03-10', '2026-03-12')).toEqual({ from: '2026-03-07', to: '2026-03-09' });
    // Across a month end and a leap day.
    expect(previousPeriod('2028-03-01', '2028-03-31')).toEqual({ from: '2028-01-30', to: '2028-02-29' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses a range out of order, longer than a year, a day that does not exist, or an unknown table', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2026-03-10', to: '2026-03-10' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2026-03-11', to: '2026-03-10' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-03-10' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-10' }).success).toBe(false);
    expect(analyticsExportQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-10', table: 'daily' }).success).toBe(true);
    expect(analyticsExportQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-10', table: 'users' }).success).toBe(false);
  });
});
