// Long work on the main thread, cut into tasks short enough that a tap or a frame never waits long
// (docs/decisions/078): the work yields between slices, and each slice is sized from what the
// previous ones cost, so a fast device takes big slices and a slow phone small ones.

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint:
 * `scheduler.yield()` where there is one (it keeps the caller's priority), else a MessageChannel
 * message (unlike setTimeout, never clamped or throttled in a background tab).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface SlicePaceOptions {
  /** Milliseconds of work one slice should take. */
  budgetMs: number;
  /** Items in the first slice, before anything has been measured. */
  first: number;
  min: number;
  max: number;
}

/**
 * How many items the next slice may take: the budget over the dearest cost per item seen lately
 * (each kind of work reports its own, e.g. preparing a slice and announcing it once stored).
 */
export class SlicePace {
  private readonly costs = new Map<string, number>();
  private current: number;

  constructor(private readonly options: SlicePaceOptions) {
    this.current = options.first;
  }

  /** Items for the next slice. */
  size(): number {
    return this.current;
  }

  /** `items` took `ms` of the kind of work `kind`. */
  took(kind: string, items: number, ms: number): void {
    if (items <= 0) return;
    const perItem = ms / items;
    const before = this.costs.get(kind);
    // A moving average that forgets quickly: a device that slows down (another tab, a GC) is followed.
    this.costs.set(kind, before === undefined ? perItem : before * 0.5 + perItem * 0.5);
    const dearest = Math.max(...this.costs.values());
    const { budgetMs, min, max } = this.options;
    this.current = dearest > 0 ? Math.max(min, Math.min(max, Math.floor(budgetMs / dearest))) : max;
  }
}
