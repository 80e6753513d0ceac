import { useCallback, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { resolveTheme, type Theme, type ThemeChoice } from '../../../../../shared/admin/theme';
import { chooseTheme, readThemeChoice, rememberShown, subscribeToTheme, systemPrefersDark } from './theme-store';

// The attribute the back office's stylesheet (admin-theme.css) paints by; set only while the back
// office is on screen, so the shop's pages never see it.
export const THEME_ATTRIBUTE = 'data-admin-theme';

export interface AdminThemeState {
  choice: ThemeChoice;
  theme: Theme;
  choose: (choice: ThemeChoice) => void;
}

/**
 * The signed-in staff member's theme choice, and the theme it paints now. Read synchronously (no
 * request), so the back office's first render is already in its theme.
 */
export function useAdminTheme(userId: string | null): AdminThemeState {
  const snapshot = useSyncExternalStore(
    subscribeToTheme,
    () => `${readThemeChoice(userId)}:${systemPrefersDark() ? 'dark' : 'light'}`,
    () => 'system:light',
  );
  const [choice, system] = snapshot.split(':') as [ThemeChoice, Theme];
  const theme = resolveTheme(choice, system === 'dark');
  useEffect(() => {
    if (userId) rememberShown(choice);
  }, [userId, choice]);
  const choose = useCallback((next: ThemeChoice) => {
    if (userId) chooseTheme(userId, next);
  }, [userId]);
  return { choice, theme, choose };
}

/**
 * Puts the theme on <html> before the back office paints (a layout effect), so the page's canvas,
 * its scroll bars and the toasts follow it too; taken off when the back office leaves the screen.
 */
export function usePaintAdminTheme(theme: Theme): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  }, [theme]);
  useLayoutEffect(() => () => document.documentElement.removeAttribute(THEME_ATTRIBUTE), []);
}
