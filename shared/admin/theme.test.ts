import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, THEME_CHOICES } from './theme';

describe('the back office theme choice', () => {
  it('reads each known choice as itself and anything else as "system"', () => {
    for (const choice of THEME_CHOICES) expect(parseThemeChoice(choice)).toBe(choice);
    for (const other of [null, undefined, '', 'Dark', 'sepia', 1]) expect(parseThemeChoice(other)).toBe('system');
  });

  it('"system" follows the device; "light" and "dark" win over it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
