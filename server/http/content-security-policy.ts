import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config';

/**
 * Where PayPal's JS SDK loads from and what it frames, fetches and shows in sandbox and live mode
 * (PayPal's "JavaScript SDK best practices", CSP section; Venmo's hosts are left out: the shop
 * offers PayPal and cards only). In emulator mode the SDK is served from the shop's own origin.
 */
export const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'] as const;

type Directive = string | typeof NONCE;

/** The Content-Security-Policy's directives for this configuration (docs/decisions/025). */
export function contentSecurityPolicyFor(config: Pick<AppConfig, 'paypal' | 'region'>) {
  const paypal = config.paypal.mode === 'emulator' ? [] : PAYPAL_SOURCES;
  // The region prompt asks these services for the shopper's country from the browser.
  const ipLookups = config.region.ipLookupUrls.map((url) => new URL(url).origin);
  const self = "'self'";
  return {
    defaultSrc: [self],
    // The first screen's inline scripts carry this response's nonce (server/first-screen/first-screen-html.ts).
    // 'wasm-unsafe-eval' lets the shop's own WebAssembly compile (the counter's QR decoder, zxing-wasm,
    // docs/decisions/042); it allows no JavaScript eval. Per document, so on every page (the back office
    // is reached by client-side navigation too).
    scriptSrc: [self, NONCE, "'wasm-unsafe-eval'", ...paypal] as Directive[],
    // React's style attributes and the PayPal SDK's (and its emulator's) injected style elements.
    styleSrc: [self, "'unsafe-inline'", ...paypal],
    imgSrc: [self, 'data:', ...paypal],
    fontSrc: [self],
    connectSrc: [...new Set([self, ...ipLookups, ...paypal])],
    frameSrc: [self, ...paypal],
    workerSrc: [self],
    manifestSrc: [self],
    formAction: [self],
    objectSrc: ["'none'"],
    baseUri: [self],
    frameAncestors: ["'none'"],
  };
}

/** The response's nonce for its inline scripts (set by securityHeaders before the page is built). */
export function scriptNonce(c: Context): string | undefined {
  return c.get('secureHeadersNonce');
}

/**
 * The security headers of every response: the Content-Security-Policy above with a fresh nonce per
 * response, HSTS only when the shop is public over https (over http it would be ignored at best, and
 * stick to a host that later serves https at worst), and a cross-origin opener policy that lets
 * PayPal's pop-up talk back to the page in sandbox and live mode. A response that sets a header of
 * its own keeps it (the developer outbox shows an email's HTML under a stricter, sandboxed policy).
 */
export function securityHeaders(config: Pick<AppConfig, 'paypal' | 'region' | 'publicUrl'>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicyFor(config),
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: config.paypal.mode === 'emulator' ? 'same-origin' : 'same-origin-allow-popups',
    strictTransportSecurity: new URL(config.publicUrl).protocol === 'https:',
    overwrite: false,
  });
}
