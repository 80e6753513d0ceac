import pg from 'pg';

export type Unlisten = () => Promise<void>;

/** What a subscriber hears about the connection that delivers its notifications. */
export interface ListenEvents {
  /** The connection is gone: notifications are missed until `onRelisten`. */
  onLost?(error: unknown): void;
  /** Listening again after a loss; anything committed in between was never announced. */
  onRelisten?(): void;
}

/** How the listener reconnects and how it notices a connection that died without a word. */
export interface ListenerPolicy {
  /** The first retry after a loss; each failed attempt doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A quiet connection is probed this often (a half-open TCP connection never reports an error)… */
  pingEveryMs: number;
  /** …and given up when the probe or a connection attempt takes longer than this. */
  timeoutMs: number;
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'toy-shop:listen';

export const DEFAULT_LISTENER_POLICY: ListenerPolicy = { firstDelayMs: 100, maxDelayMs: 2000, pingEveryMs: 30_000, timeoutMs: 5000 };

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, with ±20 % jitter so instances spread out. */
export function reconnectDelay(policy: ListenerPolicy, attempt: number, random = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempt, 20));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * A dedicated connection that LISTENs on a channel, for as long as the process runs: a lost
 * connection (failover, a proxy's idle time-out, pg_terminate_backend, the server away for
 * minutes) is replaced with back-off until the database answers again. The first connection
 * must succeed (the caller's start-up fails otherwise).
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
  policy: ListenerPolicy = DEFAULT_LISTENER_POLICY,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failedAttempts = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: policy.timeoutMs, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(next);
      throw error;
    }
    if (stopped) {
      drop(next);
      return;
    }
    client = next;
  };

  const lose = (which: pg.Client, error: unknown): void => {
    if (stopped || which !== client) return;
    client = null;
    drop(which);
    events.onLost?.(error);
    scheduleAttempt();
  };

  const scheduleAttempt = (): void => {
    retry = setTimeout(() => void attempt(), reconnectDelay(policy, failedAttempts));
  };

  const attempt = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      failedAttempts += 1;
      if (!stopped) scheduleAttempt();
      return;
    }
    failedAttempts = 0;
    if (!stopped) events.onRelisten?.();
  };

  // A connection can die silently (a dropped route, a proxy that forgets it): ask it something now and then.
  const ping = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the listening connection in ${policy.timeoutMs} ms`)), policy.timeoutMs);
    });
    Promise.race([current.query('SELECT 1'), timedOut])
      .catch((error: unknown) => lose(current, error))
      .finally(() => clearTimeout(timer));
  }, policy.pingEveryMs);
  ping.unref();

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const last = client;
    client = null;
    if (last) await last.end().catch(() => undefined);
  };
}

// Ends a connection without waiting on a peer that may never answer.
function drop(client: pg.Client): void {
  client.end().catch(() => undefined);
  client.connection.stream.destroy();
}
