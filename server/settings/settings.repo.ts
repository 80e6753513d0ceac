import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { SETTING_KEYS, settingValue, type SettingKey, type Settings } from '../../shared/settings';

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
