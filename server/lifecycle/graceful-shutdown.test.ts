import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger';
import type { Running } from '../bootstrap';
import { DATABASE_CLOSE_MS, gracefulShutdown } from './graceful-shutdown';

// The stop of one instance at the HTTP level (docs/decisions/080): an answer still being worked on at
// the signal goes out with `Connection: close`; a kept-alive connection left idle is closed once the
// requests already in transit have had their moment, and a request arriving over one in that moment
// is answered (and closed) too; nothing is reset, and the process exits 0.

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function shopServer(handler: http.RequestListener, options: { forceAfterMs?: number } = {}) {
  const server = http.createServer({ keepAliveTimeout: 65_000 }, handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const exited = new Promise<number>((resolve) => {
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      resolve(code ?? 0);
      return undefined as never;
    }) as typeof process.exit);
  });
  const stopped: string[] = [];
  const running = {
    deps: { log: silentLogger(), changes: { stop: async () => void stopped.push('changes') } },
    shutdown: async () => void stopped.push('database'),
  } as unknown as Running;
  const backgroundTimeouts: Array<number | undefined> = [];
  const background = {
    stop: async (stopOptions?: { timeoutMs?: number }) => {
      backgroundTimeouts.push(stopOptions?.timeoutMs);
      stopped.push('jobs');
    },
  };
  const shutdown = gracefulShutdown({ server, running, background: [background], inTransitGraceMs: 300, ...options });
  return { server, port: (server.address() as AddressInfo).port, shutdown, exited, stopped, backgroundTimeouts };
}

describe('graceful shutdown', () => {
  it('answers a request held across the signal with Connection: close, closes idle connections, and exits 0', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowArrived = false;
    const shop = await shopServer((request, response) => {
      if (request.url === '/slow') {
        slowArrived = true;
        void held.then(() => response.end('slow done'));
      }
      else response.end('quick');
    });
    const agent = new http.Agent({ keepAlive: true });
    // An idle kept-alive connection, and one with a request in the works.
    expect((await get(shop.port, agent, '/quick')).connection).toBe('keep-alive');
    const closedSockets: unknown[] = [];
    for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.once('close', () => closedSockets.push(socket));
    const slow = get(shop.port, agent, '/slow');
    await vi.waitFor(() => expect(slowArrived).toBe(true));

    const stopping = shop.shutdown('SIGTERM');
    release();
    const answer = await slow;
    expect(answer).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    expect(await shop.exited).toBe(0);
    await stopping;
    expect(shop.stopped).toEqual(['changes', 'jobs', 'database']);
    expect(closedSockets).toHaveLength(1);
    agent.destroy();
  });

  it("gives background work what is left of the shutdown's time, less the database's close, so the forced exit never cuts its wait short", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowArrived = false;
    const shop = await shopServer((_request, response) => {
      slowArrived = true;
      void held.then(() => response.end('slow done'));
    }, { forceAfterMs: 6_000 });
    const agent = new http.Agent({ keepAlive: true });
    const slow = get(shop.port, agent, '/slow');
    await vi.waitFor(() => expect(slowArrived).toBe(true));
    const signalledAt = Date.now();
    const stopping = shop.shutdown('SIGTERM');
    // The request takes a second of the six after the signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const heldFor = Date.now() - signalledAt;
    release();
    await slow;
    expect(await shop.exited).toBe(0);
    await stopping;
    const spent = Date.now() - signalledAt;
    expect(shop.backgroundTimeouts).toHaveLength(1);
    const [given] = shop.backgroundTimeouts;
    // At most the six seconds less what the request took and the database's close; nothing near the old fixed 8 s.
    // (50 ms for the moment between the test's clock and the shutdown's own, which starts just after it.)
    expect(given).toBeLessThanOrEqual(6_000 - heldFor - DATABASE_CLOSE_MS + 50);
    expect(given).toBeGreaterThanOrEqual(6_000 - spent - DATABASE_CLOSE_MS);
    agent.destroy();
  });

  it('answers a request that arrives over a kept-alive connection just after the signal, with Connection: close', async () => {
    const shop = await shopServer((_request, response) => response.end('ok'));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(shop.port, agent, '/first')).connection).toBe('keep-alive');
    const stopping = shop.shutdown('SIGTERM');
    // Sent on the idle connection after the signal, as a balancer that has not yet seen the 503 would.
    const late = await get(shop.port, agent, '/late');
    expect(late).toEqual({ status: 200, connection: 'close', body: 'ok' });
    expect(await shop.exited).toBe(0);
    await stopping;
    agent.destroy();
  });
});
