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
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}
