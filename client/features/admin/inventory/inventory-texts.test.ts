import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../shared/admin/inventory.schema';
import { stockState } from '../kit/stock-state';
import { importSummaryText, outcomeText } from './inventory-texts';

describe('stockState', () => {
  it('uses the API filter’s bounds: sold out at 0, low from 1 to the low-stock level, in stock above', () => {
    expect(stockState(0, 5)).toEqual({ label: 'sold out', tone: 'bad' });
    expect(stockState(1, 5).label).toBe('low');
    expect(stockState(5, 5).label).toBe('low');
    expect(stockState(6, 5)).toEqual({ label: 'in stock', tone: 'good' });
    expect(stockState(9, 10).label).toBe('low');
  });
});

describe('import texts', () => {
  it('say each line’s outcome with the old and new counts', () => {
    expect(outcomeText({ line: 2, productId: 'p', variantId: null, outcome: 'unchanged' })).toBe('Unchanged');
    expect(outcomeText({ line: 3, productId: 'p', variantId: 'v', outcome: 'error', error: 'Unknown product' })).toBe('Error: Unknown product');
    expect(
      outcomeText({ line: 4, productId: 'p', variantId: null, outcome: 'updated', changes: [{ country: 'US', from: 4, to: 7 }, { country: 'UK', from: 0, to: 2 }] }),
    ).toBe('Updated US 4 → 7, UK 0 → 2');
  });

  it('tell a dry run, an applied import and a refused one apart', () => {
    const report = (over: Partial<ImportReport>): ImportReport => ({ dryRun: true, applied: false, summary: { updated: 2, unchanged: 5, errors: 1 }, rows: [], ...over });
    expect(importSummaryText(report({}))).toBe('Dry run, nothing written yet: 2 would be updated, 5 unchanged, 1 with errors.');
    expect(importSummaryText(report({ dryRun: false, applied: true, summary: { updated: 2, unchanged: 5, errors: 0 } }))).toBe('Imported: 2 updated, 5 unchanged.');
    expect(importSummaryText(report({ dryRun: false }))).toBe('Nothing was imported: 1 row has an error.');
  });
});
