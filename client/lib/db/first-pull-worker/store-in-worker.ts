import type { NewDocumentsWriter } from '../empty-collection-writes';
import type { PulledBatch, StartMessage, WorkerMessage } from './protocol';

// The page's side of a first pull stored by a worker (docs/decisions/079): it starts the worker,
// emits the change events of what the worker stored (through the collection's writer, as if it had
// stored them), and hears of each committed batch, so a cut-off pull can go on from there.

/** What the page needs of a worker (a real Worker, or a stand-in in tests). */
export interface FirstPullWorker {
  postMessage(message: StartMessage<unknown>): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface StoreInWorkerOptions<Checkpoint> {
  worker: FirstPullWorker;
  writer: NewDocumentsWriter;
  collection: string;
  limit: number;
  /** A batch already asked for, parsed (the worker asks for the first one otherwise). */
  first?: PulledBatch<Checkpoint>;
  /** Once a batch is committed and its events emitted. */
  committed(batch: { count: number; checkpoint: Checkpoint | undefined; lastId: string; ms: number }): void;
}

/**
 * How it ended: every batch stored (`finished`), or handed back before a batch with a document the
 * worker had already stored (its update is RxDB's to write), from `checkpoint`; `last` is the last
 * document stored, as the server sent it. `unavailable`: the worker could not run at all (nothing was
 * stored), so the page stores the pull itself.
 */
export type WorkerOutcome<Checkpoint> =
  | { kind: 'finished' | 'handed-back'; checkpoint: Checkpoint | undefined; last: Record<string, unknown> | null }
  | { kind: 'unavailable'; reason: string };

/** Runs the worker's pull; rejects when it failed (the batches committed before stay, and were reported). */
export function storeInWorker<Checkpoint>(options: StoreInWorkerOptions<Checkpoint>): Promise<WorkerOutcome<Checkpoint>> {
  const { worker, writer } = options;
  const target = writer.workerTarget;
  if (!target) return Promise.resolve({ kind: 'unavailable', reason: 'the storage keeps documents in its own shape' });
  return new Promise((resolve, reject) => {
    let heard = false;
    // Messages are handled in order, each after the one before (announcing yields to the page).
    let handling: Promise<void> = Promise.resolve();
    const end = (settle: () => void) => {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      settle();
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage<Checkpoint>>) => {
      heard = true;
      const message = event.data;
      handling = handling.then(async () => {
        switch (message.type) {
          case 'stored':
            await writer.announce(message.documents);
            return;
          case 'committed':
            await writer.settled();
            options.committed(message);
            return;
          case 'done':
          case 'handed-back':
            await writer.settled();
            end(() => resolve({ kind: message.type === 'done' ? 'finished' : 'handed-back', checkpoint: message.checkpoint, last: message.last }));
            return;
          case 'failed':
            await writer.settled().catch(() => undefined);
            end(() => reject(new Error(message.message)));
        }
      });
      handling.catch((error: unknown) => end(() => reject(error instanceof Error ? error : new Error(String(error)))));
    };
    worker.onerror = (event) => {
      const reason = event.message || 'the worker did not start';
      // Before any message: the worker never ran (its script refused or missing); the page does the work.
      if (!heard) end(() => resolve({ kind: 'unavailable', reason }));
      else handling.finally(() => end(() => reject(new Error(reason)))).catch(() => undefined);
    };
    worker.postMessage({ type: 'start', collection: options.collection, limit: options.limit, after: undefined, first: options.first, target } satisfies StartMessage<Checkpoint>);
  });
}
