import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueueDepth } from '../jobs/job-states.repo';

/** How a capture at PayPal ended (server/checkout/capture.service.ts), as /metrics counts it. */
export const CAPTURE_OUTCOMES = ['captured', 'pending', 'declined', 'failed', 'not_approved', 'no_answer', 'unknown'] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];

/** What the pool gauges read at each scrape: pg.Pool's own counts. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The shop's metrics (docs/decisions/082), in a registry of their own: every app made in a process (the
 * tests make many) counts only its own requests. Labels are closed sets: a route's template, never its
 * path; a method outside the usual ones is OTHER.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'shop_http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly requestSeconds = new Histogram({ name: 'shop_http_request_duration_seconds', help: 'Time to answer an HTTP request (a stream: until its headers), by method, route template and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly jobQueue = new Gauge({ name: 'shop_job_queue_depth', help: 'Background jobs in the queue (the database, the same on every instance), by job and state: waiting (to run or to retry) or running', labelNames: ['job', 'state'], registers: [this.registry] });
  private readonly jobFailures = new Counter({ name: 'shop_job_failures_total', help: 'Background job runs on this instance that threw, by job; final="true": no retry is left', labelNames: ['job', 'final'], registers: [this.registry] });
  private readonly changeStreams = new Gauge({ name: 'shop_change_streams_open', help: 'Change-event streams (GET /api/sync/stream) open on this instance', registers: [this.registry] });
  private readonly captures = new Counter({ name: 'shop_payment_captures_total', help: 'Captures asked of PayPal on this instance, by outcome', labelNames: ['outcome'], registers: [this.registry] });

  constructor(pool: PoolUse) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database pool connections by state: in_use or idle',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({ name: 'shop_db_pool_waiting', help: 'Queries waiting for a database pool connection', registers: [this.registry], collect() { this.set(pool.waitingCount); } });
    new Gauge({ name: 'shop_db_pool_max_connections', help: 'The database pool\'s size', registers: [this.registry], collect() { this.set(pool.options.max ?? 0); } });
    // Every outcome from the start, so a rate over the first one is not lost to a series that did not exist.
    for (const outcome of CAPTURE_OUTCOMES) this.captures.inc({ outcome }, 0);
  }

  /** The process's own: CPU, memory, event-loop lag, garbage collection. Only for a serving process: each call keeps a monitor running. */
  includeProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** Replaces the queue's depths; null when they could not be read (the series go rather than stay stale). */
  jobQueueRead(depths: readonly JobQueueDepth[] | null): void {
    this.jobQueue.reset();
    for (const { name, waiting, running } of depths ?? []) {
      this.jobQueue.set({ job: name, state: 'waiting' }, waiting);
      this.jobQueue.set({ job: name, state: 'running' }, running);
    }
  }

  jobFailed(job: string, final: boolean): void {
    this.jobFailures.inc({ job, final: String(final) });
  }

  changeStreamOpened(): void {
    this.changeStreams.inc();
  }

  changeStreamClosed(): void {
    this.changeStreams.dec();
  }

  captureEnded(outcome: CaptureOutcome): void {
    this.captures.inc({ outcome });
  }
}
