import type { FirstPullWorker } from './store-in-worker';

/** A new first-pull worker (docs/decisions/079), or null where the browser runs none. */
export function startFirstPullWorker(): FirstPullWorker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./first-pull.worker.ts', import.meta.url), { type: 'module', name: 'first-pull' });
  } catch {
    return null;
  }
}
