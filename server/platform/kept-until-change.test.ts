import { describe, expect, it } from 'vitest';
import { KeptUntilChange, type BuiltEntry, type ChangeListener, type ChangesHeard } from './kept-until-change';

/** What the test's pages are built from (a catalogue page's tables). */
const TABLES: ReadonlySet<string> = new Set(['products', 'product_variants', 'inventory', 'brands', 'categories', 'hero_slides', 'shipping_rates']);

/** A change feed the test drives: it announces tables and can go deaf. */
class FakeChanges implements ChangesHeard {
  listening = true;
  private readonly batched = new Set<ChangeListener>();
  private readonly each = new Set<(table: string) => void>();
  subscribe(listener: ChangeListener) {
    this.batched.add(listener);
    return () => this.batched.delete(listener);
  }
  subscribeEach(listener: (table: string) => void) {
    this.each.add(listener);
    return () => this.each.delete(listener);
  }
  /** The tables as the database announces them, one by one. */
  notify(...tables: string[]) {
    for (const table of tables) for (const listener of this.each) listener(table);
  }
  /** The batch of them the feed hands on after its window. */
  flush(...tables: string[]) {
    for (const listener of this.batched) listener(tables);
  }
  announce(...tables: string[]) {
    this.notify(...tables);
    this.flush(...tables);
  }
}

interface TestPage {
  name: string;
  bytes: number;
  expiresAt: number | null;
}

const page = (name: string, bytes = 100, expiresAt: number | null = null): TestPage => ({ name, bytes, expiresAt });
const kept = (built: TestPage, keep = true) => async (): Promise<BuiltEntry<TestPage>> => ({ value: built, keep });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('KeptUntilChange', () => {
  it('serves a built page from memory until a table it is built from changes', async () => {
    const changes = new FakeChanges();
    const cache = new KeptUntilChange<TestPage>(changes, 10_000, TABLES);
    expect(cache.get('US /shop')).toBeUndefined();
    await cache.build('US /shop', kept(page('shop')));
    expect(cache.get('US /shop')?.name).toBe('shop');
    // Tables no catalogue page shows leave it kept…
    changes.announce('cart_items', 'favorites', 'stores', 'pickup_products');
    expect(cache.get('US /shop')?.name).toBe('shop');
    // …any that one does drops every page.
    for (const table of ['products', 'product_variants', 'inventory', 'brands', 'categories', 'hero_slides', 'shipping_rates']) {
      await cache.build('US /shop', kept(page('shop')));
      await cache.build('UK /', kept(page('home')));
      changes.announce('cart_items', table);
      expect(cache.get('US /shop'), table).toBeUndefined();
      expect(cache.get('UK /'), table).toBeUndefined();
    }
  });

  it('does not keep a page whose build says no (a 404, a failed read)', async () => {
    const cache = new KeptUntilChange<TestPage>(new FakeChanges(), 10_000, TABLES);
    expect((await cache.build('US /product/nope', kept(page('missing'), false))).name).toBe('missing');
    expect(cache.get('US /product/nope')).toBeUndefined();
  });

  it('holds at most its byte budget, evicting the least recently used page first', async () => {
    const cache = new KeptUntilChange<TestPage>(new FakeChanges(), 300, TABLES);
    await cache.build('a', kept(page('a')));
    await cache.build('b', kept(page('b')));
    await cache.build('c', kept(page('c')));
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    // Reading a makes b the least recently used.
    expect(cache.get('a')).toBeDefined();
    await cache.build('d', kept(page('d')));
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.name)).toEqual(['a', 'c', 'd']);
    // A page larger than the whole budget is served but never kept, and evicts nothing.
    expect((await cache.build('huge', kept(page('huge', 301)))).name).toBe('huge');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    // A page built again replaces itself and is counted once.
    await cache.build('a', kept(page('a2', 50)));
    expect(cache.size).toEqual({ entries: 3, bytes: 250 });
  });

  it('counts a kept page again when it has grown (a second encoding), and evicts for it', async () => {
    const cache = new KeptUntilChange<TestPage>(new FakeChanges(), 300, TABLES);
    const growing = page('a');
    await cache.build('a', kept(growing));
    await cache.build('b', kept(page('b')));
    growing.bytes = 250;
    // Read again, a is counted at its new size and is the most recently used: b goes.
    expect(cache.get('a')?.name).toBe('a');
    expect(cache.size).toEqual({ entries: 1, bytes: 250 });
    expect(cache.get('b')).toBeUndefined();
  });

  it('builds a page once for everyone who asks while it is being built', async () => {
    const cache = new KeptUntilChange<TestPage>(new FakeChanges(), 10_000, TABLES);
    const gate = deferred<BuiltEntry<TestPage>>();
    let builds = 0;
    const build = () => {
      builds += 1;
      return gate.promise;
    };
    const asked = [cache.build('US /shop', build), cache.build('US /shop', build), cache.build('US /shop', build)];
    gate.resolve({ value: page('shop'), keep: true });
    expect((await Promise.all(asked)).map((served) => served.name)).toEqual(['shop', 'shop', 'shop']);
    expect(builds).toBe(1);
  });

  it('drops its pages as soon as a change is announced, and again when the feed hands on the batch', async () => {
    const changes = new FakeChanges();
    const cache = new KeptUntilChange<TestPage>(changes, 10_000, TABLES);
    await cache.build('US /shop', kept(page('before')));
    changes.notify('inventory');
    expect(cache.get('US /shop')).toBeUndefined();
    // Built in the batch window, perhaps from the catalogue listing of before the change.
    await cache.build('US /shop', kept(page('in the window')));
    changes.flush('inventory');
    expect(cache.get('US /shop')).toBeUndefined();
  });

  it('does not keep a page whose build began before a change, and builds anew for whoever asks after it', async () => {
    const changes = new FakeChanges();
    const cache = new KeptUntilChange<TestPage>(changes, 10_000, TABLES);
    const before = deferred<BuiltEntry<TestPage>>();
    const stale = cache.build('US /shop', () => before.promise);
    changes.announce('products');
    // Asked after the change: not handed the build that read the catalogue before it.
    const fresh = cache.build('US /shop', kept(page('after')));
    before.resolve({ value: page('before'), keep: true });
    expect((await stale).name).toBe('before');
    expect((await fresh).name).toBe('after');
    expect(cache.get('US /shop')?.name).toBe('after');
  });

  it('keeps and serves nothing while the feed cannot hear changes', async () => {
    const changes = new FakeChanges();
    const cache = new KeptUntilChange<TestPage>(changes, 10_000, TABLES);
    await cache.build('US /shop', kept(page('shop')));
    changes.listening = false;
    expect(cache.get('US /shop')).toBeUndefined();
    await cache.build('US /shop', kept(page('deaf')));
    expect(cache.get('US /shop')).toBeUndefined();
    // Listening again: what was kept before the gap is gone, whatever the gap hid.
    changes.listening = true;
    expect(cache.get('US /shop')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops a page once it would render differently (a release, the end of NEW)', async () => {
    let now = 1_000;
    const cache = new KeptUntilChange<TestPage>(new FakeChanges(), 10_000, TABLES, () => now);
    await cache.build('US /product/p', kept(page('coming soon', 100, 2_000)));
    now = 1_999;
    expect(cache.get('US /product/p')?.name).toBe('coming soon');
    now = 2_000;
    expect(cache.get('US /product/p')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
