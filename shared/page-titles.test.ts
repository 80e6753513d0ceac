import { describe, expect, it } from 'vitest';
import { notFoundName, pageTitle } from './page-titles';

describe('pageTitle', () => {
  it('puts the page name before the shop name', () => {
    expect(pageTitle('Robot Dog')).toBe('Robot Dog | Toy Shop');
  });
  it('is the shop name alone without a page name', () => {
    expect(pageTitle(null)).toBe('Toy Shop');
    expect(pageTitle('  ')).toBe('Toy Shop');
  });
  it('names a missing page', () => {
    expect(pageTitle(notFoundName('Product'))).toBe('Product not found | Toy Shop');
  });
});
