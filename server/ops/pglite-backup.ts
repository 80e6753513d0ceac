import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import { BackupError } from './backup-error';
import { shopContents, type ShopContents } from './shop-contents';

/**
 * PGlite's own dump of its data directory, gzipped, into `file`. PGlite lives inside one process,
 * so this opens the directory itself and refuses while anything else has it open (the shop): what
 * it dumps is a quiet database, checkpointed first, so nothing waits in its write-ahead log.
 */
export async function dumpPglite(dir: string, file: string): Promise<ShopContents> {
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir} to back up (is DATA_DIR right?).`);
  refuseWhileOpen(dir);
  const database = await openDatabase({ dataDir: dir });
  try {
    await sql`CHECKPOINT`.execute(database.db);
    const contents = await shopContents(database.db, `The embedded database in ${dir}`);
    const tar = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    await writeFile(file, await promisify(gzip)(tar), { mode: 0o600 });
    return contents;
  } finally {
    await database.close();
  }
}

/**
 * Starts the embedded database in `dir`, which must be empty or absent, from a backup's data
 * directory. If PGlite cannot open it, or it is not the shop's, the directory is left empty again.
 */
export async function restorePglite(dir: string, backup: { tar: Buffer; postgresVersion: string }, file: string): Promise<ShopContents> {
  const existed = existsSync(dir);
  if (existed && readdirSync(dir).length > 0) {
    throw new BackupError(
      `${dir} is not empty: it holds an embedded database. A restore goes into an empty one only, so it never overwrites anything: ` +
        `stop the shop, move the directory aside (mv ${dir} ${dir}-before-restore) and run the restore again, or set DATA_DIR to a new directory.`,
    );
  }
  try {
    const database = await openDatabase({ dataDir: dir, pgliteFrom: backup.tar });
    try {
      return await shopContents(database.db, `The backup ${file}`);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (existed) await mkdir(dir);
    const why = error instanceof BackupError ? error.message : `PGlite could not open it (${(error as Error).message}); the backup is of PostgreSQL ${backup.postgresVersion}.`;
    throw new BackupError(`${why} ${dir} is empty again.`);
  }
}

/**
 * PGlite writes postmaster.pid while the directory is open and removes it on close; it does not lock
 * the directory, so a second process would write beside the first one and corrupt it.
 */
function refuseWhileOpen(dir: string): void {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const startedAt = Number(readFileSync(pidFile, 'utf8').split('\n')[2]);
  const since = Number.isFinite(startedAt) && startedAt > 0 ? ` since ${new Date(startedAt * 1000).toISOString()}` : '';
  throw new BackupError(
    `The embedded database in ${dir} is open${since}: the shop or another command is using it, and PGlite can be open in one process only. ` +
      'Stop the shop, then run the backup. If nothing is running, it was not closed cleanly: start and stop the shop once (or run npm run db:migrate), then back up.',
  );
}
