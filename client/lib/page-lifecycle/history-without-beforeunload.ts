import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';

/**
 * The browser's history for the router, minus the `beforeunload` listener TanStack's history always
 * adds (docs/decisions/078). That listener only serves navigation blockers (`useBlocker`), which the
 * shop has none of, and a page with a `beforeunload` listener is kept out of some browsers'
 * back/forward cache (Firefox's). A blocker added one day would not stop the tab being closed:
 * give it its own listener, added while there is something to lose and removed after.
 */
export function createHistoryWithoutBeforeUnload(): RouterHistory {
  const view = {
    history: window.history,
    location: window.location,
    document: window.document,
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type !== 'beforeunload') window.addEventListener(type, listener, options);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
      window.removeEventListener(type, listener, options);
    },
  };
  return createBrowserHistory({ window: view });
}
