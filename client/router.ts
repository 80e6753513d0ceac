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
    scrollRestoration: options.scrollRestoration ?? true,
  });
}

export type ShopRouter = ReturnType<typeof createShopRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter;
  }
}
