import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { SETTING_DEFAULTS, SETTING_KEYS, settingValue, type SettingKey, type Settings } from '../../shared/settings';

/**
 * The shop's settings, typed: every key of shared/settings.ts, its stored value where one is saved
 * and valid, its default otherwise. Read it per use (one small query); nothing caches it, so a
 * change on the settings screen applies to the next order on every instance.
 */
export async function readSettings(db: Kysely<DB> | Transaction<DB>): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', SETTING_KEYS).execute();
  const stored = new Map<string, unknown>(rows.map((row) => [row.key, row.value]));
  const settings = {} as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) settings[key] = settingValue(key, stored.get(key));
  return settings as Settings;
}

/** One setting, typed (its default when never saved). */
export async function readSetting<K extends SettingKey>(db: Kysely<DB> | Transaction<DB>, key: K): Promise<Settings[K]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return settingValue(key, row?.value);
}

/**
 * The back office's low-stock level (setting `low_stock_threshold`) as an SQL value, for list filters
 * and counts that compare stock with it inside one query. The storefront's "Only n left" cue is a
 * fixed level computed on the device (shared/catalog/badges.ts, docs/decisions/047).
 */
export const lowStockLevelSql = sql<number>`coalesce((select (value #>> '{}')::int from settings where key = 'low_stock_threshold'), ${SETTING_DEFAULTS.low_stock_threshold})`;
