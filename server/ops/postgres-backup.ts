import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { BackupError } from './backup-error';
import { dumpVersionProblem, runTool, toolConnection, toolVersion } from './postgres-tools';
import { shopContents, type ShopContents } from './shop-contents';

const WHERE = 'The database at DATABASE_URL';

/**
 * pg_dump's custom format into `file`. Consistent while the shop runs: pg_dump reads every table in
 * one snapshot, and it is the snapshot of the transaction the contents are counted in, so the
 * counts are exactly what the file holds.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<ShopContents> {
  const pgDump = await toolVersion('pg_dump');
  const database = await openDatabase({ databaseUrl });
  try {
    const problem = dumpVersionProblem(pgDump.major, await serverMajorOf(database.db));
    if (problem) throw new BackupError(problem);
    return await database.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`SELECT pg_export_snapshot() AS snapshot`.execute(trx);
      const contents = await shopContents(trx, WHERE);
      const { dbname, env } = toolConnection(databaseUrl);
      await runTool('pg_dump', ['--no-password', '--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
      return contents;
    });
  } finally {
    await database.close();
  }
}

/**
 * pg_restore into an empty database, in one transaction: it all comes back, or (a damaged file, an
 * error on the way) nothing does. Objects belong to DATABASE_URL's user, the shop's own.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<ShopContents> {
  const pgRestore = await toolVersion('pg_restore');
  const contentsList = await runTool('pg_restore', ['--list', file]).catch((error: unknown) => {
    throw new BackupError(
      `${file} is not a backup pg_restore ${pgRestore.text} can read (${(error as Error).message}): it is cut off or damaged, or was made by a newer pg_dump than this pg_restore.`,
    );
  });
  if (!/ TABLE public orders /.test(contentsList)) throw new BackupError(`${file} is a PostgreSQL backup, but not of the toy shop: it has no orders table.`);
  const dumpedFrom = Number(/Dumped from database version: (\d+)/.exec(contentsList)?.[1] ?? 0);
  const { dbname, env } = toolConnection(databaseUrl);
  await refuseUnlessEmpty(databaseUrl, dumpedFrom);
  await runTool('pg_restore', ['--no-password', '--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file], env).catch((error: unknown) => {
    throw new BackupError(`The restore stopped and was rolled back, so the database is still empty. ${(error as Error).message}`);
  });
  const database = await openDatabase({ databaseUrl });
  try {
    // Planner statistics are not in a dump.
    await sql`ANALYZE`.execute(database.db);
    return await shopContents(database.db, WHERE);
  } finally {
    await database.close();
  }
}

async function refuseUnlessEmpty(databaseUrl: string, dumpedFromMajor: number): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    const serverMajor = await serverMajorOf(database.db);
    if (dumpedFromMajor > serverMajor) {
      throw new BackupError(`The backup is of PostgreSQL ${dumpedFromMajor} and this server runs ${serverMajor}: restore it into PostgreSQL ${dumpedFromMajor} or newer.`);
    }
    const { rows } = await sql<{ name: string }>`
      SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1`.execute(database.db);
    if (rows.length > 0) {
      const some = rows.slice(0, 3).map((row) => row.name).join(', ');
      throw new BackupError(
        `${WHERE} is not empty (${rows.length} tables and other relations, such as ${some}). A restore goes into an empty database only, so it never ` +
          'overwrites anything: create one (createdb, or CREATE DATABASE) and point DATABASE_URL at it, or drop this one first if you mean to replace it.',
      );
    }
  } finally {
    await database.close();
  }
}

async function serverMajorOf(db: Database): Promise<number> {
  try {
    const { rows } = await sql<{ server_version_num: string }>`SHOW server_version_num`.execute(db);
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } catch (error) {
    throw new BackupError(`Could not reach the database at DATABASE_URL: ${(error as Error).message}.`);
  }
}
