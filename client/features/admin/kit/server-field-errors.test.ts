import { describe, expect, it } from 'vitest';
import { placeServerFieldErrors } from './server-field-errors';

describe('placeServerFieldErrors', () => {
  it('puts a top-level field’s error and a row field’s error (variants.1.price) on the form, the rest above it', () => {
    const result = placeServerFieldErrors(
      { name: 'Enter a name', 'variants.1.price': 'A price cannot be negative', 'variants.0.id': 'That size no longer exists', file: 'Not an image' },
      ['name', 'price', 'variants'],
    );
    expect(result.placed).toEqual([
      ['name', 'Enter a name'],
      ['variants.1.price', 'A price cannot be negative'],
      ['variants.0.id', 'That size no longer exists'],
    ]);
    expect(result.unplaced).toEqual(['Not an image']);
  });

  it('does not take a field that only starts like one of the form’s (variantsExtra is not variants)', () => {
    expect(placeServerFieldErrors({ variantsExtra: 'No' }, ['variants'])).toEqual({ placed: [], unplaced: ['No'] });
  });
});
