import { resolve } from 'node:path';
import { BackupError } from './backup-error';
import { identifyBackup } from './backup-file';
import type { BackupTarget } from './backup-target';
import { restorePglite } from './pglite-backup';
import { restorePostgres } from './postgres-backup';
import type { ShopContents } from './shop-contents';

const KIND_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

/**
 * Brings a backup made by `backupDatabase` back into the shop's database, which must be empty
 * (docs/decisions/084). Everything is checked before anything is written; a refusal changes nothing.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ file: string; contents: ShopContents }> {
  const path = resolve(file);
  const backup = await identifyBackup(path);
  const into = target.databaseUrl ? 'postgres' : 'pglite';
  if (backup.kind !== into) {
    const how = into === 'postgres' ? 'unset DATABASE_URL to restore it into the embedded database in DATA_DIR' : 'set DATABASE_URL to the PostgreSQL database to restore it into';
    throw new BackupError(`${path} is a ${KIND_NAMES[backup.kind]} backup, and the configured database is ${KIND_NAMES[into]}: ${how}.`);
  }
  const contents = backup.kind === 'postgres' ? await restorePostgres(target.databaseUrl!, path) : await restorePglite(target.pgliteDir, backup, path);
  return { file: path, contents };
}
