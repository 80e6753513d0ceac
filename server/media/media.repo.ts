import type { Transaction } from 'kysely';
import type { DB, NewRow } from '../db/schema';

/** Records an upload (its renditions are the media store's). */
export async function insertMedia(trx: Transaction<DB>, row: NewRow<'media'>): Promise<void> {
  await trx.insertInto('media').values(row).execute();
}
