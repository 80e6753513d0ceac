import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';

let payload: FirstScreen | null | undefined;
// Set only while the server renders a page (client/entry-server.tsx): there is no document to read.
let rendering: FirstScreen | undefined;

/**
 * The first screen's documents the server inlined into this page load (docs/decisions/016), read
 * once. null when there are none: a page the service worker served from its cache, a route
 * without one, or a development server. During a server render, the payload being rendered.
 */
export function firstScreen(): FirstScreen | null {
  if (rendering) return rendering;
  if (payload === undefined) {
    payload = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        payload = JSON.parse(text) as FirstScreen;
      } catch {
        // A page that cannot be read waits for the device's database, as without one.
      }
    }
  }
  return payload;
}

/**
 * Runs a server render (synchronous, so no other request's render can interleave) with `screen` as
 * the page's first screen, as the browser will read it from the page (docs/decisions/017).
 */
export function renderingFirstScreen<T>(screen: FirstScreen, render: () => T): T {
  const outer = rendering;
  rendering = screen;
  try {
    return render();
  } finally {
    rendering = outer;
  }
}
