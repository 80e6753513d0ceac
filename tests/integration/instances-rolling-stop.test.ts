import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, postgresUrlOf } from '../support/database-templates';
import { freePort } from '../support/free-port';
import { killShopProcesses, startShopProcess, type ShopProcess } from '../support/instances/shop-process';

// Issue 26, "A rolling deploy drops nothing": SIGTERM to a shop (server/main.ts, in production) while
// six quote requests ride keep-alive connections and a device's event stream is open. Every request
// that reached the shop before the signal gets its answer, each connection is closed after it
// (`Connection: close`, or closed once idle), the event stream ends (the device reconnects elsewhere), and the process
// exits 0 well inside a balancer's grace period (server/lifecycle/graceful-shutdown.ts).
// Before: 3–4 of the six were reset and the process exited 1 after the forced 10 s.

const name = `shop_rolling_${Date.now()}_${randomBytes(3).toString('hex')}`;
const dataDir = `/tmp/${name}`;
let shop: ShopProcess;
let port = 0;
let quoteBody = '';

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${name}`);
  port = await freePort();
  shop = startShopProcess({ port, databaseUrl: postgresUrlOf(name), dataDir });
  await shop.listening;
  // A pull holds back rows newer than a transaction still running (server/sync/pull.repo.ts): beside
  // a CPU hog the first pull after start-up once came back empty (session 26), so ask until they come.
  const deadline = Date.now() + 60_000;
  let product: { id: string; variants: unknown[] } | undefined;
  let pull: { documents: Array<{ id: string; variants: unknown[] }> } = { documents: [] };
  while (!product) {
    pull = (await (await fetch(`http://127.0.0.1:${port}/api/sync/products/pull?limit=2000`)).json()) as typeof pull;
    product = pull.documents.find((candidate) => candidate.variants.length === 0);
    if (product) continue;
    if (Date.now() > deadline) throw new Error(`no one-size product in the first pull: ${JSON.stringify(pull).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  quoteBody = JSON.stringify({ country: 'US', lines: [{ productId: product.id, variantId: null, quantity: 1 }] });
}, 120_000);

afterAll(async () => {
  killShopProcesses(shop ? [shop] : []);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A quote on the agent's kept-alive connections; `sent` resolves once the request's bytes are written. */
function quote(agent: http.Agent): { sent: Promise<void>; answered: Promise<Answer> } {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answered = new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/checkout/quote', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(quoteBody) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('finish', markSent);
    request.end(quoteBody);
  });
  return { sent, answered };
}

describe('SIGTERM during traffic', () => {
  it('answers every request that arrived, closes each connection after it, ends the event stream and exits 0 at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const opened = new Set<unknown>();
    agent.on('free', (socket) => opened.add(socket));
    // Six connections kept alive, as a balancer keeps its own to each instance.
    const warm = await Promise.all(Array.from({ length: 6 }, () => quote(agent).answered));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(opened.size).toBe(6);

    // A device's event stream, open.
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/api/sync/stream' }, resolve).on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    const streamEnded = new Promise<void>((resolve) => {
      stream.on('end', resolve);
      stream.on('close', resolve);
    });
    stream.resume();

    // Six more on the same connections; the signal follows as soon as all six are on the wire.
    const second = Array.from({ length: 6 }, () => quote(agent));
    await Promise.all(second.map((request) => request.sent));
    const signalled = Date.now();
    shop.child.kill('SIGTERM');

    const answers = await Promise.allSettled(second.map((request) => request.answered));
    const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [String(answer.reason)] : []));
    expect(failures).toEqual([]);
    const answered = answers.map((answer) => (answer as PromiseFulfilledResult<Answer>).value);
    expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answered) expect(JSON.parse(answer.body)).toHaveProperty('totals.total');
    // An answer given after the signal says `Connection: close`; one given just before it leaves an idle
    // connection, which the shop closes (server/lifecycle/graceful-shutdown.test.ts proves each with a
    // request held open across the signal).

    await streamEnded;
    expect(await shop.exited).toBe(0);
    // Well inside a balancer's grace period (the forced exit is at 10 s).
    expect(Date.now() - signalled).toBeLessThan(5_000);
    agent.destroy();
  }, 120_000);
});
