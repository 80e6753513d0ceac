import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config';

/**
 * Where PayPal's JS SDK loads from and what it frames, fetches and shows in sandbox and live mode
 * (PayPal's "JavaScript SDK best practices", CSP section; Venmo's hosts are left out: the shop
 * offers PayPal and cards only). In emulator mode the SDK is served from the shop's own origin.
 */
export const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'] as const;

/**
 * The Content-Security-Policy's directives for this configuration (docs/decisions/025), allowing
 * these inline scripts (their hash sources, `scriptHashSource`) and no other.
 */
export function contentSecurityPolicyFor(config: Pick<AppConfig, 'paypal' | 'region'>, inlineScriptHashes: readonly string[] = []) {
  const paypal = config.paypal.mode === 'emulator' ? [] : PAYPAL_SOURCES;
  // The region prompt asks these services for the shopper's country from the browser.
  const ipLookups = config.region.ipLookupUrls.map((url) => new URL(url).origin);
  const self = "'self'";
  return {
    defaultSrc: [self],
    // A server-built page's own inline scripts are allowed by their hashes, in that page's own header
    // (server/first-screen/page-response.ts, docs/decisions/077); every other response allows none.
    // 'wasm-unsafe-eval' lets the shop's own WebAssembly compile (the counter's QR decoder, zxing-wasm,
    // docs/decisions/042); it allows no JavaScript eval. Per document, so on every page (the back office
    // is reached by client-side navigation too).
    scriptSrc: [self, ...inlineScriptHashes, "'wasm-unsafe-eval'", ...paypal],
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

/** The CSP source that allows exactly this inline script: the SHA-256 of its text, as the browser hashes it. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy header's value, as securityHeaders sends it, with these inline scripts allowed. */
export function contentSecurityPolicyHeader(config: Pick<AppConfig, 'paypal' | 'region'>, inlineScriptHashes: readonly string[]): string {
  return Object.entries(contentSecurityPolicyFor(config, inlineScriptHashes))
    .map(([directive, sources]) => `${directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The security headers of every response: the Content-Security-Policy above (a page with inline
 * scripts sends its own, with their hashes), HSTS only when the shop is public over https (over http it would be ignored at best, and
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
