import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** One stored file of an uploaded image: a WebP at one of the standard widths. */
export interface Rendition {
  width: number;
  height: number;
  contentType: 'image/webp';
  bytes: Uint8Array;
  /** Quoted strong ETag of the bytes. */
  etag: string;
}

/**
 * Where uploaded images' files live, readable by every server instance. The default is
 * PostgreSQL (postgres-media-store.ts), which needs nothing extra; an object store would implement
 * the same three calls (docs/decisions/035).
 */
export interface MediaStore {
  /** Stores an image's renditions; the PostgreSQL store writes in the caller's transaction, so a rolled-back upload leaves nothing. */
  put(trx: Transaction<DB>, mediaId: string, renditions: readonly Rendition[]): Promise<void>;
  /** A rendition's ETag without its bytes (conditional requests), or null when there is none. */
  etag(mediaId: string, width: number): Promise<string | null>;
  read(mediaId: string, width: number): Promise<Rendition | null>;
}
