/** Debian's Chromium (Playwright cannot download its own here), with this machine's closed network in mind. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // Every window (a Playwright context is one) loads the address bar's WebUI popups in a renderer of
    // their own, headless or not: a fifth of the browser's CPU in the suite, for a bar nobody sees.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};
