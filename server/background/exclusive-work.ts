import pg from 'pg';
import type { Log } from '../lifecycle/log';

export interface ExclusiveWorkOptions {
  /** Names the work in the log and in the lock: every instance running the same name competes for it. */
  name: string;
  /** PostgreSQL shared by the instances; undefined is the embedded PGlite, one process, which always leads. */
  databaseUrl: string | undefined;
  /** How often the leading instance does the work (once at once, then every `intervalMs`). */
  intervalMs: number;
  /** How often a standing-by instance tries to take the lead (an instance that died let go of it). */
  standbyRetryMs?: number;
  work(): Promise<unknown>;
  log: Log;
}

export interface ExclusiveWork {
  /** Whether this instance holds the lead (and so does the work). */
  readonly leading: boolean;
  /** Stops the timers, waits for a run in progress, and lets go of the lead for another instance. */
  stop(): Promise<void>;
}

/**
 * Background work that must run on one instance at a time across every instance on the database
 * (docs/decisions/027). The lead is a PostgreSQL session advisory lock held on a connection of its
 * own: it ends with that connection, so an instance that dies, is stopped or loses its database
 * hands the lead to the next instance that asks (within `standbyRetryMs`). The leader checks its
 * connection before each run, so it never works on after losing the lead. Runs on one instance
 * never overlap: a run that outlasts the interval delays the next.
 */
export function startExclusiveWork(options: ExclusiveWorkOptions): ExclusiveWork {
  const { name, databaseUrl, work, log } = options;
  let lockConnection: pg.Client | null = null;
  let leading = databaseUrl === undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  const letGo = (reason: string): void => {
    const connection = lockConnection;
    lockConnection = null;
    if (leading) log({ level: 'info', msg: 'background work: no longer leading', work: name, reason });
    leading = false;
    connection?.end().catch(() => undefined);
    connection?.connection.stream.destroy();
  };

  // Keeps or takes the lead; true when this instance leads now.
  const holdLead = async (): Promise<boolean> => {
    if (databaseUrl === undefined) return true;
    if (lockConnection) {
      try {
        await lockConnection.query('SELECT 1');
        if (leading) return true;
      } catch (error) {
        letGo(`its database connection failed: ${String(error)}`);
      }
    }
    try {
      if (!lockConnection) {
        const connection = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000, application_name: `toy-shop:lead:${name}` });
        connection.on('error', (error) => {
          if (lockConnection === connection) letGo(`its database connection failed: ${String(error)}`);
        });
        await connection.connect();
        if (stopped) {
          await connection.end();
          return false;
        }
        lockConnection = connection;
      }
      const { rows } = await lockConnection.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS taken', [`toy-shop:${name}`]);
      if (rows[0]?.taken && !stopped) {
        leading = true;
        log({ level: 'info', msg: 'background work: leading', work: name });
      }
      return leading;
    } catch (error) {
      letGo(`could not ask for the lead: ${String(error)}`);
      return false;
    }
  };

  const tick = (): void => {
    if (busy || stopped) return;
    busy = true;
    running = (async () => {
      try {
        if (await holdLead()) await work();
      } catch (error) {
        log({ level: 'error', msg: 'background work failed', work: name, error: String(error) });
      } finally {
        busy = false;
      }
    })();
  };

  tick();
  const workTimer = setInterval(tick, options.intervalMs);
  workTimer.unref();
  // A standing-by instance asks for the lead more often than the work runs.
  const standbyTimer = setInterval(() => {
    if (!leading) tick();
  }, options.standbyRetryMs ?? options.intervalMs);
  standbyTimer.unref();

  return {
    get leading() {
      return leading;
    },
    stop: async () => {
      stopped = true;
      clearInterval(workTimer);
      clearInterval(standbyTimer);
      await running;
      if (lockConnection) letGo('stopped');
      leading = false;
    },
  };
}
