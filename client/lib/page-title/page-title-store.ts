import { useEffect, useSyncExternalStore } from 'react';

// The name the page on screen gives itself (a product's, a brand's, a search's), over its route's
// fixed name. One page is on screen at a time; its unmount clears the name.

let current: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Names the current page in the document title; null keeps the route's own name (while loading). */
export function usePageTitle(name: string | null | undefined): void {
  const wanted = name?.trim() || null;
  useEffect(() => {
    publish(wanted);
    return () => publish(null);
  }, [wanted]);
}

export function usePageName(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
