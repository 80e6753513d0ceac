import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { MediaStore, Rendition } from './media-store';

/** The default media store: renditions as bytea rows in media_renditions (migration 0011). */
export class PostgresMediaStore implements MediaStore {
  constructor(private readonly db: Database) {}

  async put(trx: Transaction<DB>, mediaId: string, renditions: readonly Rendition[]): Promise<void> {
    if (renditions.length === 0) return;
    await trx
      .insertInto('media_renditions')
      .values(renditions.map((r) => ({ media_id: mediaId, width: r.width, height: r.height, content_type: r.contentType, etag: r.etag, bytes: Buffer.from(r.bytes) })))
      .execute();
  }

  async etag(mediaId: string, width: number): Promise<string | null> {
    const row = await this.db.selectFrom('media_renditions').select('etag').where('media_id', '=', mediaId).where('width', '=', width).executeTakeFirst();
    return row?.etag ?? null;
  }

  async read(mediaId: string, width: number): Promise<Rendition | null> {
    const row = await this.db
      .selectFrom('media_renditions')
      .select(['width', 'height', 'etag', 'bytes'])
      .where('media_id', '=', mediaId)
      .where('width', '=', width)
      .executeTakeFirst();
    // pg gives a Buffer, PGlite a Uint8Array: both are bytes.
    return row ? { width: row.width, height: row.height, contentType: 'image/webp', etag: row.etag, bytes: row.bytes } : null;
  }
}
