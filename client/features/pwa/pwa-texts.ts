import type { ToastText } from '../../../shared/texts';

export const PWA_TEXTS = {
  newVersion: 'A new version is available.',
  reload: 'Reload',
  later: 'Later',
  offlineReady: { title: 'The shop is ready to work offline.' } satisfies ToastText,
} as const;
