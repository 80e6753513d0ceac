import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError } from './backup-error';
import { pgliteDataDirTar } from './pglite-dump-file';

export type BackupKind = 'postgres' | 'pglite';

/** What the backups are called: their kind's extension after the UTC time they were started. */
export function backupFileName(kind: BackupKind, startedAt: Date): string {
  const stamp = startedAt.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '').replace('T', '-');
  return `toy-shop-${stamp}${kind === 'postgres' ? '.dump' : '.pglite.tar.gz'}`;
}

/** Where `npm run db:backup` writes when not told: ./backups, beside the shop, to be copied off the machine. */
export const DEFAULT_BACKUP_DIR = 'backups';

/** `--out` as given: a file, or a folder (an existing one, or any path ending in a slash) to hold the default name. */
export function backupPathFor(out: string | undefined, kind: BackupKind, startedAt: Date, isFolder: (path: string) => boolean): string {
  if (out === undefined) return join(DEFAULT_BACKUP_DIR, backupFileName(kind, startedAt));
  if (out.endsWith('/') || isFolder(out)) return join(out, backupFileName(kind, startedAt));
  return out;
}

export type IdentifiedBackup = { kind: 'postgres' } | { kind: 'pglite'; tar: Buffer; postgresVersion: string };

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Tells a backup's kind by its bytes (not its name); a missing file or anything else is refused. */
export async function identifyBackup(file: string): Promise<IdentifiedBackup> {
  const start = await firstBytes(file, PG_DUMP_MAGIC.length);
  if (start.equals(PG_DUMP_MAGIC)) return { kind: 'postgres' };
  if (start.subarray(0, 2).equals(GZIP_MAGIC)) {
    const dump = pgliteDataDirTar(await readFile(file));
    if (dump) return { kind: 'pglite', ...dump };
  }
  throw new BackupError(`${file} is not a backup this command can restore: it is neither pg_dump's custom format nor a whole PGlite dump (is it cut off?).`);
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  let handle;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file at ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    throw new BackupError(`${file} cannot be read: ${(error as Error).message}`);
  } finally {
    await handle?.close();
  }
}
