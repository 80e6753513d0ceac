import type { AnalyticsEventKind } from '../../../shared/analytics/analytics';
import { isBackOfficePath } from '../../../shared/admin/back-office-path';
import { currentCountry } from '../region/country-store';
import { lastAddedToBag, subscribeToAddedToBag } from '../events/added-to-bag';
import { deviceSignals, mayTrack } from './consent';

// The storefront's analytics beacon (docs/decisions/056): the funnel's steps as first-party events to
// /api/analytics/events. Loaded after the first paint (main.tsx imports it dynamically), so the
// entry's code is unchanged. No personal data: a random id for this tab's session (sessionStorage,
// forgotten when the tab closes), the shop's country, and the kinds of events; no cookies are sent.

const SESSION_KEY = 'toy-shop:analytics-session';
const VISITED_KEY = 'toy-shop:analytics-visited';
const ENDPOINT = '/api/analytics/events';
const FLUSH_DELAY_MS = 1_000;
const MAX_BATCH = 20;

/** The step a page is: product pages are product views, /checkout and /pickup-checkout checkout started. */
export function eventOfPath(pathname: string): AnalyticsEventKind | null {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return 'product_view';
  if (/^\/(pickup-)?checkout\/?$/.test(pathname)) return 'checkout_started';
  return null;
}

function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

function sessionId(): string | null {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = randomSessionId();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

let queue: AnalyticsEventKind[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, MAX_BATCH);
  queue = queue.slice(MAX_BATCH);
  // Checked again at send time: GPC or a do-not-sell request made during the visit stops it at once.
  const session = sessionId();
  if (!mayTrack(deviceSignals()) || session === null) {
    queue = [];
    return;
  }
  const body = JSON.stringify({ session, country: currentCountry().country, events });
  // eslint-disable-next-line no-restricted-globals -- fire-and-forget keepalive beacon without cookies, outliving the page; no answer to read (docs/decisions/059)
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  if (queue.length > 0) flush();
}

function track(kind: AnalyticsEventKind): void {
  if (!mayTrack(deviceSignals())) return;
  queue.push(kind);
  timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string }; pathChanged: boolean }) => void): () => void;
}

let started = false;

/** Starts the beacon once per tab: a visit (once a session), the page it is on, and every later step. */
export function startBeacon(router: RouterLike): void {
  // The back office is not the shop: its pages are no visits.
  if (started || !mayTrack(deviceSignals()) || isBackOfficePath(router.state.location.pathname)) return;
  started = true;
  try {
    if (!sessionStorage.getItem(VISITED_KEY)) {
      sessionStorage.setItem(VISITED_KEY, '1');
      track('visit');
    }
  } catch {
    return;
  }
  const first = eventOfPath(router.state.location.pathname);
  if (first) track(first);
  router.subscribe('onResolved', (event) => {
    if (!event.pathChanged) return;
    const kind = eventOfPath(event.toLocation.pathname);
    if (kind) track(kind);
  });
  // Listeners hear the mini-cart's dismissal too: only a new add (a new seq) is a step.
  let seenAdd = lastAddedToBag()?.seq ?? 0;
  subscribeToAddedToBag(() => {
    const added = lastAddedToBag();
    if (added && added.seq !== seenAdd) {
      seenAdd = added.seq;
      track('add_to_bag');
    }
  });
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
