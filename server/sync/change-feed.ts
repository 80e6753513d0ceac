import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { OpenDatabase } from '../db/database';
import { COLLECTIONS_BY_TABLE } from '../../shared/sync/protocol';
import type { Logger } from '../logging/logger';

export type ChangeListener = (tables: string[]) => void;

/** The channel the replicated tables' trigger notifies on (migrations/0001). */
const CHANNEL = 'sync_changes';
/** Every table that feeds a collection: a resync names them all, so every device pulls every collection. */
const EVERY_SYNCED_TABLE = Object.keys(COLLECTIONS_BY_TABLE);


/**
 * Tells open clients which replicated tables changed. The database notifies on commit
 * (trigger notify_sync_change) to every instance on the database; bursts are batched into one
 * event per `batchMs`. While the listening connection is lost nothing is heard: once listening
 * again, every table is announced as changed, so every device pulls what it missed
 * (docs/decisions/027).
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  private unlisten: (() => Promise<void>) | undefined;
  private isStopped = false;
  private database: Pick<OpenDatabase, 'db'> | undefined;
  private lostAt: number | null = null;

  constructor(
    private readonly log: Logger,
    private readonly batchMs = 50,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(database: Pick<OpenDatabase, 'listen' | 'db'>): Promise<void> {
    this.database = database;
    this.unlisten = await database.listen(CHANNEL, (table) => this.notify(table), {
      onLost: (error) => {
        this.lostAt = Date.now();
        this.log.error({ error: String(error) }, 'change feed lost its database connection: live updates stop until it is back');
      },
      onRelisten: () => {
        const deafMs = this.lostAt === null ? 0 : Date.now() - this.lostAt;
        this.lostAt = null;
        this.log.info({ deafMs }, 'change feed listening again; every device is told to pull again');
        this.resync();
      },
    });
  }

  /** False while the listening connection is lost: changes are not heard (the readiness check says so). */
  get listening(): boolean {
    return !this.isStopped && this.unlisten !== undefined && this.lostAt === null;
  }

  /** Announces every table as changed: devices pull everything after their checkpoint, caches are dropped. */
  resync(): void {
    for (const table of EVERY_SYNCED_TABLE) this.notify(table);
  }

  /** Records a change to a table; listeners hear about it after the batch window, `subscribeEach` listeners at once. */
  notify(table: string): void {
    if (this.isStopped) return;
    this.emitter.emit('notified', table);
    this.pending.add(table);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /**
   * Announces a table after `delayMs` on every instance, at most once per table at a time from
   * this one. Pulls use it when rows were held back behind an older open transaction: that
   * transaction's commit may not touch this table, so nothing else would prompt clients to pull
   * again, and the device's stream may be open on another instance than the one that answered
   * its pull: the prompt goes through the database, like every other change.
   */
  notifyLater(table: string, delayMs: number): void {
    if (this.isStopped || this.delayed.has(table)) return;
    const timer = setTimeout(() => {
      this.delayed.delete(table);
      void this.announce(table);
    }, delayMs);
    this.delayed.set(table, timer);
  }

  private async announce(table: string): Promise<void> {
    if (this.isStopped) return;
    if (!this.database) return this.notify(table);
    try {
      await sql`SELECT pg_notify(${CHANNEL}, ${table})`.execute(this.database.db);
    } catch (error) {
      // The database is away: the resync after it is back covers other instances; this one's devices hear it now.
      this.log.error({ table, error: String(error) }, 'could not announce a held-back change through the database');
      this.notify(table);
    }
  }

  subscribe(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /**
   * Hears each change as soon as the database announces it, without the batch window: for what
   * must stop serving a changed table at once (the catalogue pages kept in memory, docs/decisions/077).
   */
  subscribeEach(listener: (table: string) => void): () => void {
    this.emitter.on('notified', listener);
    return () => this.emitter.off('notified', listener);
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
