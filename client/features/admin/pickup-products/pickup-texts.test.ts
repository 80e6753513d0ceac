import { describe, expect, it } from 'vitest';
import type { PickupImportReport } from '../../../../shared/admin/pickup-product.schema';
import { pickupImportSummaryText, pickupOutcomeText, pickupRowName } from './pickup-texts';

const base = { line: 2, storeId: 's', productId: 'p', variantId: null };

describe('pickup product texts', () => {
  it('name a row with its size', () => {
    expect(pickupRowName({ productName: 'Shirt', variantName: 'M' })).toBe('Shirt, M');
    expect(pickupRowName({ productName: 'Ball', variantName: null })).toBe('Ball');
  });

  it('say each import line’s outcome: added, updated old → new, unchanged, error', () => {
    expect(pickupOutcomeText({ ...base, outcome: 'updated', from: 0, to: 5, added: true })).toBe('Added with 5');
    expect(pickupOutcomeText({ ...base, outcome: 'updated', from: 4, to: 7, added: false })).toBe('Updated 4 → 7');
    expect(pickupOutcomeText({ ...base, outcome: 'unchanged' })).toBe('Unchanged');
    expect(pickupOutcomeText({ ...base, outcome: 'error', error: 'Unknown store' })).toBe('Error: Unknown store');
  });

  it('tell a dry run, an applied import and a refused one apart', () => {
    const report = (over: Partial<PickupImportReport>): PickupImportReport => ({ dryRun: true, applied: false, summary: { updated: 2, unchanged: 5, errors: 1 }, rows: [], ...over });
    expect(pickupImportSummaryText(report({}))).toBe('Dry run, nothing written yet: 2 would change, 5 unchanged, 1 with errors.');
    expect(pickupImportSummaryText(report({ dryRun: false, applied: true }))).toBe('Imported: 2 changed, 5 unchanged.');
    expect(pickupImportSummaryText(report({ dryRun: false }))).toBe('Nothing was imported: 1 row has an error.');
  });
});
