import type { PaymentConfig } from '../../shared/checkout/api';
import { InvalidEnvironmentError } from '../invalid-environment';

export type PayPalMode = 'sandbox' | 'live' | 'emulator';

/** PayPal as the server talks to it: which API, as whom. The secret never leaves the server. */
export interface PayPalSettings {
  mode: PayPalMode;
  /** Orders v2 REST base URL, without a trailing slash. */
  apiBase: string;
  /** True when PAYPAL_API_BASE named the base: then requests always go over the network. */
  apiBaseOverridden: boolean;
  clientId: string;
  clientSecret: string;
}

/** The client id and secret the built-in emulator accepts when none are configured. */
export const EMULATOR_CLIENT_ID = 'emulator-client-id';
export const EMULATOR_CLIENT_SECRET = 'emulator-client-secret';
/** Where the emulator is mounted on the shop's own server. */
export const EMULATOR_MOUNT_PATH = '/paypal-emulator';

const API_BASE_BY_MODE: Record<Exclude<PayPalMode, 'emulator'>, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

interface PayPalEnv {
  PAYPAL_MODE?: PayPalMode | undefined;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_API_BASE?: string | undefined;
}

/**
 * Decides the PayPal mode from the environment. Outside production, no credentials means the
 * emulator. In production the mode must be stated: the emulator lets anyone approve their own order,
 * and sandbox takes no real money, so neither may be reached by leaving something out. Half a
 * credential pair, or sandbox/live without credentials, stops start-up with a clear message rather
 * than failing at the first checkout.
 */
export function resolvePayPalSettings(env: PayPalEnv, publicUrl: string, options: { production: boolean } = { production: false }): PayPalSettings {
  const clientId = env.PAYPAL_CLIENT_ID;
  const clientSecret = env.PAYPAL_CLIENT_SECRET;
  if (options.production && !env.PAYPAL_MODE) {
    throw new InvalidEnvironmentError([
      clientId || clientSecret
        ? 'NODE_ENV=production needs PAYPAL_MODE=live (or sandbox for a test shop) beside PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'
        : 'NODE_ENV=production needs PayPal: set PAYPAL_MODE=live with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYPAL_MODE=emulator to run on the built-in emulator on purpose (anyone can then approve their own order)',
    ]);
  }
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new InvalidEnvironmentError(['PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together (or both left out to use the PayPal emulator)']);
  }
  // Credentials without a mode mean sandbox: going live is never a default.
  const mode: PayPalMode = env.PAYPAL_MODE ?? (clientId ? 'sandbox' : 'emulator');
  const overridden = env.PAYPAL_API_BASE?.replace(/\/+$/, '');

  if (mode === 'emulator') {
    return {
      mode,
      apiBase: overridden ?? `${publicUrl.replace(/\/+$/, '')}${EMULATOR_MOUNT_PATH}`,
      apiBaseOverridden: overridden !== undefined,
      clientId: clientId ?? EMULATOR_CLIENT_ID,
      clientSecret: clientSecret ?? EMULATOR_CLIENT_SECRET,
    };
  }
  if (!clientId || !clientSecret) {
    throw new InvalidEnvironmentError([`PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET${options.production ? '' : ' (leave PAYPAL_MODE unset to use the PayPal emulator)'}`]);
  }
  return { mode, apiBase: overridden ?? API_BASE_BY_MODE[mode], apiBaseOverridden: overridden !== undefined, clientId, clientSecret };
}

/** What the browser needs to load the PayPal SDK (GET /api/payments/config); never the secret. */
export function paymentConfigFor(settings: PayPalSettings): PaymentConfig {
  return {
    mode: settings.mode,
    clientId: settings.clientId,
    // The emulator's SDK is served by this server, on the page's own origin.
    sdkBaseUrl: settings.mode === 'emulator' ? `${EMULATOR_MOUNT_PATH}/sdk/js` : null,
  };
}
