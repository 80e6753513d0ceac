import { AppError } from '../../../shared/errors';
import type { Logger } from '../../logging/logger';
import { PayPalNoAnswerError, payPalErrorFrom } from './paypal-errors';

/** The fetch the client uses: the global one in production, an in-process router for the emulator. */
export type PayPalFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface PayPalHttpOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  fetch?: PayPalFetch;
  /** Per attempt; PayPal answers in well under a second, a hung connection must not hold a checkout. */
  timeoutMs?: number;
  /** Waits between attempts after a network failure or a 5xx/429; one entry per retry. */
  retryDelaysMs?: number[];
  /** Clock for the token cache (tests move it forward). */
  now?: () => number;
  /** Where retries, outages and refused tokens are reported (as warnings). */
  log: Logger;
}

export interface PayPalCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** PayPal-Request-Id: the same id on every retry so PayPal applies the call once. */
  requestId?: string;
  /** PayPal's Prefer header for a write: the full resource (default), or only its id, status and links. */
  prefer?: 'return=representation' | 'return=minimal';
}

export interface PayPalAnswer {
  status: number;
  body: unknown;
}

interface CachedToken {
  value: string;
  refreshAt: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// Back-off starts at 200 ms and doubles (SPEC §9's retry rule).
const DEFAULT_RETRY_DELAYS_MS = [200, 400, 800];
// Refresh before PayPal's expiry so a token never runs out in flight: a minute, or a quarter of a short lifetime.
const MAX_REFRESH_MARGIN_MS = 60_000;

/** HTTP to PayPal's REST API: OAuth token cache, time-outs, bounded retries, PayPal's error bodies. */
export class PayPalHttp {
  private readonly options: Required<Omit<PayPalHttpOptions, 'fetch'>> & { fetch: PayPalFetch };
  private token: CachedToken | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(options: PayPalHttpOptions) {
    this.options = {
      timeoutMs: DEFAULT_TIMEOUT_MS,
      retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
      now: Date.now,
      ...options,
      apiBase: options.apiBase.replace(/\/+$/, ''),
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    };
  }

  /** Sends one API call; throws PayPalApiError for PayPal's 4xx answers, AppError when PayPal is unreachable. */
  async send(call: PayPalCall): Promise<PayPalAnswer> {
    let refreshedToken = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      if (call.requestId) headers['PayPal-Request-Id'] = call.requestId;
      if (call.method !== 'GET') headers.Prefer = call.prefer ?? 'return=representation';
      const init: RequestInit = { method: call.method, headers, ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}) };

      const response = await this.attempt(call, init, attempt);
      if (response === 'retry') continue;
      if (response.status === 401 && !refreshedToken) {
        // The token was revoked or expired early: fetch a new one once, then give up.
        refreshedToken = true;
        this.token = null;
        await response.body?.cancel();
        attempt--;
        continue;
      }
      if (this.isRetryableStatus(response.status) && attempt < this.options.retryDelaysMs.length) {
        this.options.log.warn({ method: call.method, path: call.path, status: response.status, attempt: attempt + 1 }, 'paypal call retried');
        await response.body?.cancel();
        await sleep(this.options.retryDelaysMs[attempt] ?? 0);
        continue;
      }
      if (!response.ok) throw await payPalErrorFrom(response);
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    }
  }

  private async attempt(call: PayPalCall, init: RequestInit, attempt: number): Promise<Response | 'retry'> {
    try {
      return await this.options.fetch(`${this.options.apiBase}${call.path}`, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      if (attempt < this.options.retryDelaysMs.length) {
        this.options.log.warn({ method: call.method, path: call.path, reason, attempt: attempt + 1 }, 'paypal call retried');
        await sleep(this.options.retryDelaysMs[attempt] ?? 0);
        return 'retry';
      }
      this.options.log.warn({ method: call.method, path: call.path, reason }, 'paypal unreachable');
      throw new PayPalNoAnswerError('PayPal could not be reached. Please try again.');
    }
  }

  private isRetryableStatus(status: number): boolean {
    return status >= 500 || status === 429;
  }

  /** A cached OAuth token; concurrent callers share one token request. */
  private async accessToken(): Promise<string> {
    if (this.token && this.options.now() < this.token.refreshAt) return this.token.value;
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const init: RequestInit = {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    };
    const call: PayPalCall = { method: 'POST', path: '/v1/oauth2/token' };
    for (let attempt = 0; ; attempt++) {
      const response = await this.attempt(call, init, attempt);
      if (response === 'retry') continue;
      if (this.isRetryableStatus(response.status) && attempt < this.options.retryDelaysMs.length) {
        await response.body?.cancel();
        await sleep(this.options.retryDelaysMs[attempt] ?? 0);
        continue;
      }
      if (!response.ok) {
        const error = await payPalErrorFrom(response);
        // The log names the failure, never the credentials.
        this.options.log.warn({ status: error.status, name: error.errorName, debugId: error.debugId }, 'paypal token refused');
        throw new AppError('PAYMENT_FAILED', 'PayPal refused the shop’s credentials.');
      }
      const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
        throw new AppError('PAYMENT_FAILED', 'PayPal sent an unreadable token answer.');
      }
      const lifetimeMs = body.expires_in * 1000;
      const margin = Math.min(MAX_REFRESH_MARGIN_MS, lifetimeMs / 4);
      this.token = { value: body.access_token, refreshAt: this.options.now() + lifetimeMs - margin };
      return body.access_token;
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
