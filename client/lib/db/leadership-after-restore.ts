import { createLeaderElection, type BroadcastChannel, type LeaderElector } from 'broadcast-channel';
import type { RxCollection } from 'rxdb/plugins/core';
import { REPLICATION_STATE_BY_COLLECTION } from 'rxdb/plugins/replication';

// Only the tab that leads RxDB's multi-tab election replicates (docs/decisions/007). A leader gives
// leadership up on `pagehide` (client/lib/page-lifecycle/unload-on-pagehide.ts), so that another tab
// takes over and the page may enter the back/forward cache; its elector is dead from then on. When
// the page comes back (pageshow, persisted) it applies again with a new elector on the same channel,
// and once it leads again its replications go on as a leader's do (also while hidden). Until then
// they run as any other tab's: while the page is visible (RxDB pauses a hidden non-leader's).
// Relies on broadcast-channel 7's elector being kept in `channel._leaderElector` (a channel gets
// one elector) and on RxDB 17 asking `db.leaderElector()` for it each time; checked at run time.

type ChannelWithElector = BroadcastChannel & { _leaderElector?: LeaderElector };

/** What this needs of an RxDatabase (with the leader-election plugin, which replication adds). */
interface ElectingDatabase {
  readonly closed: boolean;
  readonly multiInstance: boolean;
  readonly collections: object;
  leaderElector(): LeaderElector;
}

/** Makes a page restored from the back/forward cache apply for leadership again; returns the undo. */
export function applyForLeadershipAfterRestore(db: ElectingDatabase): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || db.closed || !db.multiInstance) return;
    const dead = db.leaderElector();
    if (!dead.isDead) return;
    const channel = dead.broadcastChannel as ChannelWithElector;
    if (channel.isClosed || channel._leaderElector !== dead) return;
    channel._leaderElector = undefined;
    const elector = createLeaderElection(channel);
    db.leaderElector = () => elector;
    void elector.awaitLeadership().then(() => {
      if (!db.closed) resumeReplications(db);
    });
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
}

/** Starts every replication of the database that is not cancelled: a paused one resumes, a running one pulls once. */
function resumeReplications(db: ElectingDatabase): void {
  for (const collection of Object.values(db.collections) as RxCollection[]) {
    for (const state of REPLICATION_STATE_BY_COLLECTION.get(collection) ?? []) {
      if (!state.isStopped()) state.start().catch(() => undefined);
    }
  }
}
