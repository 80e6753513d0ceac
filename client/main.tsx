import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { PendingSpinner } from './features/layout/pending-spinner';
import { installShopSyncHandle } from './lib/db/load-shop-database';
import './styles.css';

const router = createRouter({
  routeTree,
  defaultPendingComponent: PendingSpinner,
  // Quick loads flash nothing; slow ones show the spinner long enough to be read.
  defaultPendingMs: 200,
  defaultPendingMinMs: 300,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The handle exists from the start; the database behind it opens only after the first paint.
installShopSyncHandle();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render waits for the page's own code, so a cold visit paints the whole page (with its
// first screen, docs/decisions/016) in one go instead of a pending spinner held for at least
// defaultPendingMinMs. A failed load renders anyway: the router shows its error state.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
