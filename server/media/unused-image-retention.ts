import { sql } from 'kysely';
import { readSetting } from '../settings/settings.repo';
import { type RetentionRule } from '../retention/retention-sweep';
import { mediaIdsInUse } from './media-uses';

/**
 * An uploaded image that no record uses (server/media/media-uses.ts) is deleted, its renditions with it
 * (ON DELETE CASCADE), once it was uploaded more than the setting `unused_image_retention_days` ago: an
 * upload for a form not yet saved is young, so it is never taken. Images carry their renditions' bytes
 * (up to ~250 KB each), so a batch is 100. Audited per batch with the images' ids (images have no screen).
 */
export const UNUSED_IMAGE_RETENTION: RetentionRule = {
  keptFor: async (db) => ({ days: await readSetting(db, 'unused_image_retention_days') }),
  batchSize: 100,
  removeBatch: async (trx, { cutoff, limit }) => {
    // The batch is materialized so that it is taken once: rescanned, a LIMIT … SKIP LOCKED would yield more rows.
    const { rows } = await sql<{ id: string }>`
      with in_use as (${mediaIdsInUse}),
      batch as materialized (
        select m.id from media m
        where m.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from in_use where in_use.id = m.id::text)
        order by m.created_at, m.id
        limit ${limit}
        for update of m skip locked
      )
      delete from media where id in (select id from batch)
      returning id
    `.execute(trx);
    return { count: rows.length, details: { ids: rows.map((row) => row.id).sort() } };
  },
  audit: { actorLabel: 'System (image retention)', screen: 'system', action: 'retention.delete', entityType: 'media' },
  job: {
    name: 'unused-image-retention',
    purpose: 'Deletes uploaded images that no record uses, once older than the retention setting',
    done: { one: 'unused image deleted', other: 'unused images deleted' },
  },
};

