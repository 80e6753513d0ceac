import type { WithDeleted } from 'rxdb/plugins/core';
import type { SyncCheckpoint, SyncCollection } from '../../../shared/sync/protocol';
import { apiRequestStream } from '../api/api-client-stream';
import { SlicePace, yieldToMain } from '../yield-to-main';
import { PullAnswerSplitter } from './pull-answer-splitter';
import { pullQuery } from './sync-requests';

// A pull's answer read a few documents at a time as it arrives (docs/decisions/078), instead of
// `response.json()`: parsing 2,000 products at once is one long task on a phone, and storing can
// begin before the last byte is in.

/** A pull's answer as it arrives: `{"documents":[…],"checkpoint":…}`. */
export interface StreamedPull<Checkpoint> {
  /** The answer's bytes (UTF-8), piece by piece. */
  body: ReadableStream<Uint8Array>;
  /** The batch's checkpoint from the answer's fields other than the documents. */
  checkpoint(fields: Record<string, unknown>): Checkpoint | undefined;
}

/** GET /api/sync/<collection>/pull (as requestPull), its answer to be read as it arrives. */
export async function requestStreamedPull(collection: SyncCollection, limit: number, after: SyncCheckpoint | undefined): Promise<StreamedPull<SyncCheckpoint>> {
  const body = await apiRequestStream('GET', `/api/sync/${collection}/pull`, { query: pullQuery(limit, after) });
  return { body, checkpoint: (fields) => (fields.checkpoint as SyncCheckpoint | null | undefined) ?? after };
}

// Bytes are decoded and scanned this many at a time: a whole answer can arrive as one piece.
const SCAN_PIECE = 32_768;

/**
 * Reads the answer, parsing its documents in groups sized to a few milliseconds of parsing each, a
 * task of their own apiece, and hands each group to `take` (awaited before the next group is
 * parsed); answers the batch's checkpoint. `checkpointKnown` hears of it as soon as the answer's
 * start is in (the server sends it before the documents). A failure of the connection mid-way rejects.
 */
export async function readInGroups<Checkpoint>(
  pull: StreamedPull<Checkpoint>,
  take: (documents: WithDeleted<unknown>[]) => Promise<void>,
  checkpointKnown: (checkpoint: Checkpoint | undefined) => void = () => undefined,
): Promise<Checkpoint | undefined> {
  const splitter = new PullAnswerSplitter();
  const pace = new SlicePace({ budgetMs: 8, first: 50, min: 10, max: 2000 });
  const reader = pull.body.getReader();
  const decoder = new TextDecoder();
  let told = false;
  const group = async (): Promise<void> => {
    await yieldToMain();
    const began = performance.now();
    const documents = JSON.parse(splitter.take(pace.size())) as WithDeleted<unknown>[];
    pace.took('parse', documents.length, performance.now() - began);
    await take(documents);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (let at = 0; at < value.length; at += SCAN_PIECE) {
        // Each piece in a task of its own: pieces already in arrive without a pause between reads.
        await yieldToMain();
        splitter.push(decoder.decode(value.subarray(at, at + SCAN_PIECE), { stream: true }));
        if (!told && splitter.fieldsBefore?.checkpoint) {
          told = true;
          checkpointKnown(pull.checkpoint(splitter.fieldsBefore));
        }
        while (splitter.complete >= pace.size()) await group();
      }
    }
    splitter.push(decoder.decode());
    while (splitter.complete > 0) await group();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  const rest = splitter.finish();
  // An answer of another shape was parsed whole: handed on all the same.
  if (rest.documents.length > 0) await take(rest.documents as WithDeleted<unknown>[]);
  return pull.checkpoint(rest.fields);
}
