import * as z from 'zod';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolvePayPalSettings, type PayPalSettings } from './payments/payment-config';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Toy Shop <no-reply@toyshop.test>'),
  DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live', 'emulator']).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  REGION_DOMAIN_US: z.string().min(1).optional(),
  REGION_DOMAIN_UK: z.string().min(1).optional(),
  IP_LOOKUP_URL: z.string().url().default('https://ipapi.co/json/'),
  IP_LOOKUP_FALLBACK_URL: z.string().url().default('https://ipwho.is/?fields=country_code'),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin the shop is reached at; decides cookie security and better-auth's baseURL. */
  publicUrl: string;
  authSecret: string;
  trustedOrigins: string[];
  /** LOG_LEVEL=info: a line per request and per informational event; silent keeps only warnings and errors. */
  logInfo: boolean;
  /** better-auth's per-IP rate limit; on by default in production. */
  authRateLimit: boolean;
  /** Where the built client lives (vite build output). */
  clientDist: string;
  /** The built server render of the first screen (`vite build --ssr`, docs/decisions/017). */
  firstScreenRenderer: string;
  /** smtp://user:pass@host:port; without it, email is written to the log and email_logs only. */
  smtpUrl: string | undefined;
  /** The From header of every email the shop sends. */
  emailFrom: string;
  /**
   * The developer's outbox at /api/dev/outbox: every message the shop sent or would have sent, links
   * and all (docs/decisions/028). On outside production; in production only with DEV_OUTBOX=on.
   */
  devOutbox: boolean;
  /** PayPal as configured: the mode decides the API base; see server/payments/payment-config.ts. */
  paypal: PayPalSettings;
  /** Regional storefront hosts (null when not configured) and the IP look-ups for the region prompt. */
  region: RegionSettings;
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
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl,
    authSecret: e.BETTER_AUTH_SECRET ?? persistedSecret(`${e.DATA_DIR}/auth-secret`),
    trustedOrigins: [publicUrl, ...(e.TRUSTED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [])],
    logInfo: e.LOG_LEVEL === 'info',
    authRateLimit: e.AUTH_RATE_LIMIT ? e.AUTH_RATE_LIMIT === 'on' : e.NODE_ENV === 'production',
    clientDist: './dist/client',
    firstScreenRenderer: './dist/ssr/entry-server.js',
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === 'on' : e.NODE_ENV !== 'production',
    paypal: resolvePayPalSettings(e, publicUrl),
    region: {
      domains: { US: e.REGION_DOMAIN_US?.trim().toLowerCase() || null, UK: e.REGION_DOMAIN_UK?.trim().toLowerCase() || null },
      ipLookupUrls: [e.IP_LOOKUP_URL, e.IP_LOOKUP_FALLBACK_URL],
    },
  };
}

// Without a configured secret, keep one beside the embedded database so sessions survive restarts.
function persistedSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
