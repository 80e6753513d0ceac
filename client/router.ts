import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { PendingSpinner } from './features/layout/pending-spinner';

/**
 * The shop's router, the same for the browser (main.tsx) and the server render (entry-server.tsx),
 * so both build the same element tree. Without a history it uses the browser's.
 */
export function createShopRouter(options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPendingComponent: PendingSpinner,
    // Quick loads flash nothing; slow ones show the spinner long enough to be read.
    defaultPendingMs: 200,
    defaultPendingMinMs: 300,
    defaultPreload: 'intent',
    scrollRestoration: options.scrollRestoration ?? leavesAnEarlyScrollAlone(),
  });
}

/**
 * The router restores a page's scroll position on each render of a new location, and on the first
 * one (the server's markup hydrated) puts the page back to its top when it has none stored. On a slow
 * phone the shopper may have scrolled the painted markup by then: a tap on the footer's country
 * picker then landed on whatever the jump brought under the finger. The first render leaves a page
 * the shopper (or the browser's own restore) has already scrolled where it is.
 */
function leavesAnEarlyScrollAlone(): () => boolean {
  let first = true;
  return () => {
    const early = first && typeof window !== 'undefined' && (window.scrollX !== 0 || window.scrollY !== 0);
    first = false;
    return !early;
  };
}

export type ShopRouter = ReturnType<typeof createShopRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter;
  }
}
