import { describe, expect, it } from 'vitest';
import { resolvePayPalSettings } from '../payments/payment-config';
import { PAYPAL_SOURCES, contentSecurityPolicyFor, contentSecurityPolicyHeader, scriptHashSource } from './content-security-policy';

const region = { domains: { US: null, UK: null }, ipLookupUrls: ['https://ipapi.co/json/', 'https://ipwho.is/?fields=country_code'] as [string, string] };
const publicUrl = 'https://toyshop.example';

describe('contentSecurityPolicyFor', () => {
  it('in emulator mode the PayPal SDK is the shop’s own script: no PayPal origin anywhere', () => {
    const policy = contentSecurityPolicyFor({ paypal: resolvePayPalSettings({}, publicUrl), region });
    expect(JSON.stringify(policy)).not.toContain('paypal');
  });

  it('in sandbox and live mode PayPal’s origins may load scripts, frames, styles, images and connections', () => {
    for (const mode of ['sandbox', 'live'] as const) {
      const paypal = resolvePayPalSettings({ PAYPAL_MODE: mode, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }, publicUrl);
      const policy = contentSecurityPolicyFor({ paypal, region });
      for (const directive of [policy.scriptSrc, policy.frameSrc, policy.styleSrc, policy.imgSrc, policy.connectSrc]) {
        expect(directive).toEqual(expect.arrayContaining([...PAYPAL_SOURCES]));
      }
      // PayPal opens its own window; nothing frames the shop.
      expect(policy.frameAncestors).toEqual(["'none'"]);
    }
  });

  it('lets the browser reach the configured IP look-up services, once each', () => {
    const policy = contentSecurityPolicyFor({
      paypal: resolvePayPalSettings({}, publicUrl),
      region: { ...region, ipLookupUrls: ['https://geo.example/a', 'https://geo.example/b?x=1'] },
    });
    expect(policy.connectSrc).toEqual(["'self'", 'https://geo.example']);
  });
});

describe('a page’s own policy', () => {
  const config = { paypal: resolvePayPalSettings({}, publicUrl), region };

  it('is the policy every response has, written as securityHeaders writes it', async () => {
    const { Hono } = await import('hono');
    const { securityHeaders } = await import('./content-security-policy');
    const app = new Hono().use('*', securityHeaders({ ...config, publicUrl })).get('/', (c) => c.text('ok'));
    const header = (await app.request('/')).headers.get('content-security-policy');
    expect(contentSecurityPolicyHeader(config, [])).toBe(header);
  });

  it('allows exactly the inline scripts given, by their SHA-256, and nothing inline besides', () => {
    // The digest of "alert(1)", as a browser computes it for the element's text.
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const header = contentSecurityPolicyHeader(config, [scriptHashSource('a()'), scriptHashSource('b()')]);
    const scriptSrc = header.split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ').slice(1);
    expect(scriptSrc).toEqual(["'self'", scriptHashSource('a()'), scriptHashSource('b()'), "'wasm-unsafe-eval'"]);
    expect(header).not.toMatch(/'nonce-|'unsafe-inline' [^;]*script|script-src[^;]*'unsafe-inline'/);
  });
});
