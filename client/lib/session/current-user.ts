import { useSyncExternalStore } from 'react';
import { ROLES, type Role } from '../../../shared/roles';
import { TOASTS } from '../../../shared/texts';
import { apiRequest, failureMessage } from '../api/api-client';
import { showToast } from '../toast/toast-store';

/** The signed-in shopper or staff member, as GET /api/me reports them. */
export interface ShopUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
}

export interface SessionState {
  status: 'loading' | 'ready';
  user: ShopUser | null;
  /** True when the server could not be asked and the last known user stands in (offline). */
  fromCache: boolean;
}

// Remembered so a signed-in shopper who reloads offline still sees their own cart and favourites.
const LAST_USER_KEY = 'toy-shop:last-user';

// SPEC §9: a failed refresh is retried after 200 ms, then 400, 800, … (capped).
export const REFRESH_RETRY_FIRST_MS = 200;
const REFRESH_RETRY_MAX_MS = 60_000;
// The session is re-read on focus and coming online, and at least this often while the page is open.
const REFRESH_EVERY_MS = 5 * 60_000;
// better-auth's answer when the session behind a token is already gone: signed out all the same.
const SESSION_ALREADY_GONE = 'Session from session_id claim in JWT does not exist';

// Before /api/me has answered. The server renders this too (docs/decisions/017): a page it rendered
// hydrates signed out, then shows whoever /api/me names.
const NOT_YET_ASKED: SessionState = { status: 'loading', user: null, fromCache: false };

let state: SessionState = NOT_YET_ASKED;
let retryDelayMs = REFRESH_RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function readLastUser(): ShopUser | null {
  try {
    const raw = localStorage.getItem(LAST_USER_KEY);
    return raw ? parseUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function rememberUser(user: ShopUser | null): void {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage can be full or blocked; the session still works for this page.
  }
}

function parseUser(value: unknown): ShopUser | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.id !== 'string' || typeof candidate.email !== 'string') return null;
  const roles = Array.isArray(candidate.roles)
    ? candidate.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role as string))
    : [];
  return { id: candidate.id, email: candidate.email, name: typeof candidate.name === 'string' ? candidate.name : '', roles };
}

/** Asks the server who is signed in; offline, the last known user stands in and a retry is scheduled. */
export function refreshCurrentUser(): Promise<SessionState> {
  inFlight ??= (async () => {
    try {
      const body = await apiRequest<{ user: unknown }>('GET', '/api/me');
      const user = parseUser(body.user);
      rememberUser(user);
      setState({ status: 'ready', user, fromCache: false });
      cancelRetry();
    } catch {
      // Keep a user the server already confirmed; otherwise the remembered one stands in.
      setState({ status: 'ready', user: state.status === 'ready' && !state.fromCache ? state.user : readLastUser(), fromCache: true });
      scheduleRetry();
    } finally {
      inFlight = null;
    }
    return state;
  })();
  return inFlight;
}

function cancelRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelayMs = REFRESH_RETRY_FIRST_MS;
}

function scheduleRetry(): void {
  if (retryTimer !== undefined) return;
  // Offline, the 'online' event is the retry; no point in spinning.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const delay = retryDelayMs;
  retryDelayMs = Math.min(retryDelayMs * 2, REFRESH_RETRY_MAX_MS);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void refreshCurrentUser();
  }, delay);
}

function ensureStarted(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void refreshCurrentUser();
  // Coming back online or to the tab is when a stale or offline guess about the session is corrected.
  window.addEventListener('online', () => {
    cancelRetry();
    void refreshCurrentUser();
  });
  window.addEventListener('focus', () => void refreshCurrentUser());
  setInterval(() => {
    if (document.visibilityState === 'visible') void refreshCurrentUser();
  }, REFRESH_EVERY_MS);
}

/** Asks the server for the session now, before any component does (the back office's start). */
export function askForSessionNow(): void {
  ensureStarted();
}

export function getCurrentSession(): SessionState {
  ensureStarted();
  return state;
}

/** Calls the listener on every session change; used by the sync layer to follow sign-in and sign-out. */
export function subscribeToSession(listener: () => void): () => void {
  ensureStarted();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session once it is known: /api/me has answered, or (offline) the last known user stands in. */
export function knownSession(): Promise<SessionState> {
  const now = getCurrentSession();
  if (now.status === 'ready') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = subscribeToSession(() => {
      const next = getCurrentSession();
      if (next.status !== 'ready') return;
      stop();
      resolve(next);
    });
  });
}

const serverSession = (): SessionState => NOT_YET_ASKED;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getCurrentSession, serverSession);
}

/**
 * Ends the session and toasts the outcome (SPEC §8). The local session is cleared even when the
 * call fails (SPEC §4); a session the server no longer knows counts as signed out.
 */
export async function signOut(): Promise<void> {
  let failure: string | null = null;
  try {
    await apiRequest('POST', '/api/auth/sign-out', { body: {} });
  } catch (error) {
    failure = failureMessage(error);
  }
  if (failure?.includes(SESSION_ALREADY_GONE)) failure = null;
  cancelRetry();
  rememberUser(null);
  setState({ status: 'ready', user: null, fromCache: false });
  if (failure) showToast(TOASTS.signOutFailed(failure), 'destructive');
  else showToast(TOASTS.signedOut);
}
