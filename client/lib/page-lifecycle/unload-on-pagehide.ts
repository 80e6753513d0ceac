// The `unload` package's API, on `pagehide` (docs/decisions/078). vite.config.ts aliases `unload` to
// this module in the browser build. RxDB's multi-tab leader election (broadcast-channel) registers
// "give up leadership" there when a tab becomes the leader; the package runs it on `beforeunload`
// and `unload`, and an `unload` listener keeps every page out of the back/forward cache (and is a
// deprecated API). `pagehide` fires wherever those did, and also when the page goes into that cache:
// the leader then lets go of its Web Lock (a page holding one is not cached either) and another tab
// takes over. A page that comes back gets a new elector (leadership-after-restore.ts).

type Listener = () => unknown;

const listeners = new Set<Listener>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  // Not in a worker or outside a browser: nothing there ever hides.
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('pagehide', () => void runAll(), true);
}

/** Runs `fn` once, when the page is hidden for navigation or closed (as `unload`'s `add`). */
export function add(fn: Listener): { remove: () => boolean; run: () => unknown } {
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  listen();
  listeners.add(fn);
  return {
    remove: () => listeners.delete(fn),
    run: () => {
      listeners.delete(fn);
      return fn();
    },
  };
}

/** Runs every listener once and forgets it. */
export function runAll(): Promise<unknown[]> {
  const running = [...listeners].map((fn) => {
    listeners.delete(fn);
    return fn();
  });
  return Promise.all(running);
}

export function removeAll(): void {
  listeners.clear();
}

export function getSize(): number {
  return listeners.size;
}
