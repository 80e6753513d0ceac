import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup (docs/decisions/017),
 * true on every other render: what depends on the browser itself (its time zone and language)
 * renders once the page is live, so the first client render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
