import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { BackupError } from './backup-error';
import { backupPathFor } from './backup-file';
import type { BackupTarget } from './backup-target';
import { dumpPglite } from './pglite-backup';
import { dumpPostgres } from './postgres-backup';
import type { ShopContents } from './shop-contents';

export interface BackupResult {
  /** The backup's absolute path. */
  file: string;
  bytes: number;
  contents: ShopContents;
}

/**
 * Backs up the shop's database into one file (docs/decisions/084): pg_dump's custom format on
 * PostgreSQL, PGlite's dump of the embedded database. It is written beside its final name and
 * renamed when whole, so a file under the name is always a complete backup; nothing is overwritten.
 */
export async function backupDatabase(target: BackupTarget, options: { out?: string; startedAt?: Date } = {}): Promise<BackupResult> {
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const file = resolve(backupPathFor(options.out, kind, options.startedAt ?? new Date(), (path) => existsSync(path) && statSync(path).isDirectory()));
  if (existsSync(file)) throw new BackupError(`${file} already exists, and a backup never overwrites a file: give another --out.`);
  // Backups hold shoppers' personal data and password hashes: readable by their owner only.
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    const contents = target.databaseUrl ? await dumpPostgres(target.databaseUrl, partial) : await dumpPglite(target.pgliteDir, partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, contents };
  } finally {
    await rm(partial, { force: true });
  }
}
