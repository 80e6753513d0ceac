import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/errors';
import { INVENTORY_TEXTS } from '../../../shared/admin/inventory.schema';
import { planImport, readImportFile, type ImportState } from './inventory-import';

const state: ImportState = {
  products: new Map([['p-ball', new Set<string>()], ['p-kite', new Set<string>()], ['p-shirt', new Set(['v-s'])]]),
  stock: new Map([
    ['p-ball//US', { id: 'i1', stock: 4, version: '10', deleted: false }],
    // A removed row counts as 0 and is revived by the write.
    ['p-shirt/v-s/UK', { id: 'i2', stock: 9, version: '11', deleted: true }],
  ]),
};

describe('reading an inventory CSV', () => {
  it('reads the columns by name (any order, any case, BOM and CRLF), with each record’s line number', () => {
    const lines = readImportFile('\uFEFFUK_STOCK,us_stock,variant_id,product_id\r\n3,,,p-ball\r\n\r\n1,2,v-s,p-shirt\r\n');
    expect(lines).toEqual([
      { line: 2, productId: 'p-ball', variantId: null, cells: { US: '', UK: '3' } },
      { line: 4, productId: 'p-shirt', variantId: 'v-s', cells: { US: '2', UK: '1' } },
    ]);
  });

  it('refuses a file without the needed columns or rows, as an error on the file field', () => {
    const fieldOf = (csv: string) => {
      try {
        readImportFile(csv);
        return null;
      } catch (error) {
        return (error as AppError).fields?.file;
      }
    };
    expect(fieldOf('product_id,us_stock\np-ball,1\n')).toBe(INVENTORY_TEXTS.missingColumns(['product_id', 'variant_id', 'us_stock', 'uk_stock']));
    expect(fieldOf('product_id,variant_id,us_stock,uk_stock\n')).toBe(INVENTORY_TEXTS.emptyFile);
  });
});

describe('planning an import', () => {
  it('gives old → new per country, leaves empty cells and equal counts alone, and counts a removed row as 0', () => {
    const { outcomes, changes } = planImport(
      [
        { line: 2, productId: 'p-ball', variantId: null, cells: { US: '4', UK: '' } },
        { line: 3, productId: 'p-shirt', variantId: 'v-s', cells: { US: '0', UK: '9' } },
      ],
      state,
    );
    expect(outcomes).toEqual([
      { line: 2, productId: 'p-ball', variantId: null, outcome: 'unchanged' },
      { line: 3, productId: 'p-shirt', variantId: 'v-s', outcome: 'updated', changes: [{ country: 'UK', from: 0, to: 9 }] },
    ]);
    expect(changes).toEqual([{ productId: 'p-shirt', variantId: 'v-s', country: 'UK', from: 0, to: 9, existing: state.stock.get('p-shirt/v-s/UK') }]);
  });

  it('names each error and plans nothing for it', () => {
    const { outcomes, changes } = planImport(
      [
        { line: 2, productId: 'p-shirt', variantId: 'v-s', cells: { US: '1.5', UK: '' } },
        { line: 3, productId: 'p-ball', variantId: null, cells: { US: '5', UK: '' } },
        { line: 4, productId: 'p-ball', variantId: null, cells: { US: '6', UK: '' } },
        { line: 5, productId: 'p-shirt', variantId: null, cells: { US: '1', UK: '' } },
        { line: 6, productId: 'p-ball', variantId: 'v-x', cells: { US: '1', UK: '' } },
        { line: 7, productId: 'p-kite', variantId: null, cells: { US: '', UK: '2000000' } },
        { line: 8, productId: 'p-shirt', variantId: 'v-s', cells: { US: '2', UK: '' } },
      ],
      state,
    );
    expect(outcomes.map((outcome) => (outcome.outcome === 'error' ? outcome.error : outcome.outcome))).toEqual([
      INVENTORY_TEXTS.badNumber('us_stock', '1.5'),
      'updated',
      INVENTORY_TEXTS.duplicateRow(3),
      INVENTORY_TEXTS.needsVariant,
      INVENTORY_TEXTS.unknownVariant,
      `uk_stock: ${INVENTORY_TEXTS.tooMany}`,
      // A line in error still holds its product and size: a second line for it is a duplicate.
      INVENTORY_TEXTS.duplicateRow(2),
    ]);
    expect(changes.map((change) => change.to)).toEqual([5]);
  });
});
