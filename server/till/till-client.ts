import type {
  BatchChangeInventoryRequest,
  BatchRetrieveInventoryChangesRequest,
  BatchRetrieveInventoryChangesResponse,
  BatchRetrieveInventoryCountsRequest,
  BatchRetrieveInventoryCountsResponse,
  BatchUpsertCatalogRequest,
  InventoryChange,
} from './till-protocol';

export interface TillClientOptions {
  baseUrl: string;
  accessToken: string;
  /** How long one call may take before it is abandoned and retried (default 10 s). */
  timeoutMs?: number;
  /** Attempts per call, the first included (default 5). */
  maxAttempts?: number;
  /** Back-off after a timeout or a 5xx: this, then doubled (default 500 ms). */
  backoffMs?: number;
  /** Longest Retry-After honoured (default 60 s); a longer one fails the call. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export class TillApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TillApiError';
  }
}

/**
 * The shop's adapter for the till's API (Square-shaped; docs/decisions/055). The same code runs
 * against a real till and the emulator: only the base URL and token differ. Each call is retried:
 * after a 429 once its Retry-After has passed, after a timeout, network error or 5xx with back-off.
 * Writes carry an idempotency key made by the caller, the same on every retry, so a call the till
 * carried out but whose answer was lost is not carried out twice.
 */
export class TillClient {
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetchImpl: typeof fetch;
  /** Retries made, by cause (for the run's record and the tests). */
  readonly retries = { rateLimited: 0, timedOut: 0, failed: 0 };

  constructor(private readonly options: TillClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 500;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.fetchImpl = options.fetch ?? fetch;
  }

  batchUpsertCatalog(request: BatchUpsertCatalogRequest): Promise<{ objects: unknown[] }> {
    return this.call('/v2/catalog/batch-upsert', request);
  }

  batchChangeInventory(request: BatchChangeInventoryRequest): Promise<{ changes: InventoryChange[] }> {
    return this.call('/v2/inventory/changes/batch-create', request);
  }

  batchRetrieveInventoryChanges(request: BatchRetrieveInventoryChangesRequest): Promise<BatchRetrieveInventoryChangesResponse> {
    return this.call('/v2/inventory/changes/batch-retrieve', request);
  }

  batchRetrieveInventoryCounts(request: BatchRetrieveInventoryCountsRequest): Promise<BatchRetrieveInventoryCountsResponse> {
    return this.call('/v2/inventory/counts/batch-retrieve', request);
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${path}`;
    let backoff = this.backoffMs;
    let lastError = '';
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.options.accessToken}`, 'content-type': 'application/json', accept: 'application/json', 'square-version': '2025-01-23' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        lastError = timedOut ? `${path}: no answer within ${this.timeoutMs} ms` : `${path}: ${(error as Error).message}`;
        if (timedOut) this.retries.timedOut += 1;
        else this.retries.failed += 1;
        if (attempt < this.maxAttempts) await this.sleep(backoff);
        backoff *= 2;
        continue;
      }
      if (response.ok) return (await response.json()) as T;
      const text = await response.text();
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? backoff;
        lastError = `${path}: rate limited (429)`;
        if (waitMs > this.maxRetryAfterMs) break;
        this.retries.rateLimited += 1;
        if (attempt < this.maxAttempts) await this.sleep(waitMs);
        continue;
      }
      if (response.status >= 500) {
        lastError = `${path}: the till answered ${response.status}`;
        this.retries.failed += 1;
        if (attempt < this.maxAttempts) await this.sleep(backoff);
        backoff *= 2;
        continue;
      }
      // 4xx other than 429: the request itself is wrong (or the token); retrying changes nothing.
      throw new TillApiError(`${path}: the till refused the request (${response.status}) ${text.slice(0, 300)}`, response.status);
    }
    throw new TillApiError(`${lastError} (gave up after ${this.maxAttempts} attempts)`, null);
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
