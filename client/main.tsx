import './lib/zod-without-eval';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createShopRouter } from './router';
import { installShopSyncHandle } from './lib/db/load-shop-database';
import { createHistoryWithoutBeforeUnload } from './lib/page-lifecycle/history-without-beforeunload';
import { adoptServerRenderedCountry } from './lib/region/country-store';
import { rememberEarlyInput, replayEarlyInput } from './lib/early-input';
import { holdEarlyKeystrokes } from './lib/early-keystrokes';
import { askForSessionNow } from './lib/session/current-user';
import { isBackOfficePath } from '../shared/admin/back-office-path';
import {
  FIRST_SCREEN_BY_DOMAIN_ATTRIBUTE, FIRST_SCREEN_COUNTRY_ATTRIBUTE, FIRST_SCREEN_STALE_ATTRIBUTE, FIRST_SCREEN_URL_ATTRIBUTE,
} from '../shared/catalog/first-screen';
import { parseCountry } from '../shared/region/country-cookie';
import './styles.css';

performance.mark('entry runs');
// The counter tablet's scanner may type a code before its page is there to take it.
holdEarlyKeystrokes(window.location.pathname);
const router = createShopRouter({ history: createHistoryWithoutBeforeUnload() });

// The handle exists from the start; the database behind it opens after the first paint, or at once
// on a device that has never held the catalogue (its first sync is what it waits for).
installShopSyncHandle();
// The back office shows nothing before it knows who is signed in: the session is asked for now,
// while the route's files load, not once the layout first renders (docs/decisions/097).
if (isBackOfficePath(window.location.pathname)) askForSessionNow();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server put this page's first screen in #root, for the URL and in the country named on it
// (docs/decisions/017). It is hydrated when this browser's country is the same (and the page has not
// moved on before this ran); otherwise (a choice the cookie did not carry) the markup was kept hidden
// before it painted and is rendered anew.
const serverMarkup = container.firstElementChild !== null;
const renderedIn = parseCountry(container.getAttribute(FIRST_SCREEN_COUNTRY_ATTRIBUTE));
const hydrates =
  serverMarkup &&
  renderedIn !== null &&
  container.getAttribute(FIRST_SCREEN_URL_ATTRIBUTE) === `${window.location.pathname}${window.location.search}` &&
  adoptServerRenderedCountry(renderedIn, container.hasAttribute(FIRST_SCREEN_BY_DOMAIN_ATTRIBUTE));
if (serverMarkup && !hydrates) container.replaceChildren();
document.documentElement.removeAttribute(FIRST_SCREEN_STALE_ATTRIBUTE);

// Its effect runs once the first render (the hydration) is committed: React handles events from then
// on. The replay waits for a task of its own: inside an effect React cannot hydrate, on demand, a
// part of the page it has not hydrated yet, and would drop a click on it. <html data-app-live> then
// says the app runs (a painted server page alone does not mean it does; tests wait for it).
function ReplayEarlyInput() {
  useEffect(() => {
    performance.mark('first render committed');
    const replay = setTimeout(() => {
      replayEarlyInput();
      document.documentElement.setAttribute('data-app-live', '');
    }, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <ReplayEarlyInput />
  </StrictMode>
);

// The first render waits for the page's own code, so a cold visit paints the whole page (with its
// first screen, docs/decisions/016) in one go instead of a pending spinner held for at least
// defaultPendingMinMs; server markup must be hydrated by a render that matches it. A failed load
// renders anyway: the router shows its error state.
void router
  .load()
  .catch(() => undefined)
  .then(() => {
    if (hydrates) {
      // As TanStack Start's client does: the server rendered the root match without the suspense
      // boundary the browser otherwise puts around it.
      router.ssr = { manifest: undefined };
      rememberEarlyInput();
      // As a transition, React hydrates in slices of ~5 ms, yielding to the browser between them, instead
      // of one task of ~0.2-0.7 s at a phone's speed (issue 24: no task over 50 ms). A click meanwhile
      // makes React finish at once and then handle it (as Next.js's client hydrates).
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error, info) => console.error('Hydration error: the server markup was re-rendered.', error, info.componentStack ?? ''),
        });
      });
    } else {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    }
  });
