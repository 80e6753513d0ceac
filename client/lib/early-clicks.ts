import { FIRST_SCREEN_EARLY_CLICKS, type FirstScreenEarlyClicks } from '../../shared/catalog/first-screen';

/**
 * Replays, once React handles the page, the clicks the page's inline script held while the server's
 * markup was painted but not yet hydrated (docs/decisions/017): a shopper's early click on a
 * carousel arrow, a size or a filter still does what it says. Targets React has since replaced are
 * dropped. Later clicks go straight to React.
 */
export function replayEarlyClicks(): void {
  const held = (window as unknown as Record<string, FirstScreenEarlyClicks | undefined>)[FIRST_SCREEN_EARLY_CLICKS];
  if (!held || held.live) return;
  held.live = true;
  for (const target of held.targets.splice(0)) {
    // Dispatched where it landed (often an icon's SVG inside a button), it bubbles to the handler and
    // runs the default action (a radio, a label, a submit) as the original click would have.
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
  }
}
