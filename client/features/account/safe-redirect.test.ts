import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their search', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/shop?search=robot')).toBe('/shop?search=robot');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'profile', '', undefined, '/auth'])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
