import type { Transaction } from 'kysely';
import type { DB, NewRow } from '../db/schema';
import type { SeedRows } from './seed-rows';

/**
 * Rows per INSERT: large enough that 10,000 products write in seconds on PGlite, small enough
 * to stay far below PostgreSQL's 65,535 bind parameters for the widest table.
 */
export const INSERT_BATCH_SIZE = 500;

async function insertInBatches<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: readonly NewRow<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    // Kysely cannot check a values() call against a table chosen by a type parameter.
    await trx.insertInto(table).values(rows.slice(start, start + INSERT_BATCH_SIZE) as never).execute();
  }
}

/** Writes the shop's rows, parents before children (the keys of SeedRows are in that order). */
export async function writeSeedRows(trx: Transaction<DB>, rows: SeedRows): Promise<void> {
  for (const table of Object.keys(rows) as (keyof SeedRows)[]) {
    await insertInBatches(trx, table, rows[table] as NewRow<typeof table>[]);
  }
}
