/**
 * The path of the page on screen. The router's location moves at once, but the page it names is
 * shown only once its code and data have loaded; the old page stays meanwhile, with its own name.
 */
export function shownPathname(state: { location: { pathname: string }; resolvedLocation?: { pathname: string } }): string {
  return state.resolvedLocation?.pathname ?? state.location.pathname;
}
