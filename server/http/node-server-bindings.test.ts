import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { clientAddress, parseTrustedProxies } from './client-address';

// Contract test (docs/decisions/023): the client's address (rate limits, sessions) is the socket
// peer that @hono/node-server hands the app as its env bindings (`c.env.incoming`, read by its
// getConnInfo). Requests made in process with app.request() have no socket; the tests give them one
// by passing bindings of that shape as app.request()'s third argument (tests/support/http.ts), and
// client-address.ts answers null without them. @hono/node-server and hono are pinned to one version in
// package.json; an upgrade that moves the socket elsewhere would leave every real client without an
// address (one shared "no-socket" bucket for the limits) while the tests' hand-made bindings pass.

const NO_PROXIES = parseTrustedProxies(undefined);

function reporter() {
  return new Hono().get('/', (c) =>
    c.json({ bindings: Object.keys((c.env as object | undefined) ?? {}).sort(), address: clientAddress(c, NO_PROXIES) }),
  );
}

describe('the socket address in the env bindings', () => {
  // Guards against a @hono/node-server upgrade that stops passing `{ incoming, outgoing }` as the
  // bindings, or a hono upgrade that stops giving them to the context as `c.env`.
  it('is the socket peer when @hono/node-server serves the app', async () => {
    let server: Server | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: reporter().fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port)) as Server;
    });
    try {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as { bindings: string[]; address: string | null };
      expect(answer.bindings).toContain('incoming');
      expect(answer.address).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => server!.close(resolve));
    }
  });

  // Guards against a hono upgrade that stops taking app.request()'s third argument as the bindings:
  // the tests of limits and sessions per address would all run as "no socket".
  it('is what the tests’ bindings say under app.request(), and null without them', async () => {
    const app = reporter();
    const faked = await (await app.request('/', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })).json();
    expect(faked).toEqual({ bindings: ['incoming'], address: '127.0.0.1' });
    expect(await (await app.request('/')).json()).toEqual({ bindings: [], address: null });
  });
});
