import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where a path prefix goes instead of the instances (the PayPal emulator: one, like PayPal). */
export interface FixedRoute {
  prefix: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Which instance (index into the ports) answered each request, in order. */
  readonly servedBy: number[];
  close(): Promise<void>;
}

// Request bodies are kept so a refused connection can be tried on the next instance.
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Whether a request that failed before any answer may go to the next instance: a refused connection
 * never reached the instance; a reset one (a stopping instance resets connections it had not yet
 * accepted) may have, so only a request that is safe to repeat is retried, as nginx does by default.
 */
function retryable(error: NodeJS.ErrnoException, method: string | undefined): boolean {
  if (error.code === 'ECONNREFUSED') return true;
  return (error.code === 'ECONNRESET' || error.message === 'socket hang up') && (method === 'GET' || method === 'HEAD');
}

/**
 * A small load balancer on loopback: each request goes to the next instance in turn, streamed both
 * ways (event streams too). A request an instance refuses (stopped), or resets before answering
 * when it is safe to repeat, is tried on the next (see `retryable`). A stream the instance ends is
 * ended for the client.
 */
export async function startRoundRobinProxy(options: { port: number; instancePorts: readonly number[]; routes?: FixedRoute[] }): Promise<RoundRobinProxy> {
  const { instancePorts, routes = [] } = options;
  const servedBy: number[] = [];
  let next = 0;

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const fixed = routes.find((route) => request.url?.startsWith(route.prefix));
    const order = fixed ? [-1] : instancePorts.map((_port, offset) => (next + offset) % instancePorts.length);
    if (!fixed) next = (next + 1) % instancePorts.length;
    forward(order, 0);

    function forward(candidates: number[], attempt: number): void {
      const index = candidates[attempt]!;
      const port = index === -1 ? fixed!.port : instancePorts[index]!;
      const upstream = http.request(
        { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent: false },
        (answer) => {
          if (index !== -1) servedBy.push(index);
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
          answer.pipe(response);
          // An instance that goes away mid-answer: the client must see its stream end, not hang.
          answer.on('aborted', () => response.destroy());
          answer.on('error', () => response.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) return void response.destroy();
        if (retryable(error, request.method) && attempt + 1 < candidates.length) return forward(candidates, attempt + 1);
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.code ?? error.message}`);
      });
      response.on('close', () => upstream.destroy());
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    servedBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
