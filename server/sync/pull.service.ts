import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import type { PullResponse, SyncCheckpoint, SyncCollection } from '../../shared/sync/protocol';
import type { AppDeps } from '../context';
import type { SessionUser } from '../auth/session';
import { hasHeldBackChanges } from './pull.repo';
import { SYNC_SOURCES, type SyncDocument, type SyncSource } from './sync-sources';

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
  const source = SYNC_SOURCES[request.collection] as SyncSource<unknown>;
  if (source.userScoped && !user) throw new AppError('UNAUTHORIZED', ERROR_MESSAGES.signInRequired);
  const userId = source.userScoped ? user!.id : null;

  // One snapshot for every read, so "held back" is judged against the same horizon the rows were.
  const { changes, heldBack } = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const changes = await source.changesAfter(trx, userId, request.checkpoint, request.limit);
      const reached = changes.at(-1)?.position ?? request.checkpoint;
      const heldBack = changes.length < request.limit && (await hasHeldBackChanges(trx, source.tables, userId, reached));
      return { changes, heldBack };
    });

  // Prompt this collection's devices again once the older transaction has ended.
  if (heldBack) deps.changes.notifyLater(source.tables[0]!, HELD_BACK_RETRY_MS);

  // The checkpoint first: a device reading the answer as it arrives can ask for the next batch at
  // once, while this one is still on its way (docs/decisions/078).
  return {
    checkpoint: changes.at(-1)?.position ?? request.checkpoint,
    documents: changes.map((change) => change.document as SyncDocument<C>),
  };
}
