import { describe, expect, it } from 'vitest';
import { changeText, importRowName, productOutcomeText } from './product-import-texts';

const row = { line: 3, productId: 'p-1', variantId: null, product: 'Space Rocket', size: null };

describe('products import texts', () => {
  it('say each change with both values, long text shortened and empty cells named', () => {
    expect(changeText({ column: 'price_us_minor', from: '500', to: '650' })).toBe('price_us_minor: 500 → 650');
    expect(changeText({ column: 'price_uk_minor', from: '', to: '550' })).toBe('price_uk_minor: (empty) → 550');
    expect(changeText({ column: 'description', from: 'a\nb', to: 'x'.repeat(80) })).toBe(`description: a b → ${'x'.repeat(59)}…`);
  });

  it('list every error of a line, and name the row by product and size', () => {
    expect(productOutcomeText({ ...row, outcome: 'error', errors: ['name: Enter a name', 'featured: must be true or false'] })).toEqual(['Error: name: Enter a name', 'Error: featured: must be true or false']);
    expect(productOutcomeText({ ...row, outcome: 'unchanged' })).toEqual(['Unchanged']);
    expect(importRowName(row)).toBe('Space Rocket');
    expect(importRowName({ ...row, size: 'Large' })).toBe('Space Rocket, size Large');
  });
});
