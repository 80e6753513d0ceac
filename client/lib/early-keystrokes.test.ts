import { describe, expect, it } from 'vitest';
import { scansOf } from './early-keystrokes';

describe('scansOf', () => {
  it('reads held keys as a wedge scanner sends them: codes ended by Enter, then what is still being typed', () => {
    expect(scansOf([...'k7mp3x', 'Enter'])).toEqual({ entered: ['k7mp3x'], typing: '' });
    expect(scansOf([...'AB', 'Enter', ...'CD', 'Enter', ...'EF'])).toEqual({ entered: ['AB', 'CD'], typing: 'EF' });
    expect(scansOf(['Enter', 'Enter'])).toEqual({ entered: [], typing: '' });
    expect(scansOf([])).toEqual({ entered: [], typing: '' });
  });
});
