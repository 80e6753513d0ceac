import type { Logger } from '../logging/logger';

/**
 * A piece of background work the job queue runs (docs/decisions/052): on a schedule, when sent,
 * or both. Each job's run happens on one instance at a time however many instances are up (its queue
 * lets one run be active and one wait), survives a restart (a job waits in PostgreSQL until some
 * instance runs it; a run cut short by a crash is run again once it expires), and is retried with
 * back-off when it throws.
 */
export interface BackgroundJob<Data = unknown> {
  /** The queue's name, also what the log and the back office show. */
  name: string;
  /** What it does, in a line, for the back office. */
  purpose: string;
  /**
   * Run every this many seconds (and at start): each instance offers a run per period, and the queue
   * keeps one per period across all instances. Omitted: the job runs only when sent.
   */
  everySeconds?: number;
  /** Attempts after the first when a run throws (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (default 30). */
  retryDelaySeconds?: number;
  /** A run still going after this long is taken as lost (its instance died) and run again (default 300). */
  expireInSeconds?: number;
  /**
   * `stately` (default): at most one run active and one waiting, so runs never overlap (sweeps).
   * `standard`: many at once (one job per item, e.g. a campaign's batches).
   */
  policy?: 'stately' | 'standard';
  /** What a finished run did, in words, from what `run` answered (the settings screen's last result); null or omitted: nothing to say. */
  outcome?(output: unknown): string | null;
  /** `log`: the run's logger, whose every line carries the job's name and this run's id (docs/decisions/061). */
  run(data: Data, context: { jobId: string; retryCount: number; log: Logger }): Promise<unknown>;
}
