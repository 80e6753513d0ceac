import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../shared/auth/saved-address.schema';
import { CROSS_ORIGIN_REFUSED } from '../../server/http/csrf';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from '../../server/payments/payment-config';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

// Cross-site request forgery (docs/decisions/025): every state-changing /api request, better-auth's
// included, must come from the shop's own origin, a regional domain's or a TRUSTED_ORIGINS one.
const SHOP = 'https://toyshop.example';
const US_DOMAIN = 'toyshop-us.example';
const UK_DOMAIN = 'toyshop.co.uk';
const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const PASSWORD = 'Passw0rd!';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { PUBLIC_URL: SHOP, REGION_DOMAIN_US: US_DOMAIN, REGION_DOMAIN_UK: UK_DOMAIN, TRUSTED_ORIGINS: `${PARTNER}/` } });
  ada = new TestClient(t);
  await ada.signUp('ada-csrf@example.com', PASSWORD, 'Ada Lovelace');
});
afterAll(async () => {
  await t?.close();
});

const HOME = { label: 'Home', fullName: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

/** A request with Ada's cookies and exactly the given browser headers (no Origin unless given). */
async function asAda(path: string, method: string, headers: Record<string, string>, json?: unknown): Promise<Response> {
  return t.app.request(t.url(path), {
    method,
    headers: { cookie: ada.cookieHeader, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

async function addAddress(): Promise<SavedAddress> {
  const response = await ada.post('/api/account/addresses', HOME);
  expect(response.status).toBe(201);
  return ((await response.json()) as { address: SavedAddress }).address;
}

async function addresses(): Promise<SavedAddress[]> {
  return ((await (await ada.get('/api/account/addresses')).json()) as { addresses: SavedAddress[] }).addresses;
}

async function profileName(): Promise<string> {
  return ((await (await ada.get('/api/me')).json()) as { user: { name: string } }).user.name;
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_REFUSED } });
}

describe('a page on another site cannot act with the shopper’s cookies', () => {
  it('PATCH /api/account/profile from evil.example is refused and the name stays', async () => {
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { origin: EVIL }, { fullName: 'Mallory Pwned' }));
    expect(await profileName()).toBe('Ada Lovelace');
  });

  it('POST /api/account/addresses/{id}/default from evil.example is refused and the default stays', async () => {
    const first = await addAddress();
    const second = await addAddress();
    await expectRefused(await asAda(`/api/account/addresses/${second.id}/default`, 'POST', { origin: EVIL }));
    expect((await addresses()).find((a) => a.isDefault)?.id).toBe(first.id);
  });

  it('DELETE /api/account/addresses/{id} from evil.example is refused and the address stays', async () => {
    const address = await addAddress();
    await expectRefused(await asAda(`/api/account/addresses/${address.id}`, 'DELETE', { origin: EVIL }));
    expect((await addresses()).map((a) => a.id)).toContain(address.id);
  });

  it('better-auth’s endpoints are behind the same check, with the shop’s envelope', async () => {
    await expectRefused(await asAda('/api/auth/sign-out', 'POST', { origin: EVIL }, {}));
    await expectRefused(await t.app.request(t.url('/api/auth/sign-in/email'), {
      method: 'POST', headers: { origin: EVIL, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada-csrf@example.com', password: PASSWORD }),
    }));
    expect((await ada.get('/api/me')).status).toBe(200);
  });

  it('without an Origin, the browser’s Sec-Fetch-Site decides: cross-site and same-site are refused', async () => {
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { 'sec-fetch-site': 'cross-site' }, { fullName: 'Mallory Pwned' }));
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { 'sec-fetch-site': 'same-site' }, { fullName: 'Mallory Pwned' }));
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { origin: 'null', 'sec-fetch-site': 'cross-site' }, { fullName: 'Mallory Pwned' }));
    expect(await profileName()).toBe('Ada Lovelace');
  });

  it('Origin: null without Sec-Fetch-Site, and cookies with neither header, are refused', async () => {
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { origin: 'null' }, { fullName: 'Mallory Pwned' }));
    await expectRefused(await asAda('/api/account/profile', 'PATCH', {}, { fullName: 'Mallory Pwned' }));
    expect(await profileName()).toBe('Ada Lovelace');
  });

  it('reading is not a state change: a GET from another origin still answers', async () => {
    expect((await asAda('/api/account/addresses', 'GET', { origin: EVIL })).status).toBe(200);
  });
});

describe('the shop’s own pages still work', () => {
  it('the public origin changes the profile, sets the default and deletes', async () => {
    const address = await addAddress();
    expect((await asAda('/api/account/profile', 'PATCH', { origin: SHOP }, { fullName: 'Ada King' })).status).toBe(200);
    expect(await profileName()).toBe('Ada King');
    expect((await asAda(`/api/account/addresses/${address.id}/default`, 'POST', { origin: SHOP })).status).toBe(200);
    expect((await asAda(`/api/account/addresses/${address.id}`, 'DELETE', { origin: SHOP })).status).toBe(204);
  });

  it('each regional domain (with or without www.) and TRUSTED_ORIGINS count as the shop', async () => {
    for (const origin of [`https://${US_DOMAIN}`, `https://www.${US_DOMAIN}`, `https://${UK_DOMAIN}`, PARTNER]) {
      const address = await addAddress();
      expect((await asAda('/api/account/profile', 'PATCH', { origin }, { fullName: 'Ada Lovelace' })).status, origin).toBe(200);
      expect((await asAda(`/api/account/addresses/${address.id}/default`, 'POST', { origin })).status, origin).toBe(200);
      expect((await asAda(`/api/account/addresses/${address.id}`, 'DELETE', { origin })).status, origin).toBe(204);
    }
    // Another scheme or port is another origin.
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { origin: `http://${UK_DOMAIN}` }, { fullName: 'Mallory Pwned' }));
    await expectRefused(await asAda('/api/account/profile', 'PATCH', { origin: `https://${UK_DOMAIN}:8443` }, { fullName: 'Mallory Pwned' }));
  });

  it('better-auth accepts the regional domains too: sign in on the UK domain, sign out there', async () => {
    const shopper = (origin: string, path: string, cookie?: string) => t.app.request(t.url(path), {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email: 'ada-csrf@example.com', password: PASSWORD }),
    });
    const signIn = await shopper(`https://${UK_DOMAIN}`, '/api/auth/sign-in/email');
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect((await shopper(`https://${UK_DOMAIN}`, '/api/auth/sign-out', cookie)).status).toBe(200);
  });

  it('a form posted under Referrer-Policy: no-referrer (Origin: null) passes when Sec-Fetch-Site says same-origin', async () => {
    expect((await asAda('/api/account/profile', 'PATCH', { origin: 'null', 'sec-fetch-site': 'same-origin' }, { fullName: 'Ada Lovelace' })).status).toBe(200);
    expect((await asAda('/api/account/profile', 'PATCH', { 'sec-fetch-site': 'same-origin' }, { fullName: 'Ada Lovelace' })).status).toBe(200);
  });

  it('a client that is no browser (no Origin, no Sec-Fetch-Site, no cookies) is not refused', async () => {
    const response = await t.app.request(t.url('/api/auth/sign-in/email'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada-csrf@example.com', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  it('the PayPal emulator, which the server calls over HTTP, is no part of /api and has no such check', async () => {
    const token = await t.app.request(t.url('/paypal-emulator/v1/oauth2/token'), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${EMULATOR_CLIENT_ID}:${EMULATOR_CLIENT_SECRET}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
  });
});
