import type { ServerType } from '@hono/node-server';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Running } from '../bootstrap';

/**
 * How long a stopping instance still reads requests already on their way over connections it keeps
 * alive (sent before the balancer heard the readiness check turn 503) before it closes the idle ones.
 */
export const IN_TRANSIT_GRACE_MS = 500;

/** Of a shutdown's time, what is kept for closing the database after background work has stopped. */
export const DATABASE_CLOSE_MS = 1_000;

export interface Stoppable {
  /** `timeoutMs`: how long runs in progress may still take (what is left of the shutdown's time). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface ShutdownParts {
  server: ServerType;
  running: Running;
  /** Background work (capture recovery, queues): stopped after the last request, before the database closes. */
  background: Stoppable[];
  /** A shutdown still waiting after this long exits anyway (a request that never ends). */
  forceAfterMs?: number;
  /** IN_TRANSIT_GRACE_MS unless given. */
  inTransitGraceMs?: number;
}

/**
 * Stops one instance without losing a request or leaving a device's event stream silent
 * (docs/decisions/027, 080): it stops accepting connections (a load balancer sends new ones to another
 * instance; the readiness check answers 503 from now), ends every event stream (devices reconnect
 * to another instance and pull again), answers every request that reached it, each with
 * `Connection: close` so the connection ends after its answer, closes the kept-alive connections
 * left idle once requests already in transit have had their moment, hands background work to
 * another instance, then closes the database and exits 0.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  let stopping = false;
  const server = parts.server as Server;
  const inFlight = new Set<ServerResponse>();
  const closeIdle = () => server.closeIdleConnections();
  // Ahead of the app's own listener, so a header set here goes out with the answer.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    // An answer whose headers left before the signal (a long download) cannot say close: its connection is closed once idle.
    response.once('finish', () => stopping && setImmediate(closeIdle));
  });
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    parts.running.deps.log.info({ signal }, 'shutting down');
    const forceAfterMs = parts.forceAfterMs ?? 10_000;
    const deadline = Date.now() + forceAfterMs;
    const force = setTimeout(() => process.exit(1), forceAfterMs);
    force.unref();
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    // Stop accepting, but not http.Server#close(): that also drops every idle kept-alive connection at
    // once, resetting a request that is already on its way over one (net.Server#close only stops listening).
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // Open sync streams end when the change feed stops; without this, close() waits for them.
    await parts.running.deps.changes.stop();
    await new Promise((resolve) => setTimeout(resolve, parts.inTransitGraceMs ?? IN_TRANSIT_GRACE_MS));
    closeIdle();
    await closed;
    // Runs in progress get what is left of the shutdown's time, not a wait of their own that the
    // forced exit would cut short (a job queue's 8 s after requests that took seconds on a busy machine).
    const left = Math.max(0, deadline - Date.now() - DATABASE_CLOSE_MS);
    await Promise.all(parts.background.map((work) => work.stop({ timeoutMs: left })));
    await parts.running.shutdown();
    process.exit(0);
  };
}

/** Shuts down gracefully on SIGINT and SIGTERM. */
export function shutDownOnSignals(parts: ShutdownParts): void {
  const shutdown = gracefulShutdown(parts);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
