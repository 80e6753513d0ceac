import type { PullResponse, SyncCheckpoint, SyncCollection, UserCollection } from '../../../shared/sync/protocol';
import { apiRequest } from '../api/api-client';

// The sync API's two calls (GET .../pull, POST .../push), through the one API client: the
// replication and the guest cart's merge both use them. A failure is an ApiError.

/** GET /api/sync/<collection>/pull: up to `limit` documents after the checkpoint (from the start without one). */
export function requestPull<Doc>(collection: SyncCollection, limit: number, after?: SyncCheckpoint | null): Promise<PullResponse<Doc>> {
  return apiRequest('GET', `/api/sync/${collection}/pull`, { query: pullQuery(limit, after) });
}

/** A pull's query: its limit, and the checkpoint it goes on from (none: from the start). */
export function pullQuery(limit: number, after?: SyncCheckpoint | null) {
  return { limit, ...(after ? { xid: after.xid, seq: after.seq } : {}) };
}

/** POST /api/sync/<collection>/push: the rows (conditional writes); answers with the conflicts, the server's current documents. */
export function requestPush<Doc>(collection: UserCollection, rows: unknown[]): Promise<Doc[]> {
  return apiRequest('POST', `/api/sync/${collection}/push`, { body: rows });
}
