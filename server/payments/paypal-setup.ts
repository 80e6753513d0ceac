import { createPayPalClient, type PayPalClient } from './paypal/paypal-client';
import type { PayPalFetch } from './paypal/paypal-http';
import type { PayPalSettings } from './payment-config';
import type { Logger } from '../logging/logger';
import { createPayPalEmulator, type PayPalEmulator } from '../paypal-emulator/emulator.routes';

export interface ShopPayPal {
  client: PayPalClient;
  /** The built-in emulator in emulator mode (mounted at /paypal-emulator), otherwise null. */
  emulator: PayPalEmulator | null;
}

/**
 * Sends requests for the emulator's base URL to the emulator app in this process, and anything else
 * over the network. The client still speaks HTTP (Request, Response, headers, JSON); only the socket
 * is skipped, so it works under app.request() in tests and behind any proxy or TLS terminator.
 */
export function fetchRoutingTo(emulator: PayPalEmulator, base: string): PayPalFetch {
  return async (input, init) => {
    if (!input.startsWith(`${base}/`)) return fetch(input, init);
    const url = `http://paypal-emulator.internal${input.slice(base.length)}`;
    return emulator.app.fetch(init.body === undefined || typeof init.body === 'string' ? new InProcessRequest(url, init, init.body ?? '') as unknown as Request : new Request(url, init));
  };
}

/**
 * A call routed in process carries its method, URL, headers and text body as they are: building a
 * WHATWG Request (and a stream for its body) per PayPal call cost ~4 % of the server's CPU under the
 * checkout benchmark. The emulator's routes read only these (Hono's c.req.header/param/query/text/json).
 */
class InProcessRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  #body: string;
  bodyUsed = false;

  constructor(url: string, init: RequestInit, body: string) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.signal = init.signal ?? null;
    this.#body = body;
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.#body;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(await this.text()).buffer as ArrayBuffer;
  }
}

/** The PayPal client for the configured mode, and the emulator when the shop runs on it. */
export function createShopPayPal(settings: PayPalSettings, log: Logger, options: { emulatorTokenLifetimeSeconds?: number } = {}): ShopPayPal {
  const credentials = { apiBase: settings.apiBase, clientId: settings.clientId, clientSecret: settings.clientSecret };
  // PAYPAL_API_BASE in emulator mode names an emulator elsewhere (another process): plain network fetch.
  if (settings.mode !== 'emulator' || settings.apiBaseOverridden) return { client: createPayPalClient({ ...credentials, log }), emulator: null };
  const emulator = createPayPalEmulator({
    ...credentials,
    ...(options.emulatorTokenLifetimeSeconds ? { tokenLifetimeSeconds: options.emulatorTokenLifetimeSeconds } : {}),
  });
  return { client: createPayPalClient({ ...credentials, log, fetch: fetchRoutingTo(emulator, settings.apiBase) }), emulator };
}
