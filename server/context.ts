import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Auth } from './auth/auth';
import type { SessionUser } from './auth/session';
import type { ChangeFeed } from './sync/change-feed';
import type { PayPalClient } from './payments/paypal/paypal-client';
import type { PayPalEmulator } from './paypal-emulator/emulator.routes';
import type { EmailService } from './email/mailer';
import type { MediaStore } from './media/media-store';
import type { TillEmulator } from './till-emulator/till-emulator';
import type { Logger } from './logging/logger';
import type { SecretBox } from './secrets/secret-box';
import type { ShopMetrics } from './metrics/shop-metrics';

/** What every request handler can reach: built once in createApp. */
export interface AppDeps {
  config: AppConfig;
  /** The shop's one logger (docs/decisions/061); a request logs through `c.var.log`, which carries its id. */
  log: Logger;
  db: Database;
  auth: Auth;
  changes: ChangeFeed;
  /** PayPal Orders v2 for the configured mode (sandbox, live or the emulator); see server/payments/paypal/paypal-client.ts. */
  paypal: PayPalClient;
  /** The built-in PayPal emulator when PAYPAL_MODE is emulator (mounted at /paypal-emulator), otherwise null. */
  paypalEmulator: PayPalEmulator | null;
  /** Email (SMTP or log), every message recorded in email_logs; see server/email/mailer.ts. */
  email: EmailService;
  /** Where uploaded images' renditions live (PostgreSQL by default); see server/media/media-store.ts. */
  media: MediaStore;
  /** Seals and opens third-party credentials kept in the database (SECRETS_KEY; docs/decisions/081); null without a key. */
  secrets: SecretBox | null;
  /** What /metrics reports (docs/decisions/082): this app's own registry. */
  metrics: ShopMetrics;
  /** The built-in till emulator when TILL_MODE is emulator (mounted at /till-emulator; docs/decisions/055). */
  tillEmulator?: TillEmulator | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    /** This request's id (server/logging/request-context.ts): in the x-request-id header, every log line, audit rows. */
    requestId: string;
    /** The logger for this request: `deps.log` with the request id on every line. */
    log: Logger;
  };
}
