import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { FirstScreenRenderInput } from '../shared/catalog/first-screen';
import { createShopRouter } from './router';
import { renderingFirstScreen } from './lib/first-screen';
import { renderingForCountry } from './lib/region/country-store';

// The server-side render of a catalogue page's first screen (docs/decisions/017), built by
// `vite build --ssr` into dist/ssr/entry-server.js and loaded by the server by path: the real route
// tree, root layout and page, rendered from the same first-screen payload the browser will read, in
// the shopper's country, so the browser paints before any script runs and React hydrates it.

/**
 * Modules the server's page fetches once its first screen is painted, so that the app finds them
 * ready (docs/decisions/020): the local database's chunk, from the client build's manifest (the
 * server render build defines it, vite.config.ts).
 */
export const modulesAfterPaint: readonly string[] = (import.meta.env as { DATABASE_CHUNKS?: string[] }).DATABASE_CHUNKS ?? [];

/** The page's markup for inside `<div id="root">`. */
export async function renderFirstScreen({ url, firstScreen, country }: FirstScreenRenderInput): Promise<string> {
  // The inline scroll-restoration script the router adds on the server would be markup the
  // browser's first render does not have; the browser restores scrolling itself.
  const router = createShopRouter({ history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false });
  // Matches and loads the route's code, as the browser does before it hydrates.
  await router.load();
  return renderingFirstScreen(firstScreen, () =>
    renderingForCountry(country, () =>
      renderToString(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    ),
  );
}
