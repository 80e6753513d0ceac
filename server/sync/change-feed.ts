import { EventEmitter } from 'node:events';
import type { OpenDatabase } from '../db/database';

export type ChangeListener = (tables: string[]) => void;

/**
 * Tells open clients which replicated tables changed. The database notifies on commit
 * (trigger notify_sync_change); bursts are batched into one event per `batchMs`.
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  private unlisten: (() => Promise<void>) | undefined;
  private isStopped = false;

  constructor(private readonly batchMs = 50) {
    this.emitter.setMaxListeners(0);
  }

  async start(database: Pick<OpenDatabase, 'listen'>): Promise<void> {
    this.unlisten = await database.listen('sync_changes', (table) => this.notify(table));
  }

  /** Records a change to a table; listeners hear about it after the batch window. */
  notify(table: string): void {
    if (this.isStopped) return;
    this.pending.add(table);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /**
   * Notifies about a table after `delayMs`, at most once per table at a time. Pulls use it
   * when rows were held back behind an older open transaction: that transaction's commit
   * may not touch this table, so nothing else would prompt clients to pull again.
   */
  notifyLater(table: string, delayMs: number): void {
    if (this.isStopped || this.delayed.has(table)) return;
    const timer = setTimeout(() => {
      this.delayed.delete(table);
      this.notify(table);
    }, delayMs);
    this.delayed.set(table, timer);
  }

  subscribe(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /** Called once when the feed stops, so long-lived streams can end and let shutdown finish. */
  onStop(listener: () => void): () => void {
    if (this.isStopped) {
      queueMicrotask(listener);
      return () => undefined;
    }
    this.emitter.once('stop', listener);
    return () => this.emitter.off('stop', listener);
  }

  get stopped(): boolean {
    return this.isStopped;
  }

  get listenerCount(): number {
    return this.emitter.listenerCount('change');
  }

  async stop(): Promise<void> {
    if (this.isStopped) return;
    this.isStopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const timer of this.delayed.values()) clearTimeout(timer);
    this.delayed.clear();
    this.emitter.emit('stop');
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }

  private flush(): void {
    this.timer = undefined;
    const tables = [...this.pending];
    this.pending = new Set();
    if (tables.length > 0) this.emitter.emit('change', tables);
  }
}
