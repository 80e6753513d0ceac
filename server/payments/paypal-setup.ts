import { createPayPalClient, type PayPalClient } from './paypal/paypal-client';
import type { PayPalFetch } from './paypal/paypal-http';
import type { PayPalSettings } from './payment-config';
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
    return emulator.app.request(new Request(`http://paypal-emulator.internal${input.slice(base.length)}`, init));
  };
}

/** The PayPal client for the configured mode, and the emulator when the shop runs on it. */
export function createShopPayPal(settings: PayPalSettings, options: { emulatorTokenLifetimeSeconds?: number } = {}): ShopPayPal {
  const credentials = { apiBase: settings.apiBase, clientId: settings.clientId, clientSecret: settings.clientSecret };
  // PAYPAL_API_BASE in emulator mode names an emulator elsewhere (another process): plain network fetch.
  if (settings.mode !== 'emulator' || settings.apiBaseOverridden) return { client: createPayPalClient(credentials), emulator: null };
  const emulator = createPayPalEmulator({
    ...credentials,
    ...(options.emulatorTokenLifetimeSeconds ? { tokenLifetimeSeconds: options.emulatorTokenLifetimeSeconds } : {}),
  });
  return { client: createPayPalClient({ ...credentials, fetch: fetchRoutingTo(emulator, settings.apiBase) }), emulator };
}
