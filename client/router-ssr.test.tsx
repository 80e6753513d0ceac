import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { PendingSpinner } from './features/layout/pending-spinner';
import type { ShopRouter } from './router';

// Contract test (docs/decisions/017): main.tsx sets `router.ssr = { manifest: undefined }`
// before it hydrates the server's first screen, as TanStack Start's client does. TanStack Router
// (@tanstack/react-router, with the @tanstack/router-core it pins) puts a Suspense boundary around
// the root match in the browser, and around the whole match tree, unless `router.ssr` is set; the
// server renders neither. React writes a boundary into the markup (`<!--$-->…<!--/$-->`), so a
// hydrating render with them would not match the server's markup. `router.ssr` is a field of the
// router's type, not an option: nothing but this file says what it does. Both renders here are
// react-dom/server's, of a router built with the shop's pending settings (client/router.ts): the
// browser's, which hydrates, and the server's (entry-server.tsx).

function pageRouter(side: 'server' | 'browser') {
  const root = createRootRoute({
    component: () => (
      <div className="layout">
        <Outlet />
      </div>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Toys</p> });
  return createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // As createShopRouter: a pending component is what makes the router wrap the root in Suspense.
    defaultPendingComponent: PendingSpinner,
    defaultPendingMs: 200,
    defaultPendingMinMs: 300,
    scrollRestoration: false,
    isServer: side === 'server',
  });
}

type PageRouter = ReturnType<typeof pageRouter>;

async function markupOf(router: PageRouter): Promise<string> {
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's router, in Node: it reads `window.origin` when it is built. */
function browserRouter(): PageRouter {
  vi.stubGlobal('window', { origin: 'http://localhost:3000' });
  return pageRouter('browser');
}

describe('router.ssr, set before hydrating the server’s markup (main.tsx)', () => {
  // Guards against an upgrade that drops `ssr` from the router or changes its shape: main.tsx would no
  // longer compile, or (a field renamed) set one nothing reads.
  it('is a field of the shop’s router that takes `{ manifest: undefined }`', () => {
    expectTypeOf<{ manifest: undefined }>().toExtend<NonNullable<ShopRouter['ssr']>>();
    const router = browserRouter();
    expect(router.ssr).toBeUndefined();
    router.ssr = { manifest: undefined };
    expect(router.ssr).toEqual({ manifest: undefined });
  });

  // Guards against an upgrade after which the browser's render has no extra boundary without `ssr`:
  // then main.tsx's line is no longer needed (and this file says so), or is wrong in another way.
  it('is needed: without it the browser’s render wraps the page in Suspense boundaries the server’s markup has not', async () => {
    const server = await markupOf(pageRouter('server'));
    const browser = await markupOf(browserRouter());
    // The server renders the root layout as it is (boundaries inside it are the same on both sides).
    expect(server.startsWith('<div class="layout">')).toBe(true);
    // The browser's render puts the same markup inside boundaries of its own.
    expect(browser.startsWith('<!--$-->')).toBe(true);
    expect(browser).toContain(server);
    expect(browser).not.toBe(server);
  });

  // Guards against an upgrade that stops reading `router.ssr` when it builds the match tree (or reads
  // something else for it): every hydrated catalogue page would then be re-rendered over a mismatch.
  it('makes the browser’s render the server’s markup exactly', async () => {
    const server = await markupOf(pageRouter('server'));
    const router = browserRouter();
    await router.load();
    router.ssr = { manifest: undefined };
    expect(await markupOf(router)).toBe(server);
  });
});
