export const BACKUP_USAGE = [
  'Usage: npm run db:backup -- [--out <file or folder>]',
  "  Backs up the configured database (DATABASE_URL, or PGlite in DATA_DIR): pg_dump's custom format, or PGlite's dump.",
  '  Default: backups/toy-shop-<UTC time>.dump (.pglite.tar.gz for PGlite). On PGlite, stop the shop first.',
].join('\n');

export const RESTORE_USAGE = [
  'Usage: npm run db:restore -- --file <backup>',
  '  Restores a backup made by npm run db:backup into the configured database, which must be empty.',
].join('\n');

/** Parses `npm run db:backup`'s command line; an Error carries the message and the usage. */
export function parseBackupArgs(argv: readonly string[]): { out: string | undefined } | 'help' {
  const parsed = parseOneOption(argv, '--out', BACKUP_USAGE);
  return parsed === 'help' ? parsed : { out: parsed };
}

/** Parses `npm run db:restore`'s command line; --file is required. */
export function parseRestoreArgs(argv: readonly string[]): { file: string } | 'help' {
  const parsed = parseOneOption(argv, '--file', RESTORE_USAGE);
  if (parsed === undefined) throw new Error(`--file is required.\n${RESTORE_USAGE}`);
  return parsed === 'help' ? parsed : { file: parsed };
}

function parseOneOption(argv: readonly string[], option: string, usage: string): string | undefined | 'help' {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg !== option && !arg.startsWith(`${option}=`)) throw new Error(`Unknown option "${arg}".\n${usage}`);
    const given = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
    if (!given || given.startsWith('--')) throw new Error(`${option} needs a path.\n${usage}`);
    value = given;
  }
  return value;
}
