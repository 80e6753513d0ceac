import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { PullResponse, SyncCheckpoint, SyncCollection } from '../../shared/sync/protocol';
import type { AppEnv } from '../context';
import { chooseEncoding, COMPRESSION_THRESHOLD, DYNAMIC_BROTLI_QUALITY, type ContentEncoding } from '../http/compression';
import { KeptUntilChange, type ChangesHeard, type KeepableEntry } from '../platform/kept-until-change';
import { pullChanges, type PullRequest } from './pull.service';
import { SYNC_SOURCES } from './sync-sources';

// A fresh device's first sync asks for the same batches as every other fresh device: the catalogue
// from the beginning, 2,000 products at a time, each from where the last one ended. Those batches are
// kept compressed, from one change of the tables they are read from to the next, on every instance
// (docs/decisions/096): a thousand new phones cost one read and one compression of each batch, not a
// thousand.
//
// Only full batches are kept. A device that took an older copy of a full batch goes on from its end,
// and every later change is after that end (pull.repo.ts serves only rows older than every running
// transaction), so it still reaches the latest version of every document. The last batch (fewer
// documents than asked for) is always read anew: a device told of a change by another instance must
// not be answered "nothing new" from memory before this instance has heard of it.

/**
 * Compressed bytes an instance keeps per collection: 10,000 products are about 0.95 MB in brotli at
 * the answers' quality (docs/benchmarks.md, "Sync"), so a catalogue five times that size still fits.
 */
export const KEPT_BATCH_BYTES = 8 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

// Off the event loop (zlib's thread pool): a batch of 2,000 products is 1.9 MB of JSON.
function compress(encoding: ContentEncoding, json: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(json);
  return brotli(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}
const decompress = (encoding: ContentEncoding, body: Buffer): Promise<Buffer> => (encoding === 'br' ? unbrotli(body) : gunzipAsync(body));

/**
 * A batch's answer as it is sent: compressed in the encoding its first request asked for, and in
 * the other once a client asks for that. An answer under the compression threshold goes as it is.
 */
export class PackedBatch implements KeepableEntry {
  readonly expiresAt = null;
  private readonly bodies = new Map<ContentEncoding | 'identity', Buffer>();

  private constructor(encoding: ContentEncoding | 'identity', body: Buffer) {
    this.bodies.set(encoding, body);
  }

  static async pack(answer: PullResponse<unknown>, encoding: ContentEncoding | null): Promise<PackedBatch> {
    const json = Buffer.from(JSON.stringify(answer), 'utf8');
    if (json.length < COMPRESSION_THRESHOLD) return new PackedBatch('identity', json);
    const kept = encoding ?? 'br';
    return new PackedBatch(kept, await compress(kept, json));
  }

  get bytes(): number {
    let bytes = 0;
    for (const body of this.bodies.values()) bytes += body.byteLength;
    return bytes;
  }

  /** The body in `encoding` (null: none), and the encoding it is in (identity below the threshold). */
  async body(encoding: ContentEncoding | null): Promise<{ body: Buffer; encoding: ContentEncoding | null }> {
    const plain = this.bodies.get('identity');
    if (plain) return { body: plain, encoding: null };
    const held = encoding && this.bodies.get(encoding);
    if (held) return { body: held, encoding };
    const [heldEncoding, heldBody] = this.bodies.entries().next().value! as [ContentEncoding, Buffer];
    const json = await decompress(heldEncoding, heldBody);
    if (!encoding) return { body: json, encoding: null };
    const body = await compress(encoding, json);
    this.bodies.set(encoding, body);
    return { body, encoding };
  }
}

/** A last batch, read for one request and not kept: it goes out as every other answer does. */
interface ReadBatch extends KeepableEntry {
  answer: PullResponse<unknown>;
}

const keyOf = (checkpoint: SyncCheckpoint | null, limit: number) => `${checkpoint ? `${checkpoint.xid}/${checkpoint.seq}` : '-'}:${limit}`;

/** The kept batches of the collections every device reads alike (none of a user's own). */
export class KeptBatches {
  private readonly kept = new Map<SyncCollection, KeptUntilChange<PackedBatch | ReadBatch>>();

  constructor(changes: ChangesHeard, maxBytes: number = KEPT_BATCH_BYTES) {
    for (const [collection, source] of Object.entries(SYNC_SOURCES)) {
      if (!source.userScoped) this.kept.set(collection as SyncCollection, new KeptUntilChange(changes, maxBytes, new Set(source.tables)));
    }
  }

  /** The answer to a pull: a kept batch when there is one, else read (and kept when it is full). */
  async answer<C extends SyncCollection>(c: Context<AppEnv>, request: PullRequest<C>): Promise<Response> {
    const batches = this.kept.get(request.collection);
    if (!batches) return c.json(await pullChanges(c.var.deps, c.var.user, request));
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const key = keyOf(request.checkpoint, request.limit);
    let read: PullResponse<unknown> | undefined;
    const batch =
      batches.get(key) ??
      (await batches.build(key, async () => {
        read = await pullChanges(c.var.deps, c.var.user, request);
        if (read.documents.length < request.limit) return { value: { answer: read, bytes: 0, expiresAt: null }, keep: false };
        return { value: await PackedBatch.pack(read, encoding), keep: true };
      }));
    // The last batch is read for each request: one read begun for another request may predate a
    // change this device was just told of.
    if (!(batch instanceof PackedBatch)) return c.json(read ?? (await pullChanges(c.var.deps, c.var.user, request)));
    const sent = await batch.body(encoding);
    const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'accept-encoding' };
    if (sent.encoding) headers['content-encoding'] = sent.encoding;
    return c.body(new Uint8Array(sent.body.buffer, sent.body.byteOffset, sent.body.byteLength) as Uint8Array<ArrayBuffer>, 200, headers);
  }
}
