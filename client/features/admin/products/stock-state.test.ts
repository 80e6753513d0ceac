import { describe, expect, it } from 'vitest';
import { LOW_STOCK_LEVEL } from '../../../../shared/catalog/badges';
import { stockStateOf } from './stock-state';

describe('stockStateOf', () => {
  it('says sold out at 0 (and below), low up to the badge level, in stock above it', () => {
    expect(stockStateOf(-2)).toBe('sold-out');
    expect(stockStateOf(0)).toBe('sold-out');
    expect(stockStateOf(1)).toBe('low');
    expect(stockStateOf(LOW_STOCK_LEVEL)).toBe('low');
    expect(stockStateOf(LOW_STOCK_LEVEL + 1)).toBe('in');
  });
});
