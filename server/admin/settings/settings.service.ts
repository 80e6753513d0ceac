import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_TEXTS } from '../../../shared/admin/api';
import type { AdminSettings, SettingsSave } from '../../../shared/admin/settings.schema';
import { AppError } from '../../../shared/errors';
import { SETTING_KEYS, settingValue, type SettingKey, type Settings } from '../../../shared/settings';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';

/**
 * The settings as the screen reads them. The version is a digest of every value in force (defaults
 * included): any saved change gives a new one, so a save made on an older reading is refused.
 */
async function readAdminSettings(db: Kysely<DB> | Transaction<DB>): Promise<AdminSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value', 'updated_at']).where('key', 'in', SETTING_KEYS).execute();
  const stored = new Map(rows.map((row) => [row.key, row]));
  const settings = {} as Record<SettingKey, unknown>;
  const updatedAt: AdminSettings['updatedAt'] = {};
  for (const key of SETTING_KEYS) {
    const row = stored.get(key);
    settings[key] = settingValue(key, row?.value);
    if (row) updatedAt[key] = new Date(row.updated_at).toISOString();
  }
  return { settings: settings as Settings, version: versionOf(settings as Settings), updatedAt };
}

function versionOf(settings: Settings): string {
  return createHash('sha256')
    .update(JSON.stringify(SETTING_KEYS.map((key) => [key, settings[key]])))
    .digest('hex')
    .slice(0, 32);
}

export const settingsService = {
  read: (db: Kysely<DB>) => readAdminSettings(db),

  /**
   * Saves every key at once, in one transaction that holds the settings table against other saves:
   * refused (409, with the settings as they now are) unless nothing changed since the editor read
   * them. Only keys whose value changes are written; one audit record lists them before and after.
   */
  save: (db: Kysely<DB>, scope: AuditScope, input: SettingsSave): Promise<AdminSettings> =>
    db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE settings IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      const current = await readAdminSettings(trx);
      if (current.version !== input.version) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, undefined, current);
      const changed = SETTING_KEYS.filter((key) => JSON.stringify(input[key]) !== JSON.stringify(current.settings[key]));
      if (changed.length === 0) {
        nothingChanged(scope);
        return current;
      }
      const now = new Date();
      for (const key of changed) {
        const value = JSON.stringify(input[key]);
        await trx
          .insertInto('settings')
          .values({ key, value, updated_at: now, updated_by: scope.actor.id })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now, updated_by: scope.actor.id }))
          .execute();
      }
      const before = Object.fromEntries(changed.map((key) => [key, current.settings[key]]));
      const after = Object.fromEntries(changed.map((key) => [key, input[key]]));
      await recordChange(trx, scope, { action: 'update', entityType: 'settings', entityId: null, before, after });
      return readAdminSettings(trx);
    }),
};
