import { describe, expect, it } from 'vitest';
import { optionalBoolean, optionalOneOf, optionalString, optionalText, optionalWholeNumber, pathParam, presentOnly } from './url-values';

describe("a page's URL values", () => {
  it('keeps text within its length, reads numbers and true/false as their text, drops the rest', () => {
    expect(optionalText('robot', 10)).toBe('robot');
    expect(optionalText(123, 10)).toBe('123');
    expect(optionalText(true, 10)).toBe('true');
    expect(optionalText('x'.repeat(11), 10)).toBeUndefined();
    expect(optionalText({ a: 1 }, 10)).toBeUndefined();
    expect(optionalText(['a'], 10)).toBeUndefined();
    expect(optionalText(undefined, 10)).toBeUndefined();
  });

  it('takes a string as written only', () => {
    expect(optionalString('expired', 64)).toBe('expired');
    expect(optionalString(404, 64)).toBeUndefined();
    expect(optionalString('x'.repeat(65), 64)).toBeUndefined();
  });

  it('takes whole numbers within bounds, as numbers or digits', () => {
    expect(optionalWholeNumber(25, 0, 100)).toBe(25);
    expect(optionalWholeNumber('25', 0, 100)).toBe(25);
    expect(optionalWholeNumber(0, 0, 100)).toBe(0);
    for (const bad of [-1, 101, 2.5, '2.5', 'abc', '', ' ', null, true, NaN, Infinity]) expect(optionalWholeNumber(bad, 0, 100), String(bad)).toBeUndefined();
  });

  it('takes booleans and listed words only', () => {
    expect(optionalBoolean(true)).toBe(true);
    expect(optionalBoolean(false)).toBe(false);
    expect(optionalBoolean('true')).toBeUndefined();
    expect(optionalOneOf('newest', ['newest', 'name'] as const)).toBe('newest');
    expect(optionalOneOf('oldest', ['newest', 'name'] as const)).toBeUndefined();
    expect(optionalOneOf(1, ['newest'] as const)).toBeUndefined();
  });

  it('refuses a path parameter that is empty, too long or not text', () => {
    expect(pathParam('abc', 'id', 64)).toBe('abc');
    expect(() => pathParam('', 'id', 64)).toThrow('Invalid id in the address');
    expect(() => pathParam('x'.repeat(65), 'id', 64)).toThrow('Invalid id in the address');
    expect(() => pathParam(undefined, 'id', 64)).toThrow();
  });

  it('leaves out what the URL did not give, so links built from it stay clean', () => {
    expect(presentOnly({ a: 'x', b: undefined, c: 0, d: false })).toEqual({ a: 'x', c: 0, d: false });
    expect(Object.keys(presentOnly({ a: undefined }))).toEqual([]);
  });
});
