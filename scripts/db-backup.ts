// npm run db:backup -- [--out <file or folder>]: a consistent backup of the configured database
// (DATABASE_URL, or PGlite in DATA_DIR; on PGlite, stop the shop first). See docs/decisions/084.
import { loadConfig } from '../server/config';
import { exitOnInvalidEnvironment } from '../server/invalid-environment';
import { BACKUP_USAGE, parseBackupArgs } from '../server/ops/backup-command';
import { backupDatabase } from '../server/ops/backup';
import { BackupError } from '../server/ops/backup-error';
import { backupTargetOf, describeTarget } from '../server/ops/backup-target';
import { describeContents } from '../server/ops/shop-contents';
import { commandLineOrExit } from './support/command-line';

const { out } = commandLineOrExit(parseBackupArgs, BACKUP_USAGE);
const target = backupTargetOf(exitOnInvalidEnvironment(() => loadConfig()));
const started = performance.now();
try {
  const backup = await backupDatabase(target, { out });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${describeTarget(target)}: ${describeContents(backup.contents)}.`);
  console.log(`Wrote ${backup.file} (${(backup.bytes / 1_000_000).toFixed(1)} MB) in ${seconds} s. Keep a copy off this machine.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${error.message}\nNo backup was written.`);
  process.exitCode = 1;
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
