// npm run db:migrate: brings the configured database (DATABASE_URL, or PGlite in DATA_DIR) up to date.
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { waitForAuthStartup } from '../server/seed/auth-startup';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync } from '../server/invalid-environment';

const startedAt = new Date().toISOString();
const config = exitOnInvalidEnvironment(() => loadConfig());
const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
try {
  await waitForAuthStartup(running.deps.auth);
  // bootstrap() migrates; Kysely stamps each migration it applies, so the ones from this run are the new stamps.
  const { rows: applied } = await sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration ORDER BY name`.execute(running.deps.db);
  const ranNow = applied.filter((migration) => migration.timestamp >= startedAt);
  const where = running.database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL at DATABASE_URL';
  console.log(`Database: ${where}`);
  console.log('better-auth tables: up to date');
  if (ranNow.length === 0) console.log(`Migrations: already up to date (${applied.length} applied)`);
  else for (const migration of ranNow) console.log(`Migrated: ${migration.name}`);
} finally {
  await running.shutdown();
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
