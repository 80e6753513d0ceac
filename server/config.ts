import * as z from 'zod';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolvePayPalSettings, type PayPalSettings } from './payments/payment-config';
import { InvalidEnvironmentError } from './invalid-environment';
import { parseSecretsKey } from './secrets/secret-box';
import { DEMO_SEED_CHOICES, demoSeedFor, type DemoSeed } from './seed/demo-seed-policy';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address';
import { trustedOriginsFor } from './http/trusted-origins';
import { LOG_LEVELS, type LogLevel } from './logging/logger';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** The key that seals third-party credentials in the database (docs/decisions/081): 32 bytes, base64 or hex. */
  SECRETS_KEY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      try {
        parseSecretsKey(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  TRUSTED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  RATE_LIMIT: z.enum(['on', 'off']).optional(),
  // Renamed to RATE_LIMIT (it now covers more than sign-in): refused, so an old setting is not silently ignored.
  AUTH_RATE_LIMIT: z.undefined({ error: 'renamed to RATE_LIMIT' }).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((spec, ctx) => {
      try {
        return parseTrustedProxies(spec);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The bearer token that opens /metrics (docs/decisions/082); without it, only TRUST_PROXY's addresses may scrape. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 32)').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Toy Shop <no-reply@toyshop.test>'),
  /** Attempts after the first for a message the mail server deferred (4xx, time-out; docs/decisions/083). */
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /** Seconds before a deferred message's first retry, doubled for each one after. */
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Marketing messages sent per minute at most (docs/decisions/054). */
  MARKETING_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Optional mailto address for List-Unsubscribe beside the one-click https URL. */
  MARKETING_UNSUBSCRIBE_MAILTO: z.string().email().optional(),
  DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live', 'emulator']).optional(),
  SEED_DEMO: z.enum(DEMO_SEED_CHOICES).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  REGION_DOMAIN_US: z.string().min(1).optional(),
  REGION_DOMAIN_UK: z.string().min(1).optional(),
  IP_LOOKUP_URL: z.string().url().default('https://ipapi.co/json/'),
  IP_LOOKUP_FALLBACK_URL: z.string().url().default('https://ipwho.is/?fields=country_code'),
  TILL_MODE: z.enum(['external', 'emulator']).optional(),
  TILL_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin the shop is reached at; decides cookie security and better-auth's baseURL. */
  publicUrl: string;
  authSecret: string;
  /**
   * SECRETS_KEY; outside production, one kept in DATA_DIR when not given. Null in production without
   * it: no credential can be saved, and a database holding sealed ones refuses to start.
   */
  secretsKey: string | null;
  /** Origins whose pages may change state through /api: the public URL's, the regional domains', TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /**
   * The logger's level (docs/decisions/061). LOG_LEVEL=info (the default): a line per request and per
   * informational event; warn: warnings and errors only, as `silent` has always meant here; error; debug.
   */
  logLevel: Exclude<LogLevel, 'silent'>;
  /** The abuse limits (server/http/abuse-limits.ts); on by default in production. */
  rateLimit: boolean;
  /** Proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); nobody's by default. */
  trustedProxies: TrustedProxies;
  /**
   * METRICS_TOKEN: with it, /metrics answers only `Authorization: Bearer <token>`; without it, only a
   * client whose address is one of TRUST_PROXY's. Null by default: closed (docs/decisions/082).
   */
  metricsToken: string | null;
  /** Where the built client lives (vite build output). */
  clientDist: string;
  /** The built server render of the first screen (`vite build --ssr`, docs/decisions/017). */
  firstScreenRenderer: string;
  /** smtp://user:pass@host:port; without it, email is written to the log and email_logs only. */
  smtpUrl: string | undefined;
  /** The From header of every email the shop sends. */
  emailFrom: string;
  /** A deferred message (4xx, time-out) is tried again `limit` times, the first after `firstDelaySeconds`, then doubling (docs/decisions/083). */
  emailRetry: EmailRetrySettings;
  /** Campaign sending's rate limit and the optional mailto of List-Unsubscribe (docs/decisions/054). */
  marketing: { sendPerMinute: number; unsubscribeMailto: string | undefined };
  /**
   * The developer's outbox at /api/dev/outbox: every message the shop sent or would have sent, links
   * and all (docs/decisions/028). On outside production; in production only with DEV_OUTBOX=on.
   */
  devOutbox: boolean;
  /** PayPal as configured: the mode decides the API base; see server/payments/payment-config.ts. */
  paypal: PayPalSettings;
  /** Regional storefront hosts (null when not configured) and the IP look-ups for the region prompt. */
  region: RegionSettings;
  /** What start-up puts into an empty database (SEED_DEMO; nothing by default in production). */
  demoSeed: DemoSeed;
  /** The till sync (docs/decisions/055): see TillSettings. */
  till: TillSettings;
}

export interface EmailRetrySettings {
  limit: number;
  firstDelaySeconds: number;
}

export interface TillSettings {
  /**
   * `emulator`: the built-in till emulator is mounted at /till-emulator (the default outside
   * production; in production only with TILL_MODE=emulator). `external`: a real till's API only.
   */
  mode: 'external' | 'emulator';
  /** How long one till API call may take before it is retried (TILL_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
}

export interface RegionSettings {
  domains: { US: string | null; UK: string | null };
  /** Primary first, then the one fallback; both answer JSON with country_code. */
  ipLookupUrls: [string, string];
}

/** Reads the environment once; invalid values stop the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const configuredOrigins = e.TRUSTED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [];
  const domains = { US: e.REGION_DOMAIN_US?.trim().toLowerCase() || null, UK: e.REGION_DOMAIN_UK?.trim().toLowerCase() || null };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl,
    authSecret: e.BETTER_AUTH_SECRET ?? persistedSecret(`${e.DATA_DIR}/auth-secret`),
    secretsKey: e.SECRETS_KEY ?? (production ? null : persistedSecret(`${e.DATA_DIR}/secrets-key`)),
    trustedOrigins: trustedOriginsFor(publicUrl, [...configuredOrigins, ...(production ? [] : loopbackOrigins(publicUrl, e.PORT))], domains),
    logLevel: e.LOG_LEVEL === 'silent' ? 'warn' : e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT ? e.RATE_LIMIT === 'on' : e.NODE_ENV === 'production',
    trustedProxies: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    clientDist: './dist/client',
    firstScreenRenderer: './dist/ssr/entry-server.js',
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    emailRetry: { limit: e.EMAIL_RETRY_LIMIT, firstDelaySeconds: e.EMAIL_RETRY_DELAY_SECONDS },
    marketing: { sendPerMinute: e.MARKETING_SEND_PER_MINUTE, unsubscribeMailto: e.MARKETING_UNSUBSCRIBE_MAILTO },
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === 'on' : e.NODE_ENV !== 'production',
    paypal: resolvePayPalSettings(e, publicUrl, { production }),
    region: {
      domains,
      ipLookupUrls: [e.IP_LOOKUP_URL, e.IP_LOOKUP_FALLBACK_URL],
    },
    demoSeed: e.SEED_DEMO ?? demoSeedFor(e.NODE_ENV),
    till: { mode: e.TILL_MODE ?? (production ? 'external' : 'emulator'), timeoutMs: e.TILL_TIMEOUT_MS },
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Outside production the shop is opened by whichever loopback name the developer types: each of
 * them, on the listening port and on PUBLIC_URL's port when that is a loopback one (npm run dev
 * listens behind Vite's port), is a trusted origin for the auth API.
 */
function loopbackOrigins(publicUrl: string, port: number): string[] {
  const url = new URL(publicUrl);
  const ports = new Set([String(port)]);
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) ports.add(url.port || '80');
  return [...ports].flatMap((p) => LOOPBACK_HOSTS.map((host) => `http://${host}:${p}`));
}

// Without a configured secret, keep one beside the embedded database so sessions survive restarts.
function persistedSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
