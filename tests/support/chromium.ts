/** Debian's Chromium (Playwright cannot download its own here), with this machine's closed network in mind. */
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Every window (a Playwright context is one) loads the address bar's WebUI popups in a renderer of
  // their own, headless or not: a fifth of the browser's CPU in the suite, for a bar nobody sees.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** The full browser, as shoppers have it: the benchmarks, and the specs that need more than the engine. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};

/**
 * The end-to-end suite's browser: Chromium's headless shell (Debian's `chromium-headless-shell`, the
 * same engine without the browser's windows and UI, and what Playwright itself runs headless tests on).
 * It costs a fifth less CPU than the full browser for the same specs (docs/decisions/089). It does not
 * restore pages from the back/forward cache, so `back-forward-cache.spec.ts` launches the full browser,
 * as do the install and camera specs.
 */
export const TEST_BROWSER_LAUNCH = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};
