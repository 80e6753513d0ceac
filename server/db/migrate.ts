import { Migrator } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import { migrationProvider } from '../../migrations/index';
import { authOptions, type AuthSettings } from '../auth/auth';
import type { Database } from './database';

/** better-auth's tables first (ours reference "user"), then our Kysely migrations, in one run. */
export async function migrateToLatest(db: Database, auth: AuthSettings): Promise<string[]> {
  const { runMigrations } = await getMigrations(authOptions(db, auth));
  await runMigrations();

  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
