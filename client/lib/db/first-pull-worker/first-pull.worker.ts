import type { SyncCheckpoint, SyncCollection } from '../../../../shared/sync/protocol';
import { requestPull } from '../sync-requests';
import type { StartMessage, WorkerMessage } from './protocol';
import { storeFirstPull } from './store-first-pull';

// The worker that stores a first pull off the page's main thread (docs/decisions/079): one pull per
// worker, started by the page's message; it closes itself after its last message.

// The project's types are the page's (DOM); of the worker's scope this needs only these.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StartMessage<SyncCheckpoint>>) => void) | null;
  postMessage(message: WorkerMessage<SyncCheckpoint>): void;
  close(): void;
  indexedDB: IDBFactory;
};

scope.onmessage = (event) => {
  const start = event.data;
  if (start?.type !== 'start') return;
  void storeFirstPull<SyncCheckpoint>(start, {
    indexedDB: scope.indexedDB,
    pull: async (after, limit) => {
      const body = await requestPull<Record<string, unknown>>(start.collection as SyncCollection, limit, after);
      return { documents: body.documents as Record<string, unknown>[], checkpoint: body.checkpoint ?? after, limit };
    },
    post: (message) => scope.postMessage(message),
  }).then(() => scope.close());
};
