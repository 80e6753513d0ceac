/** Listens to table changes, as the change feed (server/sync/change-feed.ts) reports them. */
export type ChangeListener = (tables: string[]) => void;

/** What the cache hears the database's changes from: the change feed, on every instance. */
export interface ChangesHeard {
  /** Changes after the feed's batch window, when what the entries are built from is read anew. */
  subscribe(listener: ChangeListener): () => void;
  /** Each change as soon as it is announced. */
  subscribeEach(listener: (table: string) => void): () => void;
  /** False while a change could go unheard (the feed's connection is lost, or the feed stopped). */
  readonly listening: boolean;
}

/** What the cache needs to know of an entry it keeps (a catalogue page, a sync batch). */
export interface KeepableEntry {
  /** Bytes the entry holds in memory now (it may grow once: a kept entry adds a second encoding when asked for one). */
  readonly bytes: number;
  /** When the entry would be built differently though no table changed (epoch ms), or null. */
  readonly expiresAt: number | null;
}

/** An entry just built, and whether it may be kept (one built around a failed read may not). */
export interface BuiltEntry<Entry> {
  value: Entry;
  keep: boolean;
}

interface Building<Entry> {
  version: number;
  done: Promise<BuiltEntry<Entry>>;
}

/**
 * Answers that are the same for everyone who asks (a catalogue page for a country, docs/decisions/077;
 * a batch of a fresh device's first sync, 096), kept in memory from one change of what they are built
 * from to the next: least recently used first out once they hold more than `maxBytes`. A change heard
 * on the feed to a table in `tables` drops them all, as soon as it is announced and again after the
 * feed's batch window; so does a moment when the feed cannot hear (nothing is kept or served from
 * memory then). An entry whose build began before a drop is served to whoever asked for it but not kept.
 */
export class KeptUntilChange<Entry extends KeepableEntry> {
  /** Each entry with the bytes it was counted at. */
  private readonly entries = new Map<string, { entry: Entry; bytes: number }>();
  private readonly building = new Map<string, Building<Entry>>();
  private held = 0;
  /** Moves on at every change that drops the entries: a build begun at an older version is not kept. */
  private version = 0;

  constructor(
    private readonly changes: ChangesHeard,
    private readonly maxBytes: number,
    private readonly tables: ReadonlySet<string>,
    private readonly now: () => number = Date.now,
  ) {
    // At once, so an entry is not served from memory after its change is announced; and again after
    // the batch window, since an entry built meanwhile may have read what it shows from before it.
    changes.subscribeEach((table) => {
      if (this.tables.has(table)) this.dropAll();
    });
    changes.subscribe((changed) => {
      if (changed.some((table) => this.tables.has(table))) this.dropAll();
    });
  }

  /** How many entries are kept, and the bytes they hold. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.held };
  }

  /** The kept entry for `key`, now the most recently used; undefined when there is none to serve. */
  get(key: string): Entry | undefined {
    if (!this.changes.listening) {
      this.dropAll();
      return undefined;
    }
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.entry.expiresAt !== null && kept.entry.expiresAt <= this.now()) {
      this.drop(key);
      return undefined;
    }
    // A Map iterates in insertion order: re-inserted, the entry is the last one evicted. Counted again,
    // with an encoding it may have added since.
    this.entries.delete(key);
    this.held -= kept.bytes;
    this.add(key, kept.entry);
    return kept.entry;
  }

  /**
   * The entry for `key`, built by `build` once for everyone who asks while it is being built at the
   * current catalogue version, and kept when the build says it may be and nothing changed meanwhile.
   */
  async build(key: string, build: () => Promise<BuiltEntry<Entry>>): Promise<Entry> {
    const pending = this.building.get(key);
    if (pending && pending.version === this.version) return (await pending.done).value;
    const version = this.version;
    const done = build();
    const building = { version, done };
    this.building.set(key, building);
    try {
      const built = await done;
      if (built.keep && version === this.version && this.changes.listening) this.keep(key, built.value);
      return built.value;
    } finally {
      if (this.building.get(key) === building) this.building.delete(key);
    }
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.bytes > this.maxBytes) return;
    this.add(key, entry);
  }

  /** Adds the entry as the most recently used, then evicts the least recently used ones over the budget. */
  private add(key: string, entry: Entry): void {
    const bytes = entry.bytes;
    this.entries.set(key, { entry, bytes });
    this.held += bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= kept.bytes;
    }
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.held -= kept.bytes;
  }

  private dropAll(): void {
    this.version += 1;
    this.entries.clear();
    this.held = 0;
  }
}
