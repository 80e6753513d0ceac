import { execFile } from 'node:child_process';
import { BackupError } from './backup-error';

export type PostgresTool = 'pg_dump' | 'pg_restore';

const INSTALL_HINT =
  "Backing up and restoring PostgreSQL needs PostgreSQL's client tools, pg_dump and pg_restore, of the server's major version or newer " +
  '(Debian and Ubuntu: apt-get install postgresql-client; another version: postgresql-client-<major> from apt.postgresql.org).';

/**
 * DATABASE_URL as the tools take it: the password, if any, goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it (ps).
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs pg_dump or pg_restore; a missing tool, or its failure, is a BackupError with what it said. */
export function runTool(tool: PostgresTool, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new BackupError(`${tool} was not found on this machine (PATH). ${INSTALL_HINT}`));
      reject(new BackupError(`${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/** The tool's version, as `pg_dump --version` prints it ("pg_dump (PostgreSQL) 15.20 (Debian …)"). */
export async function toolVersion(tool: PostgresTool): Promise<{ major: number; text: string }> {
  const printed = await runTool(tool, ['--version']);
  const match = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(printed);
  if (!match) throw new BackupError(`${tool} --version printed "${printed.trim()}", which names no PostgreSQL version.`);
  return { major: Number(match[1]), text: `${match[1]}${match[2] ?? ''}` };
}

/** Why pg_dump cannot back up this server, or null: pg_dump reads servers of its major version and older only. */
export function dumpVersionProblem(pgDumpMajor: number, serverMajor: number): string | null {
  if (pgDumpMajor >= serverMajor) return null;
  return `The server runs PostgreSQL ${serverMajor} and pg_dump is version ${pgDumpMajor}: pg_dump must be the server's major version or newer. ${INSTALL_HINT}`;
}
