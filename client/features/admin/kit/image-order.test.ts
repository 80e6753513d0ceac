import { describe, expect, it } from 'vitest';
import { moved } from './image-order';

describe('moved', () => {
  it('swaps a picture with its neighbour', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end, and never changes the original', () => {
    const list = ['a', 'b'];
    expect(moved(list, 0, -1)).toEqual(['a', 'b']);
    expect(moved(list, 1, 1)).toEqual(['a', 'b']);
    expect(list).toEqual(['a', 'b']);
  });
});
