import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it("prefers brotli when the client weighs br and gzip the same, whatever the header's order", () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br, gzip')).toBe('br');
  });

  it('answers gzip to a client without brotli', () => {
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  });

  it("follows the client's weights", () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0.1')).toBe('br');
  });

  it('reads * as every encoding the header does not name', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.5')).toBe('gzip');
  });

  it('sends the body as it is when the client names neither, or none', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0, *;q=0')).toBeNull();
  });
});
