import { join } from 'node:path';
import type { AppConfig } from '../config';

/** The database a backup is taken from or restored into: the one the shop is configured with. */
export interface BackupTarget {
  /** DATABASE_URL: PostgreSQL. Unset: the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** The embedded database's data directory, `DATA_DIR/pglite` as `bootstrap` opens it. */
  pgliteDir: string;
}

export function backupTargetOf(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): BackupTarget {
  return { databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') };
}

/** How the scripts name the target: never the connection string, which may hold a password. */
export function describeTarget(target: BackupTarget): string {
  if (!target.databaseUrl) return `PGlite in ${target.pgliteDir}`;
  const url = new URL(target.databaseUrl);
  // A socket directory may be the URL's host, percent-encoded (`postgres://user@%2Fvar%2Frun%2Fpostgresql/shop`).
  const hostname = decodeURIComponent(url.hostname);
  const host = !hostname ? 'local socket ' : hostname.startsWith('/') ? `local socket in ${hostname}: ` : `${hostname}${url.port ? `:${url.port}` : ''}`;
  return `PostgreSQL at DATABASE_URL (${host}${url.pathname})`;
}
