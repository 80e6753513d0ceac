import { describe, expect, it } from 'vitest';
import { resolvePayPalSettings } from '../payments/payment-config';
import { PAYPAL_SOURCES, contentSecurityPolicyFor } from './content-security-policy';

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
