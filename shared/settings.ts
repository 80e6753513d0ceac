import * as z from 'zod';
import { DEFAULT_UK_VAT_BPS } from './checkout/totals';
import { businessDetailsSchema } from './business-details';

// The shop's settings (the `settings` table, one JSON value per key): each a typed, validated value
// with its default from DECISIONS.md. The settings screen edits them; services read them through
// the server's settings reader, which falls back to these defaults for a key never saved.

const minor = z.number().int('Enter a whole amount in minor units').min(0, 'Must be 0 or more').max(100_000_000, 'That amount is too large');

export const SETTING_SCHEMAS = {
  /** An order whose total reaches this (minor units of its currency) waits for approval. */
  order_approval_threshold: z.object({ USD: minor, GBP: minor }),
  /** An order with a line of more than this many units waits for approval. */
  order_approval_max_line_quantity: z.number().int('Enter a whole number').min(1, 'Must be at least 1').max(10_000, 'Must be at most 10,000'),
  /** Days the shopper may return an unopened item, per country (spec §9). */
  return_window_days: z.object({
    US: z.number('Enter a whole number of days').int('Enter a whole number of days').min(0, 'Must be 0 or more').max(365, 'Must be at most 365 days'),
    UK: z.number('Enter a whole number of days').int('Enter a whole number of days').min(0, 'Must be 0 or more').max(365, 'Must be at most 365 days'),
  }),
  /** At or below this many units a product is "low stock" in the back office. */
  low_stock_threshold: z.number().int('Enter a whole number').min(0, 'Must be 0 or more').max(1_000, 'Must be at most 1,000'),
  /** Days a pickup order is held at the store before staff may cancel and refund it. */
  pickup_hold_days: z.number().int('Enter a whole number').min(1, 'Must be at least 1 day').max(60, 'Must be at most 60 days'),
  /** Months a job application is kept after its job closes. */
  application_retention_months: z.number().int('Enter a whole number').min(1, 'Must be at least 1 month').max(36, 'Must be at most 36 months'),
  /** Months the storefront's raw analytics events (the funnel) are kept; the sales rollups are kept for good. */
  analytics_event_retention_months: z.number('Enter a whole number of months').int('Enter a whole number of months').min(1, 'Must be at least 1 month').max(120, 'Must be at most 120 months'),
  /** Days an email's text and HTML are kept in the email logs; the entry itself (who, when, subject, status) stays. */
  email_body_retention_days: z.number('Enter a whole number of days').int('Enter a whole number of days').min(7, 'Must be at least 7 days').max(3_650, 'Must be at most 3,650 days'),
  /** Days after its upload that an image no record uses is deleted. */
  unused_image_retention_days: z.number('Enter a whole number of days').int('Enter a whole number of days').min(1, 'Must be at least 1 day').max(365, 'Must be at most 365 days'),
  /** UK VAT contained in UK prices, basis points (20% = 2000): orders created after a change use it. */
  uk_vat_rate_bps: z.number().int('Enter a whole number of basis points').min(0, 'Must be 0 or more').max(5_000, 'Must be at most 5,000 (50%)'),
  /** The shop's contact details, shown on the contact page. */
  store_contact: z.object({
    email: z.string().trim().max(320).pipe(z.email('Enter a valid email address')),
    phoneUS: z.string().trim().max(40),
    phoneUK: z.string().trim().max(40),
    addressUS: z.string().trim().max(300),
    addressUK: z.string().trim().max(300),
  }),
  /** The shop's trading name and postal address per country, and its UK VAT number: printed on packing slips and invoices. */
  business_details: businessDetailsSchema,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const SETTING_DEFAULTS: Settings = {
  order_approval_threshold: { USD: 50000, GBP: 50000 },
  order_approval_max_line_quantity: 10,
  return_window_days: { US: 30, UK: 14 },
  low_stock_threshold: 5,
  pickup_hold_days: 7,
  application_retention_months: 6,
  analytics_event_retention_months: 13,
  email_body_retention_days: 90,
  unused_image_retention_days: 30,
  uk_vat_rate_bps: DEFAULT_UK_VAT_BPS,
  store_contact: {
    email: 'hello@toyshop.example',
    phoneUS: '+1 212 555 0100',
    phoneUK: '+44 20 7946 0100',
    addressUS: 'Toy Shop Inc., 350 Fifth Avenue, New York, NY 10118, USA',
    addressUK: 'Toy Shop Ltd, 1 Oxford Street, London W1D 1AN, United Kingdom',
  },
  // The same business as store_contact; no VAT number is invented: an invoice says it is not set.
  business_details: {
    US: { tradingName: 'Toy Shop Inc.', address: '350 Fifth Avenue\nNew York, NY 10118\nUnited States' },
    UK: { tradingName: 'Toy Shop Ltd', address: '1 Oxford Street\nLondon W1D 1AN\nUnited Kingdom', vatNumber: '' },
  },
};

/** A stored value read safely: the key's default when it is missing or no longer valid. */
export function settingValue<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  if (stored === undefined || stored === null) return SETTING_DEFAULTS[key];
  const parsed = SETTING_SCHEMAS[key].safeParse(stored);
  return parsed.success ? (parsed.data as Settings[K]) : SETTING_DEFAULTS[key];
}
