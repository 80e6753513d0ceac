import { Observable, share } from 'rxjs';
import type { SyncChangeEvent, SyncCollection } from '../../../shared/sync/protocol';

/** A change hint from the server: some collections, or every one after a gap in the stream. */
export type SyncSignal = readonly SyncCollection[] | 'all';

// If the server refuses the stream outright (EventSource gives up: readyState CLOSED), try again later.
const REOPEN_AFTER_MS = 10_000;

/**
 * One EventSource on /api/sync/stream shared by every replication. Any error or reopen means
 * events may have been missed, so it asks every collection to pull again ('all').
 */
export class SyncStream {
  private reopenRequested: (() => void) | null = null;

  readonly signals$: Observable<SyncSignal> = new Observable<SyncSignal>((subscriber) => {
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const open = () => {
      if (closed) return;
      let hasOpened = false;
      source = new EventSource('/api/sync/stream', { withCredentials: true });
      source.addEventListener('change', (event) => {
        const collections = parseChange((event as MessageEvent<string>).data);
        if (collections) subscriber.next(collections);
      });
      source.addEventListener('open', () => {
        // The first open needs no catch-up (replication starts with a pull anyway); a reopen does.
        if (hasOpened) subscriber.next('all');
        hasOpened = true;
      });
      source.addEventListener('error', () => {
        subscriber.next('all');
        if (source?.readyState === EventSource.CLOSED) {
          clearTimeout(reopenTimer);
          reopenTimer = setTimeout(reopen, REOPEN_AFTER_MS);
        }
      });
    };
    const reopen = () => {
      source?.close();
      open();
      subscriber.next('all');
    };

    // A page going into the back/forward cache must hold no open connection; one coming back may
    // have missed events meanwhile, so it reopens and every collection pulls (docs/decisions/078).
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clearTimeout(reopenTimer);
      source?.close();
      source = null;
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !closed && !source) reopen();
    };

    this.reopenRequested = reopen;
    open();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      closed = true;
      clearTimeout(reopenTimer);
      source?.close();
      this.reopenRequested = null;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }).pipe(share());

  /** After sign-in or sign-out the stream must reconnect with the new session cookie. */
  reconnect(): void {
    this.reopenRequested?.();
  }
}

function parseChange(data: string): SyncCollection[] | null {
  try {
    const event = JSON.parse(data) as Partial<SyncChangeEvent>;
    return Array.isArray(event.collections) ? event.collections : null;
  } catch {
    return null;
  }
}
