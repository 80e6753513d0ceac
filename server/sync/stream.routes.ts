import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { COLLECTIONS_BY_TABLE, type SyncChangeEvent, type SyncCollection } from '../../shared/sync/protocol';
import type { AppEnv } from '../context';
import type { ChangeFeed } from './change-feed';
import type { ShopMetrics } from '../metrics/shop-metrics';

/** Keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/** The collections a batch of changed tables feeds (tables that feed none are dropped). */
export function changeEventFor(tables: string[]): SyncChangeEvent {
  const collections = new Set<SyncCollection>(tables.flatMap((table) => COLLECTIONS_BY_TABLE[table] ?? []));
  return { collections: [...collections] };
}

/**
 * GET /api/sync/stream: Server-Sent Events telling devices which collections to pull again.
 * Open to everyone: it names collections, never documents; a device pulls what it may read.
 */
export const streamRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { changes, metrics } = c.var.deps;
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) =>
    relayChanges(changes, metrics, stream, (tables) => {
      const event = changeEventFor(tables);
      return event.collections.length > 0 ? event : null;
    }),
  );
});

/**
 * Relays the feed's changes as `change` events, each batch of tables as `eventFor` words it (null:
 * nothing to say). Resolves when the client goes away or the feed stops, so shutdown never waits on
 * a stream. The storefront's stream above and the back office's (server/admin/dashboard) use it.
 */
export function relayChanges(changes: ChangeFeed, metrics: ShopMetrics, stream: SSEStreamingApi, eventFor: (tables: string[]) => object | null): Promise<void> {
  return new Promise<void>((resolve) => {
    metrics.changeStreamOpened();
    const unsubscribe = changes.subscribe((tables) => {
      const event = eventFor(tables);
      if (event) void stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
    });
    const heartbeat = setInterval(() => void stream.write(': ping\n\n'), HEARTBEAT_MS);
    let stopListening = (): void => undefined;
    let ended = false;
    // Both the client going away and the feed stopping end a stream; it is closed once.
    const end = (): void => {
      if (ended) return;
      ended = true;
      metrics.changeStreamClosed();
      clearInterval(heartbeat);
      unsubscribe();
      stopListening();
      resolve();
    };
    stopListening = changes.onStop(end);
    stream.onAbort(end);
    // Sends the headers now, so the client's EventSource opens (and resyncs) at once.
    void stream.write(': connected\n\n');
  });
}
