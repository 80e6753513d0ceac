import { AppError } from '../../shared/errors';
import type { PullResponse, SyncCheckpoint, SyncCollection } from '../../shared/sync/protocol';
import type { AppDeps } from '../context';
import type { SessionUser } from '../auth/session';
import { hasHeldBackChanges, selectChangesAfter, type ChangeScope } from './pull.repo';
import { SYNC_SOURCES, type SyncDocument } from './sync-sources';

/** How soon clients are prompted to pull again when rows wait behind an older open transaction. */
const HELD_BACK_RETRY_MS = 200;

export interface PullRequest<C extends SyncCollection> {
  collection: C;
  checkpoint: SyncCheckpoint | null;
  limit: number;
}

/** One batch of a collection's changes after the checkpoint, in cursor order. */
export async function pullChanges<C extends SyncCollection>(
  deps: Pick<AppDeps, 'db' | 'changes'>,
  user: SessionUser | null,
  request: PullRequest<C>,
): Promise<PullResponse<SyncDocument<C>>> {
  const source = SYNC_SOURCES[request.collection];
  if (source.userScoped && !user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  const scope: ChangeScope = { table: source.table, userId: source.userScoped ? user!.id : null };

  // One snapshot for both reads, so "held back" is judged against the same horizon the rows were.
  const { rows, heldBack } = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const rows = await selectChangesAfter(trx, scope, request.checkpoint, request.limit);
      const last = rows.at(-1);
      const reached = last ? { xid: last.cursor_xid, seq: last.sync_seq } : request.checkpoint;
      const heldBack = rows.length < request.limit && (await hasHeldBackChanges(trx, scope, reached));
      return { rows, heldBack };
    });

  if (heldBack) deps.changes.notifyLater(source.table, HELD_BACK_RETRY_MS);

  const last = rows.at(-1);
  return {
    documents: rows.map((row) => source.toDocument(row) as SyncDocument<C>),
    checkpoint: last ? { xid: last.cursor_xid, seq: last.sync_seq } : request.checkpoint,
  };
}
