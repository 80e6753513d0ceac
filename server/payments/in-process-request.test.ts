import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { fetchRoutingTo } from './paypal-setup';
import { createPayPalEmulator, type PayPalEmulator } from '../paypal-emulator/emulator.routes';

// Contract test (docs/decisions/008): in emulator mode the PayPal client's calls are handed to
// the emulator's Hono app in process (paypal-setup.ts), and a call with a text body (all of the
// client's) goes as a small stand-in object, not a WHATWG Request: building a Request and a body
// stream per call cost ~4 % of the server's CPU under the checkout bench. Hono's types say
// `app.fetch(request: Request)`; that a stand-in with only a url, method, headers, signal and
// text()/json()/arrayBuffer() is routed and read like one is Hono's implementation, not its
// promise. hono is pinned to one version in package.json; this file is what an upgrade must pass.

const BASE = 'http://localhost:3000/paypal-emulator';

/** The client's fetch, routed in process to this app (as it is to the emulator's). */
function routedTo(app: Hono) {
  return fetchRoutingTo({ app } as unknown as PayPalEmulator, BASE);
}

describe('Hono’s app.fetch, given the in-process stand-in for a Request', () => {
  // Guards against a Hono upgrade that reads something else of the request (its body stream, a
  // clone, a URL object) while routing or in c.req: every emulated PayPal call would fail or hang.
  it('routes it by its url and method, and its handlers read the path, params, query, headers and text body', async () => {
    const app = new Hono()
      .use('/v2/*', async (c, next) => {
        if (c.req.header('Authorization') !== 'Bearer token') return c.json({ error: 'no token' }, 401);
        await next();
      })
      .post('/v2/checkout/orders/:id/capture', async (c) =>
        c.json({
          method: c.req.method,
          path: c.req.path,
          id: c.req.param('id'),
          query: c.req.query('fields'),
          requestId: c.req.header('PayPal-Request-Id'),
          headers: c.req.header()['content-type'],
          text: await c.req.text(),
          // What reached the handler is the stand-in itself, not a Request made of it.
          aRequest: c.req.raw instanceof Request,
        }, 201),
      );
    const fetch = routedTo(app);
    const response = await fetch(`${BASE}/v2/checkout/orders/O-7/capture?fields=amount`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json', 'PayPal-Request-Id': 'r-1' },
      body: '{"note":"café"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      method: 'POST', path: '/v2/checkout/orders/O-7/capture', id: 'O-7', query: 'amount', requestId: 'r-1',
      headers: 'application/json', text: '{"note":"café"}', aRequest: false,
    });
    expect((await fetch(`${BASE}/v2/checkout/orders/O-7/capture`, { method: 'POST', body: '' })).status).toBe(401);
  });

  // Guards against a Hono upgrade whose body readers stop calling the request's own json(), or whose
  // body cache no longer lets text() and json() both be read once either was.
  it('reads a JSON body through its json(), and text and JSON of one body alike', async () => {
    const app = new Hono()
      .post('/json', async (c) => c.json({ parsed: await c.req.json() }))
      .post('/both', async (c) => c.json({ text: await c.req.text(), parsed: await c.req.json() }));
    const fetch = routedTo(app);
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"amount":"12.50"}' };
    expect(await (await fetch(`${BASE}/json`, init)).json()).toEqual({ parsed: { amount: '12.50' } });
    expect(await (await fetch(`${BASE}/both`, init)).json()).toEqual({ text: '{"amount":"12.50"}', parsed: { amount: '12.50' } });
  });

  // Guards against the same, end to end: the emulator's own routes (token, a missing order) through
  // the stand-in, as the shop's PayPal client calls them.
  it('serves the emulator’s token and order routes through it', async () => {
    const emulator = createPayPalEmulator({ clientId: 'client', clientSecret: 'secret', apiBase: BASE });
    const fetch = fetchRoutingTo(emulator, BASE);
    const token = await fetch(`${BASE}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('client:secret').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const missing = await fetch(`${BASE}/v2/checkout/orders/NOPE`, { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { name: string }).name).toBe('RESOURCE_NOT_FOUND');
    expect(emulator.store.tokensIssued).toBe(1);
  });
});
