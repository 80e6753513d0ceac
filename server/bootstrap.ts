import type { AppConfig } from './config';
import type { AppDeps } from './context';
import { openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartUpLock } from './db/start-up-lock';
import { InvalidEnvironmentError } from './invalid-environment';
import { SecretBox } from './secrets/secret-box';
import { checkSecretsAtStart } from './secrets/sealed-secrets';
import { createAuth, type AuthSettings } from './auth/auth';
import { ChangeFeed } from './sync/change-feed';
import { createLogger, type Logger } from './logging/logger';
import { createShopPayPal } from './payments/paypal-setup';
import { createMailer } from './email/mailer';
import { PostgresMediaStore } from './media/postgres-media-store';
import { createTillEmulator } from './till-emulator/emulator-setup';
import { ShopMetrics } from './metrics/shop-metrics';

export interface Running {
  deps: AppDeps;
  database: OpenDatabase;
  shutdown(): Promise<void>;
}

export function authSettingsFrom(config: AppConfig): AuthSettings {
  return {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    production: config.nodeEnv === 'production',
  };
}

/** Opens the database, brings the schema up to date and wires the app's dependencies. */
export async function bootstrap(config: AppConfig, options: { dataDir?: string; pgliteFrom?: Blob | Uint8Array; log?: Logger } = {}): Promise<Running> {
  // The one logger (docs/decisions/061): at LOG_LEVEL, to stdout; a test may give its own to read the lines.
  const log = options.log ?? createLogger({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: options.dataDir ?? `${config.dataDir}/pglite`, log, ...(options.pgliteFrom ? { pgliteFrom: options.pgliteFrom } : {}) });
  const authSettings = authSettingsFrom(config);
  const secrets = config.secretsKey ? SecretBox.fromKey(config.secretsKey) : null;
  // Instances started together on one database migrate it once (docs/decisions/080).
  await withStartUpLock(database, async () => {
    await migrateToLatest(database.db, authSettings);
    // A production shop whose sealed secrets SECRETS_KEY cannot open refuses to start (docs/decisions/081).
    await checkSecretsAtStart(database.db, secrets, {
      production: config.nodeEnv === 'production',
      log,
      refuse: (problem) => {
        throw new InvalidEnvironmentError([problem]);
      },
    });
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const changes = new ChangeFeed(log);
  await changes.start(database);
  const email = createMailer(config, database.db, log);
  const shopPayPal = createShopPayPal(config.paypal, log);
  const deps: AppDeps = { config, log, db: database.db, auth: createAuth(database.db, authSettings, email), changes, email, paypal: shopPayPal.client, paypalEmulator: shopPayPal.emulator, media: new PostgresMediaStore(database.db), secrets, tillEmulator: createTillEmulator(config), metrics: new ShopMetrics(database.pool) };
  return {
    deps,
    database,
    shutdown: async () => {
      // Emails still in flight read the database: let them finish before anything closes.
      await email.close();
      await changes.stop();
      await database.close();
    },
  };
}
