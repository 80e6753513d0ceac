import type { ChangeListener } from '../sync/change-feed';

/** What the cache hears the catalogue's changes from: the change feed (server/sync/change-feed.ts). */
export interface CatalogueChanges {
  /** Changes after the feed's batch window, when the catalogue listing (catalogue-listing.ts) is read anew. */
  subscribe(listener: ChangeListener): () => void;
  /** Each change as soon as it is announced. */
  subscribeEach(listener: (table: string) => void): () => void;
  /** False while a change could go unheard (the feed's connection is lost, or the feed stopped). */
  readonly listening: boolean;
}

/**
 * Every table a catalogue page is built from: its first screen's documents (products with their
 * sizes and stock, brands, categories, hero slides, shipping rates) and its head tags (the product,
 * its brand, its US stock). A change to any of them, on any instance, drops every kept page.
 */
export const CATALOGUE_PAGE_TABLES: ReadonlySet<string> = new Set([
  'products', 'product_variants', 'inventory', 'brands', 'categories', 'hero_slides', 'shipping_rates',
]);

/**
 * How many bytes of compressed pages an instance keeps: every listing page and some 2,500 product
 * pages (5.4 KB in brotli each at 10,000 products, plus what holds it); a product page not kept is
 * built in about 5 ms. The server's RSS with it full is in docs/benchmarks.md, "Catalogue pages".
 */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** What the cache needs to know of a page it keeps. */
export interface KeepablePage {
  /** Bytes the page holds in memory now (it may grow once: a kept page adds a second encoding when asked for one). */
  readonly bytes: number;
  /** When the page would render differently though the catalogue did not change (epoch ms), or null. */
  readonly expiresAt: number | null;
}

/** A page just built, and whether it may be kept (a page built around a failed read may not). */
export interface BuiltPage<Page> {
  page: Page;
  keep: boolean;
}

interface Building<Page> {
  version: number;
  done: Promise<BuiltPage<Page>>;
}

/**
 * Pages that are the same for every visitor of a country, kept in memory from one catalogue change
 * to the next (docs/decisions/077): least recently used first out once they hold more than
 * `maxBytes`. A change heard on the feed to a table in `tables` drops them all, as soon as it is
 * announced and again after the feed's batch window; so does a moment when the feed cannot hear
 * (nothing is kept or served from memory then). A page whose build began before a drop is served
 * to whoever asked for it but not kept.
 */
export class PageCache<Page extends KeepablePage> {
  /** Each page with the bytes it was counted at. */
  private readonly pages = new Map<string, { page: Page; bytes: number }>();
  private readonly building = new Map<string, Building<Page>>();
  private held = 0;
  /** Moves on at every change that drops the pages: a build begun at an older version is not kept. */
  private version = 0;

  constructor(
    private readonly changes: CatalogueChanges,
    private readonly maxBytes: number,
    private readonly tables: ReadonlySet<string> = CATALOGUE_PAGE_TABLES,
    private readonly now: () => number = Date.now,
  ) {
    // At once, so a page is not served from memory after its change is announced; and again after
    // the batch window, since a page built meanwhile may have read the listing from before it.
    changes.subscribeEach((table) => {
      if (this.tables.has(table)) this.dropAll();
    });
    changes.subscribe((changed) => {
      if (changed.some((table) => this.tables.has(table))) this.dropAll();
    });
  }

  /** How many pages are kept, and the bytes they hold. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.held };
  }

  /** The kept page for `key`, now the most recently used; undefined when there is none to serve. */
  get(key: string): Page | undefined {
    if (!this.changes.listening) {
      this.dropAll();
      return undefined;
    }
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.page.expiresAt !== null && entry.page.expiresAt <= this.now()) {
      this.drop(key);
      return undefined;
    }
    // A Map iterates in insertion order: re-inserted, the page is the last one evicted. Counted again,
    // with an encoding it may have added since.
    this.pages.delete(key);
    this.held -= entry.bytes;
    this.add(key, entry.page);
    return entry.page;
  }

  /**
   * The page for `key`, built by `build` once for everyone who asks while it is being built at the
   * current catalogue version, and kept when the build says it may be and nothing changed meanwhile.
   */
  async build(key: string, build: () => Promise<BuiltPage<Page>>): Promise<Page> {
    const pending = this.building.get(key);
    if (pending && pending.version === this.version) return (await pending.done).page;
    const version = this.version;
    const done = build();
    const building = { version, done };
    this.building.set(key, building);
    try {
      const built = await done;
      if (built.keep && version === this.version && this.changes.listening) this.keep(key, built.page);
      return built.page;
    } finally {
      if (this.building.get(key) === building) this.building.delete(key);
    }
  }

  private keep(key: string, page: Page): void {
    this.drop(key);
    if (page.bytes > this.maxBytes) return;
    this.add(key, page);
  }

  /** Adds the page as the most recently used, then evicts the least recently used ones over the budget. */
  private add(key: string, page: Page): void {
    const bytes = page.bytes;
    this.pages.set(key, { page, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.held <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.held -= entry.bytes;
    }
  }

  private drop(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.held -= entry.bytes;
  }

  private dropAll(): void {
    this.version += 1;
    this.pages.clear();
    this.held = 0;
  }
}
