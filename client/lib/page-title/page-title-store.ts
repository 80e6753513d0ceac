import { useEffect, useSyncExternalStore } from 'react';

// The name the page on screen gives itself (a product's, a brand's, a search's), over its route's
// fixed name. One page is on screen at a time; its unmount clears the name. A page still reading
// its name says so (`PAGE_NAME_LOADING`), so a move to it is announced once the name is there,
// not with the route's fixed name a moment before (a slow device reads a product in more than a blink).

/** What a page passes while it is still reading its own name. */
export const PAGE_NAME_LOADING = Symbol('page name loading');

type PageName = string | null | typeof PAGE_NAME_LOADING;

let current: PageName = null;
const listeners = new Set<() => void>();

function publish(next: PageName): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Names the current page in the document title. null keeps the route's own name; PAGE_NAME_LOADING
 * keeps it too, and tells the announcer the page's own name is on its way.
 */
export function usePageTitle(name: string | null | undefined | typeof PAGE_NAME_LOADING): void {
  const wanted = name === PAGE_NAME_LOADING ? name : name?.trim() || null;
  useEffect(() => {
    publish(wanted);
    return () => publish(null);
  }, [wanted]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's own name: a string, null (none: the route's name), or PAGE_NAME_LOADING. */
export function usePageName(): PageName {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
