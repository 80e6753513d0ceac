import type { ServerType } from '@hono/node-server';
import type { Running } from '../bootstrap';

export interface Stoppable {
  stop(): Promise<void>;
}

export interface ShutdownParts {
  server: ServerType;
  running: Running;
  /** Background work (capture recovery, queues): stopped after the last request, before the database closes. */
  background: Stoppable[];
  /** A shutdown still waiting after this long exits anyway (a request that never ends). */
  forceAfterMs?: number;
}

/**
 * Stops one instance without losing a request or leaving a device's event stream silent
 * (docs/decisions/027): it stops accepting connections (a load balancer sends new ones to another
 * instance; the readiness check answers 503 from now), ends every event stream (devices reconnect
 * to another instance and pull again), lets requests in flight finish, hands background work to
 * another instance, then closes the database.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    parts.running.deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), parts.forceAfterMs ?? 10_000);
    force.unref();
    const closed = new Promise<void>((resolve) => parts.server.close(() => resolve()));
    // Open sync streams end when the change feed stops; without this, close() waits for them.
    await parts.running.deps.changes.stop();
    await closed;
    await Promise.all(parts.background.map((work) => work.stop()));
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
