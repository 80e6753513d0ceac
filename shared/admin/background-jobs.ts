/** One background job's state for the back office (GET /api/admin/settings/jobs, docs/decisions/052). */
export interface BackgroundJobState {
  name: string;
  purpose: string;
  /** Every N seconds, or null when it runs only when sent. */
  everySeconds: number | null;
  /** Waiting to run (including retries waiting for their back-off). */
  waiting: number;
  running: number;
  /** Runs that finished in the last 24 hours. */
  completedLastDay: number;
  /** Runs that failed for good (every retry used) in the last 7 days. */
  failedLastWeek: number;
  lastCompletedAt: string | null;
  /** What the last finished run did, in words ("12 analytics events deleted"), for jobs that say. */
  lastOutcome: string | null;
  lastFailure: { at: string; error: string } | null;
}
