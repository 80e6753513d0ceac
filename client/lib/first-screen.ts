import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '../../shared/catalog/first-screen';

let payload: FirstScreen | null | undefined;

/**
 * The first screen's documents the server inlined into this page load (docs/decisions/016), read
 * once. null when there are none: a page the service worker served from its cache, a route
 * without one, or a development server.
 */
export function firstScreen(): FirstScreen | null {
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
