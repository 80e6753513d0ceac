import type { Page } from '@playwright/test';

// A catalogue page is the server's markup until its scripts run (docs/decisions/017). These hold
// the scripts back, so a test acts on that markup deterministically, and watch for hydration errors.

// React's own reports of markup it could not hydrate (production builds name the error by number),
// and the app's onRecoverableError line.
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered/i;

/** Console errors and uncaught errors that speak of hydration, from the moment the page opens. */
export function hydrationTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_TROUBLE.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

/** Holds every script, so the page is the server's markup alone until the returned release is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  return async () => {
    holding = false;
    for (const release of held.splice(0)) await release();
  };
}
