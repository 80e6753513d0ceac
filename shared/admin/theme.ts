/**
 * The back office's colour theme (issue 25, docs/decisions/102): "system" follows the device's
 * light or dark setting (prefers-color-scheme); "light" and "dark" are a staff member's own choice.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** What the back office paints: a choice with "system" settled by the device's setting. */
export type Theme = 'light' | 'dark';

/** A stored choice as the back office reads it: anything unknown (or nothing) is "system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system';
}

/** The theme a choice paints when the device does (or does not) prefer dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export const ADMIN_THEME_TEXTS = {
  heading: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' } satisfies Record<ThemeChoice, string>,
} as const;
