// npm run db:restore -- --file <backup>: brings a backup of npm run db:backup back into the configured
// database (DATABASE_URL, or PGlite in DATA_DIR), which must be empty. See docs/decisions/084.
import { loadConfig } from '../server/config';
import { exitOnInvalidEnvironment } from '../server/invalid-environment';
import { RESTORE_USAGE, parseRestoreArgs } from '../server/ops/backup-command';
import { restoreDatabase } from '../server/ops/restore';
import { BackupError } from '../server/ops/backup-error';
import { backupTargetOf, describeTarget } from '../server/ops/backup-target';
import { describeContents } from '../server/ops/shop-contents';
import { commandLineOrExit } from './support/command-line';

const { file } = commandLineOrExit(parseRestoreArgs, RESTORE_USAGE);
const target = backupTargetOf(exitOnInvalidEnvironment(() => loadConfig()));
try {
  const restored = await restoreDatabase(target, file);
  console.log(`Restored ${restored.file} into ${describeTarget(target)}: ${describeContents(restored.contents)}.`);
  console.log('Start the shop on it: it brings the schema up to date if the backup is older than this version.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${error.message}\nNothing was changed.`);
  process.exitCode = 1;
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
